package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.math3.distribution.FDistribution;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;

/**
 * Two JMH results, benchmark by benchmark: the ratio of the new score to the base score with a
 * 95% confidence interval from a bootstrap of the raw samples, and a verdict. JMH's scoreError
 * intervals are not used: their overlap misses large regressions on noisy machines.
 *
 * <p>The bootstrap resamples forks with replacement, then iterations within each drawn fork, on
 * both sides, and takes the ratio of the two means; fork-to-fork variance (JIT, memory layout) is
 * the larger part of the noise and is kept that way. The interval is an expanded percentile
 * interval (see {@link #tail}), as wide as a t-interval for the few forks a run has. A fixed seed
 * makes every run of a comparison print the same interval.
 *
 * <p>A benchmark that is {@linkplain Steadiness not steady} on either side gets no verdict: its mean
 * depends on how long it was measured, so a ratio of two such means says nothing about the code.
 * Measured by turns, neither does one whose ratio, pair of iterations by pair, still trends. One whose
 * JIT was still compiling while it measured on either side, where the result files carry the harness's
 * record of it ({@link JitWork}), gets its own "still compiling" verdict: its code was still changing.
 * Everything is read from the two results alone, so every tool that compares two files ({@link #of})
 * gives the same verdicts on them.
 */
public final class Comparison {
    public enum Verdict {
        FASTER("faster"), SLOWER("slower"), SAME("no difference"), UNKNOWN("too few samples"),
        NOT_STEADY("no verdict: not steady"),
        /** A fork on either side whose JIT compiled for more than {@link JitWork#STILL_COMPILING} of its measured span. */
        STILL_COMPILING("no verdict: still compiling"),
        /** The two sides ran on different machines (shards of a merged run): the ratio measures the machines too. */
        CROSS_MACHINE("no verdict: different machines"),
        /** Compared within groups ({@link #withinGroups}), and no other steady result of its group to compare against. */
        ALONE("no verdict: alone in its group");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One benchmark in both files. {@code ratio} is new ÷ base of the score, {@code low}–{@code high}
     * its interval; {@code cost} is the same as a time ratio (above 1 is slower), whatever the mode.
     * {@code why} says which side was not steady or still compiling, and how, for {@link Verdict#NOT_STEADY} and
     * {@link Verdict#STILL_COMPILING}; else empty.
     * {@code moved} names a side whose first and last iterations are more than {@link Steadiness#SETTLED}
     * apart ({@code base rises 12.3% from its first iteration to its last}); else empty.
     */
    public record Row(String benchmark, String mode, Map<String, String> params, double base, double fresh,
            String unit, double ratio, double low, double high, double cost, Verdict verdict, String why, String moved) {
    }

    private final List<Row> rows = new ArrayList<>();
    private final List<String> onlyInBase = new ArrayList<>();
    private final List<String> onlyInNew = new ArrayList<>();
    private final double threshold;
    private final boolean paired;
    private final boolean relative;
    private final List<Allocation> allocations;

    /** How the two files' forks ran: one after the other, or the k-th forks of both together, by turns. */
    public enum Pairing {
        /** Forks one after the other: the sides are compared unpaired, by a bootstrap. */
        NONE,
        /**
         * The k-th forks of both sides measured together, by turns ({@code ab --order turns}): iteration k of one
         * side ran just before or after iteration k of the other, so the ratio is taken pair by pair (see
         * {@link #pairedInterval}). A slow change of the machine's speed falls on both iterations of a pair and
         * cancels; what is left is the noise of the pairs themselves.
         */
        FORKS
    }

    /**
     * The verdict on every benchmark of two result files, time and allocation: what {@code ab}, {@code compare} and
     * {@code history} all give.
     *
     * @param threshold the smallest change, in percent, that counts as faster or slower
     * @throws IllegalArgumentException when a benchmark is in both files but in no common mode, in units that do
     *         not convert, or, paired, with unequal numbers of forks
     */
    public static Comparison of(List<Result> base, List<Result> fresh, double threshold, Pairing pairing) {
        return new Comparison(base, fresh, threshold, pairing == Pairing.FORKS);
    }

    private Comparison(List<Result> base, List<Result> fresh, double threshold, boolean paired) {
        this.threshold = threshold;
        this.paired = paired;
        this.relative = false;
        this.allocations = Allocation.compare(base, fresh);
        Map<String, Result> baseByKey = byKey(base);
        Map<String, Result> newByKey = byKey(fresh);
        Map<String, String> baseModes = modes(base);
        Map<String, String> newModes = modes(fresh);
        for (Map.Entry<String, String> e : baseModes.entrySet()) {
            String theirs = newModes.get(e.getKey());
            if (theirs != null && Arrays.stream(e.getValue().split(",")).noneMatch(m -> theirs.contains(m))) {
                throw new IllegalArgumentException("mismatched modes for " + e.getKey() + ": base " + e.getValue()
                        + ", new " + theirs);
            }
        }
        for (Map.Entry<String, Result> e : baseByKey.entrySet()) {
            Result n = newByKey.get(e.getKey());
            if (n == null) {
                onlyInBase.add(label(e.getValue()) + " (" + e.getValue().mode() + ")");
            } else {
                rows.add(row(e.getValue(), n));
            }
        }
        for (Map.Entry<String, Result> e : newByKey.entrySet()) {
            if (!baseByKey.containsKey(e.getKey())) {
                onlyInNew.add(label(e.getValue()) + " (" + e.getValue().mode() + ")");
            }
        }
    }

    private Comparison(Comparison of, List<Row> rows) {
        this.threshold = of.threshold;
        this.paired = of.paired;
        this.relative = true;
        this.allocations = of.allocations;
        this.rows.addAll(rows);
        this.onlyInBase.addAll(of.onlyInBase);
        this.onlyInNew.addAll(of.onlyInNew);
    }

    /**
     * The same comparison net of what moved a whole group: each row's ratio and interval divided by the geometric
     * mean ratio of the other steady rows of its group ({@code group} names a row's), and its verdict taken again.
     * What is left is how a result moved against the results it is compared with inside one run (a stack against
     * the others, a phase against its total), which is what every tool's ratios are made of; a change of the
     * machine's speed between the two runs, common to the group, cancels. The others' mean is taken as exact: it
     * averages many rows, each with its own interval. A row with no other steady row in its group gets no verdict.
     */
    public Comparison withinGroups(Function<Row, String> group) {
        Map<String, List<Row>> steady = rows.stream().filter(Comparison::judged)
                .collect(Collectors.groupingBy(group, LinkedHashMap::new, Collectors.toList()));
        List<Row> relative = new ArrayList<>();
        for (Row r : rows) {
            List<Row> others = steady.getOrDefault(group.apply(r), List.of()).stream().filter(o -> o != r).toList();
            if (!judged(r)) {
                relative.add(r);
            } else if (others.isEmpty()) {
                relative.add(new Row(r.benchmark(), r.mode(), r.params(), r.base(), r.fresh(), r.unit(), r.ratio(), r.low(),
                        r.high(), r.cost(), Verdict.ALONE, "group " + group.apply(r), r.moved()));
            } else {
                double shift = Math.exp(others.stream().mapToDouble(o -> Math.log(o.ratio())).average().orElseThrow());
                double ratio = r.ratio() / shift;
                double cost = r.mode().equals("thrpt") ? 1 / ratio : ratio;
                relative.add(new Row(r.benchmark(), r.mode(), r.params(), r.base(), r.fresh(), r.unit(), ratio,
                        r.low() / shift, r.high() / shift, cost, verdict(r.low() / shift, r.high() / shift, cost), "", r.moved()));
            }
        }
        return new Comparison(this, relative);
    }

    /** A row with an interval from steady results on one machine: one that can have a verdict. */
    private static boolean judged(Row r) {
        return r.verdict() == Verdict.SAME || r.verdict() == Verdict.FASTER || r.verdict() == Verdict.SLOWER;
    }

    private Verdict verdict(double low, double high, double cost) {
        boolean significant = low > 1 || high < 1;
        return !significant ? Verdict.SAME
                : cost > 1 + threshold / 100 ? Verdict.SLOWER
                : cost < 1 - threshold / 100 ? Verdict.FASTER
                : Verdict.SAME;
    }

    public List<Row> rows() {
        return rows;
    }

    /** Bytes per operation, base against new, for the benchmarks whose results carry them on both sides ({@code -prof gc}). */
    public List<Allocation> allocations() {
        return allocations;
    }

    public List<String> onlyInBase() {
        return onlyInBase;
    }

    public List<String> onlyInNew() {
        return onlyInNew;
    }

    public boolean anySlower() {
        return rows.stream().anyMatch(r -> r.verdict() == Verdict.SLOWER);
    }

    private Row row(Result base, Result fresh) {
        double factor = unitFactor(fresh.unit(), base.unit(), base);
        List<List<Double>> b = base.forks().stream().filter(f -> !f.isEmpty()).toList();
        List<List<Double>> n = fresh.forks().stream().filter(f -> !f.isEmpty()).toList();
        boolean higherIsBetter = base.mode().equals("thrpt");
        String moved = Stream.of(moved("base", base), moved("new", fresh)).filter(m -> !m.isEmpty())
                .collect(Collectors.joining("; "));
        if (b.isEmpty() || n.isEmpty() || Stats.units(b, n) < 2) {
            double ratio = fresh.score() * factor / base.score();
            return new Row(base.benchmark(), base.mode(), base.params(), base.score(), fresh.score() * factor, base.unit(),
                    ratio, Double.NaN, Double.NaN, higherIsBetter ? 1 / ratio : ratio, Verdict.UNKNOWN, "", moved);
        }
        if (paired && (b.size() != n.size() || b.size() < 2)) {
            throw new IllegalArgumentException("a paired comparison needs the same number of forks on both sides, at least"
                    + " 2; " + label(base) + " has " + b.size() + " in base and " + n.size() + " in new");
        }
        double[] interval = paired ? pairedInterval(b, n, factor) : bootstrapInterval(b, n, factor);
        double ratio = interval[0];
        double low = interval[1];
        double high = interval[2];
        double cost = higherIsBetter ? 1 / ratio : ratio;
        String compiling = String.join(" ", Stream.of(JitWork.stillCompiling("base", base), JitWork.stillCompiling("new", fresh))
                .filter(w -> !w.isEmpty()).toList());
        String unsteady = unsteady("base", base) + unsteady("new", fresh) + (paired ? apart(b, n) : "");
        boolean crossing = !base.sameMachine(fresh);
        String why = !compiling.isEmpty() ? compiling + (unsteady.isEmpty() ? "" : "; " + unsteady)
                : !unsteady.isEmpty() ? unsteady : crossing ? "base ran on " + base.machine() + ", new on " + fresh.machine() : "";
        Verdict verdict = !compiling.isEmpty() ? Verdict.STILL_COMPILING
                : !unsteady.isEmpty() ? Verdict.NOT_STEADY
                : crossing ? Verdict.CROSS_MACHINE
                : verdict(low, high, cost);
        return new Row(base.benchmark(), base.mode(), base.params(), base.score(), fresh.score() * factor, base.unit(),
                ratio, low, high, cost, verdict, why.strip(), moved);
    }

    /**
     * {@code fresh} ÷ {@code base} with the interval an unpaired comparison gives it: what the report
     * draws on a bar that is a ratio. NaN bounds when either side has fewer than two units.
     */
    public static Interval ratio(Result base, Result fresh) {
        List<List<Double>> b = base.forks().stream().filter(f -> !f.isEmpty()).toList();
        List<List<Double>> n = fresh.forks().stream().filter(f -> !f.isEmpty()).toList();
        double factor = unitFactor(fresh.unit(), base.unit(), base);
        if (b.isEmpty() || n.isEmpty() || Stats.units(b, n) < 2) {
            return new Interval(fresh.score() * factor / base.score(), Double.NaN, Double.NaN);
        }
        double[] interval = bootstrapInterval(b, n, factor);
        return new Interval(interval[0], interval[1], interval[2]);
    }

    /** Ratio of means, and the expanded percentile bootstrap interval (forks, then iterations). */
    private static double[] bootstrapInterval(List<List<Double>> b, List<List<Double>> n, double factor) {
        double[] bounds = Stats.bootstrap(random -> factor * Stats.resampledMean(n, random) / Stats.resampledMean(b, random),
                Stats.units(b, n));
        return new double[] {factor * Stats.meanOfAll(n) / Stats.meanOfAll(b), bounds[0], bounds[1]};
    }

    /**
     * The paired estimate: d = log(new ÷ base) of each pair of iterations measured one after the other
     * (iteration k of fork j on both sides), the ratio exp(mean d), and a 95% t-interval. The pairs of
     * forks are the blocks of a one-way random-effects model, d = μ + u_j + e_jk: if the forks' means
     * of d differ no more than their iterations explain (F = MS_between ÷ MS_within below its 75%
     * quantile, Bancroft's "sometimes pool" rule, so a fork effect is pooled only when it is not even
     * weakly there), every pair of iterations counts; otherwise only the forks' means count, with n − 1
     * degrees of freedom. Neighbouring pairs of iterations are not independent (the machine's speed
     * drifts across a few iterations), so when the pooled lag-1 autocorrelation ρ of the residuals
     * within forks is positive, both the F statistic and the pooled variance of the mean use the
     * AR(1) variance inflation (1 + ρ) ÷ (1 − ρ), and the pooled interval has the effective number of
     * pairs, nm ÷ inflation, less one, as its degrees of freedom. Forks of unequal length are taken by
     * their means only.
     */
    private static double[] pairedInterval(List<List<Double>> b, List<List<Double>> n, double factor) {
        int forks = b.size();
        int m = b.get(0).size();
        boolean balanced = true;
        for (int j = 0; j < forks; j++) {
            balanced &= b.get(j).size() == m && n.get(j).size() == m;
        }
        if (!balanced || m < 2) {
            double[] logs = new double[forks];
            for (int j = 0; j < forks; j++) {
                logs[j] = Math.log(factor * Stats.mean(n.get(j)) / Stats.mean(b.get(j)));
            }
            double grand = Arrays.stream(logs).average().orElseThrow();
            double ss = Arrays.stream(logs).map(x -> (x - grand) * (x - grand)).sum();
            return interval(grand, Math.sqrt(ss / (forks - 1) / forks), forks - 1);
        }
        double[][] d = new double[forks][m];
        double grand = 0;
        for (int j = 0; j < forks; j++) {
            for (int k = 0; k < m; k++) {
                d[j][k] = Math.log(factor * n.get(j).get(k) / b.get(j).get(k));
                grand += d[j][k] / (forks * m);
            }
        }
        double between = 0;
        double within = 0;
        double lagged = 0;
        for (int j = 0; j < forks; j++) {
            double fork = Arrays.stream(d[j]).average().orElseThrow();
            between += m * (fork - grand) * (fork - grand);
            for (int k = 0; k < m; k++) {
                within += (d[j][k] - fork) * (d[j][k] - fork);
                if (k > 0) {
                    lagged += (d[j][k] - fork) * (d[j][k - 1] - fork);
                }
            }
        }
        int dfBetween = forks - 1;
        int dfWithin = forks * (m - 1);
        double inflation = inflation(within == 0 ? 0 : lagged / within);
        double f = within == 0 ? Double.POSITIVE_INFINITY : (between / dfBetween) / (within / dfWithin) / inflation;
        boolean pool = f < new FDistribution(dfBetween, dfWithin).inverseCumulativeProbability(0.75);
        int units = forks * m;
        int effective = Math.max(forks, (int) Math.floor(units / inflation));
        return pool ? interval(grand, Math.sqrt((between + within) / (units - 1) * inflation / units), effective - 1)
                : interval(grand, Math.sqrt(between / dfBetween / units), dfBetween);
    }

    /**
     * The variance inflation of a mean of AR(1) values with lag-1 autocorrelation {@code rho}: 1 when
     * it is not positive (never narrower than independent pairs), (1 + ρ) ÷ (1 − ρ) otherwise.
     */
    static double inflation(double rho) {
        double r = Math.min(rho, 0.95);
        return r <= 0 ? 1 : (1 + r) / (1 - r);
    }

    private static double[] interval(double logMean, double standardError, int degrees) {
        double half = Stats.t(degrees, 0.95) * standardError;
        return new double[] {Math.exp(logMean), Math.exp(logMean - half), Math.exp(logMean + half)};
    }

    /** {@code "base not steady (falls 8.0% …) "} when that side's iterations still trend, else empty. */
    private static String unsteady(String side, Result r) {
        Steadiness.Verdict v = Steadiness.of(r);
        return v.state() == Steadiness.State.NOT_STEADY ? side + " " + v.describe() + " " : "";
    }

    /**
     * {@code "the pairs' ratio not steady (rises 3.1% …) "} when new ÷ base, iteration by iteration of
     * forks measured by turns, still trends: the two sides are moving apart while measured (one still
     * warming up, or a change that shows late), which each side's own test can miss where the
     * machine's wander, shared by both and cancelled in the ratio, hides it. Empty otherwise, and for
     * forks of unequal length.
     */
    private static String apart(List<List<Double>> b, List<List<Double>> n) {
        List<List<Double>> ratios = new ArrayList<>();
        for (int j = 0; j < b.size(); j++) {
            if (b.get(j).size() != n.get(j).size()) {
                return "";
            }
            List<Double> fork = new ArrayList<>();
            for (int k = 0; k < b.get(j).size(); k++) {
                fork.add(n.get(j).get(k) / b.get(j).get(k));
            }
            ratios.add(fork);
        }
        Steadiness.Verdict v = Steadiness.of(ratios);
        return v.state() == Steadiness.State.NOT_STEADY ? "the pairs' ratio " + v.describe() + " " : "";
    }

    /** {@code "base rises 12.3% from its first iteration to its last"} beyond {@link Steadiness#SETTLED}, else empty. */
    private static String moved(String side, Result r) {
        return Math.abs(Steadiness.firstToLast(r.forks())) > Steadiness.SETTLED
                ? side + " " + Steadiness.describeFirstToLast(r) : "";
    }

    /**
     * {@code Inbound.total stack=rampart …: base rises 12.3% from its first iteration to its last}: each benchmark in
     * both files whose first and last iterations are more than {@link Steadiness#SETTLED} apart on a side.
     */
    public List<String> unsettled() {
        return rows.stream().filter(r -> !r.moved().isEmpty())
                .map(r -> Result.name(r.benchmark()) + (r.params().isEmpty() ? "" : " " + params(r.params())) + ": " + r.moved())
                .toList();
    }

    /** What one {@code fresh} unit is in {@code base} units: us/op against ms/op, ops/s against ops/ms. */
    private static double unitFactor(String fresh, String base, Result r) {
        if (fresh.equals(base)) {
            return 1;
        }
        double f = seconds(fresh);
        double b = seconds(base);
        if (Double.isNaN(f) || Double.isNaN(b) || fresh.startsWith("ops/") != base.startsWith("ops/")) {
            throw new IllegalArgumentException("units do not convert for " + label(r) + ": base " + base + ", new " + fresh);
        }
        return fresh.startsWith("ops/") ? b / f : f / b;
    }

    private static double seconds(String unit) {
        String time = unit.startsWith("ops/") ? unit.substring(4) : unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : "";
        return switch (time) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "s" -> 1;
            case "min" -> 60;
            default -> Double.NaN;
        };
    }

    private static Map<String, Result> byKey(List<Result> results) {
        Map<String, Result> map = new LinkedHashMap<>();
        for (Result r : results) {
            map.put(label(r) + " " + r.mode(), r);
        }
        return map;
    }

    private static Map<String, String> modes(List<Result> results) {
        return results.stream().collect(Collectors.toMap(Comparison::label, Result::mode, (a, b) -> a + "," + b,
                LinkedHashMap::new));
    }

    private static String label(Result r) {
        return r.benchmark() + (r.params().isEmpty() ? "" : " " + params(r.params()));
    }

    private static String params(Map<String, String> params) {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }

    /** A Markdown table, the benchmarks present in only one file, and a summary line. */
    public String markdown() {
        StringBuilder s = new StringBuilder();
        s.append("| benchmark | params | mode | base | new | unit | new ÷ base | 95% CI | verdict |\n");
        s.append("|---|---|---|---:|---:|---|---:|---|---|\n");
        for (Row r : rows) {
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %.3f | %s | %s |%n", Result.name(r.benchmark()),
                    params(r.params()), r.mode(), number(r.base()), number(r.fresh()), r.unit(), r.ratio(),
                    Double.isNaN(r.low()) ? "–" : String.format(Locale.ROOT, "%.3f–%.3f", r.low(), r.high()),
                    r.verdict() == Verdict.SAME || r.verdict() == Verdict.UNKNOWN ? r.verdict().label()
                            : r.verdict() == Verdict.NOT_STEADY || r.verdict() == Verdict.STILL_COMPILING
                                    || r.verdict() == Verdict.CROSS_MACHINE || r.verdict() == Verdict.ALONE
                                    ? r.verdict().label() + ": " + r.why()
                            : String.format(Locale.ROOT, "**%s** (%+.1f%% time)", r.verdict().label(), 100 * (r.cost() - 1))));
        }
        List<String> unsettled = unsettled();
        if (!unsettled.isEmpty()) {
            s.append(String.format(Locale.ROOT, "%nMore than %.0f%% apart from the first tenth of the measurement iterations to the last"
                    + " (at least one iteration; mean over the forks; the trend test decides the verdict, but the suite's pages do not quote these):%n",
                    100 * Steadiness.SETTLED));
            for (String u : unsettled) {
                s.append("\n- ").append(u);
            }
            s.append('\n');
        }
        for (String b : onlyInBase) {
            s.append("\nonly in base: ").append(b);
        }
        for (String n : onlyInNew) {
            s.append("\nonly in new: ").append(n);
        }
        if (!onlyInBase.isEmpty() || !onlyInNew.isEmpty()) {
            s.append('\n');
        }
        s.append(Allocation.markdown(allocations));
        s.append('\n').append(summary()).append('\n');
        return s.toString();
    }

