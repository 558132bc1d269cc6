package org.wsscost.stats;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * When a sequential A/B stops: after each pair of forks, every benchmark's log time ratio of the pair (B's fork mean
 * over A's) is one more value of its {@link ConfidenceSequence}; the run stops when every benchmark's sequence is
 * within ±target of its ratio, or when another pair, as long as the pairs so far took on average, would pass the cap.
 * The sequence stays valid however often it is looked at, so stopping on it cannot stop on a lucky interval.
 */
public final class Sequential {
    /** Why a run stopped, or that it goes on. */
    public enum State {
        GOING("going on"), TARGET("target reached"), CAP("cap reached");

        private final String label;

        State(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /**
     * One benchmark after {@code pairs} pairs: the ratio B ÷ A, the sequence's bounds on it, its {@code precision}
     * (the larger half, as a fraction of the ratio) and the smallest change it would see ({@code detectable}, as a
     * fraction: {@link ConfidenceSequence.Bound#detectable}); infinite while the sequence is unbounded.
     */
    public record Precision(int pairs, double ratio, double low, double high, double precision, double detectable) {
        static Precision of(ConfidenceSequence.Bound b) {
            return new Precision(b.n(), Math.exp(b.mean()), Math.exp(b.mean() - b.half()), Math.exp(b.mean() + b.half()),
                    Math.expm1(b.half()), Math.expm1(b.detectable()));
        }
    }

    /** The decision after a pair, and every benchmark's precision then. */
    public record Look(State state, Map<String, Precision> precision) {
    }

    private Sequential() {
    }

    /**
     * The decision after the pairs so far: {@code logRatios} holds, per benchmark, each pair's log of B ÷ A; the
     * pairs took {@code elapsed} in all. {@code target} is a fraction (0.02); {@code cap} the most the run may take.
     * Two pairs at least are run, whatever the cap.
     */
    public static Look look(Map<String, List<Double>> logRatios, double target, Duration elapsed, Duration cap) {
        Map<String, Precision> precision = new LinkedHashMap<>();
        int pairs = Integer.MAX_VALUE;
        for (Map.Entry<String, List<Double>> e : logRatios.entrySet()) {
            pairs = Math.min(pairs, e.getValue().size());
            if (e.getValue().size() >= 2) {
                precision.put(e.getKey(), Precision.of(ConfidenceSequence.of(e.getValue())));
            }
        }
        if (logRatios.isEmpty() || pairs < 2) {
            return new Look(State.GOING, precision);
        }
        if (precision.values().stream().allMatch(p -> p.precision() <= target)) {
            return new Look(State.TARGET, precision);
        }
        Duration next = elapsed.plus(elapsed.dividedBy(pairs));
        return new Look(next.compareTo(cap) > 0 ? State.CAP : State.GOING, precision);
    }
}
