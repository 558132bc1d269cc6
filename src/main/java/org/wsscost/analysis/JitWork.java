package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.harness.Harness;
import org.wsscost.results.Result;

/**
 * How long a fork's JIT compiled while the fork measured, as the harness recorded it ({@link Harness#JIT},
 * {@link Harness#SPAN}): the JVM's compilation time (all its compiler threads, counted as each compilation
 * ends) from the start of its first measured iteration to the end of its last, a span that holds the
 * other side's turns too when measured by turns. A fork still compiling in its measurement is still
 * changing the code it times: its warm-up was short for it (docs/steady-state.md, *Compiling while measuring*).
 *
 * @param iterations the measured iterations
 * @param compiledIterations the iterations in whose stretch (from the end of the one before) compilation time ended
 * @param compiledMillis the compilation time from the start of its first measured iteration to the end of its last
 * @param spanMillis the wall time of that span
 */
public record JitWork(int iterations, int compiledIterations, double compiledMillis, double spanMillis) {
    /**
     * The share of its measured span above which a fork counts as still compiling. Warm forks compile
     * 1–7% of it in the background; {@code metro-xwss}'s receiving side after a warm-up short by turns, 7–58%
     * (docs/steady-state.md, *Compiling while measuring*).
     */
    public static final double STILL_COMPILING = 0.10;

    /** The JIT's work of each fork of {@code r}; none where its result carries no harness metrics of the JIT. */
    public static List<JitWork> of(Result r) {
        List<List<Double>> jit = r.secondaryForks().getOrDefault(Harness.JIT, List.of());
        List<List<Double>> span = r.secondaryForks().getOrDefault(Harness.SPAN, List.of());
        if (jit.size() != span.size()) {
            throw new IllegalArgumentException(r.describe() + ": " + Harness.JIT + " has " + jit.size() + " forks, "
                    + Harness.SPAN + " " + span.size());
        }
        List<JitWork> forks = new ArrayList<>();
        for (int f = 0; f < jit.size(); f++) {
            List<Double> compiled = jit.get(f);
            if (compiled.size() != span.get(f).size() || compiled.isEmpty()) {
                throw new IllegalArgumentException(r.describe() + ": fork " + (f + 1) + " has " + compiled.size() + " iterations of "
                        + Harness.JIT + " and " + span.get(f).size() + " of " + Harness.SPAN);
            }
            forks.add(new JitWork(compiled.size(), (int) compiled.stream().filter(c -> c > 0).count(),
                    compiled.stream().mapToDouble(Double::doubleValue).sum(),
                    span.get(f).stream().mapToDouble(Double::doubleValue).sum()));
        }
        return forks;
    }

    /** The share of the measured span the JIT compiled for. */
    public double share() {
        return compiledMillis / spanMillis;
    }

    /**
     * {@code compiled for 850 ms from its first measured iteration to its last (3.9% of those 21.9 s), in 14 of its
     * 200 iterations' stretches}.
     */
    public String describe() {
        return String.format(Locale.ROOT, "compiled for %.0f ms from its first measured iteration to its last (%.1f%% of those"
                + " %.1f s), in %d of its %d iterations' stretches", compiledMillis, 100 * share(), spanMillis / 1000,
                compiledIterations, iterations);
    }

    /**
     * Why {@code r} counts as still compiling on {@code side}, or empty: a fork whose JIT compiled for more than
     * {@link #STILL_COMPILING} of its measured span ({@code base still compiling (its JIT compiled for 25.4–58.0% of
     * the measured span in 2 of 3 forks; warm forks: under 10%)}).
     */
    public static String stillCompiling(String side, Result r) {
        List<JitWork> forks = of(r);
        List<Double> over = forks.stream().map(JitWork::share).filter(s -> s > STILL_COMPILING).map(s -> 100 * s).sorted().toList();
        if (over.isEmpty()) {
            return "";
        }
        String range = String.format(Locale.ROOT, "%.1f%%", over.get(0)).equals(String.format(Locale.ROOT, "%.1f%%", over.get(over.size() - 1)))
                ? String.format(Locale.ROOT, "%.1f%%", over.get(0))
                : String.format(Locale.ROOT, "%.1f–%.1f%%", over.get(0), over.get(over.size() - 1));
        return String.format(Locale.ROOT, "%s still compiling (its JIT compiled for %s of the measured span in %d of %d forks;"
                + " warm forks: under %.0f%%)", side, range, over.size(), forks.size(), 100 * STILL_COMPILING);
    }
}
