package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
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
     * The share of its measured span above which a fork counts as still compiling. Warm forks compile
     * 1–7% of it in the background; {@code metro-xwss}'s receiving side after a warm-up short by turns, 7–58%
     * (docs/steady-state.md, *Compiling while measuring*).
     */
    public static final double STILL_COMPILING = 0.10;

    /** A fork's line as {@code ab} names it ({@code fork 1.2: KEY: compiled for …}): its key, the share. */
    private static final Pattern NAMED = Pattern.compile(
            "^fork \\S+: (\\S+(?: \\S+=\\S+)*): compiled for \\d+ ms from its first measured turn to its last \\(([0-9.]+)% of those");

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

    /**
     * Which benchmarks of one side were still compiling while measured, by key ({@link Ruler#key}): those
     * with a fork whose JIT compiled for more than {@link #STILL_COMPILING} of its measured span, each
     * with why ({@code base still compiling (its JIT compiled for 25.4–58.0% of the measured span in 2 of
     * 3 forks; warm forks: under 10%)}). {@code lines} are the side's lines as {@code ab} names them.
     *
     * @throws IllegalArgumentException for a line that is not a fork's JIT line
     */
    public static Map<String, String> stillCompiling(String side, List<String> lines) {
        Map<String, List<Double>> shares = new LinkedHashMap<>();
        for (String line : lines) {
            Matcher m = NAMED.matcher(line);
            if (!m.find()) {
                throw new IllegalArgumentException("not a fork's line of the JIT's work: " + line);
            }
            shares.computeIfAbsent(m.group(1), k -> new ArrayList<>()).add(Double.parseDouble(m.group(2)));
        }
        Map<String, String> compiling = new LinkedHashMap<>();
        shares.forEach((key, percents) -> {
            List<Double> over = percents.stream().filter(p -> p > 100 * STILL_COMPILING).sorted().toList();
            if (!over.isEmpty()) {
                String range = over.get(0).equals(over.get(over.size() - 1)) ? String.format(Locale.ROOT, "%.1f%%", over.get(0))
                        : String.format(Locale.ROOT, "%.1f–%.1f%%", over.get(0), over.get(over.size() - 1));
                compiling.put(key, String.format(Locale.ROOT, "%s still compiling (its JIT compiled for %s of the measured"
                        + " span in %d of %d forks; warm forks: under %.0f%%)", side, range, over.size(), percents.size(),
                        100 * STILL_COMPILING));
            }
        });
        return compiling;
    }
}
