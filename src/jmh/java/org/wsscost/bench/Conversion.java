package org.wsscost.bench;

import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Converting;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Side;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * Rampart's in-memory model phase on its own: toDom (built LLOM → DOOM, before WSS4J) and fromDom
 * (DOOM → LLOM, after it), by the stack's own conversion: Rampart 1.7.1's {@code Axis2Util} on
 * {@code rampart}, the same steps on Axiom 2 on {@code rampart-steps}. The {@code side} says which
 * conversions of a secured exchange: the sender's (its marshalled plain envelope to DOOM, the secured DOOM
 * back) or the receiver's (the secured envelope to DOOM, the processed DOOM back). Rampart 1.7.1 converts
 * back inside {@code RampartEngine.process} on the receiver, and its sender writes its DOOM out as it is:
 * there fromDom times the conversion alone on the document the security step leaves, which on the sender
 * is a cost Rampart 1.7.1 does not pay (its phase table has no from-dom). Rampart does not convert a plain
 * message; {@code plain} converts the recorded message anyway, to show the cost of the model alone.
 * Neither conversion changes its input (both read the source tree through its StAX view), so inputs made
 * in setup are reused.
 */
public class Conversion extends Defaults {

    /** Rampart 1.7.1 runs the legacy suite only, so that is this benchmark's default (the others' is modern). */
    @State(Scope.Thread)
    public static class Models extends Jca {
        @Param({"rampart"})
        public String stack;
        @Param({"legacy"})
        public String suite;
        @Param({"small", "large"})
        public String workload;
        @Param({"response"})
        public String direction;
        // the default job's: Rampart converts only secured messages; plain (the model alone), username,
        // sign and encrypt run with -p profile=…
        @Param({"signencr"})
        public String profile;
        @Param({"sender", "receiver"})
        public String side;

        Pipeline p;
        Converting conversion;
        Object[] llom;
        Object[] doom;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            p.messages.startIteration();
        }

        @Setup(Level.Trial)
        public void setUp() {
            p = Pipeline.open(stack, profile, suite, workload, direction, this);
            if (!(p.stack instanceof Converting c)) {
                throw new IllegalArgumentException("stack " + stack + " has no in-memory model to convert to");
            }
            conversion = c;
            boolean outbound = Side.of(side).outbound();
            boolean converts = PhaseTable.steps(StackId.of(stack), Profile.of(profile), Side.of(side)).contains(Phase.TO_DOM);
            llom = new Object[p.secured.length];
            doom = new Object[p.secured.length];
            for (int i = 0; i < llom.length; i++) {
                if (converts) {
                    int to = p.indexOf(Phase.TO_DOM, outbound);
                    llom[i] = p.before(to, outbound, i);
                    doom[i] = secured(outbound, to, i);
                } else {
                    llom[i] = p.stack.build(p.secured[i]);
                    doom[i] = conversion.convert(Phase.TO_DOM, llom[i]);
                }
            }
        }

        /**
         * The DOOM document as the security steps leave it: the model before from-dom where the stack has
         * that step; otherwise the document to-dom made, which the later steps change in place.
         */
        private Object secured(boolean outbound, int to, int i) {
            List<Security.Step> steps = p.steps(outbound);
            if (steps.stream().anyMatch(s -> s.phase() == Phase.FROM_DOM)) {
                return p.before(p.indexOf(Phase.FROM_DOM, outbound), outbound, i);
            }
            Object document = p.before(to + 1, outbound, i);
            Security.apply(steps.subList(to + 1, steps.size()), document);
            return document;
        }
    }

    // calibrated: the slowest result settled after 9 s in its cold run
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md), but the sender's small one still
    // fell until about 16 s in the default job of results/reference/2026-11-23-084024-default-partial; warm-up =
    // ⌈1.25 × 16⌉
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Object toDom(Models m) {
        Ruler.pay();
        return m.conversion.convert(Phase.TO_DOM, m.llom[m.p.next()]);
    }

    // calibrated: the slowest result settled after 16 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Object fromDom(Models m) {
        Ruler.pay();
        return m.conversion.convert(Phase.FROM_DOM, m.doom[m.p.next()]);
    }
}
