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
 * The receiver's direction: parse and build the message as it arrives (secured, for a secured
 * profile), bind the processed model, and the direction total (build → process the security header
 * → bind, checked). The security processing itself is {@link InboundProcess}; Rampart's conversions
 * are {@link Conversion}. Nothing here changes its input, so inputs made in setup are reused.
 * For {@code wss4j-stax} the total is one fused streaming pass: its security share is total(profile)
 * − total(plain), derived.
 */
public class Inbound extends Defaults {

    /**
     * The phases' input: the default job splits the secured profile, as the security steps do, to fit
     * its time on 2 cores (README); {@code -p profile=plain,signencr} adds the plain split.
     */
    @State(Scope.Thread)
    public static class Split extends Opened {
        @Param({"wss4j-dom", "wss4j-stax", "metro-xwss"})
        public String stack;
        @Param({"signencr"})
        public String profile;
    }

    /** Models with the security header processed (decrypted, verified), made once per trial. */
    @State(Scope.Thread)
    public static class Processed {
        Object[] models;

        @Setup(Level.Trial)
        public void setUp(Split r) {
            models = r.p.afterEach(false);
        }
    }

    // calibrated: the slowest result settled after 15 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 19, time = 1)
    public long parse(Split r) {
        Ruler.pay();
        return r.p.stack.parse(r.p.secured[r.p.next()]);
    }

    // calibrated: the slowest result settled after 16 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Object build(Opened.Models r) {
        Ruler.pay();
        return r.p.stack.build(r.p.secured[r.p.next()]);
    }

    // calibrated: the slowest result settled after 20 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 25, time = 1)
    public Object bind(Split r, Processed m) {
        Ruler.pay();
        return r.p.stack.bind(m.models[r.p.next()]);
    }

    // calibrated (results/calibration/2026-11-22-234858-cold-signencr.md): the slowest result settled after
    // 30 s; warm-up = ⌈1.25 × that⌉. Re-run `calibrate` when a library, the JDK or this setup changes.
    @Benchmark
    @Warmup(iterations = 38, time = 1)
    public Object total(Opened.Totals r) {
        Ruler.pay();
        return r.p.security.receive(r.p.stack, r.p.secured[r.p.next()]);
    }
}