    public String summary() {
        long slower = rows.stream().filter(r -> r.verdict() == Verdict.SLOWER).count();
        long faster = rows.stream().filter(r -> r.verdict() == Verdict.FASTER).count();
        long unknown = rows.stream().filter(r -> r.verdict() == Verdict.UNKNOWN).count();
        long moving = rows.stream().filter(r -> r.verdict() == Verdict.NOT_STEADY).count();
        long compiling = rows.stream().filter(r -> r.verdict() == Verdict.STILL_COMPILING).count();
        long crossing = rows.stream().filter(r -> r.verdict() == Verdict.CROSS_MACHINE).count();
        long alone = rows.stream().filter(r -> r.verdict() == Verdict.ALONE).count();
        return String.format(Locale.ROOT,
                "%d compared%s: %d slower, %d faster, %d no difference%s%s%s%s%s (threshold %s%%, %s); %d only in base, %d only in new",
                rows.size(), relative ? " within their groups (each ratio divided by the geometric mean ratio of the"
                        + " other steady results of its group)" : "",
                slower, faster, rows.size() - slower - faster - unknown - moving - compiling - crossing - alone,
                unknown == 0 ? "" : ", " + unknown + " with too few samples",
                moving == 0 ? "" : ", " + moving + " without a verdict because not steady",
                compiling == 0 ? "" : ", " + compiling + " without a verdict because still compiling",
                crossing == 0 ? "" : ", " + crossing + " without a verdict because measured on different machines",
                alone == 0 ? "" : ", " + alone + " without a verdict because alone in their group",
                number(threshold),
                paired ? "95% t-interval of the log ratios of iterations measured in turn, over the iterations when the"
                        + " forks differ no more than their iterations explain (counted as fewer when neighbours correlate),"
                        + " else over the forks' means; the ratio is their geometric mean"
                        : "95% bootstrap interval of the ratio of means, forks then iterations resampled, " + Stats.RESAMPLES
                        + " resamples",
                onlyInBase.size(), onlyInNew.size());
    }

    private static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e6) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.1f" : Math.abs(v) >= 1 ? "%.3f" : "%.4g", v);
    }
}
