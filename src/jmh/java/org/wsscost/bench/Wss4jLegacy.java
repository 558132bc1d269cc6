package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.corpus.Direction;
import org.wsscost.harness.Ruler;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Wss4j1;

/**
 * WSS4J 1.x's DOM API alone ({@link Wss4j1}, isolated/wss4j-1.x), built with the release {@code wss4j1.version} names
 * (1.5.8 by default): not a stack and compared with none, but the one engine {@code history} can follow from 1.5.8 to
 * 1.6.16 on one adapter ({@code history --property wss4j1.version}). The legacy suite's {@code signencr} on the
 * recorded responses, the server securing them for the client:
 *
 * <ul>
 * <li>{@code outbound}: the plain envelope's bytes → a new JDK DOM document → a Timestamp, an RSA-SHA1 signature
 * over Timestamp and Body, the Body's content encrypted (AES-128-CBC, RSA-OAEP key transport) → bytes. Securing
 * changes the document, so each call parses a new one from the recorded bytes, inside the timed region: no
 * input is reused.</li>
 * <li>{@code inbound}: the secured bytes → a new JDK DOM document → WSS4J's engine (the key unwrapped, the Body
 * decrypted in place, the signature verified, on 1.6 the signer's trust checked, the Timestamp) → the results
 * checked for the Timestamp, the signature and the encryption. Decryption changes the document, so each call
 * parses a new one; the secured bytes, made once in setup, are never changed.</li>
 * </ul>
 *
 * Both parse and write with the JDK's own DOM whatever the release brings, so two releases differ in WSS4J and its
 * Santuario only. Timestamps live a day, and the receiver's limit on a Created's age (1.6 has one, 1.5 none) is a day
 * too, so nothing secured in setup expires while a trial runs; neither release's engine keeps a replay cache here.
 * Setup secures every message and processes it back to its recorded quakes, or the trial fails naming the message.
 * Its libraries' JCA providers are JVM-wide, as an isolated stack's are: it runs in a fork of its own, and its first
 * signature in a JVM checks that no other class loader's provider signs for it.
 */
public class Wss4jLegacy extends Defaults {

    /** The parties and the workload's responses, plain and secured, opened per trial. */
    @State(Scope.Thread)
    public static class Parties {
        // small in the default job; large with -p workload=large
        @Param({"small"})
        public String workload;

        Wss4j1 wss4j;
        Messages messages;
        byte[][] secured;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            messages.startIteration();
        }

        @Setup(Level.Trial)
        public void setUp() {
            String name = String.join(" ", Wss4j1.ID, Profile.SIGNENCR.id(), Suite.LEGACY.id(), workload);
            Direction response = Direction.RESPONSE;
            wss4j = Wss4j1.open(Policy.of(Profile.SIGNENCR, Suite.LEGACY, Party.sending(response)), Keys.load());
            messages = new Messages(workload, response.id());
            secured = new byte[messages.size()][];
            for (int i = 0; i < secured.length; i++) {
                String where = name + " message " + messages.exchanges.get(i).id();
                secured[i] = wss4j.secure(messages.bytes[i]);
                int quakes = wss4j.quakes(wss4j.process(secured[i]));
                if (quakes != messages.quakes[i]) {
                    throw new IllegalStateException(where + ": secured and processed, its Body holds " + quakes
                            + " quakes, recorded " + messages.quakes[i]);
                }
            }
        }
    }

    // A lone cold fork settles in 7.5 s (sender) and 1.5 s (receiver) (results/calibration/2026-11-29-090749-
    // cold-wss4j-legacy.md), but with that warm-up every fork of an ab pair was still compiling for 10-31% of its
    // measured span (results/studies/libraries/2026-11-29-091857-history-wss4j1); with 30 s none was
    // (…/2026-11-29-100519-history-wss4j1-warm30), as for the stacks' totals, which settle in 24-30 s.
    @Benchmark
    @Warmup(iterations = 30, time = 1)
    public byte[] outbound(Parties p) {
        Ruler.pay();
        return p.wss4j.secure(p.messages.bytes[p.messages.next()]);
    }

    @Benchmark
    @Warmup(iterations = 30, time = 1)
    public Object inbound(Parties p) {
        Ruler.pay();
        return p.wss4j.process(p.secured[p.messages.next()]);
    }
}
