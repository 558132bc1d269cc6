package org.wsscost.bench;

import org.apache.axiom.soap.SOAPEnvelope;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.w3c.dom.Document;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;
import org.wsscost.stack.rampart.InMemoryModel;

/**
 * Rampart's in-memory model phase on its own: toDom (built LLOM → DOOM, before WSS4J) and fromDom
 * (DOOM → LLOM, after it). Only the rampart stack converts, so there is no stack parameter. The
 * {@code side} says which conversions of a secured exchange: the sender's (its marshalled plain
 * envelope to DOOM, the secured DOOM back) or the receiver's (the secured envelope to DOOM, the
 * processed DOOM back). Rampart does not convert a plain message (the phase table's plain row has no
 * to-dom); {@code plain} converts the recorded message anyway, to show the cost of the model alone.
 * Neither conversion changes its input (both read the source tree through its StAX view), so inputs
 * made in setup are reused.
 */
public class Conversion extends Defaults {

    @State(Scope.Thread)
    public static class Models extends Traffic {
        // the default job's: Rampart converts only secured messages; plain (the model alone), username,
        // sign and encrypt run with -p profile=…
        @Param({"signencr"})
        public String profile;
        @Param({"sender", "receiver"})
        public String side;

        final InMemoryModel conversion = new InMemoryModel();
        Pipeline p;
        SOAPEnvelope[] llom;
        Document[] doom;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            p.messages.startIteration();
        }

        @Setup(Level.Trial)
        public void setUp() {
            p = Pipeline.open(StackId.RAMPART.id(), profile, suite, workload, direction, this);
            Side s = Side.of(side);
            boolean outbound = s.outbound();
            boolean converts = PhaseTable.steps(StackId.RAMPART, Profile.of(profile), s).contains(Phase.TO_DOM);
            llom = new SOAPEnvelope[p.secured.length];
            doom = new Document[p.secured.length];
            for (int i = 0; i < llom.length; i++) {
                if (converts) {
                    llom[i] = (SOAPEnvelope) p.before(p.indexOf(Phase.TO_DOM, outbound), outbound, i);
                    doom[i] = (Document) p.before(p.indexOf(Phase.FROM_DOM, outbound), outbound, i);
                } else {
                    llom[i] = (SOAPEnvelope) p.stack.build(p.secured[i]);
                    doom[i] = conversion.toDom(llom[i]);
                }
            }
        }
    }

    // calibrated: the slowest result settled after 9 s in its cold run
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md), but the sender's small one still
    // fell until about 16 s in the default job of results/2026-11-23-084024-default-partial; warm-up =
    // ⌈1.25 × 16⌉
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public Document toDom(Models m, Hooks ab) {
        ab.pay();
        return m.conversion.toDom(m.llom[m.p.next()]);
    }

    // calibrated: the slowest result settled after 16 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 20, time = 1)
    public SOAPEnvelope fromDom(Models m, Hooks ab) {
        ab.pay();
        return m.conversion.fromDom(m.doom[m.p.next()]);
    }
}
