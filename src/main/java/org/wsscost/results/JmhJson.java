package org.wsscost.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Reads the JSON JMH writes with {@code -rf json}; anything else is one clear error naming the file. */
public final class JmhJson {
    private JmhJson() {
    }

    public static List<Result> read(Path file) throws IOException {
        return parse(file, tree(file));
    }

    /** How long one measurement iteration lasted in the run, as JMH writes it ({@code "1 s"}). */
    public static String measurementTime(Path file) throws IOException {
        return tree(file).get(0).path("measurementTime").asText("?");
    }

    /** The file's JSON, checked to be a non-empty array: the shape every JMH result file has. */
    static JsonNode tree(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException(file + ": is a directory, not a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such file");
        }
        if (Files.size(file) == 0) {
            throw new IOException(file + ": is empty");
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": not JSON, or cut short (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isArray()) {
            throw new IOException(file + ": not a JMH result file (expected a JSON array of benchmark results)");
        }
        if (root.isEmpty()) {
            throw new IOException(file + ": holds no benchmark results");
        }
        return root;
    }

    static List<Result> parse(Path file, JsonNode root) throws IOException {
        List<Result> results = new ArrayList<>();
        for (JsonNode b : root) {
            JsonNode metric = b.get("primaryMetric");
            if (!b.hasNonNull("benchmark") || !b.hasNonNull("mode") || metric == null || !metric.hasNonNull("score")) {
                throw new IOException(file + ": entry " + results.size() + " is not a JMH result (no benchmark, mode or score)");
            }
            Map<String, String> params = new TreeMap<>();
            b.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            List<List<Double>> forks = forks(metric);
            Map<String, Double> secondary = new LinkedHashMap<>();
            Map<String, List<List<Double>>> secondaryForks = new LinkedHashMap<>();
            b.path("secondaryMetrics").fields().forEachRemaining(e -> {
                if (e.getValue().hasNonNull("score")) {
                    // JMH before 1.35 prefixed profiler metrics with "·" (·gc.alloc.rate.norm), 1.35 on does not
                    String name = e.getKey().startsWith("·") ? e.getKey().substring(1) : e.getKey();
                    secondary.put(name, e.getValue().get("score").asDouble());
                    secondaryForks.put(name, forks(e.getValue()));
                }
            });
            results.add(new Result(b.get("benchmark").asText(), b.get("mode").asText(), params,
                    metric.get("score").asDouble(), metric.path("scoreError").asDouble(Double.NaN),
                    metric.path("scoreUnit").asText(""), forks.stream().flatMap(List::stream).toList(), forks,
                    secondary, secondaryForks, b.hasNonNull("machine") ? b.get("machine").asText() : null));
        }
        return results;
    }

    /**
     * Per fork, per iteration: {@code rawData} as it is, or for sample mode the mean of each
     * iteration's {@code rawDataHistogram} ([value, count] pairs).
     */
    private static List<List<Double>> forks(JsonNode metric) {
        List<List<Double>> forks = new ArrayList<>();
        if (metric.has("rawData")) {
            for (JsonNode fork : metric.get("rawData")) {
                List<Double> iterations = new ArrayList<>();
                fork.forEach(v -> iterations.add(v.asDouble()));
                forks.add(List.copyOf(iterations));
            }
        } else {
            for (JsonNode fork : metric.path("rawDataHistogram")) {
                List<Double> iterations = new ArrayList<>();
                for (JsonNode iteration : fork) {
                    double sum = 0;
                    long count = 0;
                    for (JsonNode pair : iteration) {
                        sum += pair.get(0).asDouble() * pair.get(1).asLong();
                        count += pair.get(1).asLong();
                    }
                    if (count > 0) {
                        iterations.add(sum / count);
                    }
                }
                forks.add(List.copyOf(iterations));
            }
        }
        return List.copyOf(forks);
    }
}
