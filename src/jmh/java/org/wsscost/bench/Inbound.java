package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The receiver's direction: parse and build the message as it arrives (secured, for a secured
 * profile), bind the processed model, and the direction total (build → process the security header
 * → bind, checked). The security processing itself is {@link InboundProcess}; Rampart's conversions
 * are {@link Conversion}. Nothing here changes its input, so inputs made in setup are reused.
 * For {@code wss4j-stax} the total is one fused streaming pass: its security share is total(profile)
 * − total(plain), derived.
 */
public class Inbound extends Defaults {

    @State(Scope.Thread)
    public static class Received extends Traffic {
        @Param({"wss4j-dom", "wss4j-stax", "rampart", "metro-xwss"})
        public String stack;
        // the default job's profiles; the full matrix (README) runs username, sign and encrypt too
        @Param({"plain", "signencr"})
        public String profile;

        Pipeline p;

        @Setup(Level.Trial)
        public void setUp() {
            p = Pipeline.open(stack, profile, suite, workload, direction, this);
        }
    }

    /** Models with the security header processed (decrypted, verified), made once per trial. */
    @State(Scope.Thread)
    public static class Processed {
        Object[] models;

        @Setup(Level.Trial)
        public void setUp(Received r) {
            models = new Object[r.p.secured.length];
            for (int i = 0; i < models.length; i++) {
                models[i] = r.p.after(false, i);
            }
        }
    }

    @Benchmark
    public long parse(Received r, Hooks ab) {
        ab.pay();
        return r.p.stack.parse(r.p.secured[r.p.next()]);
    }

    @Benchmark
    public Object build(Received r, Hooks ab) {
        ab.pay();
        return r.p.stack.build(r.p.secured[r.p.next()]);
    }

    @Benchmark
    public Object bind(Received r, Processed m, Hooks ab) {
        ab.pay();
        return r.p.stack.bind(m.models[r.p.next()]);
    }

    // calibrated (results/calibration/2026-11-22-234858-cold-signencr.md): the slowest result settled after
    // 30 s; warm-up = 1.5 × that. Re-run `calibrate` when a library, the JDK or this setup changes.
    @Benchmark
    @Warmup(iterations = 45, time = 1)
    public Object total(Received r, Hooks ab) {
        ab.pay();
        return r.p.security.receive(r.p.stack, r.p.secured[r.p.next()]);
    }
}
