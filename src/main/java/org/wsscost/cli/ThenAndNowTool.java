package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.jfree.chart.ChartUtils;
import org.wsscost.analysis.ThenAndNow;
import org.wsscost.corpus.Workload;
import org.wsscost.harness.Harness;
import org.wsscost.phases.Benchmark;
import org.wsscost.report.Report;
import org.wsscost.report.ThenAndNowPage;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.RunMetadata;
import org.wsscost.shard.Job;
import org.wsscost.shard.Timings;

/**
 * {@code then-and-now}: the preset of {@link ThenAndNow#STUDIES} run in rounds, one fork of every unit a round, even
 * rounds in reverse order, each round saved as its own result file; and the page made from the rounds joined.
 * A job too long for one sitting runs as {@code --round K --rounds N}, one round at a time.
 */
final class ThenAndNowTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar then-and-now [--rounds N] [--round K] [--warmup-from CALIBRATION.json[,…]]
                       [--name NAME] [--results DIR]
                   java -jar target/benchmarks.jar then-and-now --plan [--rounds N] [--warmup-from …]
                   java -jar target/benchmarks.jar then-and-now --from ROUND.json,ROUND.json[,…] [--name NAME] [--results DIR]
              Each published comparison beside today's, in the article's own form (times as multiples of the baseline
              stack's plain time: Axis 1.4 and XFire 1.2.6 against Axis2 1.5.1 and 1.7.6, plain; Axis2 1.5.1/Rampart 1.5
              against Metro 1.5 and Rampart 1.7.1 against Metro 4.0.5, plain, username, sign and signencr; small and
              large), and each old stack against its successor phase by phase where both have the phase (Rampart 1.5 →
              1.7.1, Metro 1.5 → 4.0.5, XFire → CXF, WSS4J 1.5 under Axis 1.4 → WSS4J 4.0 DOM; signencr, small).
              The job is N rounds (default 2, an even number); a round runs one fork (-f 1) of every stack × benchmark ×
              profile × workload the cells need, one stack a JVM, in the legacy suite, each with its benchmark's calibrated
              warm-up (or, with --warmup-from, as its stack's cold results in the files say), the suite's measurement,
              heap, messages and keys, and the suite's harness (-prof %s) so that a fork still compiling is named.
              Odd rounds run in the plan's order, even rounds in reverse, so that every fork runs as often early as late.
              Each round is saved under results/ (or DIR) as <date>-NAME-round-K-of-N.json and .meta.json (the settings,
              the order, the forks that failed and why); without --round all N run, then the page is written.
              --round K  runs round K of N alone (needs --rounds): a long job in pieces of one round.
              --plan     prints the forks of a round in order with their estimated time, the time of a round and of the
                         job, and every cell: the fork it divides by, or the reason it cannot run (a stack not in this
                         jar, a phase it lacks, a profile it refuses); runs nothing.
              --from     joins the N round files of one job (refused, one line: files of different jars, machines, settings
                         or round counts, a round given twice or missing, a file that is no round) and writes
                         results/<date>-NAME/README.md with PNG charts: every cell's ratio with its 95%% interval, or why it
                         has none (no verdict: not steady or still compiling, the quote rule, a fork that failed in some
                         round, a stack that cannot run the cell). NAME defaults to then-and-now.
              Exit 0 done, 2 bad usage or input (nothing written).""".formatted(Harness.class.getName());

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The sidecar's key for what a round records about itself. */
    static final String KEY = "thenAndNow";

    /** Runs one unit's JMH invocation, writing its JSON; replaced in tests. */
    interface Runner {
        void run(List<String> jmh, Path json) throws Exception;
    }

    private final Runner runner;
    private final Function<ThenAndNow.Unit, String> cannot;

    ThenAndNowTool() {
        this((jmh, json) -> RunTool.runJmh(RunTool.jmhOptions(jmh), json), ThenAndNow::cannotRun);
    }

    /** {@code cannot} says why a unit cannot run in this jar, or null ({@link ThenAndNow#cannotRun}). */
    ThenAndNowTool(Runner runner, Function<ThenAndNow.Unit, String> cannot) {
        this.runner = runner;
        this.cannot = cannot;
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("then-and-now", argv, Set.of("rounds", "round", "warmup-from", "name", "results", "from"),
                Set.of("plan"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        if (!args.positional.isEmpty()) {
            throw new UsageException("then-and-now runs its own preset and takes no JMH arguments: '"
                    + args.positional.get(0) + "' (see: then-and-now --help)");
        }
        String from = args.get("from", null);
        if (from != null) {
            for (String other : List.of("rounds", "round", "warmup-from")) {
                if (args.get(other, null) != null) {
                    throw new UsageException("--from joins saved rounds; --" + other + " is for running them");
                }
            }
            if (args.flag("plan")) {
                throw new UsageException("--from joins saved rounds; --plan prints the plan of a run");
            }
            return join(List.of(from.split(",")), Archive.checkName(args.get("name", "then-and-now")),
                    Archive.results(args.get("results", null)), out);
        }
        int rounds = args.whole("rounds", "2", 2, 20);
        if (rounds % 2 != 0) {
            // only an even number of rounds puts every fork as often early as late in the job
            throw new UsageException("--rounds " + rounds + ": give an even number, so that the reversed rounds balance the"
                    + " turned ones");
        }
        String roundGiven = args.get("round", null);
        if (roundGiven != null && args.get("rounds", null) == null) {
            throw new UsageException("--round K needs --rounds N, the number of rounds the job is cut into");
        }
        int round = roundGiven == null ? 0 : Args.whole("--round", roundGiven, 1, rounds, "");
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, cannot);
        Map<ThenAndNow.Unit, List<String>> invocations = invocations(plan, args.get("warmup-from", null));
        if (args.flag("plan")) {
            if (roundGiven != null || args.get("name", null) != null || args.get("results", null) != null) {
                throw new UsageException("--plan runs nothing and saves nothing: leave out --round, --name and --results");
            }
            out.print(planText(plan, invocations, rounds));
            return 0;
        }
        String name = Archive.checkName(args.get("name", "then-and-now"));
        Path results = Archive.results(args.get("results", null));
        if (plan.units().isEmpty()) {
            throw new UsageException("no cell of the preset can run in this jar (then-and-now --plan says why)");
        }
        List<Path> saved = new ArrayList<>();
        for (int k = round > 0 ? round : 1; k <= (round > 0 ? round : rounds); k++) {
            saved.add(runRound(plan, invocations, k, rounds, name, results, out));
        }
        if (round > 0) {
            out.println("saved " + saved.get(0) + "\n      " + sidecar(saved.get(0)));
            return 0;
        }
        return join(saved.stream().map(Path::toString).toList(), name, results, out);
    }

    /**
     * Each unit's JMH arguments: the benchmark by its exact name, its parameters, one fork, the harness, failing on an
     * error (so that a failed fork says why); the large exchange measured 30 × 1 s, since one of its operations takes
     * 20-150 ms and a 500 ms iteration would hold only a few; with {@code warmupFrom}, the warm-up its own stack's cold
     * results give.
     */
    static Map<ThenAndNow.Unit, List<String>> invocations(ThenAndNow.Plan plan, String warmupFrom) throws UsageException {
        List<Path> calibrations = new ArrayList<>();
        if (warmupFrom != null) {
            for (String file : warmupFrom.split(",")) {
                Path path = Path.of(file);
                if (!Files.isRegularFile(path)) {
                    throw new UsageException("--warmup-from: " + file + ": no such file");
                }
                calibrations.add(path);
            }
        }
        Map<ThenAndNow.Unit, List<String>> invocations = new LinkedHashMap<>();
        for (ThenAndNow.Unit unit : plan.units()) {
            List<String> options = new ArrayList<>();
            unit.params().forEach((k, v) -> options.addAll(List.of("-p", k + "=" + v)));
            options.addAll(List.of("-f", "1", "-foe", "true", "-prof", Harness.class.getName()));
            if (unit.benchmark() == Benchmark.ROUND_TRIP && unit.workload() == Workload.LARGE) {
                options.addAll(List.of("-i", "30", "-r", "1s"));
            }
            List<String> jmh = new ArrayList<>(List.of("^" + Pattern.quote(unit.benchmark().jmhName()) + "$"));
            jmh.addAll(options);
            if (!calibrations.isEmpty()) {
                CalibratedWarmup warmup = CalibratedWarmup.plan(List.of(unit.benchmark().jmhName()), RunTool.jmhOptions(jmh),
                        calibrations, Map.of()).get(0);
                jmh = warmup.jmhArgs(options, 0);
            }
            invocations.put(unit, List.copyOf(jmh));
        }
        return Collections.unmodifiableMap(invocations);
    }

    /** The plan as {@code --plan} prints it: the forks of a round with their estimates, then every cell. */
    static String planText(ThenAndNow.Plan plan, Map<ThenAndNow.Unit, List<String>> invocations, int rounds)
            throws UsageException {
        StringBuilder s = new StringBuilder();
        double round = 0;
        List<String> lines = new ArrayList<>();
        int width = plan.units().stream().mapToInt(u -> u.key().length()).max().orElse(0);
        for (ThenAndNow.Unit unit : plan.order(1)) {
            double seconds = Job.seconds(Job.expand(RunTool.jmhOptions(invocations.get(unit)), Timings.committed()));
            round += seconds;
            lines.add(String.format(Locale.ROOT, "  %3d. %-" + width + "s %5.0f s", lines.size() + 1, unit.key(), seconds));
        }
        s.append(String.format(Locale.ROOT, "then-and-now: %d cells, %d of them measurable; a round runs %d forks, one a "
                + "JVM, in this order (even rounds in reverse), estimated %s; %d rounds %s.%n", plan.cells().size(),
                plan.cells().size() - plan.unmeasurable().size(), plan.units().size(), minutes(round), rounds,
                minutes(round * rounds)));
        lines.forEach(l -> s.append(l).append('\n'));
        s.append("Cells (study benchmark workload profile stack: the fork it divides by, or why it cannot be measured):\n");
        for (ThenAndNow.Cell cell : plan.cells()) {
            String why = plan.unmeasurable().get(cell);
            s.append("  ").append(cell.describe()).append(": ")
                    .append(why != null ? "cannot: " + why : cell.self() ? "the baseline (1)" : "÷ " + cell.base().key())
                    .append('\n');
        }
        return s.toString();
    }

    private static String minutes(double seconds) {
        long m = Math.round(seconds / 60);
        return m >= 60 ? String.format(Locale.ROOT, "%d h %02d min", m / 60, m % 60) : m + " min";
    }

    /** Runs round {@code k} of {@code n} and saves it; a unit whose fork fails is recorded with its reason, and the round goes on. */
    private Path runRound(ThenAndNow.Plan plan, Map<ThenAndNow.Unit, List<String>> invocations, int k, int n, String name,
            Path results, PrintStream out) throws Exception {
        try (Staging staging = new Staging("wsscost-then-and-now-")) {
            String command = RunMetadata.command();
            List<ThenAndNow.Unit> order = plan.order(k);
            List<Path> parts = new ArrayList<>();
            List<Long> seconds = new ArrayList<>();
            Map<String, String> failed = new LinkedHashMap<>();
            for (int i = 0; i < order.size(); i++) {
                ThenAndNow.Unit unit = order.get(i);
                out.println("then-and-now: round " + k + " of " + n + ", fork " + (i + 1) + " of " + order.size() + ": " + unit.key());
                Path json = staging.resolve("fork-" + i + ".json");
                long start = System.nanoTime();
                try {
                    runner.run(invocations.get(unit), json);
                    parts.add(json);
                } catch (UsageException e) {
                    failed.put(unit.key(), e.getMessage().lines().findFirst().orElse(e.getMessage()));
                    out.println("then-and-now: " + unit.key() + " failed: " + failed.get(unit.key()));
                }
                seconds.add(Math.round((System.nanoTime() - start) / 1e9));
            }
            if (parts.isEmpty()) {
                throw new UsageException("round " + k + " of " + n + ": every fork failed, nothing saved (first: "
                        + failed.values().iterator().next() + ")");
            }
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), command);
            String machine = MergeTool.machine(JSON.valueToTree(meta));
            Path json = Files.write(staging.resolve("round.json"), Merge.join(parts, Collections.nCopies(parts.size(), machine)));
            Map<String, Object> round = new LinkedHashMap<>();
            round.put("round", k);
            round.put("rounds", n);
            round.put("settings", settings(invocations));
            round.put("order", order.stream().map(ThenAndNow.Unit::key).toList());
            round.put("failed", failed);
            meta.put(KEY, round);
            meta.put("wallSeconds", seconds);
            Path sidecar = Files.write(staging.resolve("round.meta.json"), RunMetadata.json(meta));
            return Archive.storeRun(results, name + "-round-" + k + "-of-" + n, json, sidecar).get(0);
        }
    }

    /** What two rounds of one job must share: each unit's JMH arguments, by unit. */
    private static Map<String, List<String>> settings(Map<ThenAndNow.Unit, List<String>> invocations) {
        Map<String, List<String>> settings = new TreeMap<>();
        invocations.forEach((unit, jmh) -> settings.put(unit.key(), jmh));
        return settings;
    }

    /** One round file and its sidecar. */
    record Round(Path json, JsonNode meta) {
        int round() {
            return meta.path(KEY).path("round").asInt();
        }

        int rounds() {
            return meta.path(KEY).path("rounds").asInt();
        }
    }

    /** Joins round files into one page under {@code results}; refuses, in one line, files that are not rounds of one job. */
    private int join(List<String> files, String name, Path results, PrintStream out) throws Exception {
        List<Round> rounds = rounds(files);
        Round first = rounds.get(0);
        List<Integer> missing = IntStream.rangeClosed(1, first.rounds())
                .filter(k -> rounds.stream().noneMatch(r -> r.round() == k)).boxed().toList();
        if (!missing.isEmpty()) {
            throw new UsageException("round" + (missing.size() == 1 ? " " : "s ") + missing.stream().map(String::valueOf)
                    .collect(Collectors.joining(", ")) + " of " + first.rounds() + " not given: join every round of the job,"
                    + " or its turned order does not balance");
        }
        Map<String, String> failed = new TreeMap<>();
        for (Round r : rounds) {
            r.meta().path(KEY).path("failed").fields().forEachRemaining(e -> failed.merge(e.getKey(),
                    "round " + r.round() + ": " + e.getValue().asText(), (a, b) -> a + "; " + b));
        }
        // the cells the rounds planned, not those this jar would: a stack added since is no missing fork
        Set<String> ran = new HashSet<>();
        first.meta().path(KEY).path("settings").fieldNames().forEachRemaining(ran::add);
        ThenAndNow.Plan ranPlan = ThenAndNow.plan(ThenAndNow.STUDIES, u -> ran.contains(u.key()) ? null
                : Objects.requireNonNullElse(cannot.apply(u), "not planned by the jar that ran these rounds"));
        // the jar's reasons win: a cell it cannot measure, or no longer compares, says why, whatever the rounds ran
        Map<ThenAndNow.Cell, String> reasons = new LinkedHashMap<>(ranPlan.unmeasurable());
        reasons.putAll(ThenAndNow.plan(ThenAndNow.STUDIES, cannot).unmeasurable());
        ThenAndNow.Plan plan = new ThenAndNow.Plan(ranPlan.cells(), reasons, ranPlan.units());
        try (Staging staging = new Staging("wsscost-then-and-now-page-")) {
            Path pooled = Files.write(staging.resolve("pooled.json"), Merge.merge(rounds.stream().map(Round::json).toList()));
            List<ThenAndNow.Figure> figures = ThenAndNow.figures(plan, JmhJson.read(pooled), failed, first.rounds());
            JsonNode meta = first.meta();
            ThenAndNowPage page = new ThenAndNowPage(figures, new ThenAndNowPage.Source(
                    rounds.stream().map(r -> r.json().getFileName().toString()).toList(), first.rounds(),
                    MergeTool.machine(meta), meta.path("jvm").path("vendor").asText() + " " + meta.path("jvm").path("version").asText(),
                    meta.path("jar").path("sha256").asText(), meta.path("git").asText(), failed));
            Path dir = Files.createDirectory(staging.resolve("page"));
            Files.writeString(dir.resolve("README.md"), page.markdown());
            for (Report.Chart chart : page.charts()) {
                try (OutputStream png = Files.newOutputStream(dir.resolve(chart.file()))) {
                    ChartUtils.writeChartAsPNG(png, chart.chart(), chart.width(), chart.height());
                }
            }
            Map<String, Object> sidecar = RunMetadata.collect(RunTool.checkout(), RunMetadata.command());
            sidecar.put("rounds", rounds.stream().map(r -> r.json().toString()).toList());
            sidecar.put("roundsOf", first.rounds());
            sidecar.put("machineOfTheRounds", MergeTool.machine(meta));
            sidecar.put("jarOfTheRounds", JSON.convertValue(meta.get("jar"), Map.class));
            sidecar.put("libraries", JSON.convertValue(meta.get("libraries"), Map.class));
            Files.write(dir.resolve("then-and-now.meta.json"), RunMetadata.json(sidecar));
            Path saved = Archive.store(results, List.of(dir), List.of(Archive.stem(name))).get(0);
            out.print(page.markdown());
            out.println("\nsaved " + saved);
            return 0;
        }
    }

    /** The round files, read and checked against the first: one jar, one machine, the same settings and round count. */
    static List<Round> rounds(List<String> files) throws UsageException {
        List<Round> rounds = new ArrayList<>();
        for (String file : files) {
            Round r = round(Path.of(file));
            if (!rounds.isEmpty()) {
                Round first = rounds.get(0);
                same(r, first, "jars (SHA-256)", r.meta().path("jar").path("sha256"), first.meta().path("jar").path("sha256"));
                if (!MergeTool.machine(r.meta()).equals(MergeTool.machine(first.meta()))) {
                    throw new UsageException(r.json() + " ran on " + MergeTool.machine(r.meta()) + ", " + first.json() + " on "
                            + MergeTool.machine(first.meta()) + ": the rounds of one job run on one machine");
                }
                same(r, first, "settings (each fork's JMH arguments)", r.meta().path(KEY).path("settings"),
                        first.meta().path(KEY).path("settings"));
                if (r.rounds() != first.rounds()) {
                    throw new UsageException(r.json() + " is a round of " + r.rounds() + ", " + first.json() + " one of "
                            + first.rounds() + ": not rounds of one job");
                }
            }
            for (Round other : rounds) {
                if (other.round() == r.round()) {
                    throw new UsageException(r.json() + ": round " + r.round() + " of " + r.rounds() + " is given twice (also "
                            + other.json() + ")");
                }
            }
            rounds.add(r);
        }
        return rounds;
    }

    private static void same(Round r, Round first, String what, JsonNode mine, JsonNode theirs) throws UsageException {
        if (mine.isMissingNode() || !mine.equals(theirs)) {
            throw new UsageException(r.json() + " and " + first.json() + " differ in their " + what
                    + ": the rounds of one job must come from one build with one set of settings");
        }
    }

    private static Round round(Path json) throws UsageException {
        String file = json.getFileName() == null ? "" : json.getFileName().toString();
        if (file.endsWith(".meta.json")) {
            throw new UsageException(json + ": give the round's result file (NAME-round-K-of-N.json), not its sidecar");
        }
        if (!file.endsWith(".json")) {
            throw new UsageException("'" + json + "': not a round's result file (NAME-round-K-of-N.json)");
        }
        try {
            JmhJson.read(json);
            Path sidecar = sidecar(json);
            if (!Files.isRegularFile(sidecar)) {
                throw new UsageException(json + ": no sidecar " + sidecar.getFileName() + " beside it");
            }
            JsonNode meta = JSON.readTree(sidecar.toFile());
            JsonNode round = meta.path(KEY);
            if (!round.path("round").isInt() || !round.path("rounds").isInt() || !round.has("settings")
                    || round.path("round").asInt() < 1 || round.path("round").asInt() > round.path("rounds").asInt()) {
                throw new UsageException(json + ": not a then-and-now round (its sidecar has no \"" + KEY
                        + "\"; make one with then-and-now --round K --rounds N)");
            }
            return new Round(json, meta);
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static Path sidecar(Path json) {
        return json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", "") + ".meta.json");
    }
}
