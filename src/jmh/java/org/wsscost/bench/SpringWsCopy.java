package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.w3c.dom.Document;
import org.wsscost.harness.Ruler;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.stack.StackId;
import org.wsscost.stack.springws.DocumentCopy;

/**
 * Spring-WS's document copy on its own ({@link DocumentCopy}): part of the spring-ws secure and process
 * steps, which the interceptor does in one call, timed here alone, so that WSS4J's share of a step is
 * the step less this, derived. Only spring-ws copies, so there is no stack parameter. The {@code side}
 * says which message: the sender's marshalled envelope before securing, or the receiver's secured
 * envelope as received. The copy replaces the message's SAAJ message, so every invocation gets a new
 * message, made at {@code Level.Invocation} outside the timed region; profiles without security have
 * no interceptor and no copy.
 */
public class SpringWsCopy extends Defaults {

    @State(Scope.Thread)
    public static class Envelopes extends Traffic {
        // the default job's; username, sign and encrypt run with -p profile=…
        @Param({"signencr"})
        public String profile;
        @Param({"sender", "receiver"})
        public String side;

        private Pipeline p;
        private boolean outbound;
        private int index;
        private Object message;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            p.messages.startIteration();
        }

        @Setup(Level.Trial)
        public void open() {
            p = Pipeline.open(StackId.SPRING_WS.id(), profile, suite, workload, direction, this);
            outbound = Side.of(side).outbound();
            index = p.indexOf(outbound ? Phase.SECURE : Phase.PROCESS, outbound);
        }

        @Setup(Level.Invocation)
        public void fresh() {
            message = p.before(index, outbound, p.next());
        }
    }

    // calibrated: the slowest result settled after 16 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-170026-cold-spring-ws-signencr.md)
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Document toDocument(Envelopes e) {
        Ruler.pay();
        return DocumentCopy.of(e.message);
    }
}
