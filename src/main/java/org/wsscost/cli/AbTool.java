package org.wsscost.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.zip.ZipException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.MachineNoise;
import org.wsscost.stats.Sequential;
import org.wsscost.stats.Stats;
import org.wsscost.harness.Harness;
import org.wsscost.harness.Ruler;
import org.wsscost.report.AbPage;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.Result;
import org.wsscost.results.RunMetadata;
import org.wsscost.turn.Referee;
import org.wsscost.turn.Side;
import org.wsscost.turn.Turn;

/**
 * {@code ab --a A --b B [--forks N | --target P] …}: the same benchmarks on two builds, one fork per JVM and side a
 * round; each side's forks are merged into one JMH JSON and compared. By default a round's two forks run together
 * and take turns per iteration ({@link Referee}), so the drift of a shared machine falls on both, and the comparison
 * is paired fork by fork; {@code --order sequential} runs them one after the other (A B, then B A, …) and compares the
 * sides unpaired. {@code --target} runs rounds until every benchmark's time ratio is known to ±target
 * ({@link Sequential}), or until {@code --max}. Its options are one table ({@link #OPTIONS}); {@link #run(Plan,
 * PrintStream)} is its API, which {@code history} calls.
 */
final class AbTool implements Tool.Command {
    /** How a round's two forks run: together by turns, or one after the other. */
    enum Order {
        TURNS, SEQUENTIAL
    }

    /** How a round's two forks warm up when they run by turns. */
    enum Warmup {
        TURNS, TOGETHER
    }

    /** A side's build: a jar of the suite, or the checkout built with a library's release ({@code xmlsec.version=4.0.4}). */
    record Build(Path jar, String property, String version) {
        private static final Pattern RELEASE = Pattern.compile("[\\w.-]+\\.version=[\\w.-]+");

        static Build read(String option, String value) throws UsageException {
            if (!Files.exists(Path.of(value)) && RELEASE.matcher(value).matches()) {
                int eq = value.indexOf('=');
                return new Build(null, value.substring(0, eq), value.substring(eq + 1));
            }
            return new Build(AbTool.jar(value, option), null, null);
        }

        static Build of(Path jar) {
            return new Build(jar, null, null);
        }
    }

    static final Option<Build> A = Option.of("a", "JAR|PROPERTY=VERSION", null,
            "side A: a jar of the suite, or this checkout built with a library's release (xmlsec.version=4.0.3)",
            Build::read).mandatory();
    static final Option<Build> B = Option.of("b", "JAR|PROPERTY=VERSION", null, "side B, compared against A", Build::read)
            .mandatory();
    static final Option<Integer> FORKS = Option.whole("forks", "N", 2, 100, "6", "rounds, one fork of each side a round");
    static final Option<Double> TARGET = Option.percent("target", false, 50, null,
            "instead of --forks: rounds until every benchmark's time ratio is known to ±PERCENT (anytime-valid), or --max");
    static final Option<Duration> MAX = Option.duration("max", null, "with --target: the cap on the rounds' time (default 40m)");
    static final Option<String> NAME = Option.text("name", "NAME",
            "the run's name (default: the libraries that differ, santuario-4.0.3-vs-4.0.4, or aa-…)");
    static final Option<Path> RESULTS = Option.of("results", "DIR", null, "where the files go (default results/)",
            (option, v) -> Archive.results(v));
    static final Option<Double> THRESHOLD = Option.percent("threshold", true, 99, "5",
            "the smallest change called faster or slower");
    static final Option<Order> ORDER = Option.choice("order", Order.class, Order.TURNS, "how a round's two forks run");
    static final Option<Warmup> WARMUP = Option.choice("warmup", Warmup.class, Warmup.TURNS,
            "by turns: whether they warm up by turns too, or at once (an experiment)");
    static final Option<Double> RULER = Option.percent("ruler", false, 50, null, "a control: B pays PERCENT of extra work");
    static final Option<String> WARMUP_FROM = Option.text("warmup-from", "CALIBRATION.json[,BENCHMARK=DURATION…]",
            "each method's warm-up from a calibrate run's cold results, or given");
    static final Option<String> MEASURE = Option.text("measure", "BENCHMARK=DURATION[,…]",
            "with --warmup-from: measure those benchmarks that long instead of -i");
    static final Option<Path> JVM_A = Option.of("jvm-a", "JAVA", null, "A's JVM: a java or a JDK's home (default this one)",
            AbTool::java);
    static final Option<Path> JVM_B = Option.of("jvm-b", "JAVA", null, "B's JVM", AbTool::java);
    static final Option<Integer> AOT = Option.whole("aot", "SECONDS", 1, 600, null,
            "JDK 25+: train an AOT cache of each jar for SECONDS a benchmark first");
    static final Option<Integer> PROBE = Option.whole("probe", "SECONDS", 0, 600, "10",
            "time the machine's own noise before and after (0: not)");
    static final List<Option<?>> OPTIONS = List.of(A, B, FORKS, TARGET, MAX, NAME, RESULTS, THRESHOLD, ORDER, WARMUP,
            RULER, WARMUP_FROM, MEASURE, JVM_A, JVM_B, AOT, PROBE);

