package org.wsscost.analysis;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How long a fork's JIT compiled while the fork measured by turns: the JVM's compilation time (all its
 * compiler threads, counted as each compilation ends) from the start of its first measured turn to the
 * end of its last, a span that holds the other side's turns too, and the part of it that ended inside
 * the fork's own turns. A fork still compiling in its measurement is still changing the code it times:
 * its warm-up was short for it (docs/steady-state.md, *Compiling while measuring*).
 *
 * @param turns the measured turns
 * @param compiledTurns the fork's own turns in which compilation time ended
 * @param inTurnsMillis the compilation time that ended inside its own turns
 * @param measuredMillis the compilation time from the start of its first measured turn to the end of its last
 * @param spanMillis the wall time of that span
 */
public record JitWork(int turns, int compiledTurns, long inTurnsMillis, long measuredMillis, double spanMillis) {
    /** The line a fork prints at the end of its trial, as {@link #line} writes it; group 1 from the key on. */
    public static final Pattern LINE = Pattern.compile("jit while measured (\\S+ .*: compiled for \\d+ ms from its first measured turn .*)$");

    /**
     * The JIT's work of turns in which {@code turnMillis[i]} of compilation time ended, {@code measuredMillis}
     * from the first turn's start to the last's end, {@code spanNanos} apart; one turn at least.
     */
    public static JitWork of(long[] turnMillis, long measuredMillis, long spanNanos) {
        if (turnMillis.length == 0) {
            throw new IllegalArgumentException("no measured turn to tell the JIT's work of");
        }
        int compiled = 0;
        long inTurns = 0;
        for (long millis : turnMillis) {
            if (millis < 0) {
                throw new IllegalArgumentException("a turn in which " + millis + " ms of compilation time ended");
            }
            compiled += millis > 0 ? 1 : 0;
            inTurns += millis;
        }
        if (measuredMillis < inTurns) {
            throw new IllegalArgumentException(measuredMillis + " ms compiled while measured, less than the "
                    + inTurns + " ms inside the turns");
        }
        if (spanNanos <= 0) {
            throw new IllegalArgumentException("a measured span of " + spanNanos + " ns");
        }
        return new JitWork(turnMillis.length, compiled, inTurns, measuredMillis, spanNanos / 1e6);
    }

    /**
     * {@code jit while measured KEY: compiled for 850 ms from its first measured turn to its last (3.9% of
     * those 21.9 s), 310 ms of it ending in 14 of its own 200 turns}.
     */
    public String line(String key) {
        return String.format(Locale.ROOT, "jit while measured %s: compiled for %d ms from its first measured turn to its last"
                + " (%.1f%% of those %.1f s), %d ms of it ending in %d of its own %d turns",
                key, measuredMillis, 100 * measuredMillis / spanMillis, spanMillis / 1000, inTurnsMillis, compiledTurns, turns);
    }
}
