package org.wsscost.stats;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The suite's one set of summary statistics: mean, median, the independent units of a run, the one bootstrap (one
 * seed, {@value #RESAMPLES} resamples) and the one t-interval. Every tool's interval comes from here, so two tools
 * never resample the same numbers differently.
 */
public final class Stats {
    public static final int RESAMPLES = 10_000;
    private static final long SEED = 20261122L;
    private static final double POWER_Z = new NormalDistribution().inverseCumulativeProbability(0.8);

    private Stats() {
    }

    public static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The mean of every iteration of every fork. */
    public static double meanOfAll(List<List<Double>> forks) {
        return forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The median of {@code values}, one at least. */
    public static double median(List<Double> values) {
        return sortedMedian(values.stream().mapToDouble(Double::doubleValue).sorted().toArray());
    }

    /** The median of values already sorted, one at least. */
    public static double sortedMedian(double[] sorted) {
        int m = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[m] : (sorted[m - 1] + sorted[m]) / 2;
    }

    /** The independent units of one side: its forks, or the iterations of a run of one fork. */
    public static int units(List<List<Double>> forks) {
        return forks.size() > 1 ? forks.size() : forks.stream().mapToInt(List::size).sum();
    }

    /** The independent units two sides share: the fewer forks, or the fewer iterations where a side has one fork. */
    public static int units(List<List<Double>> base, List<List<Double>> fresh) {
        if (base.size() > 1 && fresh.size() > 1) {
            return Math.min(base.size(), fresh.size());
        }
        return Math.min(base.stream().mapToInt(List::size).sum(), fresh.stream().mapToInt(List::size).sum());
    }

    /** The two-sided quantile of Student's t with {@code degrees} of freedom at {@code confidence} (0.95). */
    public static double t(int degrees, double confidence) {
        return new TDistribution(degrees).inverseCumulativeProbability(0.5 + confidence / 2);
    }

    /** The half-width of the {@code confidence} t-interval of the mean of {@code values}; NaN for fewer than two. */
    public static double tHalfWidth(List<Double> values, double confidence) {
        int n = values.size();
        if (n < 2) {
            return Double.NaN;
        }
        double mean = mean(values);
        double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        return t(n - 1, confidence) * Math.sqrt(squares / (n - 1) / n);
    }

    /**
     * The smallest true change an interval of half-width {@code half}, from an estimate of standard error
     * {@code error}, excludes no change for four times in five: the half-width plus 0.84 standard errors.
     */
    public static double detectable(double half, double error) {
        return half + POWER_Z * error;
    }

    /**
     * The 95% interval of a draw's statistic over {@value #RESAMPLES} resamples with the one seed, {low, high}, as an
     * expanded percentile interval for {@code units} independent units (see {@link #tail}).
     */
    public static double[] bootstrap(ToDoubleFunction<SplittableRandom> draw, int units) {
        double[] draws = new double[RESAMPLES];
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < RESAMPLES; i++) {
            draws[i] = draw.applyAsDouble(random);
        }
        Arrays.sort(draws);
        double tail = tail(units);
        return new double[] {draws[(int) Math.floor(tail * (RESAMPLES - 1))], draws[(int) Math.ceil((1 - tail) * (RESAMPLES - 1))]};
    }

    /**
     * The tail probability each side of an expanded percentile interval (Hesterberg): a plain percentile bootstrap
     * of n units is as narrow as a z-interval with the variance divided by n instead of n − 1, far too narrow for the
     * 2–6 forks a run has; taking the quantile at which the normal reaches √(n/(n−1))·t(n−1) gives the width of a
     * t-interval at 95%.
     */
    public static double tail(int units) {
        return new NormalDistribution().cumulativeProbability(-Math.sqrt(units / (units - 1.0)) * t(units - 1, 0.95));
    }

    /** One bootstrap draw of a mean: as many forks as there are, drawn with replacement, and in each as many iterations. */
    public static double resampledMean(List<List<Double>> forks, SplittableRandom random) {
        double sum = 0;
        int count = 0;
        for (int f = 0; f < forks.size(); f++) {
            List<Double> fork = forks.get(random.nextInt(forks.size()));
            for (int i = 0; i < fork.size(); i++) {
                sum += fork.get(random.nextInt(fork.size()));
                count++;
            }
        }
        return sum / count;
    }

    /**
     * One bootstrap draw of the ratio of two means measured in pairs of forks (fork j of each side run next to each
     * other): as many pairs as there are, drawn with replacement, both forks of a drawn pair together, and in each
     * fork as many iterations as it has; {@code numerator}'s mean ÷ {@code denominator}'s. The machine's drift from one
     * pair to the next falls on both sides of the ratio.
     *
     * @throws IllegalArgumentException when the two sides have not as many forks
     */
    public static double resampledPairedRatio(List<List<Double>> numerator, List<List<Double>> denominator, SplittableRandom random) {
        if (numerator.size() != denominator.size()) {
            throw new IllegalArgumentException("pairs of forks need as many forks on each side, not " + numerator.size() + " and "
                    + denominator.size());
        }
        double[] sums = new double[2];
        int[] counts = new int[2];
        for (int p = 0; p < numerator.size(); p++) {
            int pair = random.nextInt(numerator.size());
            List<List<Double>> sides = List.of(numerator.get(pair), denominator.get(pair));
            for (int side = 0; side < 2; side++) {
                List<Double> fork = sides.get(side);
                for (int i = 0; i < fork.size(); i++) {
                    sums[side] += fork.get(random.nextInt(fork.size()));
                    counts[side]++;
                }
            }
        }
        return sums[0] / counts[0] / (sums[1] / counts[1]);
    }
}
