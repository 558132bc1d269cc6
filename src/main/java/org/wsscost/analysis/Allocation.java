package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.wsscost.results.Result;

/**
 * The exact verdict beside the time ratio: bytes allocated per operation ({@code -prof gc}'s
 * {@code gc.alloc.rate.norm}), base against new. A code path's allocations hardly vary from one iteration to the
 * next, so a change of the code shows in its bytes per operation even where the time's noise hides it: a
 * difference whose 99% interval excludes zero and that is at least {@value #LEAST_BYTES} bytes (an object header
 * and a field) is a change of what the benchmark allocates.
 *
 * @param benchmark the benchmark, as JMH names it
 * @param params its parameters
 * @param base the base's mean bytes per operation
 * @param fresh the new side's
 * @param half half the width of the 99% interval of {@code fresh − base}: Welch's over the forks' means where
 *             both sides have two forks or more, else over the iterations
 */
public record Allocation(String benchmark, Map<String, String> params, double base, double fresh, double half, Verdict verdict) {
    /** The secondary metric that {@code -prof gc} writes: bytes allocated per operation. */
    public static final String METRIC = "gc.alloc.rate.norm";
    /** The smallest difference, in bytes per operation, that counts as a change. */
    public static final double LEAST_BYTES = 16;

    public enum Verdict {
        MORE("allocates more"), LESS("allocates less"), SAME("same allocation"), UNKNOWN("too few samples");

        private final String label;

        Verdict(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** Every benchmark in both lists whose results both carry {@link #METRIC} per fork. */
    public static List<Allocation> compare(List<Result> base, List<Result> fresh) {
        Map<String, Result> byKey = fresh.stream().collect(Collectors.toMap(Allocation::key, r -> r, (a, b) -> a));
        List<Allocation> rows = new ArrayList<>();
        for (Result b : base) {
            Result n = byKey.get(key(b));
            List<List<Double>> bf = b.secondaryForks().getOrDefault(METRIC, List.of());
            List<List<Double>> nf = n == null ? List.of() : n.secondaryForks().getOrDefault(METRIC, List.of());
            if (!bf.isEmpty() && !nf.isEmpty()) {
                rows.add(of(b.benchmark(), b.params(), bf, nf));
            }
        }
        return rows;
    }

    /** The verdict on two sides' bytes per operation, per fork and iteration. */
    static Allocation of(String benchmark, Map<String, String> params, List<List<Double>> base, List<List<Double>> fresh) {
        boolean byForks = base.size() >= 2 && fresh.size() >= 2;
        double[] a = byForks ? base.stream().mapToDouble(Allocation::mean).toArray() : flat(base);
        double[] b = byForks ? fresh.stream().mapToDouble(Allocation::mean).toArray() : flat(fresh);
        double diff = StatUtils.mean(b) - StatUtils.mean(a);
        if (a.length < 2 || b.length < 2) {
            return new Allocation(benchmark, params, StatUtils.mean(a), StatUtils.mean(b), Double.NaN, Verdict.UNKNOWN);
        }
        double va = StatUtils.variance(a) / a.length;
        double vb = StatUtils.variance(b) / b.length;
        double se = Math.sqrt(va + vb);
        double half;
        if (se == 0) {
            half = 0;
        } else {
            double df = (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
            half = new TDistribution(Math.max(1, df)).inverseCumulativeProbability(0.995) * se;
        }
        Verdict v = Math.abs(diff) < LEAST_BYTES || Math.abs(diff) <= half ? Verdict.SAME : diff > 0 ? Verdict.MORE : Verdict.LESS;
        return new Allocation(benchmark, params, StatUtils.mean(a), StatUtils.mean(b), half, v);
    }

    /** A Markdown table of {@code rows} with a line that says how the verdict is taken; empty when there are none. */
    public static String markdown(List<Allocation> rows) {
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%nAllocation per operation (-prof gc's %s): a change of"
                + " at least %.0f B/op whose 99%% interval excludes none is a change of the code path, whatever the time says.%n%n",
                METRIC, LEAST_BYTES));
        s.append("| benchmark | params | base B/op | new B/op | new − base | ± (99%) | verdict |\n|---|---|---:|---:|---:|---:|---|\n");
        for (Allocation r : rows) {
            s.append(String.format(Locale.ROOT, "| %s | %s | %.0f | %.0f | %+.0f | %s | %s |%n", Result.name(r.benchmark()),
                    r.params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" ")),
                    r.base(), r.fresh(), r.fresh() - r.base(), Double.isNaN(r.half()) ? "–" : String.format(Locale.ROOT, "%.1f", r.half()),
                    r.verdict() == Verdict.MORE || r.verdict() == Verdict.LESS ? "**" + r.verdict().label() + "**" : r.verdict().label()));
        }
        return s.toString();
    }

    private static String key(Result r) {
        return r.benchmark() + " " + r.mode() + " " + r.params();
    }

    private static double[] flat(List<List<Double>> forks) {
        return forks.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
    }

    private static double mean(List<Double> values) {
        return StatUtils.mean(values.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