    static final String USAGE = Args.usage("ab", OPTIONS, "[JMH args…]") + """

              Runs the JMH arguments (a regex, -p, -wi, -i …; not -f, -rf, -rff) on side A and side B, one fork per
              JVM, then merges each side's forks into one JMH JSON and compares B against A. A side given as
              PROPERTY=VERSION is this checkout built with that Maven property (in a scratch copy; jars cached in
              target/builds under the property, the version and a digest of the pom, sources, isolated modules, messages
              and keys, so a changed checkout builds afresh), as history builds.
              Both sides run with JMH's -prof gc (added unless the arguments name it), so the page sets bytes
              allocated per operation beside the time: a change of at least 16 B/op that its own noise does not
              explain is a change of the code path, whatever the time says. Both run with the suite's harness,
              -prof org.wsscost.harness.Harness (added too), which takes the turns, pays the ruler and records
              per measured iteration, into the result files, what each fork learns about itself.
              --order turns runs each round's A and B forks at the same time, measuring by turns (one iteration each,
              A B B A …, the waiting fork blocked, using no CPU), and compares them pair by pair: the machine's drift
              falls on both iterations of a pair and cancels (docs/steady-state.md). --warmup together lets both
              forks warm up at once (two JVMs warming up at once on 2 cores need longer warm-ups, see calibrate
              --hosts 2). --order sequential runs one JVM at a time, A B, B A, …, and compares as `compare` does.
              --target P (by turns) runs pairs of forks, two at least, until every benchmark's 95% confidence sequence
              of its time ratio is within ±P% (a sequence stays valid however often it is looked at: docs/steady-state.md,
              *Sequential stopping*), or until another pair, as long as the pairs so far, would pass --max; the page
              says which was reached, the precision each benchmark got and the smallest change it could have seen.
              Saves under results/ (or DIR): <date>-NAME-a.json, <date>-NAME-b.json, <date>-NAME.meta.json (both
              sides' loaded library versions, the order of the forks, machine, command) and <date>-NAME.md (the
              comparison). A benchmark not steady on either side gets no verdict, nor, by turns, one whose ratio,
              pair by pair, still trends, and one whose fork's JIT compiled for more than 10% of its measured span
              gets "still compiling" (as compare and history give on the same files). --ruler P makes every benchmark
              on B pay P% of extra work inside the timed region (Blackhole.consumeCPU, sized in each of B's forks from
              its own last warm-up iterations): a run that cannot call a P% ruler slower cannot see a P% regression
              either; NAME then starts with "ruler-P-". --warmup-from FILE warms each selected method for as long as
              its own cold results in FILE say (each method its own JMH invocation); an item BENCHMARK=DURATION
              gives one by hand. --jvm-a/--jvm-b run a side on another JVM ("jdk-17-vs-25"); --aot S starts every
              fork from an AOT cache trained S seconds a benchmark; --probe S times a register-only loop in pieces of
              about 50 ms before the first fork and after the last: the machine's own noise.
              Exit as compare: 0, 1 B is slower, 2 bad input.""";

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

