package org.wsscost.bench;

import java.util.Arrays;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.corpus.Direction;
import org.wsscost.floor.Canonical;
import org.wsscost.floor.CryptoFloor;
import org.wsscost.floor.Floors;
import org.wsscost.harness.Ruler;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;

/**
 * The crypto floor: only the JCA operations a profile needs, on the bytes a stack runs them over
 * (canonical Body and Timestamp, canonical SignedInfo, Body content), prepared once per trial from
 * the recorded messages as wss4j-dom signs them. {@code outbound} digests, signs, makes a session
 * key, encrypts and wraps it; {@code inbound} unwraps, decrypts, digests and verifies. A stack's
 * direction total ÷ this is its "XML tax" (the {@code tax} tool). {@code plain} and {@code username}
 * do no cryptography and have no floor. Neither method changes its input, so inputs are reused.
 */
public class Floor extends Defaults {

    @State(Scope.Thread)
    public static class Crypto extends Traffic {
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs sign and encrypt too
        @Param({"signencr"})
        public String profile;

        CryptoFloor floor;
        Messages messages;
        Canonical[] canonical;
        CryptoFloor.Sealed[] sealed;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            messages.startIteration();
        }

        /** Prepares every message's bytes and proves the receiver undoes what the sender did. */
        @Setup(Level.Trial)
        public void setUp() {
            String name = String.join(" ", "floor", profile, suite, workload, direction, describe());
            try {
                Keys keys = keys();
                Direction d = Direction.of(direction);
                floor = new CryptoFloor(Policy.of(Profile.of(profile), Suite.of(suite), Party.sending(d)), keys);
                messages = new Messages(workload, direction);
                canonical = Floors.prepare(messages.exchanges, d, Suite.of(suite), keys);
                sealed = new CryptoFloor.Sealed[canonical.length];
                for (int i = 0; i < canonical.length; i++) {
                    sealed[i] = floor.send(canonical[i]);
                    byte[] received = floor.receive(canonical[i], sealed[i]);
                    if (Profile.of(profile).encrypts() && !Arrays.equals(received, canonical[i].bodyContent())) {
                        throw new IllegalStateException("message " + messages.exchanges.get(i).id()
                                + ": the Body content did not decrypt to what was encrypted");
                    }
                }
            } catch (RuntimeException e) {
                throw new IllegalStateException("setup of " + name + " failed: " + e.getMessage(), e);
            }
        }
    }

    // calibrated: the slowest result settled after 17 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 22, time = 1)
    public CryptoFloor.Sealed outbound(Crypto c) {
        Ruler.pay();
        return c.floor.send(c.canonical[c.messages.next()]);
    }

    // calibrated: the slowest result settled after 14 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 18, time = 1)
    public byte[] inbound(Crypto c) {
        Ruler.pay();
        int i = c.messages.next();
        return c.floor.receive(c.canonical[i], c.sealed[i]);
    }
}
