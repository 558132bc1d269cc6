package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.inference.TTest;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;

/**
 * Whether a result's measurement iterations show a steady level: the one definition every tool uses.
 *
 * <p>The test is the seasonal Mann–Kendall trend test (Hirsch, Slack and Smith 1982) with the forks
 * as seasons: within each fork, S counts the pairs of iterations that rise minus those that fall;
 * the forks' S and their variances (with the tie correction) add up, and Z = (S − sign S) / √var is
 * compared with the normal. It uses ranks only, so one slow iteration (a collection, a
 * de-optimisation) does not make a trend, and a level that differs between forks is no trend either.
 * The size of the trend is Sen's slope (the median of the within-fork pairwise slopes) times the
 * iterations it spans, relative to the median iteration.
 *
 * <p>The seasonal test assumes the forks share one trend. Where the machine's speed wanders over tens
 * of seconds, each fork carries a drift of its own, up and down, and pooling them as if they were one
 * trend measured many times flags a wander as a trend. So when the forks' own drifts differ more than
 * their iterations explain ({@link #heterogeneous}), the trend is judged against the forks' spread
 * instead: a t-test over the forks' drifts, k − 1 degrees of freedom, the forks and not the iterations
 * being the replicates of a trend. Forks that agree, and a single fork, are judged as before.
 *
 * <p>A result is <b>not steady</b> when its trend is both significant (two-sided p below
 * {@link #ALPHA}, strict because a run tests hundreds of results) and large: its level moves by more
 * than {@link #DRIFT} of itself across the measurement. Flat noise, however wide, is steady; a result
 * with fewer than three iterations in every fork, or too few in all for even a perfectly monotone
 * series to reach {@link #ALPHA} (one fork of five), cannot be tested and is <b>unknown</b>.
 */
public final class Steadiness {
    /** Two-sided significance level of the trend test. */
    public static final double ALPHA = 0.01;
    /** The smallest drift across the measurement iterations, relative to their level, that counts. */
    public static final double DRIFT = 0.02;
    /**
     * How far apart the first and the last tenth of the measurement iterations (each the mean over the
     * forks) may be, relative to the smaller, for a figure the suite's pages quote: see {@link #firstToLast}.
     */
    public static final double SETTLED = 0.10;
    private static final NormalDistribution NORMAL = new NormalDistribution();
    /** Two-sided one-sample t-test, k − 1 degrees of freedom: the forks' drifts against 0 where they differ. */
    private static final TTest T_TEST = new TTest();

    public enum State {
        STEADY("steady"), NOT_STEADY("not steady"), UNKNOWN("unknown: too few iterations to test");

        private final String label;

        State(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * The test's outcome: {@code drift} is the relative change of the level across the measurement
     * (Sen's slope × span ÷ median, negative when falling), {@code p} the two-sided p-value.
     */
    public record Verdict(State state, double drift, double p) {
        public boolean steady() {
            return state == State.STEADY;
        }

        /** {@code not steady (falls 12.3% across the iterations, p = 0.0004)}, or the state alone. */
        public String describe() {
            if (state != State.NOT_STEADY) {
                return state.label();
            }
            return String.format(Locale.ROOT, "not steady (%s %.1f%% across the iterations, p = %.2g)",
                    drift < 0 ? "falls" : "rises", 100 * Math.abs(drift), p);
        }
    }

    /** One fork's drift across its iterations, relative to its level, and that drift's standard error. */
    record ForkDrift(double drift, double error) {
    }

    private Steadiness() {
    }

    public static Verdict of(Result r) {
        return of(r.forks());
    }

    /** The verdict on per-fork series of measurement iterations, in order. */
    public static Verdict of(List<List<Double>> forks) {
        double s = 0;
        double variance = 0;
        List<Double> slopes = new ArrayList<>();
        List<Double> all = new ArrayList<>();
        int longest = 0;
        double most = 0;
        double untied = 0;
        List<ForkDrift> trends = new ArrayList<>();
        for (List<Double> fork : forks) {
            int n = fork.size();
            all.addAll(fork);
            longest = Math.max(longest, n);
            if (n < 3) {
                continue;
            }
            most += n * (n - 1) / 2.0;
            untied += n * (n - 1.0) * (2 * n + 5) / 18;
            List<Double> own = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    double d = fork.get(j) - fork.get(i);
                    s += Math.signum(d);
                    own.add(d / (j - i));
                }
            }
            slopes.addAll(own);
            double forkVariance = variance(fork);
            variance += forkVariance;
            if (forkVariance > 0) {
                trends.add(trend(own, forkVariance, (n - 1) / Stats.median(fork)));
            }
        }
        // a run whose most monotone series could not reach ALPHA (one fork of 5 iterations: p ≥ 0.017)
        // says nothing either way, so it is unknown, not steady
        if (longest < 3 || variance == 0 || pOf((most - 1) / Math.sqrt(untied)) >= ALPHA) {
            return new Verdict(State.UNKNOWN, Double.NaN, Double.NaN);
        }
        double p = heterogeneous(trends) ? T_TEST.tTest(0, trends.stream().mapToDouble(ForkDrift::drift).toArray())
                : pOf((s - Math.signum(s)) / Math.sqrt(variance));
        double level = Stats.median(all);
        double drift = Stats.median(slopes) * (longest - 1) / level;
        boolean trend = p < ALPHA && Math.abs(drift) > DRIFT;
        return new Verdict(trend ? State.NOT_STEADY : State.STEADY, drift, p);
    }

