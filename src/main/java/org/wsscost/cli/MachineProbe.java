package org.wsscost.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A register-only loop timed in pieces of about 50 ms, in this JVM, for {@code ab} to say how steady the
 * machine ran just before and after a run ({@link org.wsscost.analysis.MachineNoise}).
 */
final class MachineProbe {
    /** Steps of the loop in the first pieces, while the JIT compiles it and its speed is measured. */
    private static final long FIRST_STEPS = 1_000_000;
    private static final long PIECE_NANOS = 50_000_000;
    private static final long SETTLE_NANOS = 1_000_000_000;
    /** Keeps the loop's result alive, so the JIT cannot drop the work. */
    private static volatile long sink;

    private MachineProbe() {
    }

    /**
     * The times, in milliseconds, of equal pieces of work for {@code seconds}, after a second in which
     * the loop is compiled and sized to about 50 ms a piece.
     */
    static List<Double> spin(int seconds) {
        long steps = FIRST_STEPS;
        long settled = System.nanoTime() + SETTLE_NANOS;
        while (System.nanoTime() < settled) {
            long start = System.nanoTime();
            sink += steps(steps);
            long took = Math.max(1, System.nanoTime() - start);
            steps = Math.max(FIRST_STEPS, steps * PIECE_NANOS / took);
        }
        List<Double> millis = new ArrayList<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < end) {
            long start = System.nanoTime();
            sink += steps(steps);
            millis.add((System.nanoTime() - start) / 1e6);
        }
        return millis;
    }

    /** A multiply-xorshift chain: each step needs the one before, so it runs in registers at the core's pace. */
    private static long steps(long n) {
        long x = sink | 1;
        for (long i = 0; i < n; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            x ^= x >>> 17;
        }
        return x;
    }
}
