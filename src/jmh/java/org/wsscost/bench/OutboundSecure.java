package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;

/**
 * One security step alone: XWSS applying the whole security configuration to a SAAJ message in one
 * call; its per-operation shares are derived by difference between profiles. A fresh input every
 * invocation, made outside the timed region; see {@link StepInput}.
 */
public class OutboundSecure extends Defaults {

    @State(Scope.Thread)
    public static class Input extends StepInput {
        @Param({"metro-xwss"})
        public String stack;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs username, sign and encrypt too
        @Param({"signencr"})
        public String profile;
    }

    // calibrated: the slowest result settled after 16 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Object secure(Input in) {
        Ruler.pay();
        return in.run();
    }
}