    /**
     * The move from the first tenth of the measurement iterations to the last tenth (at least one
     * iteration; {@link #window}), each the mean over the forks and over its iterations, relative to the
     * smaller (negative when falling; NaN with fewer than two iterations a fork). A cruder check than
     * the trend test, not part of the verdict. The suite's pages quote a figure only where it stays
     * within {@link #SETTLED} on both sides as well, which catches a level that moved in a step or at
     * one end of the measurement (a start still warming up), where a rank test over many iterations can
     * stay below its significance. With ten iterations or fewer a fork it compares single iterations;
     * with the regression preset's 50 turns of 200 ms it compares five, one second at each end: a single
     * turn varies by 5-10% on its own, so one turn a fork would flag flat noise as often as a move.
     */
    public static double firstToLast(List<List<Double>> forks) {
        List<List<Double>> measured = forks.stream().filter(f -> f.size() >= 2).toList();
        if (measured.isEmpty()) {
            return Double.NaN;
        }
        int k = window(measured);
        double first = measured.stream().mapToDouble(f -> Stats.mean(f.subList(0, k))).average().orElseThrow();
        double last = measured.stream().mapToDouble(f -> Stats.mean(f.subList(f.size() - k, f.size()))).average().orElseThrow();
        return (last - first) / Math.min(first, last);
    }

    /** The iterations a fork {@link #firstToLast} averages at each end: a tenth of the shortest fork's, at least one. */
    static int window(List<List<Double>> measured) {
        int shortest = measured.stream().mapToInt(List::size).min().orElseThrow();
        return Math.max(1, shortest / 10);
    }

    /** The results whose first and last measurement iterations are more than {@link #SETTLED} apart, in order. */
    public static List<Result> unsettled(List<Result> results) {
        return results.stream().filter(r -> Math.abs(firstToLast(r.forks())) > SETTLED).toList();
    }

    /** {@code rises 12.3% from its first iteration to its last}, or {@code … from its first 5 iterations to its last 5}. */
    public static String describeFirstToLast(Result r) {
        double move = firstToLast(r.forks());
        List<List<Double>> measured = r.forks().stream().filter(f -> f.size() >= 2).toList();
        int k = measured.isEmpty() ? 1 : window(measured);
        return String.format(Locale.ROOT, "%s %.1f%% from its %s", move < 0 ? "falls" : "rises", 100 * Math.abs(move),
                k == 1 ? "first iteration to its last" : "first " + k + " iterations to its last " + k);
    }

    /**
     * A fork's drift across its iterations and that drift's standard error: Sen's slope of its
     * {@code slopes} (all pairwise ones) and the half-width of its rank-based 95% interval (Gilbert
     * 1987: the slopes at ranks (N ∓ 1.96 √Var(S)) ÷ 2) over 1.96, both times {@code scale}, which
     * turns a slope per iteration into a drift across the fork relative to its level.
     */
    private static ForkDrift trend(List<Double> slopes, double varianceOfS, double scale) {
        double[] sorted = slopes.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int count = sorted.length;
        double c = 1.96 * Math.sqrt(varianceOfS);
        int lower = (int) Math.max(0, Math.min(count - 1, Math.round((count - c) / 2) - 1));
        int upper = (int) Math.max(0, Math.min(count - 1, Math.round((count + c) / 2)));
        return new ForkDrift(Stats.sortedMedian(sorted) * scale, (sorted[upper] - sorted[lower]) / (2 * 1.96) * scale);
    }

