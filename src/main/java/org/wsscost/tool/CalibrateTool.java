package org.wsscost.tool;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.report.JmhJson;
import org.wsscost.report.Warmup;

/**
 * {@code calibrate [--iterations N] [--forks F] [JMH args…]}: cold forks (no warm-up, many
 * iterations), saved under {@code results/calibration/}, and where each benchmark settles;
 * {@code calibrate --from RESULT.json} analyses a saved cold run again.
 */
final class CalibrateTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar calibrate [--name NAME] [--results DIR] [--iterations N] [--forks F]
                       [JMH args…]
                   java -jar target/benchmarks.jar calibrate --from COLD.json
              Runs the JMH arguments (a regex, -p, -r …; not -wi, -i, -f) with no warm-up, N measurement
              iterations (default 30) and F forks (default 1), so every fork starts cold, and saves the run as
              `run` does under results/calibration/ (or DIR): <date>-NAME.json, .meta.json, and <date>-NAME.md,
              the analysis. The analysis finds, per fork, the iteration after which the level is flat (MSER:
              the truncation that minimises the standard error of the mean of what is left), checks that what
              is left is steady (the suite's steady-state test), and per benchmark and workload gives the
              warm-up iterations of its slowest result × 1.5 (at least 2): the value for the method's @Warmup.
              --from prints the analysis of a saved cold run without running anything. NAME defaults to "cold".
              Exit 0 done, 1 some result was still moving after its truncation point (run more iterations),
              2 bad usage or input.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("calibrate", argv, Set.of("name", "results", "iterations", "forks", "from"));
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
        int iterations = count(args.get("iterations", "30"), "--iterations", 6, 1000);
        int forks = count(args.get("forks", "1"), "--forks", 1, 100);
        Path results = Archive.results(args.get("results", defaultResults()));
        CommandLineOptions given = RunTool.jmhOptions(args.positional);
        if (given.getWarmupIterations().hasValue() || given.getMeasurementIterations().hasValue()
                || given.getForkCount().hasValue() || given.getWarmupTime().hasValue()) {
            throw new UsageException("-wi, -w, -i and -f are set by the tool (cold forks); use --iterations N and --forks F");
        }
        List<String> jmh = new ArrayList<>(args.positional);
        jmh.addAll(List.of("-wi", "0", "-i", String.valueOf(iterations), "-f", String.valueOf(forks)));
        List<Path> saved = RunTool.save(name, results, RunTool.jmhOptions(jmh));
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

    private static String defaultResults() throws UsageException {
        return ProjectDir.resolve("results", "--results").resolve("calibration").toString();
    }

    private static List<Warmup.Group> groups(Path file) throws UsageException {
        try {
            return Warmup.groups(JmhJson.read(file));
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
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

    private static int count(String value, String option, int least, int most) throws UsageException {
        int n;
        try {
            n = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            n = least - 1;
        }
        if (n < least || n > most) {
            throw new UsageException(option + " '" + value + "' is not a whole number from " + least + " to " + most);
        }
        return n;
    }
}
