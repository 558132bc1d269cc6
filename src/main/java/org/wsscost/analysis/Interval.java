package org.wsscost.analysis;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.distribution.TDistribution;
import org.wsscost.results.Result;

/**
 * A mean and its 95% interval from raw samples, the way {@link Comparison} resamples them: forks, then
 * the iterations within each (a run of one fork resamples its iterations), {@value Comparison#RESAMPLES}
 * times with a fixed seed, as an expanded percentile bootstrap. What the report draws as whiskers and
 * prints beside every figure. The bounds are NaN when there are fewer than two units to resample.
 */
public record Interval(double mean, double low, double high) {
    private static final long SEED = 20261124L;

    /** The interval of a result's score, from its measurement iterations. */
    public static Interval of(Result r) {
        return of(r.forks());
    }

    /** The interval of the mean of {@code forks} (per fork, per iteration). */
    public static Interval of(List<List<Double>> forks) {
        List<List<Double>> nonEmpty = forks.stream().filter(f -> !f.isEmpty()).toList();
        if (nonEmpty.isEmpty()) {
            return new Interval(Double.NaN, Double.NaN, Double.NaN);
        }
        int units = units(nonEmpty);
        double mean = mean(nonEmpty);
        if (units < 2) {
            return new Interval(mean, Double.NaN, Double.NaN);
        }
        double[] draws = new double[Comparison.RESAMPLES];
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < draws.length; i++) {
            draws[i] = resampledMean(nonEmpty, random);
        }
        Arrays.sort(draws);
        double tail = tail(units);
        return new Interval(mean, draws[(int) Math.floor(tail * (draws.length - 1))],
                draws[(int) Math.ceil((1 - tail) * (draws.length - 1))]);
    }

    /** The same interval in another unit: every figure times {@code factor}. */
    public Interval times(double factor) {
        return new Interval(mean * factor, low * factor, high * factor);
    }

    /** The larger of its two halves as a fraction of the mean; NaN when unknown. */
    public double relative() {
        return Math.max(high - mean, mean - low) / mean;
    }

    /** {@code ±2.1%}, or {@code ±?} when there were too few samples. */
    public String percent() {
        return Double.isNaN(relative()) ? "±?" : String.format(java.util.Locale.ROOT, "±%.1f%%", 100 * relative());
    }

    /** The independent units of one side: its forks, or the iterations of a run of one fork. */
    static int units(List<List<Double>> forks) {
        return forks.size() > 1 ? forks.size() : forks.stream().mapToInt(List::size).sum();
    }

    /**
     * The tail probability each side of an expanded percentile interval (Hesterberg): a plain
     * percentile bootstrap of n units is as narrow as a z-interval with the variance divided by n
     * instead of n − 1, far too narrow for the 2–6 forks a run has; taking the quantile at which the
     * normal reaches √(n/(n−1))·t(n−1) gives the width of a t-interval at 95%.
     */
    static double tail(int units) {
        double t = new TDistribution(units - 1).inverseCumulativeProbability(0.975);
        return new NormalDistribution().cumulativeProbability(-Math.sqrt(units / (units - 1.0)) * t);
    }

    static double mean(List<List<Double>> forks) {
        return forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** One bootstrap draw: as many forks as there are, drawn with replacement, and in each as many iterations. */
    static double resampledMean(List<List<Double>> forks, SplittableRandom random) {
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
}