    /**
     * Whether the forks' drifts differ more than their own iterations explain: Cochran's Q, the
     * drifts' squared deviations from their weighted mean, weighted by 1 ÷ standard error², is χ² with
     * k − 1 degrees of freedom when every fork follows one trend (the homogeneity test of a
     * meta-analysis, as van Belle and Hughes 1984 ask of a seasonal Kendall test). Heterogeneous when
     * Q exceeds its 75% quantile: Bancroft's "sometimes pool" rule, as {@code Comparison} pools forks.
     * A standard error of 0 (a fork with no noise at all) counts as agreeing with every other fork.
     */
    static boolean heterogeneous(List<ForkDrift> trends) {
        int k = trends.size();
        if (k < 2 || trends.stream().anyMatch(t -> !(t.error() > 0))) {
            return false;
        }
        double weights = trends.stream().mapToDouble(t -> 1 / (t.error() * t.error())).sum();
        double mean = trends.stream().mapToDouble(t -> t.drift() / (t.error() * t.error())).sum() / weights;
        double q = trends.stream().mapToDouble(t -> (t.drift() - mean) * (t.drift() - mean) / (t.error() * t.error())).sum();
        return q > new ChiSquaredDistribution(k - 1).inverseCumulativeProbability(0.75);
    }

    /** The two-sided p of a standard normal Z. */
    private static double pOf(double z) {
        return 2 * NORMAL.cumulativeProbability(-Math.abs(z));
    }

    /** Var(S) of one series under no trend, corrected for tied values. */
    private static double variance(List<Double> series) {
        int n = series.size();
        double v = n * (n - 1.0) * (2 * n + 5);
        double[] sorted = series.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int i = 0;
        while (i < n) {
            int j = i;
            while (j + 1 < n && sorted[j + 1] == sorted[i]) {
                j++;
            }
            int t = j - i + 1;
            v -= t * (t - 1.0) * (2 * t + 5);
            i = j + 1;
        }
        return v / 18;
    }

    /** The results of a run that are not steady, in the run's order. */
    public static List<Result> notSteady(List<Result> results) {
        return results.stream().filter(r -> of(r).state() == State.NOT_STEADY).toList();
    }

    /**
     * {@code 3 of 200 results not steady, 2 with too few iterations to test (…the test…).}: the
     * sentence every tool and the report open their steady-state section with.
     */
    public static String summary(List<Result> results) {
        long moving = notSteady(results).size();
        long unknown = results.stream().filter(r -> of(r).state() == State.UNKNOWN).count();
        return String.format(Locale.ROOT, "%d of %d results not steady%s (seasonal Mann–Kendall over the measurement"
                + " iterations, forks as seasons, against the forks' spread where their trends differ: p < %s and a drift above %.0f%%).", moving, results.size(),
                unknown == 0 ? "" : ", " + unknown + " with too few iterations to test", ALPHA, 100 * DRIFT);
    }

    /**
     * A Markdown section for a tool's output: the {@link #summary}, then each not-steady result with
     * its drift; figures read from them are not to be quoted.
     */
    public static String markdown(List<Result> results) {
        List<Result> moving = notSteady(results);
        StringBuilder s = new StringBuilder("## Steady state\n\n").append(summary(results)).append('\n');
        if (!moving.isEmpty()) {
            s.append("Figures that use these are not to be quoted: warm them up longer.\n\n");
            for (Result r : moving) {
                s.append("- ").append(label(r)).append(": ").append(of(r).describe()).append('\n');
            }
        }
        s.append('\n').append(unsettledSentence(results)).append('\n');
        for (Result r : unsettled(results)) {
            s.append("- ").append(label(r)).append(": ").append(describeFirstToLast(r)).append('\n');
        }
        return s.toString();
    }

    /**
     * {@code 4 of 200 results move more than 10% from their first measurement iteration to their last …}:
     * the second check's count, as the report and the tools print it below the trend test's.
     */
    public static String unsettledSentence(List<Result> results) {
        return String.format(Locale.ROOT, "%d of %d results move more than %.0f%% from the first tenth of their measurement"
                + " iterations to the last (at least one iteration; mean over the forks): a cruder check than the trend test, not part of its verdict,"
                + " but the suite's pages do not quote these either.", unsettled(results).size(), results.size(),
                100 * SETTLED);
    }

    /** {@code Inbound.total stack=rampart profile=sign …}: how the lists name a result. */
    public static String label(Result r) {
        StringBuilder s = new StringBuilder(r.name());
        r.params().forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        return s.toString();
    }
}
