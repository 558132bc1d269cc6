package org.wsscost.shard;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Optional;
import org.wsscost.results.Result;

/**
 * The combinations a JMH command line selects in this jar, as JMH would run them: the benchmarks its
 * regexes include (all when none) and do not exclude, each mode, and the product of every parameter's
 * values, {@code -p} replacing a parameter's defaults. Nothing is run.
 */
public final class Job {
    private Job() {
    }

    /** Whether the JMH include regex {@code pattern} selects any benchmark in this jar, as JMH finds them. */
    public static boolean selects(String pattern) {
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        return !BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT),
                List.of(pattern), List.of()).isEmpty();
    }

    /** The full names of the benchmarks {@code options} select, in JMH's order: what its {@code -l} lists. */
    public static List<String> benchmarks(Options options) {
        return entries(options).stream().map(BenchmarkListEntry::getUsername).toList();
    }

    /** The combinations {@code options} select, in JMH's order, each with its estimated time. */
    public static List<Combination> expand(Options options, Timings timings) {
        List<Combination> job = new ArrayList<>();
        for (BenchmarkListEntry entry : entries(options)) {
            Collection<Mode> modes = options.getBenchModes().isEmpty() ? List.of(entry.getMode()) : options.getBenchModes();
            for (Mode mode : modes) {
                for (Map<String, String> params : product(entry, options)) {
                    double seconds = seconds(entry, options, timings.overhead(Result.name(entry.getUsername()),
                            params.getOrDefault("workload", "")));
                    job.add(new Combination(entry.getUsername(), mode.shortLabel(), params, seconds));
                }
            }
        }
        return List.copyOf(job);
    }

    /** The benchmarks the regexes of {@code options} include (all when none) and do not exclude. */
    private static Set<BenchmarkListEntry> entries(Options options) {
        List<String> includes = options.getIncludes().isEmpty() ? List.of(".*") : options.getIncludes();
        PrintStream silent = new PrintStream(OutputStream.nullOutputStream());
        return BenchmarkList.defaultList().find(OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT),
                includes, options.getExcludes());
    }

    /** Every combination of the entry's parameters, names in order, values as given (or declared). */
    private static List<Map<String, String>> product(BenchmarkListEntry entry, Options options) {
        List<Map<String, String>> combinations = new ArrayList<>(List.of(new LinkedHashMap<>()));
        if (!entry.getParams().hasValue()) {
            return combinations;
        }
        for (Map.Entry<String, String[]> param : new TreeMap<>(entry.getParams().get()).entrySet()) {
            Optional<Collection<String>> given = options.getParameter(param.getKey());
            Collection<String> values = given.hasValue() ? given.get() : Arrays.asList(param.getValue());
            List<Map<String, String>> wider = new ArrayList<>();
            for (Map<String, String> partial : combinations) {
                for (String value : values) {
                    Map<String, String> next = new LinkedHashMap<>(partial);
                    next.put(param.getKey(), value);
                    wider.add(next);
                }
            }
            combinations = wider;
        }
        return combinations.stream().map(m -> (Map<String, String>) new TreeMap<>(m)).toList();
    }

    /** (forks + warm-up forks) × (overhead + warm-up + measurement), each from the command line, else the class, else JMH's default. */
    private static double seconds(BenchmarkListEntry entry, Options options, double overhead) {
        int forks = Math.max(1, options.getForkCount().orElse(entry.getForks().orElse(Defaults.MEASUREMENT_FORKS)));
        int warmupForks = options.getWarmupForkCount().orElse(entry.getWarmupForks().orElse(Defaults.WARMUP_FORKS));
        int wi = options.getWarmupIterations().orElse(entry.getWarmupIterations().orElse(Defaults.WARMUP_ITERATIONS));
        int i = options.getMeasurementIterations().orElse(entry.getMeasurementIterations().orElse(Defaults.MEASUREMENT_ITERATIONS));
        double w = seconds(options.getWarmupTime().orElse(entry.getWarmupTime().orElse(Defaults.WARMUP_TIME)));
        double r = seconds(options.getMeasurementTime().orElse(entry.getMeasurementTime().orElse(Defaults.MEASUREMENT_TIME)));
        return (forks + warmupForks) * (overhead + wi * w + i * r);
    }

    private static double seconds(TimeValue t) {
        return t.getTimeUnit().toNanos(t.getTime()) / 1e9;
    }

    /** Total of the estimates. */
    public static double seconds(List<Combination> combinations) {
        return combinations.stream().mapToDouble(Combination::seconds).sum();
    }
}
