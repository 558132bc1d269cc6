package org.wsscost.analysis;

import java.util.List;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;

/**
 * A mean and its 95% interval from raw samples, the way {@link Comparison} resamples them: forks, then
 * the iterations within each (a run of one fork resamples its iterations), {@value Stats#RESAMPLES}
 * times with the one seed, as an expanded percentile bootstrap ({@link Stats#bootstrap}). What the report draws as whiskers and
 * prints beside every figure. The bounds are NaN when there are fewer than two units to resample.
 */
public record Interval(double mean, double low, double high) {
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
        int units = Stats.units(nonEmpty);
        double mean = Stats.meanOfAll(nonEmpty);
        if (units < 2) {
            return new Interval(mean, Double.NaN, Double.NaN);
        }
        double[] bounds = Stats.bootstrap(random -> Stats.resampledMean(nonEmpty, random), units);
        return new Interval(mean, bounds[0], bounds[1]);
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
}
