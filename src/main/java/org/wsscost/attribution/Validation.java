package org.wsscost.attribution;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.wsscost.phases.Benchmark;
import org.wsscost.pipeline.Side;
import org.wsscost.results.Result;
import org.wsscost.stack.StackId;

/**
 * The attribution checked where the truth is known: for each profiled direction total of a stack whose phases are
 * also timed alone ({@link PhaseMap}), each group's share of the direction, attributed from the profile's samples
 * and isolated from the phase benchmarks' means, and whether they agree within {@value #TOLERANCE_PP} percentage
 * points. The isolated share is the group's mean over the sum of the side's phase means (not over the total, whose
 * gap to that sum would spread over every phase); the attributed share is the group's samples over the profile's
 * samples less the collector's and {@code other}'s, with unmapped samples left in and shown. Where a group misses,
 * the samples are split a second way, by the suite's own frames that mark each phase, to tell an isolation effect
 * (framed ≠ isolated) from a mapping error (attributed ≠ framed), and the parts that crossed are named.
 */
public final class Validation {
    /** The agreement the issue asks for, in percentage points; a miss is reported, never the tolerance widened. */
    public static final double TOLERANCE_PP = 5.0;
    /** A share of all samples above which the collector's absence from the attributed shares is named. */
    private static final double COLLECTOR_NOTE = 0.05;
    private static final double Z95 = 1.96;
    private static final String UNMAPPED = "unmapped";
    private static final String UNFRAMED = "no phase frame";

    /** One group's figures in one combination. */
    public record Row(PhaseMap.Group group, double mean, double meanError, double isolated, double isolatedError,
            long samples, double attributed, double halfWidth, double framed) {
        public double differencePp() {
            return 100 * (attributed - isolated);
        }

        public boolean within() {
            return Math.abs(differencePp()) <= TOLERANCE_PP;
        }
    }

    /**
     * One stack's side in one parameter combination: its groups' rows, or what kept it from being checked.
     * {@code crossed}: samples by the group whose frame marks them (or {@link #UNFRAMED}) and by part (null:
     * unattributed), the beside parts left out.
     */
    public record Check(StackId stack, Side side, Map<String, String> params, List<Row> rows, long samples, long beside,
            long all, long collector, long unmapped, Double sumOverTotal, Map<String, Map<Part, Long>> crossed, String unit,
            String missing) {
    }

    private final int frameVersion;
    private final int mapVersion;
    private final List<Check> checks;

    private Validation(int frameVersion, int mapVersion, List<Check> checks) {
        this.frameVersion = frameVersion;
        this.mapVersion = mapVersion;
        this.checks = List.copyOf(checks);
    }

    public List<Check> checks() {
        return checks;
    }

    /**
     * Checks every profiled direction total that {@code map} has groups for against {@code results}.
     *
     * @throws IllegalArgumentException when none of the profiles is such a total, or two results fit one benchmark
     */
    public static Validation of(List<Profiles.Profiled> profiles, List<Result> results, FrameTable table, PhaseMap map) {
        List<Check> checks = new ArrayList<>();
        for (Profiles.Profiled p : profiles) {
            Benchmark total = Benchmark.of(p.benchmark()).orElse(null);
            String stackId = p.params().get("stack");
            if (total == null || total.kind() != Benchmark.Kind.TOTAL || stackId == null) {
                continue;
            }
            for (StackId stack : StackId.values()) {
                List<PhaseMap.Group> groups = stack.id().equals(stackId) ? map.groups(stack, total.side()) : List.of();
                if (!groups.isEmpty()) {
                    checks.add(check(p, stack, total, groups, results, table));
                }
            }
        }
        if (checks.isEmpty()) {
            throw new IllegalArgumentException("no profile of a direction total (" + Benchmark.INBOUND_TOTAL + ", " + Benchmark.OUTBOUND_TOTAL + ") of a stack the phase map "
                    + "has groups for (" + String.join(", ", map.groups().stream().map(g -> g.stack().id()).distinct().toList()) + ")");
        }
        checks.sort(Comparator.comparing((Check c) -> c.stack().ordinal()).thenComparing(c -> c.side().ordinal())
                .thenComparing(c -> c.params().toString()));
        return new Validation(table.version(), map.version(), checks);
    }

