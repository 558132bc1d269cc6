package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.RunMetadata;
import org.wsscost.shard.Combination;
import org.wsscost.shard.Job;
import org.wsscost.shard.Partition;
import org.wsscost.shard.Timings;

/**
 * {@code run [--name NAME] [--results DIR] [JMH args…]}: runs JMH in this JVM (forks as JMH makes
 * them) with its JSON going to a staging directory outside {@code results/}; only a finished run is
 * moved in, with its metadata sidecar. Ctrl-C or a kill leaves {@code results/} as it was.
 */
final class RunTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar run [--name NAME] [--results DIR] [--shard I/N] [JMH args…]
              Runs JMH with the given arguments (a regex, -p, -f, -wi, -i, -prof …, as on JMH's own command
              line; -rf and -rff are the tool's own) and saves the run under results/ (or DIR) as
              <yyyy-MM-dd-HHmmss>-NAME.json (JMH's JSON) and <…>-NAME.meta.json: the library versions
              actually loaded, JVM, CPU, cores, OS, git revision, the exact command and the date.
              Nothing is written there until the run has finished; an interrupted run leaves no file.
              Then prints which results are not steady (their measurement iterations still trend; their
              figures are not to be quoted). wsscost options come before JMH's. NAME defaults to "run".
              --shard I/N runs only the I-th of N parts of the job the JMH arguments make (the default job when
              there are none): whole comparison groups (every stack, phase, profile, provider and keystore, the
              floor and the Santuario baseline of one side × workload × direction; the exchanges alike), so that
              every ratio the tools take is measured on one machine; dealt by estimated time,
              the same on any machine (see `shards`). Each combination then runs as its own JMH invocation and
              its wall time goes into the sidecar; the files are named NAME-shard-I-of-N, and `merge` joins
              them. A shard that the job leaves empty runs nothing, saves nothing and exits 0.
              Exit 0 saved, 2 bad usage or a run that produced no result.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("run", argv, Set.of("name", "results", "shard"));
        List<String> jmh = args.positional;
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String name = Archive.checkName(args.get("name", "run"));
        Path results = Archive.results(args.get("results", null));
        String shard = args.get("shard", null);
        List<Path> saved;
        if (shard == null) {
            saved = save(name, results, List.of(jmhOptions(jmh)), Map.of());
        } else {
            ShardOf spec = ShardOf.parse(shard);
            CommandLineOptions cmd = jmhOptions(jmh);
            List<Combination> job = Job.expand(cmd, Timings.committed());
            if (job.isEmpty()) {
                throw new UsageException("no benchmark matches " + cmd.getIncludes() + ", nothing saved (try -l)");
            }
            List<Combination> mine = Partition.of(job, spec.count()).shard(spec.index());
            if (mine.isEmpty()) {
                out.println("shard " + spec + " of this job is empty: the job holds " + Partition.groups(job)
                        + " comparison groups, fewer than " + spec.count() + " shards; nothing to run, nothing saved");
                return 0;
            }
            out.printf(Locale.ROOT, "shard %s: %d of the job's %d combinations, estimated %.0f min%n", spec, mine.size(),
                    job.size(), Job.seconds(mine) / 60);
            List<CommandLineOptions> invocations = new ArrayList<>();
            for (Combination c : mine) {
                invocations.add(alone(c, jmh));
            }
            Map<String, Object> meta = new LinkedHashMap<>();
            meta.put("index", spec.index());
            meta.put("of", spec.count());
            meta.put("job", jmh);
            meta.put("jobCombinations", job.size());
            meta.put("estimatedSeconds", Math.round(Job.seconds(mine)));
            meta.put("combinations", mine.stream().map(Combination::key).toList());
            saved = save(name + "-shard-" + spec.index() + "-of-" + spec.count(), results, invocations, Map.of("shard", meta));
        }
        out.println();
        out.println(Steadiness.markdown(JmhJson.read(saved.get(0))));
        out.println("saved " + saved.get(0) + "\n      " + saved.get(1));
        return 0;
    }

    /** I of N, as {@code --shard} takes it. */
    record ShardOf(int index, int count) {
        static ShardOf parse(String value) throws UsageException {
            Matcher m = Pattern.compile("([0-9]{1,3})/([0-9]{1,3})").matcher(value);
            if (m.matches()) {
                ShardOf s = new ShardOf(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
                if (s.index >= 1 && s.index <= s.count && s.count <= Partition.MOST) {
                    return s;
                }
            }
            throw new UsageException("--shard '" + value + "' is not I/N with 1 ≤ I ≤ N ≤ " + Partition.MOST);
        }

        @Override
        public String toString() {
            return index + "/" + count;
        }
    }

    /** The JMH options that run one combination alone: the user's options, its exact name, every parameter fixed. */
    static CommandLineOptions alone(Combination c, List<String> jmh) throws UsageException {
        List<String> args = new ArrayList<>(List.of("^" + Pattern.quote(c.benchmark()) + "$"));
        List<String> options = CalibratedWarmup.options(jmh);
        for (int i = 0; i < options.size(); i++) {
            // the combination's own parameters and mode replace the job's
            if (options.get(i).equals("-p") || options.get(i).equals("-bm")) {
                i++;
            } else {
                args.add(options.get(i));
            }
        }
        c.params().forEach((k, v) -> args.addAll(List.of("-p", k + "=" + v)));
        args.addAll(List.of("-bm", c.mode()));
        CommandLineOptions alone = jmhOptions(args);
        for (Map.Entry<String, String> p : c.params().entrySet()) {
            var given = alone.getParameter(p.getKey());
            if (!given.hasValue() || given.get().size() != 1 || !given.get().contains(p.getValue())) {
                throw new UsageException("--shard cannot fix " + p.getKey() + "=" + p.getValue() + " for " + c.key()
                        + ": write -p as '-p NAME=VALUES'");
            }
        }
        return alone;
    }

    /**
     * Runs JMH with each of {@code invocations} in turn and moves their JSON, joined, and the metadata
     * sidecar (with {@code extra}) into {@code results} as {@code <stamp>-NAME.json} and
     * {@code .meta.json}; returns the two paths. With several invocations the sidecar records each
     * one's wall time.
     */
    static List<Path> save(String name, Path results, List<CommandLineOptions> invocations, Map<String, Object> extra)
            throws Exception {
        try (Staging staging = new Staging("wsscost-run-")) {
            String command = RunMetadata.command();
            List<Path> parts = new ArrayList<>();
            List<Long> seconds = new ArrayList<>();
            for (CommandLineOptions cmd : invocations) {
                Path part = staging.resolve("part-" + parts.size() + ".json");
                long start = System.nanoTime();
                runJmh(cmd, part);
                seconds.add(Math.round((System.nanoTime() - start) / 1e9));
                parts.add(part);
            }
            Path json = parts.size() == 1 ? parts.get(0) : Files.write(staging.resolve("result.json"), Merge.join(parts));
            Map<String, Object> metadata = RunMetadata.collect(checkout(), command);
            metadata.putAll(extra);
            if (invocations.size() > 1 || !extra.isEmpty()) {
                metadata.put("wallSeconds", seconds);
            }
            Path meta = staging.resolve("meta.json");
            Files.write(meta, RunMetadata.json(metadata));
            return Archive.storeRun(results, name, json, meta);
        }
    }

    /** One JMH run of {@code cmd} writing its JSON to {@code json}; a run that finished nothing is a usage error. */
    static void runJmh(CommandLineOptions cmd, Path json) throws Exception {
        Options options = new OptionsBuilder().parent(cmd).resultFormat(ResultFormatType.JSON).result(json.toString())
                .build();
        Collection<RunResult> ran;
        try {
            ran = new Runner(options).run();
        } catch (NoBenchmarksException e) {
            throw new UsageException("no benchmark matches " + cmd.getIncludes() + ", nothing saved (try -l)");
        } catch (RunnerException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new UsageException("the run failed, nothing saved: " + cause);
        }
        if (ran.isEmpty() || !Files.isRegularFile(json) || Files.size(json) == 0) {
            throw new UsageException("no benchmark finished, nothing saved (does the regex match? try -l)");
        }
    }

    /** The checkout the jar was built in (for its git revision), else the working directory. */
    static Path checkout() {
        try {
            return ProjectDir.resolve("results", "--results").getParent();
        } catch (UsageException e) {
            return Path.of("").toAbsolutePath();
        }
    }

    /** JMH's own parsing of its command line, with wsscost's -p check and its own result file. */
    static CommandLineOptions jmhOptions(List<String> jmh) throws UsageException {
        String problem = ParamCheck.problem(jmh);
        if (problem != null) {
            throw new UsageException(problem);
        }
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(jmh.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new UsageException("JMH arguments: " + e.getMessage());
        }
        if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue()) {
            throw new UsageException("-rf and -rff are set by the tool; leave them out");
        }
        if (cmd.shouldList() || cmd.shouldListWithParams() || cmd.shouldHelp() || cmd.shouldListProfilers()
                || cmd.shouldListResultFormats()) {
            throw new UsageException("-l, -lp, -h, -lprof and -lrf list things and run nothing; use them without the tool");
        }
        return cmd;
    }
}
