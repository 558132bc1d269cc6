package org.wsscost.report;

import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * A ruler for an A/B run: a known amount of extra work, sized per benchmark as a percentage of side
 * A's own measured time, that side B's benchmarks pay inside the timed region. An A/B run with a
 * 5% ruler must come out 5% slower, and an A/A run beside it must not: that shows the comparison's
 * power, as an A/A run shows its noise floor. Never on unless {@code ab --ruler} asks for it.
 *
 * <p>The sizes travel to B's forks as a properties file named by the system property
 * {@link #PROPERTY}: one line per benchmark and parameter set ({@link #key}), the extra nanoseconds
 * per operation.
 */
public final class Ruler {
    /** The system property that names the sizes file in B's forks. */
    public static final String PROPERTY = "wsscost.ruler";

    private Ruler() {
    }

    /** {@code org.wsscost.bench.Inbound.total profile=signencr stack=rampart …}, parameters sorted. */
    public static String key(String benchmark, Map<String, String> params) {
        StringBuilder s = new StringBuilder(benchmark);
        new TreeMap<>(params).forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        return s.toString();
    }

    /** For every result of side A: {@code percent} of its time per operation, in nanoseconds. */
    public static Properties sizes(Iterable<Result> base, double percent) {
        Properties sizes = new Properties();
        for (Result r : base) {
            sizes.setProperty(key(r.benchmark(), r.params()), Double.toString(nanosPerOp(r) * percent / 100));
        }
        return sizes;
    }

    /** A result's score as nanoseconds per operation: time modes (us/op …) and throughput (ops/s …). */
    public static double nanosPerOp(Result r) {
        String unit = r.unit();
        boolean throughput = unit.startsWith("ops/");
        String time = throughput ? unit.substring(4) : unit.replaceFirst("/op$", "");
        double nanos = switch (time) {
            case "ns" -> 1;
            case "us" -> 1e3;
            case "ms" -> 1e6;
            case "s" -> 1e9;
            case "min" -> 60e9;
            default -> throw new IllegalArgumentException("unit '" + unit + "' of " + key(r.benchmark(), r.params())
                    + " is not a time per operation or a throughput");
        };
        return throughput ? nanos / r.score() : nanos * r.score();
    }
}
