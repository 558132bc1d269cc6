package org.wsscost.analysis;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A ruler for an A/B run: a known amount of extra work that side B's benchmarks pay inside the timed
 * region, a percentage of B's own time per operation. An A/A run with a 5% ruler must come out 5%
 * slower, and an A/A run beside it must not: that shows the comparison's power, as the A/A run shows
 * its noise floor. Never on unless {@code ab --ruler} asks for it.
 *
 * <p>The percentage travels to B's forks in the system property {@link #PROPERTY}. Each fork sizes
 * the work itself, from its own last warm-up iterations and then from what it has measured so far,
 * each less the work it already paid: so the ruler needs no earlier run, and works when A and B run
 * at the same time ({@code ab --order turns}). Each fork reports what it paid ({@link #paid}).
 */
public final class Ruler {
    /** The line {@link #paid} writes, found wherever it falls in a fork's output; group 1 is all after "ruler ". */
    public static final Pattern PAID_LINE = Pattern.compile("ruler (\\S+ .*: asked .*)$");
    /** The system property that carries the percentage to B's forks. */
    public static final String PROPERTY = "wsscost.ruler";
    /** How many of the last warm-up iterations size the work. */
    public static final int SIZING_ITERATIONS = 3;

    private Ruler() {
    }

    /** {@code org.wsscost.bench.Inbound.total profile=signencr stack=rampart …}, parameters sorted. */
    public static String key(String benchmark, Map<String, String> params) {
        StringBuilder s = new StringBuilder(benchmark);
        new TreeMap<>(params).forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        return s.toString();
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
     * The time per operation of a warm-up iteration of {@code elapsedNanos} and {@code ops} operations,
     * less the spin of {@code paidNanosPerOp} each operation already paid: what the ruler sizes itself from.
     */
    public static double netNanosPerOp(long elapsedNanos, long ops, double paidNanosPerOp) {
        return elapsedNanos / (double) ops - paidNanosPerOp;
    }

    /**
     * The speed of one token as timed inside the benchmark: {@code spunNanos} for {@code tokens} tokens,
     * or {@code before} when no token was spun.
     */
    public static double nanosPerToken(long spunNanos, long tokens, double before) {
        return tokens > 0 && spunNanos > 0 ? spunNanos / (double) tokens : before;
    }

    /** What a trial of {@code key} without a warm-up iteration fails with: the ruler has nothing to size from. */
    public static IllegalStateException noWarmup(String key) {
        return new IllegalStateException("the ruler sizes itself from the warm-up, and " + key
                + " had no warm-up iteration; run it with -wi 1 or more");
    }

    /**
     * The extra nanoseconds per operation in the measurement: {@code percent} of the time per operation
     * measured so far, {@code elapsedNanos} for {@code ops} operations less the {@code spunNanos} they spun.
     */
    public static double extraNanos(double percent, long elapsedNanos, long spunNanos, long ops) {
        return percent / 100 * netNanosPerOp(elapsedNanos, ops, spunNanos / (double) ops);
    }

    /**
     * What the ruler paid over a fork's measurement of {@code ops} operations in {@code elapsedNanos},
     * {@code spunNanos} of them spinning: the spin per operation and its share of the rest, the share the
     * comparison should see.
     */
    public static String paid(String key, double percent, long elapsedNanos, long spunNanos, long ops) {
        double spin = spunNanos / (double) ops;
        double rest = netNanosPerOp(elapsedNanos, ops, spin);
        return String.format(Locale.ROOT, "ruler %s: asked %.1f%%, paid %.0f ns/op of spin on %.0f ns/op of work, %.2f%%",
                key, percent, spin, rest, 100 * spin / rest);
    }

    /**
     * The extra nanoseconds per operation: {@code percent} of the mean time per operation of the last
     * {@link #SIZING_ITERATIONS} warm-up iterations (all of them, when there were fewer).
     *
     * @throws IllegalStateException when there was no warm-up iteration to size from
     */
    public static double extraNanos(double percent, List<Double> warmupNanosPerOp, String key) {
        if (warmupNanosPerOp.isEmpty()) {
            throw noWarmup(key);
        }
        List<Double> last = warmupNanosPerOp.subList(Math.max(0, warmupNanosPerOp.size() - SIZING_ITERATIONS),
                warmupNanosPerOp.size());
        return percent / 100 * last.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }
}
