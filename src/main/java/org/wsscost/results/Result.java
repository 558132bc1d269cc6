package org.wsscost.results;

import java.util.List;
import java.util.Map;

/**
 * One benchmark × parameter combination of a JMH JSON result file. {@code samples} are all
 * measurement iterations in order, {@code forks} the same per fork (what a bootstrap resamples),
 * {@code secondary} the secondary metrics' scores by name ({@code gc.alloc.rate.norm} …; JMH's older "·" prefix dropped).
 * {@code secondaryForks} the same metrics' iterations per fork, where JMH wrote them. {@code machine} is
 * the machine a merged shard ran on ({@code merge}), null in a run of one machine.
 */
public record Result(String benchmark, String mode, Map<String, String> params, double score, double error,
        String unit, List<Double> samples, List<List<Double>> forks, Map<String, Double> secondary,
        Map<String, List<List<Double>>> secondaryForks, String machine) {

    /** A result of a run made on one machine, with scores only for its secondary metrics. */
    public Result(String benchmark, String mode, Map<String, String> params, double score, double error, String unit,
            List<Double> samples, List<List<Double>> forks, Map<String, Double> secondary) {
        this(benchmark, mode, params, score, error, unit, samples, forks, secondary, Map.of(), null);
    }

    /**
     * Whether {@code other} may be set beside this result in one ratio: true unless both name their
     * machines and the machines differ (a ratio across machines measures the machines too).
     */
    public boolean sameMachine(Result other) {
        return machine == null || other.machine == null || machine.equals(other.machine);
    }

    /** The benchmark without its package and its parameters: {@code Inbound.total (profile=sign, stack=rampart)}. */
    public String describe() {
        return describe(benchmark, params);
    }

    /** {@code benchmark} without its package, and {@code params} when there are any. */
    public static String describe(String benchmark, Map<String, String> params) {
        return name(benchmark) + (params.isEmpty() ? "" : " (" + String.join(", ",
                params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList()) + ")");
    }

    /** The benchmark without its package: {@code Inbound.total}. */
    public String name() {
        return name(benchmark);
    }

    /** A JMH benchmark name without its package: {@code org.wsscost.bench.Inbound.total} → {@code Inbound.total}. */
    public static String name(String benchmark) {
        String[] parts = benchmark.split("\\.");
        return parts.length < 2 ? benchmark : parts[parts.length - 2] + "." + parts[parts.length - 1];
    }

    public String param(String key) {
        return params.get(key);
    }
}
