package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.baseline.Api;
import org.wsscost.baseline.Baseline;
import org.wsscost.corpus.Direction;
import org.wsscost.harness.Ruler;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * The Santuario baseline ({@link org.wsscost.baseline.Baseline}): XML Signature and XML Encryption
 * of the same SOAP Body with Apache Santuario alone — no WS-Security header, no token, no Timestamp.
 * A baseline, not a stack: read a stack's {@code Outbound.total} / {@code Inbound.total} against it
 * to see what the WS-Security machinery adds on top of XML-DSig and XML-Enc themselves.
 *
 * <ul>
 * <li>{@code outbound} is what {@code Outbound.total} is for a stack: the bound payload (seismic
 * objects) → a new envelope → signed and/or encrypted → bytes. {@code dom} marshals with JAXB into a
 * new JDK DOM document, signs ({@code XMLSignature}) and encrypts ({@code XMLCipher}) it and
 * serialises it with the JDK Transformer, as {@code wss4j-dom} does; {@code stax} marshals with JAXB
 * straight into Santuario's securing writer, as {@code wss4j-stax} does. Signing and encrypting change
 * the DOM document, so each call marshals a new one inside the timed region, exactly as the stacks'
 * totals do: no input is ever reused, and no {@code Level.Invocation} setup is needed.</li>
 * <li>{@code inbound} is what {@code Inbound.total} is: the secured bytes → parsed (a JDK DOM
 * document, or Woodstox events through Santuario's verifying reader) → decrypted and/or verified
 * against the sender's certificate → the profile's requirements checked (the Body signed, its
 * content encrypted) → the payload bound with JAXB. Nothing changes the bytes, so they are made once.</li>
 * </ul>
 *
 * Setup binds every recorded message, secures it, and receives it back to its recorded quake count,
 * or the trial fails naming api, profile, suite, workload and direction. {@code provider} and
 * {@code keystore} are the stacks' ({@link Jca}).
 */
public class Santuario extends Defaults {

    @State(Scope.Thread)
    public static class Secured extends Traffic {
        @Param({"dom", "stax"})
        public String api;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs sign and encrypt too
        @Param({"signencr"})
        public String profile;

        Baseline baseline;
        Messages messages;
        Object[] payloads;
        byte[][] secured;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            messages.startIteration();
        }

        @Setup(Level.Trial)
        public void setUp() {
            String name = String.join(" ", "santuario", api, profile, suite, workload, direction, describe());
            try {
                open(name);
            } catch (RuntimeException e) {
                throw new IllegalStateException("setup of " + name + " failed: " + e.getMessage(), e);
            }
        }

        private void open(String name) {
            Direction d = Direction.of(direction);
            Policy policy = Policy.of(Profile.of(profile), Suite.of(suite), Party.sending(d));
            var jaxb = Binder.context();
            baseline = Api.of(api).create(policy, keys(), new Binder(jaxb));
            Stack reader = StackId.WSS4J_DOM.create(jaxb);
            messages = new Messages(workload, direction);
            payloads = new Object[messages.size()];
            secured = new byte[messages.size()][];
            for (int i = 0; i < payloads.length; i++) {
                String where = name + " message " + messages.exchanges.get(i).id();
                payloads[i] = reader.bind(reader.build(messages.bytes[i]));
                Binder.requireQuakes(messages.quakes[i], payloads[i], where + " (recorded)");
                secured[i] = baseline.send(payloads[i]);
                Binder.requireQuakes(messages.quakes[i], baseline.receive(secured[i]), where + " (secured and received)");
            }
        }
    }

    // calibrated: the slowest result settled after 15 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 19, time = 1)
    public byte[] outbound(Secured s) {
        Ruler.pay();
        return s.baseline.send(s.payloads[s.messages.next()]);
    }

    // calibrated: the slowest result settled after 14 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 18, time = 1)
    public Object inbound(Secured s) {
        Ruler.pay();
        return s.baseline.receive(s.secured[s.messages.next()]);
    }
}
