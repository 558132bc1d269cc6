package org.wsscost.analysis;

import java.util.Arrays;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How long a fork's measuring thread waited for a CPU in its measured turns: time it was runnable but
 * not running, because something else ran on its CPU. On the 2-core virtual machine a turn whose
 * thread waited 5 ms or more took 1.3–1.6 times its fork's median (docs/steady-state.md, *The machine's
 * own noise*); a fork's line says how often that happened in its run. It counts what took the CPU, not
 * everything that slows a turn.
 *
 * @param turns the measured turns
 * @param waited the turns that waited for a CPU {@link #NOTABLE} of their time or more
 * @param share all the waiting over all the turns' time
 * @param longestMillis the longest wait in one turn, in milliseconds
 * @param turnMillis the median turn, in milliseconds
 */
public record CpuWaits(int turns, int waited, double share, double longestMillis, double turnMillis) {
    /** A turn that waited this share of its time or more counts as one that waited. */
    public static final double NOTABLE = 0.10;
    /** The line a fork prints at the end of its trial, as {@link #line} writes it; group 1 from the key on. */
    public static final Pattern LINE = Pattern.compile("cpu waits (\\S+ .*: \\d+ of \\d+ measured turns waited .*)$");

    /** The waits of turns whose thread waited {@code waitNanos[i]} in a turn of {@code turnNanos[i]}; one turn at least. */
    public static CpuWaits of(long[] waitNanos, long[] turnNanos) {
        if (waitNanos.length != turnNanos.length) {
            throw new IllegalArgumentException(waitNanos.length + " waits for " + turnNanos.length + " turns");
        }
        if (turnNanos.length == 0) {
            throw new IllegalArgumentException("no measured turn to tell the waits of");
        }
        int waited = 0;
        long waits = 0;
        long time = 0;
        long longest = 0;
        for (int i = 0; i < turnNanos.length; i++) {
            if (waitNanos[i] >= NOTABLE * turnNanos[i]) {
                waited++;
            }
            waits += waitNanos[i];
            time += turnNanos[i];
            longest = Math.max(longest, waitNanos[i]);
        }
        double median = Steadiness.median(Arrays.stream(turnNanos).mapToObj(t -> (double) t).toList());
        return new CpuWaits(turnNanos.length, waited, waits / (double) time, longest / 1e6, median / 1e6);
    }

    /**
     * {@code cpu waits KEY: 12 of 200 measured turns waited for a CPU 10% of their time or more; 1.84% of
     * the measured time in all, the longest wait 21.3 ms (turns of 55.0 ms)}.
     */
    public String line(String key) {
        return String.format(Locale.ROOT, "cpu waits %s: %d of %d measured turns waited for a CPU %.0f%% of their time or more;"
                + " %.2f%% of the measured time in all, the longest wait %.1f ms (turns of %.1f ms)",
                key, waited, turns, 100 * NOTABLE, 100 * share, longestMillis, turnMillis);
    }
}
