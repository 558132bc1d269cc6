package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.results.Result;
import org.wsscost.stats.Stats;

/**
 * How a benchmark holds up when several threads run it at once, from two runs of the same benchmarks:
 * one thread, and N threads (JMH's {@code -t}). In JMH's time modes each thread's operations are timed
 * on their own, so a score is the time one operation takes while the other threads run theirs. The
 * throughput per thread is its inverse, the total N times that, and the <em>scaling efficiency</em>
 * one thread's time ÷ N threads' time: 1 when N threads do N times the work, 1/N when they take turns.
 *
 * <p>Its interval comes from the one bootstrap ({@link Stats#bootstrap}): measured in pairs (fork j of each run made
 * next to each other, as {@code scaling --pairs} makes them), the pairs are drawn together
 * ({@link Stats#resampledPairedRatio}), so the machine's drift between pairs falls on both sides; otherwise each
 * run's forks are drawn apart ({@link Comparison#ratio}). No thread count makes one thread faster than it is alone,
 * so an efficiency above 1 is the forks' differences among themselves showing, and is not quoted.
 */
public final class Scaling {
    /** Below this efficiency at two threads a stack's contention is looked for by a lock or wall-clock profile. */
    public static final double CONTENDED = 0.80;

    /**
     * One benchmark at one thread and at N.
     *
     * @param perThreadAlone operations per second of one thread alone
     * @param perThread operations per second of each of the N threads beside the others
     * @param efficiency one thread's time ÷ N threads' time, with its 95% interval
     * @param pairs the efficiency of each pair of forks, in the order they ran; empty when not measured in pairs
     * @param notQuoted why the efficiency is not quoted (a side not steady, or above 1); empty when it is
     */
    public record Row(String benchmark, Map<String, String> params, int threads, double perThreadAlone,
            double perThread, Interval efficiency, List<Double> pairs, String notQuoted) {
        public Row {
            pairs = List.copyOf(pairs);
        }

        /** Operations per second of all N threads together. */
        public double total() {
            return perThread * threads;
        }

        public boolean quoted() {
            return notQuoted.isEmpty();
        }

        /** Whether the efficiency is quoted and its interval lies wholly below {@link #CONTENDED}. */
        public boolean contended() {
            return quoted() && efficiency.high() < CONTENDED;
        }
    }

    private Scaling() {
    }

