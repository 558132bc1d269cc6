package org.wsscost.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.analysis.Warmup;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.RunMetadata;

/**
 * {@code calibrate [--iterations N] [--forks F] [JMH args…]}: cold forks (no warm-up, many
 * iterations), saved under {@code results/calibration/}, and where each benchmark settles;
 * {@code calibrate --from RESULT.json} analyses a saved cold run again.
 */
final class CalibrateTool implements Tool.Command {
    private final AbTool.Launcher launcher;
    /** The jar {@code --hosts} starts; null: the one this tool runs from. */
    private final Path jar;

    CalibrateTool() {
        this(new JavaLauncher(), null);
    }

    CalibrateTool(AbTool.Launcher launcher, Path jar) {
        this.launcher = launcher;
        this.jar = jar;
    }

    static final String USAGE = """
            usage: java -jar target/benchmarks.jar calibrate [--name NAME] [--results DIR] [--iterations N] [--forks F]
                       [--hosts H] [JMH args…]
                   java -jar target/benchmarks.jar calibrate --from COLD.json
              Runs the JMH arguments (a regex, -p, -r …; not -wi, -i, -f) with no warm-up, N measurement
              iterations (default 30) and F forks (default 1), so every fork starts cold, and saves the run as
              `run` does under results/calibration/ (or DIR): <date>-NAME.json, .meta.json, and <date>-NAME.md,
              the analysis. The analysis finds, per fork, the iteration after which the level is flat (MSER:
              the truncation that minimises the standard error of the mean of what is left), checks that what
              is left is steady (the suite's steady-state test), and per benchmark and workload gives the
              warm-up iterations of its slowest result × 1.25, rounded up (at least 2): the value for the method's @Warmup.
              --hosts 2 starts two JMH hosts of this jar at once, each with F cold forks, as `ab --warmup together`
              starts a pair of forks, and analyses their forks together: the warm-up a benchmark needs while
              another JVM warms up beside it on the same cores (default 1: one host, the machine to itself).
              --from prints the analysis of a saved cold run without running anything. NAME defaults to "cold".
              Exit 0 done, 1 some result was still moving after its truncation point (run more iterations),
              2 bad usage or input.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("calibrate", argv, Set.of("name", "results", "iterations", "forks", "hosts", "from"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String from = args.get("from", null);
        if (from != null) {
            if (!args.positional.isEmpty()) {
                throw new UsageException("--from analyses a saved run; leave out the JMH arguments " + args.positional);
            }
            Path file = Path.of(from);
            List<Warmup.Group> groups = groups(file);
            out.print(Warmup.markdown(groups, iteration(file)));
            return exit(groups);
        }
        String name = Archive.checkName(args.get("name", "cold"));
        int iterations = args.whole("iterations", "30", 6, 1000);
        int forks = args.whole("forks", "1", 1, 100);
        int hosts = args.whole("hosts", "1", 1, 4);
        Path results = Archive.results(args.get("results", defaultResults()));
        CommandLineOptions given = RunTool.jmhOptions(args.positional);
        if (given.getWarmupIterations().hasValue() || given.getMeasurementIterations().hasValue()
                || given.getForkCount().hasValue() || given.getWarmupTime().hasValue()) {
            throw new UsageException("-wi, -w, -i and -f are set by the tool (cold forks); use --iterations N and --forks F");
        }
        List<String> jmh = new ArrayList<>(args.positional);
        jmh.addAll(List.of("-wi", "0", "-i", String.valueOf(iterations), "-f", String.valueOf(forks)));
        List<Path> saved = hosts == 1 ? RunTool.save(name, results, List.of(RunTool.jmhOptions(jmh)), Map.of())
                : atOnce(hosts, name, results, jmh);
        Path json = saved.get(0);
        List<Warmup.Group> groups = groups(json);
        String analysis = Warmup.markdown(groups, iteration(json));
        String stem = json.getFileName().toString().replaceFirst("\\.json$", "");
        Path md = json.resolveSibling(stem + ".md");
        Args.write(md.toString(), ("# Calibration: " + stem + "\n\nCommand: see `" + saved.get(1).getFileName()
                + "`.\n\n" + analysis).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        out.print(analysis);
        out.println("\nsaved " + json + "\n      " + saved.get(1) + "\n      " + md);
        return exit(groups);
    }

    /**
     * {@code hosts} JMH hosts of this jar started at once with the same arguments, their logs in a
     * staging directory; their results merged into one run (each host's forks in turn) and saved as
     * {@link RunTool#save} saves one.
     */
    private List<Path> atOnce(int hosts, String name, Path results, List<String> jmh) throws Exception {
        Path jar = this.jar != null ? this.jar : ProjectDir.ownJar("calibrate --hosts");
        try (Staging staging = new Staging("wsscost-calibrate-")) {
            String command = RunMetadata.command();
            Map<Integer, Exception> failures = new ConcurrentHashMap<>();
            List<Thread> threads = new ArrayList<>();
            List<Path> jsons = new ArrayList<>();
            for (int h = 1; h <= hosts; h++) {
                int host = h;
                Path json = staging.resolve("host-" + host + ".json");
                jsons.add(json);
                Thread t = new Thread(() -> {
                    try {
                        launcher.fork(null, jar, List.of("-Djmh.ignoreLock=true"), jmh, json, staging.resolve("host-" + host + ".log"));
                    } catch (IOException | UsageException | RuntimeException e) {
                        failures.put(host, e);
                    }
                }, "calibrate-host-" + host);
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
            if (!failures.isEmpty()) {
                var first = failures.entrySet().iterator().next();
                throw new UsageException("host " + first.getKey() + " of " + hosts + " failed: " + first.getValue().getMessage()
                        + " (logs: " + staging + "); nothing saved");
            }
            for (Path json : jsons) {
                if (!Files.isRegularFile(json) || Files.size(json) == 0) {
                    throw new UsageException(json.getFileName() + ": a host wrote no result (logs: " + staging + "); nothing saved");
                }
            }
            Path merged = Files.write(staging.resolve("result.json"), Merge.merge(jsons));
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), command);
            meta.put("hosts", hosts);
            Path metaFile = Files.write(staging.resolve("meta.json"), RunMetadata.json(meta));
            return Archive.storeRun(results, name, merged, metaFile);
        }
    }

    private static String defaultResults() throws UsageException {
        return ProjectDir.resolve("results", "--results").resolve("calibration").toString();
    }

    private static List<Warmup.Group> groups(Path file) throws UsageException {
        return Warmup.groups(Args.results(file.toString()));
    }

    private static String iteration(Path file) throws UsageException {
        try {
            return JmhJson.measurementTime(file);
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** 1 when some result was still moving after its truncation point: the cold run was too short for it. */
    private static int exit(List<Warmup.Group> groups) {
        return groups.stream().anyMatch(g -> !g.moving().isEmpty()) ? 1 : 0;
    }

}
