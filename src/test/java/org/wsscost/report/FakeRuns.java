package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Collectors;

/**
 * JMH JSON entries made up for tests: a benchmark whose forks each have their own offset and whose
 * iterations scatter around it, as real runs do, from a seed so every test sees the same numbers.
 */
public final class FakeRuns {
    private FakeRuns() {
    }

    /** One entry: {@code forks} × {@code iterations} samples around {@code mean}, relative noise {@code noise}. */
    public static String entry(String benchmark, String mode, String unit, double mean, double noise, int forks,
            int iterations, long seed, String... params) {
        Random random = new Random(seed);
        List<List<Double>> raw = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double forkMean = mean * (1 + noise * random.nextGaussian());
            List<Double> it = new ArrayList<>();
            for (int i = 0; i < iterations; i++) {
                it.add(forkMean * (1 + noise * random.nextGaussian()));
            }
            raw.add(it);
        }
        return entry(benchmark, mode, unit, raw, "", params);
    }

    /** One entry with the given raw data and secondary metrics JSON (may be empty). */
    public static String entry(String benchmark, String mode, String unit, List<List<Double>> raw, String secondary,
            String... params) {
        double score = raw.stream().flatMap(List::stream).mapToDouble(Double::doubleValue).average().orElse(0);
        StringBuilder p = new StringBuilder();
        for (int i = 0; i < params.length; i += 2) {
            p.append(i == 0 ? "" : ", ").append('"').append(params[i]).append("\" : \"").append(params[i + 1]).append('"');
        }
        String rawJson = raw.stream()
                .map(f -> f.stream().map(v -> String.format(Locale.ROOT, "%.6f", v)).collect(Collectors.joining(", ", "[", "]")))
                .collect(Collectors.joining(", ", "[", "]"));
        return String.format(Locale.ROOT, """
                { "jmhVersion" : "1.37", "benchmark" : "%s", "mode" : "%s", "forks" : %d, "params" : { %s },
                  "primaryMetric" : { "score" : %f, "scoreError" : 1.0, "scoreUnit" : "%s", "rawData" : %s },
                  "secondaryMetrics" : { %s } }""", benchmark, mode, raw.size(), p, score, unit, rawJson, secondary);
    }

    public static String file(List<String> entries) {
        return "[" + String.join(",\n", entries) + "]";
    }
}
