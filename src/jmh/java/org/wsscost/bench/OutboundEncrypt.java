package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;

/**
 * One security step alone: Body content encryption with a fresh AES key wrapped by RSA-OAEP (WSS4J
 * DOM, on a JDK DOM or Rampart's DOOM). A fresh input every invocation, made outside the timed
 * region; see {@link StepInput}.
 */
public class OutboundEncrypt extends Defaults {

    @State(Scope.Thread)
    public static class Input extends StepInput {
        @Param({"wss4j-dom"})
        public String stack;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs encrypt too
        @Param({"signencr"})
        public String profile;
    }

    // calibrated: the slowest result settled after 20 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 25, time = 1)
    public Object encrypt(Input in) {
        Ruler.pay();
        return in.run();
    }
}
