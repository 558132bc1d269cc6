package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.wsscost.results.Result;

/**
 * How a benchmark's cost grows with message size along the ladder (responses of exactly 1, 10, 100,
 * 1,000 and 10,000 quakes): size is the response's quake count, which the bytes follow linearly
 * (about 160 bytes a quake on top of a 0.4 KB envelope: 565 bytes for 1 quake, 1.6 MB for 10,000). For each benchmark and parameter set, all but the workload, it fits
 * cost against quakes. Requests do not grow along the ladder, so request-direction rows are left out.
 */
public final class Growth {
    /** An exponent above this is super-linear: cost grows faster than the message. */
    public static final double SUPER_LINEAR = 1.1;
    /**
     * The rungs the exponent and the marginal cost are fitted on start here, where the message, not the
     * fixed cost of an envelope, a header and an RSA operation, dominates; below it a log-log slope
     * measures how much of the cost is fixed, not how it grows.
     */
    public static final long UPPER_FROM = 100;

    /** One rung: a message of {@code quakes} quakes cost {@code micros} µs, within {@code interval} (µs). */
    public record Point(long quakes, double micros, Interval interval) {
        /** A rung whose interval is not known. */
        public Point(long quakes, double micros) {
            this(quakes, micros, new Interval(micros, Double.NaN, Double.NaN));
        }
    }

    /**
     * A fit: {@code exponent}, the least-squares slope of ln(cost) on ln(quakes) over the upper rungs
     * (all rungs if fewer than two are at or above {@link #UPPER_FROM}); {@code overall}, the same over
     * every rung; {@code marginal}, µs per extra quake, the least-squares slope of cost on quakes over
     * the upper rungs.
     */
    public record Fit(double exponent, double overall, double marginal, int rungs) {
        public boolean superLinear() {
            return exponent > SUPER_LINEAR;
        }
    }

    /** A benchmark's parameters without the workload, its rungs in ascending size, and their fit. */
    public record Row(String benchmark, Map<String, String> params, List<Point> points, Fit fit) {
    }

    private Growth() {
    }

    /** The fit of at least two rungs of distinct sizes. */
    public static Fit fit(List<Point> points) {
        List<Point> sorted = points.stream().sorted(Comparator.comparingLong(Point::quakes)).toList();
        if (sorted.stream().map(Point::quakes).distinct().count() < 2) {
            throw new IllegalArgumentException("a fit needs at least two sizes, got " + sorted);
        }
        List<Point> upper = sorted.stream().filter(p -> p.quakes() >= UPPER_FROM).toList();
        if (upper.size() < 2) {
            upper = sorted;
        }
        return new Fit(logSlope(upper), logSlope(sorted), slope(upper, false), upper.size());
    }

    private static double logSlope(List<Point> points) {
        return slope(points, true);
    }

    /** Least-squares slope of y on x, both in logs or both as they are. */
    private static double slope(List<Point> points, boolean logs) {
        int n = points.size();
        double sx = 0;
        double sy = 0;
        for (Point p : points) {
            sx += x(p, logs);
            sy += y(p, logs);
        }
        double mx = sx / n;
        double my = sy / n;
        double sxy = 0;
        double sxx = 0;
        for (Point p : points) {
            sxy += (x(p, logs) - mx) * (y(p, logs) - my);
            sxx += (x(p, logs) - mx) * (x(p, logs) - mx);
        }
        return sxy / sxx;
    }

    private static double x(Point p, boolean logs) {
        return logs ? Math.log(p.quakes()) : p.quakes();
    }

    private static double y(Point p, boolean logs) {
        return logs ? Math.log(p.micros()) : p.micros();
    }

    /** The quakes of a result's ladder workload ({@code ladder-1000} → 1000), or -1 for any other workload. */
    static long quakes(Result r) {
        String workload = r.param("workload");
        if (workload == null || !workload.startsWith("ladder-")) {
            return -1;
        }
        if (!workload.substring(7).matches("[1-9]\\d{0,17}")) {
            throw new IllegalArgumentException(r.describe() + ": the workload '" + workload + "' is no ladder rung (ladder-N, N quakes)");
        }
        return Long.parseLong(workload.substring(7));
    }

    /** Every benchmark × parameter set (minus workload) with at least two ladder rungs, fitted. */
    public static List<Row> rows(List<Result> results) {
        Map<String, List<Point>> points = new TreeMap<>();
        Map<String, Result> first = new TreeMap<>();
        for (Result r : results) {
            long quakes = quakes(r);
            if (quakes < 0 || "request".equals(r.param("direction"))) {
                continue;
            }
            Map<String, String> params = new TreeMap<>(r.params());
            params.remove("workload");
            String key = r.name() + " " + params;
            points.computeIfAbsent(key, k -> new ArrayList<>()).add(new Point(quakes, PhaseSums.micros(r),
                    Interval.of(r).times(PhaseSums.micros(r) / r.score())));
            first.putIfAbsent(key, r);
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<Point>> e : points.entrySet()) {
            List<Point> rungs = e.getValue().stream().sorted(Comparator.comparingLong(Point::quakes)).toList();
            if (rungs.stream().map(Point::quakes).distinct().count() < 2) {
                continue;
            }
            Result r = first.get(e.getKey());
            Map<String, String> params = new TreeMap<>(r.params());
            params.remove("workload");
            rows.add(new Row(r.name(), params, rungs, fit(rungs)));
        }
        return rows;
    }
}
