package org.wsscost.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.wsscost.stats.Stats;

/**
 * Joins JMH JSON files of the same benchmarks, each from its own JVM invocation (one fork each in
 * an interleaved A/B run), into one file as if JMH had run all the forks: the forks' raw data side
 * by side, and score, error, interval and percentiles recomputed from them the way JMH does
 * (mean; 99.9% Student-t half-width).
 */
public final class Merge {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private Merge() {
    }

    public static byte[] merge(List<Path> files) throws IOException {
        Map<String, ObjectNode> merged = new LinkedHashMap<>();
        for (Path file : files) {
            JsonNode root = JmhJson.tree(file);
            JmhJson.parse(file, root);
            for (JsonNode entry : root) {
                String key = entry.get("benchmark").asText() + " " + entry.get("mode").asText() + " " + entry.path("params");
                ObjectNode into = merged.get(key);
                if (into == null) {
                    merged.put(key, entry.deepCopy());
                } else {
                    append(into, entry);
                }
            }
        }
        ArrayNode out = JSON.createArrayNode();
        for (ObjectNode entry : merged.values()) {
            int forks = entry.path("primaryMetric").path("rawData").size();
            entry.put("forks", Math.max(forks, entry.path("primaryMetric").path("rawDataHistogram").size()));
            recompute((ObjectNode) entry.get("primaryMetric"));
            Iterator<JsonNode> secondary = entry.path("secondaryMetrics").elements();
            while (secondary.hasNext()) {
                recompute((ObjectNode) secondary.next());
            }
            out.add(entry);
        }
        return JSON.writeValueAsBytes(out);
    }

    /**
     * JMH JSON files of different combinations as one file, each entry as JMH wrote it; when
     * {@code machines} is given, each file's entries carry its machine ({@code "machine"}), which
     * {@link JmhJson} reads back into {@link Result#machine()}.
     */
    public static byte[] join(List<Path> files, List<String> machines) throws IOException {
        ArrayNode out = JSON.createArrayNode();
        for (int i = 0; i < files.size(); i++) {
            JsonNode root = JmhJson.tree(files.get(i));
            JmhJson.parse(files.get(i), root);
            for (JsonNode entry : root) {
                ObjectNode copy = entry.deepCopy();
                if (machines != null) {
                    copy.put("machine", machines.get(i));
                }
                out.add(copy);
            }
        }
        return JSON.writeValueAsBytes(out);
    }

    /** {@link #join(List, List)} with no machines: the parts of one run. */
    public static byte[] join(List<Path> files) throws IOException {
        return join(files, null);
    }

    private static void append(ObjectNode into, JsonNode entry) {
        appendRaw((ObjectNode) into.get("primaryMetric"), entry.get("primaryMetric"));
        ObjectNode secondary = (ObjectNode) into.get("secondaryMetrics");
        entry.path("secondaryMetrics").fields().forEachRemaining(e -> {
            if (secondary != null && secondary.has(e.getKey())) {
                appendRaw((ObjectNode) secondary.get(e.getKey()), e.getValue());
            } else if (secondary != null) {
                secondary.set(e.getKey(), e.getValue().deepCopy());
            }
        });
    }

    private static void appendRaw(ObjectNode into, JsonNode from) {
        for (String field : List.of("rawData", "rawDataHistogram")) {
            if (from.has(field)) {
                ArrayNode forks = into.has(field) ? (ArrayNode) into.get(field) : into.putArray(field);
                from.get(field).forEach(fork -> forks.add(fork.deepCopy()));
            }
        }
    }

    /** Score, error, interval and percentiles of a metric from all its raw data (histograms are left as JMH wrote them). */
    private static void recompute(ObjectNode metric) {
        if (!metric.has("rawData")) {
            return;
        }
        List<Double> samples = new ArrayList<>();
        metric.get("rawData").forEach(fork -> fork.forEach(v -> samples.add(v.asDouble())));
        if (samples.isEmpty()) {
            return;
        }
        DescriptiveStatistics stats = new DescriptiveStatistics();
        samples.forEach(stats::addValue);
        double mean = stats.getMean();
        double error = Stats.tHalfWidth(samples, 0.999);
        metric.put("score", mean);
        metric.put("scoreError", error);
        ArrayNode confidence = metric.putArray("scoreConfidence");
        confidence.add(mean - error);
        confidence.add(mean + error);
        if (metric.has("scorePercentiles")) {
            ObjectNode percentiles = metric.putObject("scorePercentiles");
            for (double p : new double[] {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100}) {
                percentiles.put(label(p), p == 0 ? stats.getMin() : stats.getPercentile(p));
            }
        }
    }

    private static String label(double p) {
        return p == Math.rint(p) ? String.format(java.util.Locale.ROOT, "%.1f", p) : Double.toString(p);
    }
}