    /**
     * Every benchmark × parameters × mode in both runs, in the order of {@code one}. Only time modes
     * ({@code avgt}, {@code sample}, {@code ss}) are taken: a throughput score is already a total. {@code paired}:
     * fork j of {@code one} and of {@code many} ran next to each other, for every j (a benchmark whose two results
     * have not as many forks, or fewer than two, is taken unpaired).
     */
    public static List<Row> of(List<Result> one, List<Result> many, int threads, boolean paired) {
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
            double aloneSeconds = seconds(alone.unit());
            double besideSeconds = seconds(beside.unit());
            List<List<Double>> a = alone.forks().stream().filter(f -> !f.isEmpty()).toList();
            List<List<Double>> b = beside.forks().stream().filter(f -> !f.isEmpty()).toList();
            boolean byPairs = paired && a.size() == b.size() && a.size() >= 2;
            Interval efficiency;
            List<Double> pairs = new ArrayList<>();
            if (byPairs) {
                double factor = aloneSeconds / besideSeconds;
                double[] bounds = Stats.bootstrap(random -> factor * Stats.resampledPairedRatio(a, b, random), a.size());
                efficiency = new Interval(factor * Stats.meanOfAll(a) / Stats.meanOfAll(b), bounds[0], bounds[1]);
                for (int j = 0; j < a.size(); j++) {
                    pairs.add(factor * Stats.mean(a.get(j)) / Stats.mean(b.get(j)));
                }
            } else {
                Interval ratio = Comparison.ratio(alone, beside);
                efficiency = new Interval(1 / ratio.mean(), 1 / ratio.high(), 1 / ratio.low());
            }
            rows.add(new Row(alone.benchmark(), alone.params(), threads, 1 / (alone.score() * aloneSeconds),
                    1 / (beside.score() * besideSeconds), efficiency, pairs, notQuoted(alone, beside, a, b, efficiency, threads)));
        }
        return rows;
    }

    /** Why a row's efficiency is not quoted, or empty. */
    private static String notQuoted(Result alone, Result beside, List<List<Double>> a, List<List<Double>> b, Interval efficiency,
            int threads) {
        if (!quotable(alone) || !quotable(beside)) {
            return "not quoted: a side not steady or moving more than 10%";
        }
        if (efficiency.mean() > 1) {
            return String.format(Locale.ROOT, "not quoted: above 1, the forks' own differences (1 thread's forks %s apart, "
                    + "%d threads' %s)", spread(a), threads, spread(b));
        }
        return "";
    }

    /** How far apart a run's fork means are, largest ÷ smallest − 1, or "one fork". */
    private static String spread(List<List<Double>> forks) {
        if (forks.size() < 2) {
            return "one fork";
        }
        double low = forks.stream().mapToDouble(Stats::mean).min().orElseThrow();
        double high = forks.stream().mapToDouble(Stats::mean).max().orElseThrow();
        return String.format(Locale.ROOT, "%.0f%%", 100 * (high / low - 1));
    }

    /** The table: benchmark and parameters, throughput per thread alone and beside, the total, the efficiency. */
    public static String markdown(List<Row> rows) {
        if (rows.isEmpty()) {
            return "No benchmark is in both runs in a time mode.\n";
        }
        int threads = rows.get(0).threads();
        boolean anyPairs = rows.stream().anyMatch(r -> !r.pairs().isEmpty());
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "| benchmark | ops/s, 1 thread | ops/s per thread, %d threads | ops/s, %d threads |"
                + " efficiency (95%% interval) |%s |%n", threads, threads, anyPairs ? " pair by pair |" : ""));
        md.append("|---|---:|---:|---:|---|").append(anyPairs ? "---|" : "").append("---|\n");
        for (Row r : rows) {
            md.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %.2f (%.2f–%.2f) |%s %s |%n",
                    Result.describe(r.benchmark(), r.params()), number(r.perThreadAlone()), number(r.perThread()),
                    number(r.total()), r.efficiency().mean(), r.efficiency().low(), r.efficiency().high(),
                    anyPairs ? " " + String.join(", ", r.pairs().stream().map(p -> String.format(Locale.ROOT, "%.2f", p)).toList()) + " |" : "",
                    !r.quoted() ? r.notQuoted() : r.contended() ? "below " + CONTENDED + ": contended" : ""));
        }
        md.append(String.format(Locale.ROOT, "%nEfficiency: one thread's time per operation ÷ %d threads' (1 = each thread as fast "
                + "as one alone; %.2f = the threads take turns). On a machine with %d cores or fewer, the JIT, the collector and "
                + "the system share the cores with the measured threads.%n", threads, 1.0 / threads, threads));
        md.append(anyPairs
                ? "Interval: the pairs of forks resampled together (each pair's 1-thread and " + threads + "-thread fork ran next to each other), "
                        + "the iterations within each fork, " + String.format(Locale.ROOT, "%,d", Stats.RESAMPLES)
                        + " times with the suite's one seed, as wide as a t-interval over the pairs.\n"
                : "Interval: each run's forks resampled apart, then the iterations within each (one fork: its iterations), "
                        + String.format(Locale.ROOT, "%,d", Stats.RESAMPLES) + " times with the suite's one seed.\n");
        long above = rows.stream().filter(r -> r.notQuoted().contains("above 1")).count();
        if (above > 0) {
            md.append(String.format(Locale.ROOT, "%nAbove 1 (%d of %d): no thread count makes one thread faster than it is alone, so an "
                    + "efficiency above 1 is the forks' differences among themselves (JIT decisions, memory layout), larger than what "
                    + "the threads cost; it is not quoted. More pairs average them out.%n", above, rows.size()));
        }
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
