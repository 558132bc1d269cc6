package org.wsscost.shard;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/**
 * One benchmark × mode × parameter combination of a job: what JMH measures in its own forks. It
 * carries its estimated time and the comparison group it must share a machine with.
 *
 * @param benchmark the full JMH name
 * @param params every parameter of the benchmark, as it will run
 * @param seconds the estimated wall time of its forks ({@link Timings})
 */
public record Combination(String benchmark, String mode, Map<String, String> params, double seconds) {
    /**
     * The parameters that tell comparison groups apart. A group is wider than one benchmark × profile ×
     * suite × provider × keystore on purpose, so that every ratio the tools take stays on one machine:
     * a phase sum sets {@code Outbound.marshal} (measured with no profile, provider or keystore) beside
     * a secured total; a fused stack's security share is its secured total minus its {@code plain} one;
     * {@code tax} divides a provider's or keystore's result by the other's.
     */
    static final List<String> FIXED = List.of("workload", "direction");

    /** Benchmark, mode and parameters in a fixed order: the identity of a result in any JMH file. */
    public String key() {
        return Result.name(benchmark) + " " + mode + " " + new TreeMap<>(params);
    }

    /**
     * The comparison group: the family its ratios are taken in (a side's totals, phases, floor and
     * Santuario baseline; the exchanges of stacks and runtimes; otherwise its class) and the
     * {@link #FIXED} parameters. Everything else varies inside a group: the stacks, bindings, APIs,
     * configurations, profiles, suites, providers and keystores that the tools set side by side.
     */
    public String group() {
        StringBuilder group = new StringBuilder(family());
        for (String name : FIXED) {
            if (params.containsKey(name)) {
                group.append(' ').append(name).append('=').append(params.get(name));
            }
        }
        return group.toString();
    }

    private String family() {
        String name = Result.name(benchmark);
        Optional<Benchmark> known = Benchmark.of(name);
        if (known.isPresent() && known.get().side() != null) {
            return known.get().side().id();
        }
        if (known.isPresent() && (known.get().kind() == Benchmark.Kind.EXCHANGE
                || known.get().kind() == Benchmark.Kind.RUNTIME_EXCHANGE)) {
            return "exchange";
        }
        // Conversion times either side, named by its own parameter
        return params.containsKey("side") ? params.get("side") : name.substring(0, name.indexOf('.'));
    }
}
