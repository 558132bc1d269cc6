package org.wsscost.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.analysis.Scaling;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.Result;
import org.wsscost.results.RunMetadata;

/**
 * {@code scaling}: the same benchmarks with one thread and with N, in pairs of forks whose order turns each pair,
 * saved as two runs, and how each holds up when N threads run it at once, as a server receives on all its cores.
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
    /** Pairs of forks unless --pairs says otherwise. */
    static final int PAIRS = 3;
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar scaling [--threads N] [--pairs P] [--name NAME] [--results DIR] [JMH args…]
                   java -jar target/benchmarks.jar scaling --from ONE.json MANY.json [ONE.json MANY.json …]
              Runs the JMH arguments (not -t or -f, which the tool sets) in P pairs of forks (default %d, at least 2),
              each pair a fork with one thread and a fork with N (JMH's -t; default 2, the cores of the machine the
              suite's figures come from: on a bigger machine give its cores), one JVM at a time, the order turning
              each pair: 1 N, N 1, 1 N, … (so neither thread count always runs first). Saves each thread count's forks
              as one run under results/ (or DIR), <yyyy-MM-dd-HHmmss>-NAME-1-thread.json and …-NAME-N-threads.json,
              with their sidecars (the order of the forks in "scaling"), then a page, <…>-NAME.md, with each
              benchmark's throughput per thread alone and beside the others, the total, and the scaling efficiency
              (one thread's time ÷ N threads' time) with its 95%% interval, the pairs of forks resampled together by
              the suite's one bootstrap, and each pair's own efficiency. An efficiency is not quoted when a side is not
              steady or moves more than 10%%, or when it is above 1 (no thread count makes one thread faster than alone:
              the forks' own differences show); one quoted whose interval lies wholly below 0.80 is marked contended.
              Without JMH arguments it runs the preset: %s (the default job's stacks and its runtimes), plain and
              signencr, small. NAME defaults to "scaling".
              --from ONE.json MANY.json [ONE.json MANY.json …]  prints the table of saved runs, two by two (the first of
                           each with one thread; more than two join the pieces of a job split by benchmark into one
                           table, each benchmark once), saves nothing; pairs of forks where both sidecars of a piece say
                           its runs were made in as many pairs, else each run's forks resampled apart.
              Exit 0 done, 2 bad usage or a run that produced nothing.""".formatted(PAIRS, String.join(", ",
            PRESET_BENCHMARKS.stream().map(Benchmark::shortName).toList()));

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("scaling", argv, Set.of("threads", "pairs", "name", "results", "from"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String from = args.get("from", null);
        if (from != null) {
            if (args.positional.size() % 2 != 1 || args.positional.stream().anyMatch(a -> a.startsWith("-"))
                    || args.get("threads", null) != null || args.get("pairs", null) != null
                    || args.get("name", null) != null || args.get("results", null) != null) {
                throw new UsageException("--from takes saved runs two by two, ONE.json MANY.json [ONE.json MANY.json …], "
                        + "and nothing else");
            }
            List<Path> runs = new ArrayList<>(List.of(Path.of(from)));
            args.positional.forEach(p -> runs.add(Path.of(p)));
            out.print(table(runs));
            return 0;
        }
        int threads = args.whole("threads", "2", 2, 1024);
        int pairs = args.whole("pairs", Integer.toString(PAIRS), 2, 100);
        String name = Archive.checkName(args.get("name", "scaling"));
        Path results = Archive.results(args.get("results", null));
        List<String> jmh = args.positional.isEmpty() ? PRESET : args.positional;
        CommandLineOptions given = RunTool.jmhOptions(jmh);
        if (given.getThreads().hasValue()) {
            throw new UsageException("scaling sets -t itself (1, then --threads); leave it out");
        }
        if (given.getForkCount().hasValue()) {
            throw new UsageException("scaling runs one fork a JVM, --pairs of them for each thread count; leave -f out");
        }
        List<Integer> order = order(pairs, threads);
        List<Path> saved;
        try (Staging staging = new Staging("wsscost-scaling-")) {
            String command = RunMetadata.command();
            List<Path> forks = new ArrayList<>();
            List<Long> seconds = new ArrayList<>();
            for (int i = 0; i < order.size(); i++) {
                Path fork = staging.resolve("fork-" + i + ".json");
                long start = System.nanoTime();
                RunTool.runJmh(RunTool.jmhOptions(withThreadsAndOneFork(jmh, order.get(i))), fork);
                seconds.add(Math.round((System.nanoTime() - start) / 1e9));
                forks.add(fork);
            }
            saved = saveRuns(results, name, order, forks, seconds, RunMetadata.collect(RunTool.checkout(), command));
        }
        String page = "# Scaling: 1 thread and " + threads + "\n\nRuns: `" + saved.get(0).getFileName() + "` and `"
                + saved.get(1).getFileName() + "`, " + pairs + " pairs of forks, one JVM at a time in the order "
                + String.join(" ", order.stream().map(String::valueOf).toList()) + " (threads); the command is in their sidecars.\n\n"
                + table(saved);
        Path staged = Files.createTempFile("wsscost-scaling-", ".md");
        Files.writeString(staged, page);
        Path stored = Archive.store(results, List.of(staged), List.of(Archive.stem(name) + ".md")).get(0);
        out.print(page);
        out.println("\nsaved " + saved.get(0) + "\n      " + saved.get(1) + "\n      " + stored);
        return 0;
    }

    /**
     * Each thread count's forks merged into one run, pair by pair in the order they ran, and saved under {@code results}
     * with its sidecar ({@code metadata} and "scaling": the thread count, the pairs, the order); {@code forks} are the
     * forks' JMH JSON in the order they ran, {@code order} the thread count of each. Returns the 1-thread run's JSON and
     * the N-thread run's.
     */
    static List<Path> saveRuns(Path results, String name, List<Integer> order, List<Path> forks, List<Long> seconds,
            Map<String, Object> metadata) throws IOException {
        int threads = order.stream().mapToInt(Integer::intValue).max().orElseThrow();
        int pairs = order.size() / 2;
        List<Path> saved = new ArrayList<>();
        try (Staging staging = new Staging("wsscost-scaling-runs-")) {
            for (int t : List.of(1, threads)) {
                List<Path> mine = new ArrayList<>();
                for (int i = 0; i < order.size(); i++) {
                    if (order.get(i) == t) {
                        mine.add(forks.get(i));
                    }
                }
                Path json = Files.write(staging.resolve(t + ".json"), Merge.merge(mine));
                Map<String, Object> sidecar = new LinkedHashMap<>(metadata);
                sidecar.put("scaling", Map.of("threads", t, "pairs", pairs, "order", order));
                sidecar.put("wallSeconds", seconds);
                Path meta = Files.write(staging.resolve(t + ".meta.json"), RunMetadata.json(sidecar));
                saved.add(Archive.storeRun(results, name + (t == 1 ? "-1-thread" : "-" + t + "-threads"), json, meta).get(0));
            }
        }
        return saved;
    }

    /** The thread count of each fork in the order they run: pair by pair, 1 then N, then N then 1, and so on. */
    static List<Integer> order(int pairs, int threads) {
        List<Integer> order = new ArrayList<>();
        for (int p = 0; p < pairs; p++) {
            order.addAll(p % 2 == 0 ? List.of(1, threads) : List.of(threads, 1));
        }
        return order;
    }

    private static List<String> withThreadsAndOneFork(List<String> jmh, int threads) {
        List<String> args = new ArrayList<>(jmh);
        args.addAll(List.of("-t", Integer.toString(threads), "-f", "1"));
        return args;
    }

    /** How many pairs of forks a saved run's sidecar says it was made in; 0 where it has no sidecar or does not say. */
    static int pairs(Path json) throws UsageException {
        Path sidecar = json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", "") + ".meta.json");
        if (!Files.isRegularFile(sidecar)) {
            return 0;
        }
        try {
            return new ObjectMapper().readTree(sidecar.toFile()).path("scaling").path("pairs").asInt(0);
        } catch (IOException e) {
            throw new UsageException(sidecar + ": not a sidecar: " + e.getMessage());
        }
    }

    /**
     * The table of saved runs given two by two, each a run of one thread and a run of N of the same benchmarks (as
     * one {@code scaling} makes them; several pairs of runs join the pieces of a job split by benchmark into one
     * table). A pair of runs is resampled pair of forks by pair where both sidecars say it was made in as many pairs.
     */
    private static String table(List<Path> runs) throws UsageException {
        try {
            List<Scaling.Row> rows = new ArrayList<>();
            Map<String, Integer> seen = new LinkedHashMap<>();
            int threads = 0;
            for (int i = 0; i < runs.size(); i += 2) {
                Path one = runs.get(i);
                Path many = runs.get(i + 1);
                int alone = JmhJson.threads(one);
                int beside = JmhJson.threads(many);
                if (alone != 1 || beside < 2) {
                    throw new UsageException("scaling compares a run of one thread with a run of more, in that order: "
                            + one + " ran " + alone + ", " + many + " ran " + beside);
                }
                if (threads != 0 && beside != threads) {
                    throw new UsageException(many + " ran " + beside + " threads, " + runs.get(1) + " " + threads
                            + ": one table compares one thread count with one other");
                }
                threads = beside;
                int pairs = pairs(one);
                for (Scaling.Row row : Scaling.of(JmhJson.read(one), JmhJson.read(many), threads, pairs > 0 && pairs == pairs(many))) {
                    String key = Result.describe(row.benchmark(), row.params());
                    Integer before = seen.putIfAbsent(key, i);
                    if (before != null && before != i) {
                        throw new UsageException(key + " is in both " + runs.get(before) + " and " + one + ": give each benchmark once");
                    }
                    rows.add(row);
                }
            }
            return Scaling.markdown(rows);
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
