package org.wsscost.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.wsscost.analysis.Scaling;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.JmhJson;

/**
 * {@code scaling}: the same benchmarks with one thread and with N, saved as two runs, and how each holds
 * up when N threads run it at once, as a server receives on all its cores.
 */
final class ScalingTool implements Tool.Command {
    /**
     * The preset: the default job's direction totals and exchange, and every runtime's exchange (so every stack of
     * the default job), unsecured and secured, on small messages.
     */
    private static final List<Benchmark> PRESET_BENCHMARKS = Stream.concat(
            Stream.of(Benchmark.INBOUND_TOTAL, Benchmark.OUTBOUND_TOTAL, Benchmark.ROUND_TRIP),
            Stream.of(Benchmark.values()).filter(b -> b.kind() == Benchmark.Kind.RUNTIME_EXCHANGE)).toList();
    static final List<String> PRESET = List.of(PRESET_BENCHMARKS.stream()
            .map(b -> "^" + Pattern.quote(b.jmhName()) + "$").collect(Collectors.joining("|")),
            "-p", "profile=plain,signencr", "-p", "workload=small");
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar scaling [--threads N] [--name NAME] [--results DIR] [JMH args…]
                   java -jar target/benchmarks.jar scaling --from ONE.json MANY.json
              Runs the JMH arguments twice, with one thread and then with N (JMH's -t, which the tool sets; default 2,
              the cores of the machine the suite's figures come from: on a bigger machine give its cores), and saves
              both runs under results/ (or DIR) as <yyyy-MM-dd-HHmmss>-NAME-1-thread.json and …-NAME-N-threads.json
              with their sidecars, then a page, <…>-NAME.md, with each benchmark's throughput per thread alone and
              beside the others, the total, and the scaling efficiency (one thread's time ÷ N threads' time) with its
              95%% interval; a result not steady on either side is not quoted, and an efficiency wholly below 0.80 is
              marked contended. Without JMH arguments it runs the preset: %s (the default job's
              stacks and its runtimes), plain and signencr, small. NAME defaults to "scaling".
              --from ONE.json MANY.json  prints the table of two saved runs (the first with one thread), saves nothing.
              Exit 0 done, 2 bad usage or a run that produced nothing.""".formatted(String.join(", ",
            PRESET_BENCHMARKS.stream().map(Benchmark::shortName).toList()));

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("scaling", argv, Set.of("threads", "name", "results", "from"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String from = args.get("from", null);
        if (from != null) {
            if (args.positional.size() != 1 || args.get("threads", null) != null || args.get("name", null) != null
                    || args.get("results", null) != null) {
                throw new UsageException("--from takes two saved runs, ONE.json MANY.json, and nothing else");
            }
            out.print(table(Path.of(from), Path.of(args.positional.get(0))));
            return 0;
        }
        int threads = args.whole("threads", "2", 2, 1024);
        String name = Archive.checkName(args.get("name", "scaling"));
        Path results = Archive.results(args.get("results", null));
        List<String> jmh = args.positional.isEmpty() ? PRESET : args.positional;
        if (RunTool.jmhOptions(jmh).getThreads().hasValue()) {
            throw new UsageException("scaling sets -t itself (1, then --threads); leave it out");
        }
        List<Path> one = RunTool.save(name + "-1-thread", results, List.of(RunTool.jmhOptions(withThreads(jmh, 1))),
                Map.of("scaling", Map.of("threads", 1)));
        List<Path> many = RunTool.save(name + "-" + threads + "-threads", results,
                List.of(RunTool.jmhOptions(withThreads(jmh, threads))), Map.of("scaling", Map.of("threads", threads)));
        String page = "# Scaling: 1 thread and " + threads + "\n\nRuns: `" + one.get(0).getFileName() + "` and `"
                + many.get(0).getFileName() + "`, one after the other; the command is in their sidecars.\n\n"
                + table(one.get(0), many.get(0));
        Path staged = Files.createTempFile("wsscost-scaling-", ".md");
        Files.writeString(staged, page);
        Path saved = Archive.store(results, List.of(staged), List.of(Archive.stem(name) + ".md")).get(0);
        out.print(page);
        out.println("\nsaved " + one.get(0) + "\n      " + many.get(0) + "\n      " + saved);
        return 0;
    }

    private static List<String> withThreads(List<String> jmh, int threads) {
        List<String> args = new ArrayList<>(jmh);
        args.addAll(List.of("-t", Integer.toString(threads)));
        return args;
    }

    private static String table(Path one, Path many) throws UsageException {
        try {
            int alone = JmhJson.threads(one);
            int threads = JmhJson.threads(many);
            if (alone != 1 || threads < 2) {
                throw new UsageException("scaling compares a run of one thread with a run of more, in that order: "
                        + one + " ran " + alone + ", " + many + " ran " + threads);
            }
            return Scaling.markdown(Scaling.of(JmhJson.read(one), JmhJson.read(many), threads));
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
