package org.wsscost.stats;

import java.util.List;

/**
 * A 95% confidence sequence for the mean of independent normal values of unknown variance: an interval after every
 * value that holds the true mean at every count at once with probability 95%, so a run may look after each value
 * and stop whenever it likes without the interval becoming too narrow (Lai 1976's t-mixture; Wang and Ramdas 2023,
 * "Anytime-valid t-tests and confidence sequences for Gaussian means with unknown variance").
 *
 * <p>For a candidate mean μ, with y = x − μ, the likelihood ratio of the scale-invariant part of the data (y ÷ |y|)
 * for a mean θσ away from μ against μ, mixed over θ ~ N(0, 1/c), is
 * L = √(c ÷ (n + c)) · (1 − B² ÷ ((n + c)·A))^(−n/2), with A = Σy², B = Σy. Under μ it is a non-negative
 * martingale starting at 1, so by Ville's inequality it ever reaches 1/α with probability at most α. The sequence
 * is every μ where it has not: x̄ ± √(g·S ÷ (n·(n − g))), S = Σ(x − x̄)², g = (n + c)·(1 − (α²c ÷ (n + c))^(1/n)),
 * unbounded while g ≥ n. With c = {@value #MIXTURE} it is bounded from 4 values on and is, at 8 to 20 values, about
 * 1.7 times as wide as the t-interval of a run whose length was fixed in advance: the price of looking after
 * every value.
 */
public final class ConfidenceSequence {
    /** The sequence fails to hold the mean, anywhere, with at most this probability. */
    public static final double ALPHA = 0.05;
    /** The mixture's precision c: the effects, in standard deviations, it is tuned for are about 1/√c. */
    static final double MIXTURE = 0.3;

    /**
     * The sequence at {@code n} values. {@code half} is its half-width (infinite while unbounded); {@code detectable}
     * the smallest true shift of the mean it excludes 0 for with probability 80% (its half-width plus 0.84 standard
     * errors), infinite with it.
     */
    public record Bound(int n, double mean, double half, double detectable) {
        public boolean bounded() {
            return Double.isFinite(half);
        }

        public boolean excludes(double value) {
            return Math.abs(mean - value) > half;
        }
    }

    private ConfidenceSequence() {
    }

    /** The sequence after the values so far, two at least. */
    public static Bound of(List<Double> values) {
        int n = values.size();
        if (n < 2) {
            throw new IllegalArgumentException("a confidence sequence needs two values at least, not " + n);
        }
        double mean = Stats.mean(values);
        double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double g = (n + MIXTURE) * (1 - Math.pow(ALPHA * ALPHA * MIXTURE / (n + MIXTURE), 1.0 / n));
        if (g >= n) {
            return new Bound(n, mean, Double.POSITIVE_INFINITY, Double.POSITIVE_INFINITY);
        }
        double half = Math.sqrt(g * squares / (n * (n - g)));
        double error = Math.sqrt(squares / (n - 1) / n);
        return new Bound(n, mean, half, Stats.detectable(half, error));
    }
}
