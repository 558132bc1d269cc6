package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.wsscost.stack.Phase;

/**
 * One security step alone: Body content encryption with a fresh AES key wrapped by RSA-OAEP (WSS4J
 * DOM, on a JDK DOM or Rampart's DOOM). A fresh input every invocation, made outside the timed
 * region; see {@link StepInput}.
 */
public class OutboundEncrypt extends Defaults {

    @State(Scope.Thread)
    public static class Input extends StepInput {
        @Param({"wss4j-dom", "rampart"})
        public String stack;
        @Param({"encrypt", "signencr"})
        public String profile;
        @Param({"modern"})
        public String suite;
        @Param({"small", "large"})
        public String workload;
        @Param({"response"})
        public String direction;

        @Setup(Level.Trial)
        public void setUp() {
            open(Pipeline.open(stack, profile, suite, workload, direction), Phase.ENCRYPT, true);
        }

        @Setup(Level.Invocation)
        public void next() {
            fresh();
        }
    }

    @Benchmark
    public Object encrypt(Input in) {
        return in.run();
    }
}
