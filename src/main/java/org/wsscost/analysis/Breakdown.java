package org.wsscost.analysis;

import java.util.List;
import java.util.Map;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;
import org.wsscost.stack.StackId;

/**
 * A direction total and the results it is made of, as the phase table decomposes it ({@link
 * PhaseSums#breakdown}), each valued by one measure: µs, or bytes allocated. When {@code derived},
 * the one part is the same key's plain total and the security share is {@link #derivedShare()}: the
 * one place a fused pass's share is derived.
 */
public record Breakdown(Benchmark total, StackId stack, Map<String, String> key, double value, boolean derived,
        List<Part> parts) {

    /** One result the total is made of; {@code result} is null, and {@code value} NaN, when the run lacks it. */
    public record Part(Benchmark benchmark, String name, Result result, double value) {
        public boolean found() {
            return result != null;
        }
    }

    /** A fused secured pass's security share: its total − its plain total, derived, never measured. */
    public double derivedShare() {
        if (!derived) {
            throw new IllegalStateException(total + " " + key + " is measured phase by phase, not derived");
        }
        return value - parts.get(0).value();
    }
}
