package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;

/**
 * The sender's direction: marshal (seismic objects → a new envelope in the stack's model; before
 * any security, so it has no profile), serialize the secured model, and the direction total
 * (marshal → secure → serialize). The security steps are {@link OutboundToken}, {@link OutboundSign},
 * {@link OutboundEncrypt} and {@link OutboundSecure}; Rampart's conversions are {@link Conversion}.
 * marshal makes a new model every call and serialize does not change the model it writes, so
 * inputs made in setup are reused. For {@code wss4j-stax} the total is one fused streaming pass and
 * serialize only hands bytes over: its security share is total(profile) − total(plain), derived.
 */
public class Outbound extends Defaults {

    @State(Scope.Thread)
    public static class Payloads {
        @Param({"wss4j-dom", "wss4j-stax", "metro-xwss"})
        public String stack;
        @Param({"small", "large"})
        public String workload;
        @Param({"response"})
        public String direction;

        Pipeline p;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            p.messages.startIteration();
        }

        @Setup(Level.Trial)
        public void setUp() {
            p = Pipeline.plain(stack, workload, direction);
        }
    }

    /** Secured models, as the sender has them just before serialising, made once per trial. */
    @State(Scope.Thread)
    public static class Secured {
        Object[] models;

        @Setup(Level.Trial)
        public void setUp(Opened.Models s) {
            models = s.p.afterEach(true);
        }
    }

    // calibrated: the slowest result settled after 17 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 22, time = 1)
    public Object marshal(Payloads in) {
        Ruler.pay();
        return in.p.stack.marshal(in.p.payloads[in.p.next()]);
    }

    // calibrated: the slowest result settled after 19 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 24, time = 1)
    public byte[] serialize(Opened.Models s, Secured m) {
        Ruler.pay();
        return s.p.stack.serialize(m.models[s.p.next()]);
    }

    // calibrated (results/calibration/2026-11-22-234858-cold-signencr.md): the slowest result settled after
    // 24 s; warm-up = ⌈1.25 × that⌉. Re-run `calibrate` when a library, the JDK or this setup changes.
    @Benchmark
    @Warmup(iterations = 30, time = 1)
    public byte[] total(Opened.Totals s) {
        Ruler.pay();
        return s.p.security.send(s.p.stack, s.p.payloads[s.p.next()]);
    }
}
