package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.results.Result;

/**
 * How a benchmark holds up when several threads run it at once, from two runs of the same benchmarks:
 * one thread, and N threads (JMH's {@code -t}). In JMH's time modes each thread's operations are timed
 * on their own, so a score is the time one operation takes while the other threads run theirs. The
 * throughput per thread is its inverse, the total N times that, and the <em>scaling efficiency</em>
 * one thread's time ÷ N threads' time: 1 when N threads do N times the work, 1/N when they take turns.
 * Its interval is the unpaired ratio's ({@link Comparison#ratio}), inverted.
 */
public final class Scaling {
    /** Below this efficiency at two threads a stack's contention is looked for by a lock or wall-clock profile. */
    public static final double CONTENDED = 0.80;

    /**
     * One benchmark at one thread and at N.
     *
     * @param perThread operations per second of one thread, alone and beside the other N − 1
     * @param efficiency one thread's time ÷ N threads' time, with its 95% interval
     * @param steady whether both results passed the steady-state check and the quote rule
     */
    public record Row(String benchmark, Map<String, String> params, int threads, double perThreadAlone,
            double perThread, Interval efficiency, boolean steady) {

        /** Operations per second of all N threads together. */
        public double total() {
            return perThread * threads;
        }

        /** Whether the interval lies wholly below {@link #CONTENDED}. */
        public boolean contended() {
            return efficiency.high() < CONTENDED;
        }
    }

    private Scaling() {
    }

    /**
     * Every benchmark × parameters × mode in both runs, in the order of {@code one}. Only time modes
     * ({@code avgt}, {@code sample}, {@code ss}) are taken: a throughput score is already a total.
     */
    public static List<Row> of(List<Result> one, List<Result> many, int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("scaling compares one thread with two or more, not " + threads);
        }
        Map<String, Result> byKey = new LinkedHashMap<>();
        for (Result r : many) {
            byKey.put(key(r), r);
        }
        List<Row> rows = new ArrayList<>();
        for (Result alone : one) {
            Result beside = byKey.get(key(alone));
            if (beside == null || alone.mode().equals("thrpt")) {
                continue;
            }
            Interval ratio = Comparison.ratio(alone, beside);
            Interval efficiency = new Interval(1 / ratio.mean(), 1 / ratio.high(), 1 / ratio.low());
            double seconds = seconds(alone.unit());
            boolean steady = quotable(alone) && quotable(beside);
            rows.add(new Row(alone.benchmark(), alone.params(), threads, 1 / (alone.score() * seconds),
                    1 / (beside.score() * seconds(beside.unit())), efficiency, steady));
        }
        return rows;
    }

    /** The table: benchmark and parameters, throughput per thread alone and beside, the total, the efficiency. */
    public static String markdown(List<Row> rows) {
        if (rows.isEmpty()) {
            return "No benchmark is in both runs in a time mode.\n";
        }
        int threads = rows.get(0).threads();
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "| benchmark | ops/s, 1 thread | ops/s per thread, %d threads | ops/s, %d threads |"
                + " efficiency (95%% interval) | |%n", threads, threads));
        md.append("|---|---:|---:|---:|---|---|\n");
        for (Row r : rows) {
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %.2f (%.2f–%.2f) | %s |%n",
                    Result.describe(r.benchmark(), r.params()), number(r.perThreadAlone()), number(r.perThread()),
                    number(r.total()), r.efficiency().mean(), r.efficiency().low(), r.efficiency().high(),
                    !r.steady() ? "not quoted: a side not steady or moving more than 10%"
                            : r.contended() ? "below " + CONTENDED + ": contended" : ""));
        }
        md.append(String.format(Locale.ROOT, "%nEfficiency: one thread's time per operation ÷ %d threads' (1 = each thread as fast "
                + "as one alone; %.2f = the threads take turns). On a machine with %d cores or fewer, the JIT, the collector and "
                + "the system share the cores with the measured threads.%n", threads, 1.0 / threads, threads));
        return md.toString();
    }

    private static boolean quotable(Result r) {
        return Steadiness.of(r).steady() && Math.abs(Steadiness.firstToLast(r.forks())) <= Steadiness.SETTLED;
    }

    private static String key(Result r) {
        return r.benchmark() + " " + r.mode() + " " + r.params();
    }

    private static double seconds(String unit) {
        String per = unit.substring(0, unit.indexOf('/'));
        return switch (per) {
            case "ns" -> 1e-9;
            case "us" -> 1e-6;
            case "ms" -> 1e-3;
            case "s" -> 1;
            case "min" -> 60;
            default -> throw new IllegalArgumentException("unknown time unit " + unit);
        };
    }

    private static String number(double opsPerSecond) {
        return opsPerSecond >= 100 ? String.format(Locale.ROOT, "%,.0f", opsPerSecond)
                : String.format(Locale.ROOT, "%.1f", opsPerSecond);
    }
}