    /**
     * One A/B, typed: what {@code ab}'s command line reads into, and what {@code history} gives directly.
     * {@code name} null takes the default; {@code ruler} 0 is none, {@code aot} 0 none, {@code probe} 0 none;
     * {@code target} 0 runs {@code forks} rounds, else rounds until the target or {@code max}.
     */
    record Plan(Build a, Build b, Path javaA, Path javaB, int forks, double target, Duration max, String name, Path results,
            double threshold, Order order, Warmup warmup, double ruler, String warmupFrom, String measure, int aot, int probe,
            List<String> jmh) {
        /** Two jars by turns, {@code forks} rounds, the default probe: the plain pair {@code history} runs. */
        static Plan pair(Path a, Path b, int forks, String name, Path results, double threshold, List<String> jmh) {
            return new Plan(Build.of(a), Build.of(b), null, null, forks, 0, null, name, results, threshold, Order.TURNS,
                    Warmup.TURNS, 0, null, null, 0, 10, withProfilers(jmh));
        }

        /** The rules between options, each broken one a usage error before anything runs. */
        Plan checked() throws UsageException {
            if (warmup == Warmup.TOGETHER && order != Order.TURNS) {
                throw new UsageException("--warmup together needs --order turns: sequential forks never run at once");
            }
            if (target > 0 && order != Order.TURNS) {
                throw new UsageException("--target needs --order turns: it stops on the pairs' ratios");
            }
            if (measure != null && warmupFrom == null) {
                throw new UsageException("--measure needs --warmup-from, which runs each benchmark as its own invocation");
            }
            jmhOptions(jmh, order == Order.TURNS, ruler);
            return this;
        }
    }

    /** What an A/B gave: the comparison, the page and the files saved. */
    record Outcome(Comparison comparison, String page, List<Path> saved) {
    }

    private final Launcher launcher;
    private final Builds builds;

    AbTool() {
        this(new JavaLauncher(), new Builds(new Builds.MavenBuilder(), null));
    }

    AbTool(Launcher launcher, Builds builds) {
        this.launcher = launcher;
        this.builds = builds;
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("ab", argv, OPTIONS);
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        if (args.given(MAX) && !args.given(TARGET)) {
            throw new UsageException("--max caps a run with --target; give --target too");
        }
        if (args.given(TARGET) && args.given(FORKS)) {
            throw new UsageException("--target runs rounds until the target or --max; --forks fixes their number: give one");
        }
        Double target = args.value(TARGET);
        Double ruler = args.value(RULER);
        Integer aot = args.value(AOT);
        Plan plan = new Plan(args.value(A), args.value(B), args.value(JVM_A), args.value(JVM_B), args.value(FORKS),
                target == null ? 0 : target / 100, args.given(MAX) ? args.value(MAX) : Duration.ofMinutes(40),
                args.value(NAME), args.value(RESULTS) != null ? args.value(RESULTS) : Archive.results(null),
                args.value(THRESHOLD), args.value(ORDER), args.value(WARMUP), ruler == null ? 0 : ruler,
                args.value(WARMUP_FROM), args.value(MEASURE), aot == null ? 0 : aot, args.value(PROBE),
                withProfilers(args.positional)).checked();
        Outcome outcome = run(plan, out);
        out.println();
        out.print(outcome.page());
        out.println("\nsaved " + String.join("\n      ", outcome.saved().stream().map(Path::toString).toList()));
        return outcome.comparison().anySlower() ? 1 : 0;
    }

