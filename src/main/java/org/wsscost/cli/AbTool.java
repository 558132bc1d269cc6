package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.zip.ZipException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.CpuWaits;
import org.wsscost.analysis.JitWork;
import org.wsscost.analysis.MachineNoise;
import org.wsscost.analysis.RulerPaid;
import org.wsscost.harness.Harness;
import org.wsscost.harness.Ruler;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.Result;
import org.wsscost.results.RunMetadata;
import org.wsscost.turn.Referee;
import org.wsscost.turn.Turn;

/**
 * {@code ab --a A.jar --b B.jar [--forks N] …}: the same benchmarks on two builds, one fork per JVM
 * and side a round; each side's forks are merged into one JMH JSON and compared. By default a round's
 * two forks run together and take turns per iteration ({@link Referee}), so the drift of a shared
 * machine falls on both, and the comparison is paired fork by fork; {@code --order sequential} runs
 * them one after the other (A B, then B A, …) and compares the sides unpaired.
 */
final class AbTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar ab --a A.jar --b B.jar [--forks N] [--name NAME] [--results DIR]
                       [--threshold PERCENT] [--order turns|sequential] [--warmup turns|together] [--ruler PERCENT]
                       [--warmup-from CALIBRATION.json[,…]] [--measure BENCHMARK=DURATION[,…]] [--jvm-a JAVA] [--jvm-b JAVA] [--aot SECONDS]
                       [--probe SECONDS] [JMH args…]
              Runs the JMH arguments (a regex, -p, -wi, -i …; not -f, -rf, -rff) on jar A and jar B, one fork per
              JVM, N rounds (default 6), then merges each side's forks into one JMH JSON and compares B against A.
              Both sides run with JMH's -prof gc (added unless the arguments name it), so the page sets bytes
              allocated per operation beside the time: a change of at least 16 B/op that its own noise does not
              explain is a change of the code path, whatever the time says. Both run with the suite's harness,
              -prof org.wsscost.harness.Harness (added too), which takes the turns, pays the ruler and records
              per measured iteration, into the result files, what each fork learns about itself (below).
              --order turns (the default) runs each round's A and B forks at the same time, measuring by turns
              (one iteration each, A B B A …, the waiting fork blocked, using no CPU), and compares them pair by
              pair, iteration by iteration: the machine's drift falls on both iterations of a pair
              and cancels (docs/steady-state.md). --warmup together lets both forks warm up at once and take
              turns only when measuring (an experiment: two JVMs warming up at once on 2 cores need longer
              warm-ups than the calibrated ones, see calibrate --hosts 2). --order sequential runs one JVM at a time, A B, B A, …, and
              compares as `compare` does. Saves under results/ (or DIR): <date>-NAME-a.json, <date>-NAME-b.json,
              <date>-NAME.meta.json (both jars' loaded library versions, the order of the forks, machine,
              command) and <date>-NAME.md (the comparison). NAME defaults to the libraries whose versions
              differ ("santuario-4.0.3-vs-4.0.4"), or "aa-<version>" when none does. A benchmark not steady on
              either side gets no verdict, and by turns neither does one whose ratio, pair by pair, still trends. --ruler P (a control, never a default) makes every benchmark on
              side B pay P% of extra work inside the timed region, sized in each of B's forks from its own last
              warm-up iterations, then from what it has measured so far, and spun with Blackhole.consumeCPU
              (the page lists what each fork paid): a run whose comparison cannot call a P%
              ruler slower cannot see a P% regression either. NAME then starts with "ruler-P-".
              --warmup-from FILE warms each selected benchmark method up for as long as its own cold results in
              FILE (a calibrate run, or an ab run with -wi 0; several files comma-separated) say, for the
              parameters given with -p, instead of its @Warmup (which carries the slowest stack and workload):
              each method then runs as its own JMH invocation, -wi from the calibration, -w its iteration time.
              An item BENCHMARK=DURATION beside the files (Class.method=90s) gives that benchmark's warm-up
              by hand, for a cold series with a slow tail the calibration does not cut: the A/A runs that measured
              it are the evidence (docs/steady-state.md). --measure BENCHMARK=DURATION[,…] (with --warmup-from)
              measures the benchmarks named for that long, in iterations of -r, instead of -i: a benchmark that
              holds fewer operations a turn can measure longer than the others.
              --jvm-a and --jvm-b run a side's JMH host, and so its forks, on another JVM (a java executable or a
              JDK's home; default the JVM that runs ab): the same jar on two JDKs is an A/B of the JDK, named
              "jdk-17-vs-25". --aot S (JDK 25 or newer on both sides) first trains an AOT cache of each side's
              jar, loaded classes and method profiles, in one unforked JVM that runs the selected benchmarks S
              seconds each; every fork of that side then starts from it (-XX:AOTCache, -XX:AOTMode=on), so the
              JIT compiles hot code from the start. --probe S (default 10; 0 for none) times a register-only loop
              in pieces of about 50 ms for S seconds in this JVM just before the first fork and just after the
              last, and the page and sidecar say how much it varied: the machine's own noise, against which the
              run's width is read (docs/steady-state.md). On Linux each fork records how long its measuring
              thread waited for a CPU something else held in each measured iteration, and the page lists it
              ("Waiting for a CPU"); where the JVM times its compilations, how long its JIT compiled while it
              measured ("Compiling while measuring"); a benchmark with a fork on either side whose JIT compiled
              for more than 10% of its measured span gets the verdict "still compiling" instead of one (its code
              was still changing while measured; warm forks compile 1-7%), as compare and history give on the
              same files. scripts/ab.sh builds the two jars from Maven properties.
              Exit as compare: 0, 1 B is slower, 2 bad input.""";

    private static final String WAITS = "**Waiting for a CPU:** how often each fork's measuring thread, in its measured iterations,"
            + " was ready to run while something else held its CPU (Linux's `schedstat`; docs/steady-state.md, *The machine's own noise*):";
    private static final String JIT = "**Compiling while measuring:** how long each fork's JIT compiled (all its compiler threads)"
            + " from its first measured iteration to its last, and in how many iterations' stretches (each from the end of the"
            + " one before) a compilation ended: a fork still compiling is still changing the code it times"
            + " (docs/steady-state.md, *Compiling while measuring*):";

    /** Runs one fork of one side, writing its JMH JSON; replaced in tests. */
    interface Launcher {
        /**
         * One fork of {@code jar} on {@code java} (null: the JVM running ab); {@code jvmArgs} go to the JMH
         * host JVM, whose forks inherit them. Its output goes to {@code log}, or to this tool's output when
         * {@code log} is null.
         */
        void fork(Path java, Path jar, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log)
                throws IOException, UsageException;

        /** The full names of the benchmark methods {@code jmhArgs} select in {@code jar}. */
        List<String> benchmarks(Path java, Path jar, List<String> jmhArgs) throws IOException, UsageException;

        /** What {@code jar} loads on {@code java} ({@code versions}' JSON): library → version, and "java". */
        Map<String, String> versions(Path java, Path jar) throws IOException, UsageException;

        /** The times of equal pieces of register-only work for {@code seconds}, in milliseconds ({@link MachineProbe}). */
        List<Double> probe(int seconds);
    }

    private final Launcher launcher;

    AbTool() {
        this(new JavaLauncher());
    }

    AbTool(Launcher launcher) {
        this.launcher = launcher;
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("ab", argv,
                Set.of("a", "b", "forks", "name", "results", "threshold", "ruler", "order", "warmup", "warmup-from",
                        "measure", "jvm-a", "jvm-b", "aot", "probe"));
        List<String> jmh = withProfilers(args.positional);
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        Path a = jar(args.get("a", null), "--a");
        Path b = jar(args.get("b", null), "--b");
        Path javaA = java(args.get("jvm-a", null), "--jvm-a");
        Path javaB = java(args.get("jvm-b", null), "--jvm-b");
        int forks = args.whole("forks", "6", 2, 100);
        int probe = Args.whole("--probe", args.get("probe", "10"), 0, 600, " of seconds");
        double threshold = CompareTool.threshold(args.get("threshold", "5"));
        String rulerOption = args.get("ruler", null);
        double ruler = rulerOption == null ? 0 : ruler(rulerOption);
        boolean turns = turns(args.get("order", "turns"));
        String warmup = args.get("warmup", "turns");
        if (!warmup.equals("turns") && !warmup.equals("together")) {
            throw new UsageException("--warmup '" + warmup + "' is neither turns nor together");
        }
        if (warmup.equals("together") && !turns) {
            throw new UsageException("--warmup together needs --order turns: sequential forks never run at once");
        }
        Path results = Archive.results(args.get("results", null));
        CommandLineOptions cmd = jmhOptions(jmh, turns, ruler);
        String warmupFrom = args.get("warmup-from", null);
        List<CalibratedWarmup> calibrated = warmupFrom == null ? List.of()
                : CalibratedWarmup.plan(launcher.benchmarks(javaA, a, jmh), cmd, calibrations(warmupFrom),
                        measuredWarmups(warmupFrom));
        Map<String, Integer> measure = measure(args.get("measure", null), calibrated, cmd);
        List<List<String>> invocations = new ArrayList<>();
        for (CalibratedWarmup w : calibrated) {
            invocations.add(w.jmhArgs(CalibratedWarmup.options(jmh), measure.getOrDefault(w.benchmark(), 0)));
        }
        if (invocations.isEmpty()) {
            invocations.add(jmh);
        }
        Map<String, String> versionsA = launcher.versions(javaA, a);
        Map<String, String> versionsB = launcher.versions(javaB, b);
        String aotOption = args.get("aot", null);
        int aot = aotOption == null ? 0 : AotCache.seconds(aotOption);
        if (aot > 0 && (featureRelease(versionsA.get("java")) < 25 || featureRelease(versionsB.get("java")) < 25)) {
            throw new UsageException("--aot needs JDK 25 or newer on both sides; A runs " + versionsA.get("java")
                    + ", B " + versionsB.get("java"));
        }
        String name = Archive.checkName(args.get("name",
                (ruler > 0 ? "ruler-" + rulerOption + "-" : "") + defaultName(versionsA, versionsB)));

        Path staging = Files.createTempDirectory("wsscost-ab-");
        Thread cleanup = new Thread(() -> {
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            Archive.deleteTree(staging);
        });
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            Map<String, List<String>> jvmArgs = new LinkedHashMap<>();
            for (String side : List.of("a", "b")) {
                List<String> sideArgs = new ArrayList<>(rulerArgs(side, rulerOption));
                if (aot > 0) {
                    out.println("ab: training " + side.toUpperCase() + "'s AOT cache, " + aot + " s a benchmark");
                    sideArgs.addAll(AotCache.jvmArgs(AotCache.train(launcher, side.equals("a") ? javaA : javaB,
                            side.equals("a") ? a : b, jmh, aot, staging, side)));
                }
                jvmArgs.put(side, sideArgs);
            }
            Map<String, MachineNoise> noise = new LinkedHashMap<>();
            if (probe > 0) {
                out.println("ab: timing the machine for " + probe + " s before the first fork");
                noise.put("before", MachineNoise.of(launcher.probe(probe)));
            }
            List<Path> forksA = new ArrayList<>();
            List<Path> forksB = new ArrayList<>();
            List<String> order = new ArrayList<>();
            for (int round = 1; round <= forks; round++) {
                List<Path> partsA = new ArrayList<>();
                List<Path> partsB = new ArrayList<>();
                if (turns) {
                    out.println("ab: round " + round + " of " + forks + ", A and B by turns (logs: " + staging + ")");
                    for (int k = 0; k < invocations.size(); k++) {
                        String fork = tag(round, k, invocations.size());
                        byTurns(Arrays.asList(javaA, javaB), a, b, invocations.get(k), staging, fork, jvmArgs, warmup);
                        partsA.add(result(staging, "a", fork));
                        partsB.add(result(staging, "b", fork));
                    }
                    forksA.add(joined(staging, "a", round, partsA));
                    forksB.add(joined(staging, "b", round, partsB));
                    order.add("A|B");
                    continue;
                }
                boolean aFirst = round % 2 == 1;
                for (String side : aFirst ? List.of("a", "b") : List.of("b", "a")) {
                    out.println("ab: round " + round + " of " + forks + ", " + side.toUpperCase() + " ("
                            + (side.equals("a") ? a : b) + ")");
                    List<Path> parts = side.equals("a") ? partsA : partsB;
                    for (int k = 0; k < invocations.size(); k++) {
                        String fork = tag(round, k, invocations.size());
                        launcher.fork(side.equals("a") ? javaA : javaB, side.equals("a") ? a : b, jvmArgs.get(side),
                                forkArgs(invocations.get(k)),
                                staging.resolve(side + "-" + fork + ".json"), null);
                        parts.add(result(staging, side, fork));
                    }
                    (side.equals("a") ? forksA : forksB).add(joined(staging, side, round, parts));
                    order.add(side.toUpperCase());
                }
            }
            if (probe > 0) {
                out.println("ab: timing the machine for " + probe + " s after the last fork");
                noise.put("after", MachineNoise.of(launcher.probe(probe)));
            }
            Path mergedA = Files.write(staging.resolve("a.json"), Merge.merge(forksA));
            Path mergedB = Files.write(staging.resolve("b.json"), Merge.merge(forksB));
            List<Result> resultsA = JmhJson.read(mergedA);
            List<Result> resultsB = JmhJson.read(mergedB);
            Comparison comparison = Comparison.of(resultsA, resultsB, threshold,
                    turns ? Comparison.Pairing.FORKS : Comparison.Pairing.NONE);
            String stem = Archive.stem(name);
            List<String> jitA = forkLines(resultsA, r -> JitWork.of(r).stream().map(JitWork::describe).toList());
            List<String> jitB = forkLines(resultsB, r -> JitWork.of(r).stream().map(JitWork::describe).toList());
            List<String> paid = forkLines(resultsB, r -> RulerPaid.of(r).stream().map(RulerPaid::describe).toList());
            List<String> waitsA = forkLines(resultsA, r -> CpuWaits.of(r).stream().map(CpuWaits::describe).toList());
            List<String> waitsB = forkLines(resultsB, r -> CpuWaits.of(r).stream().map(CpuWaits::describe).toList());
            String report = "# A/B: " + name + "\n\n" + "A: `" + a.getFileName() + "` " + differing(versionsA, versionsB)
                    + "\nB: `" + b.getFileName() + "` " + differing(versionsB, versionsA) + "\n\n" + forks
                    + " forks a side, one per JVM, " + (turns ? "in pairs: A's and B's fork of a round ran together,"
                    + (warmup.equals("together") ? " warming up at once and" : "")
                    + " measuring by turns (iterations A B B A …)" : "interleaved " + String.join(" ", order))
                    + "; JMH arguments: `"
                    + String.join(" ", jmh) + "`\n\n" + noiseLine(noise, probe) + forkSection(WAITS, waitsA, waitsB) + forkSection(JIT, jitA, jitB) + warmupLines(calibrated, warmupFrom) + measureLine(measure) + (ruler > 0 ? "**Ruler:** every benchmark on B pays " + rulerOption
                    + "% of its own time per operation as extra work (`Blackhole.consumeCPU`, sized in each fork from its"
                    + " last warm-up iterations, then from what it has measured so far): B must"
                    + " come out " + rulerOption + "% slower.\n\n" + paidLines(paid) : "") + (aot > 0 ? "**AOT cache:** every fork started"
                    + " from an AOT cache of its side's jar (classes and method profiles), trained in one JVM for " + aot
                    + " s a benchmark.\n\n" : "") + comparison.markdown();
            Map<String, Object> meta = RunMetadata.collect(Path.of("").toAbsolutePath(), RunMetadata.command());
            meta.remove("libraries");
            meta.put("a", side(a, javaA, versionsA));
            meta.put("b", side(b, javaB, versionsB));
            meta.put("order", order);
            if (turns) {
                meta.put("warmup", warmup);
            }
            meta.put("jmhArgs", jmh);
            if (!noise.isEmpty()) {
                meta.put("machineNoise", noise);
            }
            if (!waitsA.isEmpty() || !waitsB.isEmpty()) {
                meta.put("cpuWaits", Map.of("a", waitsA, "b", waitsB));
            }
            if (!jitA.isEmpty() || !jitB.isEmpty()) {
                meta.put("jitWhileMeasured", Map.of("a", jitA, "b", jitB));
            }
            if (!calibrated.isEmpty()) {
                Map<String, Object> warmups = new LinkedHashMap<>();
                calibrated.forEach(w -> warmups.put(w.benchmark(), w.iterations() + " x " + w.time()
                        + (w.measured() == null ? "" : " (given: " + w.measured() + ")")));
                meta.put("warmupFrom", Map.of("files", warmupFrom, "warmups", warmups));
            }
            if (!measure.isEmpty()) {
                meta.put("measure", measure);
            }
            if (aot > 0) {
                meta.put("aotTrainingSeconds", aot);
            }
            if (ruler > 0) {
                meta.put("rulerPercent", ruler);
                meta.put("rulerPaid", paid);
            }
            Path metaFile = Files.write(staging.resolve("meta.json"), RunMetadata.json(meta));
            Path md = Files.writeString(staging.resolve("ab.md"), report);
            List<Path> saved = Archive.store(results, List.of(mergedA, mergedB, metaFile, md),
                    List.of(stem + "-a.json", stem + "-b.json", stem + ".meta.json", stem + ".md"));
            out.println();
            out.print(report);
            out.println("\nsaved " + String.join("\n      ", saved.stream().map(Path::toString).toList()));
            return comparison.anySlower() ? 1 : 0;
        } finally {
            Archive.deleteTree(staging);
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
    }

    /**
     * The JMH arguments with {@code -prof gc}, for the allocation verdict, and the suite's {@link Harness}, for the turns,
     * the ruler and what each fork learns about itself; each unless they ask for it already.
     */
    static List<String> withProfilers(List<String> jmh) {
        List<String> with = new ArrayList<>(jmh);
        for (String profiler : List.of("gc", Harness.class.getName())) {
            boolean named = false;
            for (int i = 0; i + 1 < jmh.size(); i++) {
                named |= jmh.get(i).equals("-prof") && jmh.get(i + 1).matches(Pattern.quote(profiler) + "(:.*)?");
            }
            if (!named) {
                with.addAll(List.of("-prof", profiler));
            }
        }
        return List.copyOf(with);
    }

    /** The JMH arguments of a run, checked for what ab sets itself: by turns or not, with a ruler of {@code ruler}% or none (0). */
    static CommandLineOptions jmhOptions(List<String> jmh, boolean turns, double ruler) throws UsageException {
        CommandLineOptions cmd = RunTool.jmhOptions(jmh);
        if (cmd.getForkCount().hasValue()) {
            throw new UsageException("-f is set by the tool (one fork per JVM); use --forks N for the rounds");
        }
        if (ruler > 0 && cmd.getWarmupIterations().orElse(1) == 0) {
            throw new UsageException("--ruler sizes B's extra work from its warm-up, and -wi 0 leaves none");
        }
        if ((ruler > 0 || turns) && cmd.getJvmArgs().hasValue()) {
            throw new UsageException("-jvmArgs replaces the JVM arguments that carry "
                    + (turns && ruler > 0 ? "the turns and the ruler" : turns ? "the turns" : "the ruler")
                    + " to the forks; use -jvmArgsAppend");
        }
        return cmd;
    }

    /** What the sidecar says of one side: its jar, the java it ran on, and what that loaded. */
    private static Map<String, Object> side(Path jar, Path java, Map<String, String> versions) {
        Map<String, Object> side = new LinkedHashMap<>();
        side.put("jar", jar.toString());
        side.put("java", java != null ? java.toString() : Path.of(System.getProperty("java.home"), "bin", "java").toString());
        side.put("libraries", versions);
        return side;
    }

    /**
     * What {@code lines} says of each fork of each result, as {@code fork 2: Inbound.total (stack=rampart): …}; none
     * where the results carry none of it.
     */
    private static List<String> forkLines(List<Result> results, Function<Result, List<String>> lines) {
        List<String> named = new ArrayList<>();
        for (Result r : results) {
            List<String> forks = lines.apply(r);
            for (int f = 0; f < forks.size(); f++) {
                named.add("fork " + (f + 1) + ": " + r.describe() + ": " + forks.get(f));
            }
        }
        return named;
    }

    /** A section of what the forks recorded, A's then B's, under {@code heading}; nothing where none printed them. */
    private static String forkSection(String heading, List<String> linesA, List<String> linesB) {
        if (linesA.isEmpty() && linesB.isEmpty()) {
            return "";
        }
        return heading + "\n\n"
                + linesA.stream().map(line -> "- A " + line + "\n").collect(Collectors.joining())
                + linesB.stream().map(line -> "- B " + line + "\n").collect(Collectors.joining()) + "\n";
    }

    private static String paidLines(List<String> paid) {
        return paid.isEmpty() ? "" : "What it paid in B's measurement (spin per operation on the rest of B's time per operation):\n\n"
                + paid.stream().map(line -> "- " + line + "\n").collect(Collectors.joining()) + "\n";
    }

    /** The ruler's system property, for side B's forks only, when there is a ruler. */
    private static List<String> rulerArgs(String side, String ruler) {
        return side.equals("b") && ruler != null ? List.of("-D" + Ruler.PROPERTY + "=" + ruler) : List.of();
    }

    private static List<String> forkArgs(List<String> jmh) {
        List<String> args = new ArrayList<>(jmh);
        args.addAll(List.of("-f", "1"));
        return args;
    }

    private static Path result(Path staging, String side, String fork) throws UsageException {
        Path json = staging.resolve(side + "-" + fork + ".json");
        if (!Files.isRegularFile(json)) {
            throw new UsageException("fork " + fork + " of " + side.toUpperCase() + " wrote no result; nothing saved");
        }
        return json;
    }

    /** A fork's file name: the round, and which of the round's invocations when there are several. */
    private static String tag(int round, int invocation, int invocations) {
        return invocations == 1 ? Integer.toString(round) : round + "." + (invocation + 1);
    }

    /** One side's round as one JMH JSON: its invocations' results side by side. */
    private static Path joined(Path staging, String side, int round, List<Path> parts) throws IOException {
        return parts.size() == 1 ? parts.get(0) : Files.write(staging.resolve(side + "-" + round + ".json"), Merge.merge(parts));
    }

    private static List<Path> calibrations(String files) throws UsageException {
        List<Path> paths = new ArrayList<>();
        for (String file : files.split(",")) {
            if (file.contains("=")) {
                continue;
            }
            Path path = Path.of(file);
            if (!Files.isRegularFile(path)) {
                throw new UsageException("--warmup-from: " + file + ": no such file");
            }
            paths.add(path);
        }
        return paths;
    }

    /**
     * {@code --measure BENCHMARK=DURATION[,…]}: the measurement iterations (of the run's {@code -r}) of
     * each benchmark named, by full name; a benchmark that holds fewer operations a turn measures longer.
     */
    private static Map<String, Integer> measure(String items, List<CalibratedWarmup> calibrated,
            CommandLineOptions cmd) throws UsageException {
        Map<String, Integer> iterations = new LinkedHashMap<>();
        if (items == null) {
            return iterations;
        }
        if (calibrated.isEmpty()) {
            throw new UsageException("--measure needs --warmup-from, which runs each benchmark as its own invocation");
        }
        if (!cmd.getMeasurementTime().hasValue()) {
            throw new UsageException("--measure counts turns of the run's -r; give -r");
        }
        long turn = cmd.getMeasurementTime().get().convertTo(TimeUnit.MILLISECONDS);
        for (String item : items.split(",")) {
            int eq = item.indexOf('=');
            String name = eq < 0 ? item : item.substring(0, eq);
            CalibratedWarmup w = calibrated.stream().filter(c -> Result.name(c.benchmark()).equals(name)).findFirst()
                    .orElseThrow(() -> new UsageException("--measure: '" + item + "' names no selected benchmark"));
            if (eq < 0) {
                throw new UsageException("--measure: '" + item + "' is not BENCHMARK=DURATION (Class.method=30s)");
            }
            long total = CalibratedWarmup.millis(item.substring(eq + 1), "--measure: the duration '" + item.substring(eq + 1) + "'");
            iterations.put(w.benchmark(), (int) Math.max(3, (total + turn - 1) / turn));
        }
        return iterations;
    }

    /** The {@code BENCHMARK=DURATION} items of {@code --warmup-from}: warm-ups measured by A/A runs, not cold ones. */
    private static Map<String, String> measuredWarmups(String items) throws UsageException {
        Map<String, String> given = new LinkedHashMap<>();
        for (String item : items.split(",")) {
            int eq = item.indexOf('=');
            if (eq < 0) {
                continue;
            }
            if (given.put(item.substring(0, eq), item.substring(eq + 1)) != null) {
                throw new UsageException("--warmup-from: " + item.substring(0, eq) + " is given twice");
            }
        }
        return given;
    }

    /** {@code Measured instead of -i: `RoundTrip.exchange` 150 iterations.} */
    private static String measureLine(Map<String, Integer> measure) {
        if (measure.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder("Measured instead of -i:");
        measure.forEach((b, n) -> s.append(" `").append(Result.name(b)).append("` ").append(n).append(" iterations,"));
        return s.substring(0, s.length() - 1) + ".\n\n";
    }

    /** What the report says of a calibrated warm-up: each method's, and where the calibration still moved. */
    private static String warmupLines(List<CalibratedWarmup> calibrated, String files) {
        if (calibrated.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder("Warm-up from the cold results in `" + files + "`:");
        for (CalibratedWarmup w : calibrated) {
            s.append(" `").append(Result.name(w.benchmark()))
                    .append("` ").append(w.iterations()).append(" × ").append(w.time());
            if (w.measured() != null) {
                s.append(" (").append(w.measured()).append(", given: measured by A/A runs, not by the cold results)");
            }
            if (!w.moving().isEmpty()) {
                s.append(" (still moving after its truncation point there: ").append(String.join("; ", w.moving())).append(")");
            }
            s.append(";");
        }
        return s.substring(0, s.length() - 1) + ".\n\n";
    }

    /**
     * One round with both sides' JMH hosts running at once, their forks measuring by turns under a
     * {@link Referee}; each host's output goes to a log in {@code staging}. When either host fails, the
     * referee disconnects the other's fork, so that it fails at once instead of waiting for a turn.
     */
    private void byTurns(List<Path> javas, Path a, Path b, List<String> jmh, Path staging, String fork,
            Map<String, List<String>> sideArgs, String warmup) throws IOException, UsageException {
        List<String> args = forkArgs(jmh);
        args.addAll(List.of("-foe", "true"));
        try (Referee referee = new Referee()) {
            Map<String, Exception> failures = new ConcurrentHashMap<>();
            List<Thread> hosts = new ArrayList<>();
            for (String side : List.of("a", "b")) {
                List<String> jvmArgs = new ArrayList<>(sideArgs.get(side));
                jvmArgs.addAll(List.of("-D" + Turn.PROPERTY + "=" + referee.address(side), "-Djmh.ignoreLock=true"));
                if (warmup.equals("together")) {
                    jvmArgs.add("-D" + Turn.WARMUP_PROPERTY + "=together");
                }
                Thread host = new Thread(() -> {
                    try {
                        launcher.fork(javas.get(side.equals("a") ? 0 : 1), side.equals("a") ? a : b, jvmArgs, args,
                                staging.resolve(side + "-" + fork + ".json"),
                                staging.resolve(side + "-" + fork + ".log"));
                    } catch (IOException | UsageException | RuntimeException e) {
                        failures.put(side, e);
                        closeReferee(referee, failures);
                    }
                }, "ab-" + side);
                hosts.add(host);
                host.start();
            }
            for (Thread host : hosts) {
                join(host);
            }
            if (referee.failure() != null || !failures.isEmpty()) {
                String why = referee.failure() != null ? referee.failure()
                        : failures.entrySet().iterator().next().getValue().getMessage();
                throw new UsageException("fork " + fork + " by turns failed: " + why + " (logs: " + staging
                        + "); nothing saved");
            }
        }
    }

    private static void closeReferee(Referee referee, Map<String, Exception> failures) {
        try {
            referee.close();
        } catch (IOException e) {
            failures.put("referee", e);
        }
    }

    private static void join(Thread host) throws IOException {
        try {
            host.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while a round ran by turns");
        }
    }

    /**
     * The libraries whose versions differ, as {@code santuario-4.0.3-vs-4.0.4}, the JDKs' feature
     * releases when the sides ran on two ({@code jdk-17-vs-25}); {@code aa-…} when nothing differs.
     */
    static String defaultName(Map<String, String> a, Map<String, String> b) {
        List<String> parts = new ArrayList<>();
        String javaA = a.get("java");
        String javaB = b.get("java");
        if (javaA != null && javaB != null && !javaA.equals(javaB)) {
            parts.add("jdk-" + feature(javaA) + "-vs-" + feature(javaB));
        }
        for (Map.Entry<String, String> e : new TreeMap<>(a).entrySet()) {
            if (e.getKey().equals("java")) {
                continue;
            }
            String other = b.get(e.getKey());
            if (other != null && !other.equals(e.getValue()) && e.getValue().matches("[\\w.-]+") && other.matches("[\\w.-]+")) {
                parts.add(e.getKey() + "-" + e.getValue() + "-vs-" + other);
            }
        }
        return parts.isEmpty() ? "aa-santuario-" + a.getOrDefault("santuario", "unknown").replaceAll("[^\\w.-]", "")
                : String.join("-", parts);
    }

    /** A JVM's feature release, {@code 17} of {@code 17.0.15+6-Debian-1deb12u1}; the whole string if it is no version. */
    private static String feature(String version) {
        int feature = featureRelease(version);
        return feature > 0 ? Integer.toString(feature) : version.replaceAll("[^\\w.-]", "");
    }

    /** A JVM's feature release, or 0 when its version string is missing or no version. */
    private static int featureRelease(String version) {
        try {
            return version == null ? 0 : Runtime.Version.parse(version).feature();
        } catch (IllegalArgumentException e) {
            return 0;
        }
    }

    private static String differing(Map<String, String> mine, Map<String, String> theirs) {
        Map<String, String> d = new LinkedHashMap<>();
        mine.forEach((k, v) -> {
            if (!v.equals(theirs.get(k))) {
                d.put(k, v);
            }
        });
        return d.isEmpty() ? "(same library versions as the other side: " + mine.get("wss4j") + " wss4j, "
                + mine.get("santuario") + " santuario)" : d.toString();
    }

    private static Path jar(String value, String option) throws UsageException, IOException {
        if (value == null) {
            throw new UsageException(option + " JAR is required (see: ab --help)");
        }
        Path jar = Path.of(value).toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new UsageException(value + ": no such jar");
        }
        // a child JVM started on anything else prints its own error lines before ab could say which jar it was
        String where = option + " " + jar + ": ";
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            if (manifest == null || !Main.class.getName().equals(manifest.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS))) {
                throw new UsageException(where + "not a jar of this suite (its manifest names no Main-Class " + Main.class.getName() + ")");
            }
            if (file.getEntry("META-INF/BenchmarkList") == null) {
                throw new UsageException(where + "not a jar of this suite (no JMH benchmark list, META-INF/BenchmarkList)");
            }
            if (file.getEntry(Harness.class.getName().replace('.', '/') + ".class") == null) {
                throw new UsageException(where + "built before the suite's harness (" + Harness.class.getName()
                        + "), which ab's forks run with; build it again");
            }
        } catch (ZipException e) {
            throw new UsageException(where + (Files.size(jar) == 0 ? "is empty, not a jar" : "not a jar (not a zip archive)"));
        }
        return jar;
    }

    /** The java a side runs on: an executable, or a JDK home whose bin/java is one; null when not given. */
    private static Path java(String value, String option) throws UsageException {
        if (value == null) {
            return null;
        }
        Path path = Path.of(value);
        if (Files.isDirectory(path)) {
            path = path.resolve("bin").resolve("java");
        }
        if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
            throw new UsageException(option + " " + value + ": no java executable there (give a JDK's home or its bin/java)");
        }
        return path.toAbsolutePath();
    }

    private static double ruler(String value) throws UsageException {
        try {
            return Ruler.percent(value, "--ruler");
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static boolean turns(String value) throws UsageException {
        return switch (value) {
            case "turns" -> true;
            case "sequential" -> false;
            default -> throw new UsageException("--order '" + value + "' is neither sequential nor turns");
        };
    }

    /** The page's line on the machine's own noise before and after the run; empty without a probe. */
    private static String noiseLine(Map<String, MachineNoise> noise, int seconds) {
        if (noise.isEmpty()) {
            return "";
        }
        return "**Machine:** a register-only loop timed for " + seconds + " s in ab's JVM (`--probe`) "
                + noise.get("before").describe() + " just before the first fork, and "
                + noise.get("after").describe() + " just after the last (docs/steady-state.md, *The machine's own noise*).\n\n";
    }


}
