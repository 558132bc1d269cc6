package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.harness.Harness;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;

/**
 * How long a fork's measuring thread waited for a CPU in its measured iterations, as the harness recorded it
 * ({@link Harness#WAIT}, {@link Harness#ITERATION}): time it was runnable but not running, because something
 * else ran on its CPU. On the 2-core virtual machine a turn whose thread waited 5 ms or more took 1.3–1.6
 * times its fork's median (docs/steady-state.md, *The machine's own noise*); a fork's line says how often
 * that happened in its run. It counts what took the CPU, not everything that slows an iteration.
 *
 * @param iterations the measured iterations
 * @param waited the iterations whose thread waited for a CPU {@link #NOTABLE} of their time or more
 * @param share all the waiting over all the iterations' time
 * @param longestMillis the longest wait in one iteration, in milliseconds
 * @param iterationMillis the median iteration, in milliseconds
 */
public record CpuWaits(int iterations, int waited, double share, double longestMillis, double iterationMillis) {
    /** An iteration that waited this share of its time or more counts as one that waited. */
    public static final double NOTABLE = 0.10;

    /** The waits of each fork of {@code r}; none where its result carries no harness metrics of the waits. */
    public static List<CpuWaits> of(Result r) {
        List<List<Double>> waits = r.secondaryForks().getOrDefault(Harness.WAIT, List.of());
        List<List<Double>> times = r.secondaryForks().getOrDefault(Harness.ITERATION, List.of());
        if (waits.size() != times.size()) {
            throw new IllegalArgumentException(r.describe() + ": " + Harness.WAIT + " has " + waits.size() + " forks, "
                    + Harness.ITERATION + " " + times.size());
        }
        List<CpuWaits> forks = new ArrayList<>();
        for (int f = 0; f < waits.size(); f++) {
            forks.add(of(waits.get(f), times.get(f), r.describe() + ": fork " + (f + 1)));
        }
        return forks;
    }

    /** The waits of iterations whose thread waited {@code waitMillis[i]} in an iteration of {@code iterationMillis[i]}. */
    static CpuWaits of(List<Double> waitMillis, List<Double> iterationMillis, String where) {
        if (waitMillis.size() != iterationMillis.size() || waitMillis.isEmpty()) {
            throw new IllegalArgumentException(where + " has " + waitMillis.size() + " iterations of " + Harness.WAIT + " and "
                    + iterationMillis.size() + " of " + Harness.ITERATION);
        }
        int waited = 0;
        double waits = 0;
        double time = 0;
        double longest = 0;
        for (int i = 0; i < waitMillis.size(); i++) {
            if (waitMillis.get(i) >= NOTABLE * iterationMillis.get(i)) {
                waited++;
            }
            waits += waitMillis.get(i);
            time += iterationMillis.get(i);
            longest = Math.max(longest, waitMillis.get(i));
        }
        return new CpuWaits(waitMillis.size(), waited, waits / time, longest, Stats.median(iterationMillis));
    }

    /**
     * {@code 12 of 200 measured iterations waited for a CPU 10% of their time or more; 1.84% of the measured time in
     * all, the longest wait 21.3 ms (iterations of 55.0 ms)}.
     */
    public String describe() {
        return String.format(Locale.ROOT, "%d of %d measured iterations waited for a CPU %.0f%% of their time or more;"
                + " %.2f%% of the measured time in all, the longest wait %.1f ms (iterations of %.1f ms)",
                waited, iterations, 100 * NOTABLE, 100 * share, longestMillis, iterationMillis);
    }
}
