package org.wsscost.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Reads the JSON JMH writes with {@code -rf json}; anything else is one clear error naming the file. */
public final class JmhJson {
    private JmhJson() {
    }

    public static List<Result> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + ": no such file");
        }
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(file + ": not JSON (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isArray()) {
            throw new IOException(file + ": not a JMH result file (expected a JSON array of benchmark results)");
        }
        List<Result> results = new ArrayList<>();
        for (JsonNode b : root) {
            JsonNode metric = b.get("primaryMetric");
            if (!b.hasNonNull("benchmark") || !b.hasNonNull("mode") || metric == null || !metric.hasNonNull("score")) {
                throw new IOException(file + ": entry " + results.size() + " is not a JMH result (no benchmark, mode or score)");
            }
            Map<String, String> params = new TreeMap<>();
            b.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            List<Double> samples = new ArrayList<>();
            for (JsonNode fork : metric.path("rawData")) {
                for (JsonNode v : fork) {
                    samples.add(v.asDouble());
                }
            }
            results.add(new Result(b.get("benchmark").asText(), b.get("mode").asText(), params,
                    metric.get("score").asDouble(), metric.path("scoreError").asDouble(Double.NaN),
                    metric.path("scoreUnit").asText(""), samples));
        }
        return results;
    }
}
