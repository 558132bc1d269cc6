package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.harness.Harness;
import org.wsscost.results.Result;

/**
 * What the ruler paid in a fork's measurement, as the harness recorded it ({@link Harness#SPIN},
 * {@link Harness#WORK}): the spin per operation against the rest of the fork's time per operation, the share
 * the comparison should see.
 *
 * @param spinNanos the mean spin per operation over the measured iterations
 * @param workNanos the mean rest of the time per operation
 */
public record RulerPaid(double spinNanos, double workNanos) {
    /** What the ruler paid in each fork of {@code r}; none where it paid nothing. */
    public static List<RulerPaid> of(Result r) {
        List<List<Double>> spin = r.secondaryForks().getOrDefault(Harness.SPIN, List.of());
        List<List<Double>> work = r.secondaryForks().getOrDefault(Harness.WORK, List.of());
        if (spin.size() != work.size()) {
            throw new IllegalArgumentException(r.describe() + ": " + Harness.SPIN + " has " + spin.size() + " forks, "
                    + Harness.WORK + " " + work.size());
        }
        List<RulerPaid> forks = new ArrayList<>();
        for (int f = 0; f < spin.size(); f++) {
            forks.add(new RulerPaid(mean(spin.get(f)), mean(work.get(f))));
        }
        return forks;
    }

    /** {@code paid 812 ns/op of spin on 16240 ns/op of work, 5.00%}. */
    public String describe() {
        return String.format(Locale.ROOT, "paid %.0f ns/op of spin on %.0f ns/op of work, %.2f%%", spinNanos, workNanos,
                100 * spinNanos / workNanos);
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElse(Double.NaN);
    }
}
