package org.wsscost.harness;

import java.util.List;
import org.openjdk.jmh.infra.Blackhole;

/**
 * A ruler for an A/B run: a known amount of extra work that side B's benchmarks pay inside the timed
 * region, a percentage of B's own time per operation. An A/A run with a 5% ruler must come out 5%
 * slower, and an A/A run beside it must not: that shows the comparison's power, as the A/A run shows
 * its noise floor. Never on unless {@code ab --ruler} asks for it.
 *
 * <p>Every benchmark method calls {@link #pay} first. The percentage travels to B's forks in the
 * system property {@link #PROPERTY}, read once into {@link #ON}: where it is not set, {@code pay} is an
 * empty static call on a constant false, which the JIT folds away, so a plain run pays nothing. Where it
 * is set, {@link Harness} sizes the work before each iteration, from the fork's own last warm-up
 * iterations and then from what it has measured so far, each less the work it already paid: the ruler
 * needs no earlier run, and works when A and B run at the same time ({@code ab --order turns}).
 */
public final class Ruler {
    /** The system property that carries the percentage to B's forks. */
    public static final String PROPERTY = "wsscost.ruler";
    /** How many of the last warm-up iterations size the work. */
    public static final int SIZING_ITERATIONS = 3;
    /** Whether this JVM pays a ruler; a constant, so that where it is false the JIT drops {@link #pay}'s body. */
    static final boolean ON = System.getProperty(PROPERTY) != null;

    // written by the harness between iterations, read and counted by the one measuring thread inside them
    private static long tokens;
    private static long ops;
    private static long spun;

    private Ruler() {
    }

    /** The ruler's extra work for one operation: nothing unless {@link #PROPERTY} is set. */
    public static void pay() {
        if (ON) {
            spin();
        }
    }

    private static void spin() {
        ops++;
        if (tokens > 0) {
            long start = System.nanoTime();
            Blackhole.consumeCPU(tokens);
            spun += System.nanoTime() - start;
        }
    }

    /** Starts an iteration whose every operation spins {@code size} tokens. */
    static void start(long size) {
        tokens = size;
        ops = 0;
        spun = 0;
    }

    /** The tokens each operation spins. */
    static long tokens() {
        return tokens;
    }

    /** The operations counted since {@link #start}. */
    static long ops() {
        return ops;
    }

    /** The nanoseconds spun since {@link #start}, timed where the spin ran. */
    static long spun() {
        return spun;
    }

    /** The percentage in {@code value}: above 0 and at most 50, or an error naming {@code where}. */
    public static double percent(String value, String where) {
        double p;
        try {
            p = Double.parseDouble(value);
        } catch (NumberFormatException e) {
            p = Double.NaN;
        }
        if (!(p > 0 && p <= 50) || !value.matches("[0-9.]+")) {
            throw new IllegalArgumentException(where + " '" + value + "' is not a percentage above 0 and at most 50");
        }
        return p;
    }

    /**
     * The speed of one token as timed inside the benchmark: {@code spunNanos} for {@code tokens} tokens,
     * or {@code before} when no token was spun.
     */
    static double nanosPerToken(long spunNanos, long tokens, double before) {
        return tokens > 0 && spunNanos > 0 ? spunNanos / (double) tokens : before;
    }

    /** What a trial of {@code key} without a warm-up iteration fails with: the ruler has nothing to size from. */
    static IllegalStateException noWarmup(String key) {
        return new IllegalStateException("the ruler sizes itself from the warm-up, and " + key
                + " had no warm-up iteration; run it with -wi 1 or more");
    }

    /**
     * The extra nanoseconds per operation in the measurement: {@code percent} of the time per operation
     * measured so far, {@code elapsedNanos} for {@code ops} operations less the {@code spunNanos} they spun.
     */
    static double extraNanos(double percent, double elapsedNanos, long spunNanos, long ops) {
        return percent / 100 * (elapsedNanos - spunNanos) / ops;
    }

    /**
     * The extra nanoseconds per operation: {@code percent} of the mean time per operation, less the spin,
     * of the last {@link #SIZING_ITERATIONS} warm-up iterations (all of them, when there were fewer).
     *
     * @throws IllegalStateException when there was no warm-up iteration to size from
     */
    static double extraNanos(double percent, List<Double> warmupNanosPerOp, String key) {
        if (warmupNanosPerOp.isEmpty()) {
            throw noWarmup(key);
        }
        List<Double> last = warmupNanosPerOp.subList(Math.max(0, warmupNanosPerOp.size() - SIZING_ITERATIONS),
                warmupNanosPerOp.size());
        return percent / 100 * last.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    /** The time of one {@link Blackhole#consumeCPU} token on this JVM, after the spin is compiled. */
    static double nanosPerToken() {
        for (int i = 0; i < 2_000; i++) {
            Blackhole.consumeCPU(10_000);
        }
        long size = 50_000_000;
        long start = System.nanoTime();
        Blackhole.consumeCPU(size);
        return (System.nanoTime() - start) / (double) size;
    }
}