    /** Runs one A/B and saves its four files into the plan's results folder. */
    Outcome run(Plan plan, PrintStream out) throws Exception {
        boolean turns = plan.order() == Order.TURNS;
        CommandLineOptions cmd = jmhOptions(plan.jmh(), turns, plan.ruler());
        Map<Side, Path> jars = new EnumMap<>(Side.class);
        Map<Side, Path> javas = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            Build build = side == Side.A ? plan.a() : plan.b();
            jars.put(side, build.jar() != null ? build.jar() : built(build, side, out));
            javas.put(side, side == Side.A ? plan.javaA() : plan.javaB());
        }
        List<CalibratedWarmup> calibrated = plan.warmupFrom() == null ? List.of()
                : CalibratedWarmup.plan(launcher.benchmarks(javas.get(Side.A), jars.get(Side.A), plan.jmh()), cmd,
                        calibrations(plan.warmupFrom()), measuredWarmups(plan.warmupFrom()));
        Map<String, Integer> measure = measure(plan.measure(), calibrated, cmd);
        List<List<String>> invocations = new ArrayList<>();
        for (CalibratedWarmup w : calibrated) {
            invocations.add(w.jmhArgs(CalibratedWarmup.options(plan.jmh()), measure.getOrDefault(w.benchmark(), 0)));
        }
        if (invocations.isEmpty()) {
            invocations.add(plan.jmh());
        }
        Map<Side, Map<String, String>> versions = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            versions.put(side, launcher.versions(javas.get(side), jars.get(side)));
        }
        if (plan.aot() > 0 && (featureRelease(versions.get(Side.A).get("java")) < 25
                || featureRelease(versions.get(Side.B).get("java")) < 25)) {
            throw new UsageException("--aot needs JDK 25 or newer on both sides; A runs " + versions.get(Side.A).get("java")
                    + ", B " + versions.get(Side.B).get("java"));
        }
        String name = Archive.checkName(plan.name() != null ? plan.name()
                : (plan.ruler() > 0 ? "ruler-" + AbPage.number(plan.ruler()) + "-" : "")
                        + defaultName(versions.get(Side.A), versions.get(Side.B)));

        Path staging = Files.createTempDirectory("wsscost-ab-");
        Thread cleanup = new Thread(() -> {
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            Archive.deleteTree(staging);
        });
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            Map<Side, List<String>> jvmArgs = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                List<String> sideArgs = new ArrayList<>();
                if (side == Side.B && plan.ruler() > 0) {
                    sideArgs.add("-D" + Ruler.PROPERTY + "=" + AbPage.number(plan.ruler()));
                }
                if (plan.aot() > 0) {
                    out.println("ab: training " + side + "'s AOT cache, " + plan.aot() + " s a benchmark");
                    sideArgs.addAll(AotCache.jvmArgs(AotCache.train(launcher, javas.get(side), jars.get(side), plan.jmh(),
                            plan.aot(), staging, side)));
                }
                jvmArgs.put(side, sideArgs);
            }
            Map<String, MachineNoise> noise = new LinkedHashMap<>();
            if (plan.probe() > 0) {
                out.println("ab: timing the machine for " + plan.probe() + " s before the first fork");
                noise.put("before", MachineNoise.of(launcher.probe(plan.probe())));
            }
            Map<Side, List<Path>> forks = perSide();
            List<String> order = new ArrayList<>();
            Map<String, List<Double>> logRatios = new LinkedHashMap<>();
            long start = System.nanoTime();
            Sequential.Look look = null;
            String rounds = plan.target() > 0 ? "until ±" + AbPage.number(100 * plan.target()) + "%" : "of " + plan.forks();
            for (int round = 1; plan.target() > 0 ? look == null || look.state() == Sequential.State.GOING
                    : round <= plan.forks(); round++) {
                Map<Side, List<Path>> parts = perSide();
                if (turns) {
                    out.println("ab: round " + round + " " + rounds + ", A and B by turns (logs: " + staging + ")");
                    for (int k = 0; k < invocations.size(); k++) {
                        String fork = tag(round, k, invocations.size());
                        byTurns(javas, jars, invocations.get(k), staging, fork, jvmArgs, plan.warmup());
                        for (Side side : Side.values()) {
                            parts.get(side).add(result(staging, side, fork));
                        }
                    }
                    order.add("A|B");
                } else {
                    for (Side side : round % 2 == 1 ? List.of(Side.A, Side.B) : List.of(Side.B, Side.A)) {
                        out.println("ab: round " + round + " " + rounds + ", " + side + " (" + jars.get(side) + ")");
                        for (int k = 0; k < invocations.size(); k++) {
                            String fork = tag(round, k, invocations.size());
                            launcher.fork(javas.get(side), jars.get(side), jvmArgs.get(side), forkArgs(invocations.get(k)),
                                    staging.resolve(side.id() + "-" + fork + ".json"), null);
                            parts.get(side).add(result(staging, side, fork));
                        }
                        order.add(side.name());
                    }
                }
                for (Side side : Side.values()) {
                    forks.get(side).add(joined(staging, side, round, parts.get(side)));
                }
                if (plan.target() > 0) {
                    addLogRatios(logRatios, forks.get(Side.A).get(round - 1), forks.get(Side.B).get(round - 1));
                    look = Sequential.look(logRatios, plan.target(), Duration.ofNanos(System.nanoTime() - start), plan.max());
                    out.println("ab: after " + round + " pairs, " + look.state().label() + "; precision "
                            + look.precision().values().stream().mapToDouble(Sequential.Precision::precision).max()
                                    .stream().mapToObj(p -> Double.isFinite(p) ? String.format(java.util.Locale.ROOT, "±%.1f%%", 100 * p) : "unbounded")
                                    .findFirst().orElse("unbounded") + " at worst");
                }
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            if (plan.probe() > 0) {
                out.println("ab: timing the machine for " + plan.probe() + " s after the last fork");
                noise.put("after", MachineNoise.of(launcher.probe(plan.probe())));
            }
            Path mergedA = Files.write(staging.resolve("a.json"), Merge.merge(forks.get(Side.A)));
            Path mergedB = Files.write(staging.resolve("b.json"), Merge.merge(forks.get(Side.B)));
            Map<Side, List<Result>> results = new EnumMap<>(Side.class);
            results.put(Side.A, JmhJson.read(mergedA));
            results.put(Side.B, JmhJson.read(mergedB));
            Comparison comparison = Comparison.of(results.get(Side.A), results.get(Side.B), plan.threshold(),
                    turns ? Comparison.Pairing.FORKS : Comparison.Pairing.NONE);
            Map<Side, AbPage.Build> sides = new EnumMap<>(Side.class);
            for (Side side : Side.values()) {
                Path java = javas.get(side) != null ? javas.get(side) : Path.of(System.getProperty("java.home"), "bin", "java");
                sides.put(side, new AbPage.Build(jars.get(side).toString(), java.toString(), versions.get(side)));
            }
            String how = turns ? "in pairs: A's and B's fork of a round ran together,"
                    + (plan.warmup() == Warmup.TOGETHER ? " warming up at once and" : "") + " measuring by turns (iterations A B B A …)"
                    : "interleaved " + String.join(" ", order);
            AbPage page = new AbPage(new AbPage.Run(name, sides, forks.get(Side.A).size(), how, plan.jmh(), noise, plan.probe(),
                    warmupLines(calibrated, plan.warmupFrom()), measureLine(measure), plan.ruler(), plan.aot(),
                    plan.target() > 0 ? new AbPage.Stop(plan.target(), plan.max(), took, look) : null, results, comparison));
            Map<String, Object> meta = RunMetadata.collect(Path.of("").toAbsolutePath(), RunMetadata.command());
            meta.remove("libraries");
            meta.putAll(page.sidecar());
            meta.put("order", order);
            if (turns) {
                meta.put("warmup", Option.written(plan.warmup()));
            }
            if (!calibrated.isEmpty()) {
                Map<String, Object> warmups = new LinkedHashMap<>();
                calibrated.forEach(w -> warmups.put(w.benchmark(), w.iterations() + " x " + w.time()
                        + (w.measured() == null ? "" : " (given: " + w.measured() + ")")));
                meta.put("warmupFrom", Map.of("files", plan.warmupFrom(), "warmups", warmups));
            }
            if (!measure.isEmpty()) {
                meta.put("measure", measure);
            }
            String markdown = page.markdown();
            Path metaFile = Files.write(staging.resolve("meta.json"), RunMetadata.json(meta));
            Path md = Files.writeString(staging.resolve("ab.md"), markdown);
            String stem = Archive.stem(name);
            List<Path> saved = Archive.store(plan.results(), List.of(mergedA, mergedB, metaFile, md),
                    List.of(stem + "-a.json", stem + "-b.json", stem + ".meta.json", stem + ".md"));
            return new Outcome(comparison, markdown, saved);
        } finally {
            Archive.deleteTree(staging);
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
    }

    /** An empty list of fork files for each side. */
    private static Map<Side, List<Path>> perSide() {
        Map<Side, List<Path>> files = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            files.put(side, new ArrayList<>());
        }
        return files;
    }

    /** A side given as PROPERTY=VERSION: the checkout built with it, from the shared cache, checked as a given jar is. */
    private Path built(Build build, Side side, PrintStream out) throws IOException, UsageException {
        try {
            Path jar = builds.jar(build.property(), build.version(), out, "ab");
            return jar(jar.toString(), "--" + side.id());
        } catch (Builds.BuildFailure e) {
            throw new UsageException("--" + side.id() + " " + build.property() + "=" + build.version() + ": " + e.getMessage());
        }
    }

    /**
     * One more pair's log time ratio per benchmark (B's fork mean over A's; A's over B's for a throughput): the values
     * of each benchmark's confidence sequence.
     */
    private static void addLogRatios(Map<String, List<Double>> logRatios, Path forkA, Path forkB) throws IOException {
        Map<String, Result> a = new LinkedHashMap<>();
        JmhJson.read(forkA).forEach(r -> a.put(r.describe() + " " + r.mode(), r));
        for (Result b : JmhJson.read(forkB)) {
            Result base = a.get(b.describe() + " " + b.mode());
            if (base == null || base.forks().isEmpty() || b.forks().isEmpty()) {
                continue;
            }
            double log = Math.log(Stats.meanOfAll(b.forks()) / Stats.meanOfAll(base.forks()));
            logRatios.computeIfAbsent(b.describe(), k -> new ArrayList<>()).add(b.mode().equals("thrpt") ? -log : log);
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

    private static List<String> forkArgs(List<String> jmh) {
        List<String> args = new ArrayList<>(jmh);
        args.addAll(List.of("-f", "1"));
        return args;
    }

    private static Path result(Path staging, Side side, String fork) throws UsageException {
        Path json = staging.resolve(side.id() + "-" + fork + ".json");
        if (!Files.isRegularFile(json)) {
            throw new UsageException("fork " + fork + " of " + side + " wrote no result; nothing saved");
        }
        return json;
    }

    /** A fork's file name: the round, and which of the round's invocations when there are several. */
    private static String tag(int round, int invocation, int invocations) {
        return invocations == 1 ? Integer.toString(round) : round + "." + (invocation + 1);
    }

    /** One side's round as one JMH JSON: its invocations' results side by side. */
    private static Path joined(Path staging, Side side, int round, List<Path> parts) throws IOException {
        return parts.size() == 1 ? parts.get(0) : Files.write(staging.resolve(side.id() + "-" + round + ".json"), Merge.merge(parts));
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
            long total = Args.millis(item.substring(eq + 1), "--measure: the duration '" + item.substring(eq + 1) + "'");
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
    private void byTurns(Map<Side, Path> javas, Map<Side, Path> jars, List<String> jmh, Path staging, String fork,
            Map<Side, List<String>> sideArgs, Warmup warmup) throws IOException, UsageException {
        List<String> args = forkArgs(jmh);
        args.addAll(List.of("-foe", "true"));
        try (Referee referee = new Referee()) {
            Map<String, Exception> failures = new ConcurrentHashMap<>();
            List<Thread> hosts = new ArrayList<>();
            for (Side side : Side.values()) {
                List<String> jvmArgs = new ArrayList<>(sideArgs.get(side));
                jvmArgs.addAll(List.of("-D" + Turn.PROPERTY + "=" + referee.address(side), "-Djmh.ignoreLock=true"));
                if (warmup == Warmup.TOGETHER) {
                    jvmArgs.add("-D" + Turn.WARMUP_PROPERTY + "=together");
                }
                Thread host = new Thread(() -> {
                    try {
                        launcher.fork(javas.get(side), jars.get(side), jvmArgs, args,
                                staging.resolve(side.id() + "-" + fork + ".json"), staging.resolve(side.id() + "-" + fork + ".log"));
                    } catch (IOException | UsageException | RuntimeException e) {
                        failures.put(side.id(), e);
                        closeReferee(referee, failures);
                    }
                }, "ab-" + side.id());
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

    private static Path jar(String value, String option) throws UsageException {
        Path jar = Path.of(value).toAbsolutePath();
        if (!Files.isRegularFile(jar)) {
            throw new UsageException(option + " " + value + ": no such jar, nor PROPERTY=VERSION");
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
            throw new UsageException(where + (jar.toFile().length() == 0 ? "is empty, not a jar" : "not a jar (not a zip archive)"));
        } catch (IOException e) {
            throw new UsageException(where + "cannot read: " + e.getMessage());
        }
        return jar;
    }

    /** The java a side runs on: an executable, or a JDK home whose bin/java is one. */
    private static Path java(String option, String value) throws UsageException {
        Path path = Path.of(value);
        if (Files.isDirectory(path)) {
            path = path.resolve("bin").resolve("java");
        }
        if (!Files.isRegularFile(path) || !Files.isExecutable(path)) {
            throw new UsageException(option + " " + value + ": no java executable there (give a JDK's home or its bin/java)");
        }
        return path.toAbsolutePath();
    }
}
