package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;

/**
 * One security step alone: the receiver's processing of the security header and the profile's
 * checks: decrypt for encrypt, verify for sign and username, both for signencr (WSS4J's engine and
 * XWSS each do them in one call). A fresh input every invocation, made outside the timed region;
 * see {@link StepInput}.
 */
public class InboundProcess extends Defaults {

    @State(Scope.Thread)
    public static class Input extends StepInput {
        @Param({"wss4j-dom", "metro-xwss"})
        public String stack;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs username, sign and encrypt too
        @Param({"signencr"})
        public String profile;
    }

    // calibrated: the slowest result settled after 18 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 23, time = 1)
    public Object process(Input in) {
        Ruler.pay();
        return in.run();
    }
}