    private static Check check(Profiles.Profiled p, StackId stack, Benchmark total, List<PhaseMap.Group> groups, List<Result> results,
            FrameTable table) {
        Side side = total.side();
        Map<String, Map<Part, Long>> crossed = new LinkedHashMap<>();
        long all = 0;
        long beside = 0;
        long collector = 0;
        for (Collapsed.Stack s : p.profile().stacks()) {
            all += s.samples();
            Part part = table.partOf(s.frames());
            if (part != null && PhaseMap.BESIDE.contains(part)) {
                beside += s.samples();
                collector += part == Part.COLLECTOR ? s.samples() : 0;
                continue;
            }
            PhaseMap.Group framed = PhaseMap.framedGroup(groups, s.frames());
            crossed.computeIfAbsent(framed == null ? UNFRAMED : framed.name(), k -> new HashMap<>()).merge(part, s.samples(), Long::sum);
        }
        long n = all - beside;
        Map<String, Long> byGroup = new HashMap<>();
        Map<String, Long> byFrame = new HashMap<>();
        long unmapped = 0;
        for (Map.Entry<String, Map<Part, Long>> f : crossed.entrySet()) {
            for (Map.Entry<Part, Long> e : f.getValue().entrySet()) {
                PhaseMap.Group g = e.getKey() == null ? null : PhaseMap.groupOf(groups, e.getKey());
                if (g == null) {
                    unmapped += e.getValue();
                } else {
                    byGroup.merge(g.name(), e.getValue(), Long::sum);
                }
                byFrame.merge(f.getKey(), e.getValue(), Long::sum);
            }
        }
        Double sumOverTotal = null;
        double sum = 0;
        List<double[]> means = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        Set<String> units = new TreeSet<>();
        for (PhaseMap.Group g : groups) {
            double mean = 0;
            double variance = 0;
            for (PhaseMap.Term t : g.terms()) {
                Result r = result(t.benchmark(), side, p.params(), results);
                if (r == null) {
                    missing.add(t.benchmark().shortName());
                    continue;
                }
                units.add(r.unit());
                mean += t.minus() ? -r.score() : r.score();
                variance += r.error() * r.error();
            }
            means.add(new double[] {mean, Math.sqrt(variance)});
            sum += mean;
        }
        if (!missing.isEmpty()) {
            return new Check(stack, side, p.params(), List.of(), n, beside, all, collector, unmapped, null, crossed, null,
                    String.join(", ", missing.stream().distinct().toList()));
        }
        if (units.size() > 1) {
            throw new IllegalArgumentException("the phases of " + stack.id() + " " + side.id() + " " + p.params() + " are in different units "
                    + units + ": give results of one time unit");
        }
        Result totalResult = result(total, side, p.params(), results);
        if (totalResult != null) {
            sumOverTotal = sum / totalResult.score();
        }
        double errorSquares = means.stream().mapToDouble(m -> m[1] * m[1]).sum();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            PhaseMap.Group g = groups.get(i);
            double mean = means.get(i)[0];
            double error = means.get(i)[1];
            double share = mean / sum;
            // first order: the group's own error moves its share by (1 − share), every other group's by share
            double others = errorSquares - error * error;
            double shareError = Math.sqrt(Math.pow((1 - share) * error, 2) + share * share * others) / sum;
            long k = byGroup.getOrDefault(g.name(), 0L);
            double attributed = n == 0 ? 0 : k / (double) n;
            double half = n == 0 ? 0 : Z95 * Math.sqrt(attributed * (1 - attributed) / n);
            double framed = n == 0 ? 0 : byFrame.getOrDefault(g.name(), 0L) / (double) n;
            rows.add(new Row(g, mean, error, share, shareError, k, attributed, half, framed));
        }
        return new Check(stack, side, p.params(), rows, n, beside, all, collector, unmapped, sumOverTotal, crossed, units.iterator().next(),
                null);
    }

    /** The one result of {@code benchmark} that fits the profiled trial, its {@code side} (Conversion's) the side checked. */
    private static Result result(Benchmark benchmark, Side side, Map<String, String> trial, List<Result> results) {
        return Profiles.fitting(benchmark.shortName(), trial, side.id(), results);
    }

    /** Whether every group of every checked combination is within the tolerance, and none lacked its phases. */
    public boolean allWithin() {
        return checks.stream().allMatch(c -> c.missing() == null && c.rows().stream().allMatch(Row::within));
    }

    /** The validation page: a summary, a table per combination, and for each miss a reason. */
    public String markdown(List<String> sources) {
        StringBuilder s = new StringBuilder("# Attribution validated against the isolated phases\n\n");
        long groups = checks.stream().mapToLong(c -> c.rows().size()).sum();
        long within = checks.stream().flatMap(c -> c.rows().stream()).filter(Row::within).count();
        long unchecked = checks.stream().filter(c -> c.missing() != null).count();
        s.append(String.format(Locale.ROOT, "Frame table version %d, phase map version %d, tolerance ±%.0f pp. "
                + "**%d of %d groups within**%s.%n%n", frameVersion, mapVersion, TOLERANCE_PP, within, groups,
                unchecked == 0 ? "" : "; " + unchecked + " combination(s) lack isolated phases"));
        s.append("""
                A group's **isolated** share is its mean over the sum of the side's phase means (± first order from JMH's \
                99.9% errors); its **attributed** share is its samples over the profile's samples less `collector` and \
                `other` (± the binomial 95% floor), unmapped samples left in. **Framed** is the share by the suite's own \
                frames that mark each phase: framed ≠ isolated is an isolation effect, attributed ≠ framed a mapping error.
                """);
        s.append("\nInputs: ").append(String.join(", ", sources.stream().map(x -> "`" + x + "`").toList())).append("\n");
        List<String> reasons = new ArrayList<>();
        for (Check c : checks) {
            String title = title(c);
            s.append("\n## ").append(title).append("\n\n");
            if (c.missing() != null) {
                s.append("Not checked: no isolated result of ").append(c.missing()).append(" for these parameters.\n");
                continue;
            }
            s.append(String.format(Locale.ROOT, "%,d samples; %,d beside the phases (collector, JIT, JMH) left out; %,d unmapped "
                    + "(%.1f%%)%s.%n%n", c.all(), c.beside(), c.unmapped(), pct(c.unmapped(), c.samples()),
                    c.sumOverTotal() == null ? "" : String.format(Locale.ROOT, "; Σ phases ÷ total %.2f", c.sumOverTotal())));
            s.append("| group | isolated benchmarks | mean (").append(c.unit()).append(") | isolated | attributed | difference | framed | within ±5 pp |\n");
            s.append("|---|---|---:|---:|---:|---:|---:|---|\n");
            for (Row r : c.rows()) {
                s.append(String.format(Locale.ROOT, "| %s | %s | %,.1f ± %,.1f | %.1f%% ± %.1f | %.1f%% ± %.1f | %+.1f pp | %.1f%% | %s |%n",
                        r.group().name(), r.group().formula(), r.mean(), r.meanError(), 100 * r.isolated(), 100 * r.isolatedError(),
                        100 * r.attributed(), 100 * r.halfWidth(), r.differencePp(), 100 * r.framed(), r.within() ? "yes" : "**no**"));
                if (!r.within()) {
                    reasons.add(reason(title, c, r));
                }
            }
            s.append(String.format(Locale.ROOT, "| %s | — | | | %.1f%% | | %.1f%% | |%n", UNMAPPED, pct(c.unmapped(), c.samples()),
                    pct(c.crossed().getOrDefault(UNFRAMED, Map.of()).values().stream().mapToLong(Long::longValue).sum(), c.samples())));
        }
        if (!reasons.isEmpty()) {
            s.append("\n## Why the misses miss\n");
            reasons.forEach(r -> s.append('\n').append(r));
        }
        return s.toString();
    }

    private static String title(Check c) {
        Map<String, String> rest = new TreeMap<>(c.params());
        rest.remove("stack");
        return c.stack().id() + " " + c.side().id() + ", " + rest.getOrDefault("profile", "?") + " " + rest.getOrDefault("workload", "?")
                + " (" + String.join(", ", rest.entrySet().stream().filter(e -> !e.getKey().equals("profile") && !e.getKey().equals("workload"))
                        .map(e -> e.getKey() + "=" + e.getValue()).toList()) + ")";
    }

    /** Why one group missed: which comparison fails, and the parts that crossed into or out of it. */
    private static String reason(String title, Check c, Row r) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "**%s, %s**: attributed %.1f%%, isolated %.1f%%, framed %.1f%%.", title, r.group().name(),
                100 * r.attributed(), 100 * r.isolated(), 100 * r.framed()));
        double mapping = 100 * (r.attributed() - r.framed());
        double isolation = 100 * (r.framed() - r.isolated());
        long unframed = c.crossed().getOrDefault(UNFRAMED, Map.of()).values().stream().mapToLong(Long::longValue).sum();
        if (unframed > c.samples() / 2) {
            s.append(String.format(Locale.ROOT, " The frames that mark the phases match only %.1f%% of the samples, so framed "
                    + "says little: check the frame column of phase-parts.tsv against the profile.", 100 - pct(unframed, c.samples())));
        }
        if (Math.abs(mapping) > TOLERANCE_PP) {
            s.append(String.format(Locale.ROOT, " Mapping (%+.1f pp): the parts give this group work of other phases, or its work to "
                    + "others.", mapping));
        }
        if (Math.abs(isolation) > TOLERANCE_PP) {
            s.append(String.format(Locale.ROOT, " Isolation (%+.1f pp): inside the total the phase takes another share than its "
                    + "mean alone gives (JIT, caches and allocation differ between a phase alone and the pass)%s.", isolation,
                    c.sumOverTotal() == null ? "" : String.format(Locale.ROOT, "; Σ phases ÷ total is %.2f", c.sumOverTotal())));
        }
        if (c.collector() > COLLECTOR_NOTE * c.all()) {
            s.append(String.format(Locale.ROOT, " The collector took %.1f%% of all samples, which the isolated means carry as pauses "
                    + "and the attributed shares leave out.", pct(c.collector(), c.all())));
        }
        List<String> out = new ArrayList<>();
        List<String> in = new ArrayList<>();
        Map<String, Map<String, Long>> flows = new TreeMap<>();
        for (Map.Entry<String, Map<Part, Long>> f : c.crossed().entrySet()) {
            for (Map.Entry<Part, Long> e : f.getValue().entrySet()) {
                PhaseMap.Group g = e.getKey() == null ? null : PhaseMap.groupOf(c.rows().stream().map(Row::group).toList(), e.getKey());
                String to = g == null ? UNMAPPED : g.name();
                if (f.getKey().equals(r.group().name()) != to.equals(r.group().name())) {
                    flows.computeIfAbsent(f.getKey() + "\t" + to, k -> new TreeMap<>()).merge(
                            e.getKey() == null ? "unattributed" : e.getKey().id(), e.getValue(), Long::sum);
                }
            }
        }
        flows.entrySet().stream().sorted(Comparator.comparingLong((Map.Entry<String, Map<String, Long>> e) -> -sum(e.getValue())))
                .limit(4).forEach(e -> {
                    String[] ft = e.getKey().split("\t");
                    String parts = String.join(", ", e.getValue().entrySet().stream()
                            .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(3)
                            .map(x -> String.format(Locale.ROOT, "%s %.1f pp", x.getKey(), pct(x.getValue(), c.samples()))).toList());
                    String line = String.format(Locale.ROOT, "%.1f pp framed in %s, attributed to %s (%s)", pct(sum(e.getValue()), c.samples()),
                            ft[0], ft[1], parts);
                    (ft[0].equals(r.group().name()) ? out : in).add(line);
                });
        if (!out.isEmpty()) {
            s.append(" Out of it: ").append(String.join("; ", out)).append('.');
        }
        if (!in.isEmpty()) {
            s.append(" Into it: ").append(String.join("; ", in)).append('.');
        }
        return s.append('\n').toString();
    }

    private static long sum(Map<?, Long> m) {
        return m.values().stream().mapToLong(Long::longValue).sum();
    }

    private static double pct(long k, long n) {
        return n == 0 ? 0 : 100.0 * k / n;
    }
}
