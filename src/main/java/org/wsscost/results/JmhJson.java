package org.wsscost.results;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Reads the JSON JMH writes with {@code -rf json}, strictly, for every tool that reads a result: one JSON array
 * and nothing after it; in each entry a benchmark, a mode, params of names and values, a score and every
 * measured iteration ({@code rawData}, or {@code rawDataHistogram} in sample mode), each above 0 and finite.
 * Anything else is one error naming the file and the benchmark with its parameters.
 */
public final class JmhJson {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Above any score a measurement gives in any unit, and low enough that sums and squares of scores stay finite. */
    private static final double MOST = 1e100;

    private JmhJson() {
    }

    public static List<Result> read(Path file) throws IOException {
        return parse(file, tree(file));
    }

    /** How long one measurement iteration lasted in the run, as JMH writes it ({@code "1 s"}). */
    public static String measurementTime(Path file) throws IOException {
        return tree(file).get(0).path("measurementTime").asText("?");
    }

    /** How many threads ran each benchmark of the run (JMH's {@code -t}); one count for the whole file, or refused. */
    public static int threads(Path file) throws IOException {
        Set<Integer> counts = new TreeSet<>();
        for (JsonNode b : tree(file)) {
            if (!b.path("threads").canConvertToInt() || b.path("threads").asInt() < 1) {
                throw new IOException(file + ": " + b.path("benchmark").asText("an entry") + " has no thread count");
            }
            counts.add(b.path("threads").asInt());
        }
        if (counts.size() != 1) {
            throw new IOException(file + ": its benchmarks ran with different thread counts " + counts + "; one run per count");
        }
        return counts.iterator().next();
    }

    /** The file's JSON, checked to be one non-empty array and nothing after it: the shape every JMH result file has. */
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
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            try {
                root = JSON.readTree(parser);
            } catch (JsonProcessingException e) {
                throw new IOException(file + ": not JSON, or cut short (" + e.getOriginalMessage() + ")");
            }
            try {
                if (parser.nextToken() != null) {
                    throw trailing(file, parser.currentTokenLocation());
                }
            } catch (JsonProcessingException e) {
                throw trailing(file, e.getLocation());
            }
        }
        if (root == null || !root.isArray()) {
            throw new IOException(file + ": not a JMH result file (expected a JSON array of benchmark results)");
        }
        if (root.isEmpty()) {
            throw new IOException(file + ": holds no benchmark results");
        }
        return root;
    }

    private static IOException trailing(Path file, JsonLocation at) {
        return new IOException(file + ": not JSON: more after the end of the JSON array (line " + at.getLineNr() + ", column "
                + at.getColumnNr() + ")");
    }

    static List<Result> parse(Path file, JsonNode root) throws IOException {
        List<Result> results = new ArrayList<>();
        for (JsonNode b : root) {
            JsonNode metric = b.path("primaryMetric");
            if (!b.path("benchmark").isTextual() || !b.path("mode").isTextual() || !metric.has("score")) {
                throw new IOException(file + ": entry " + results.size() + " is not a JMH result (no benchmark, mode or score)");
            }
            String benchmark = b.get("benchmark").asText();
            Map<String, String> params = params(b.get("params"), file + ": " + Result.name(benchmark) + ": ");
            String where = file + ": " + Result.describe(benchmark, params) + ": ";
            double score = measured(metric.get("score"), where + "the score ");
            List<List<Double>> forks = forks(metric, where, true);
            if (forks.stream().allMatch(List::isEmpty)) {
                throw new IOException(where + (metric.has("rawData") ? "rawData" : "rawDataHistogram") + " holds no iteration");
            }
            Map<String, Double> secondary = new LinkedHashMap<>();
            Map<String, List<List<Double>>> secondaryForks = new LinkedHashMap<>();
            JsonNode metrics = b.path("secondaryMetrics");
            if (!metrics.isMissingNode() && !metrics.isObject()) {
                throw new IOException(where + "secondaryMetrics is not an object of metrics");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = metrics.fields(); it.hasNext();) {
                Map.Entry<String, JsonNode> e = it.next();
                // JMH before 1.35 prefixed profiler metrics with "·" (·gc.alloc.rate.norm), 1.35 on does not
                String name = e.getKey().startsWith("·") ? e.getKey().substring(1) : e.getKey();
                String at = where + "secondary metric " + name + ": ";
                if (e.getValue().hasNonNull("score")) {
                    secondary.put(name, number(e.getValue().get("score"), at + "the score "));
                    secondaryForks.put(name, forks(e.getValue(), at, false));
                }
            }
            results.add(new Result(benchmark, b.get("mode").asText(), params, score,
                    number(metric.path("scoreError"), where + "the score's error "), metric.path("scoreUnit").asText(""),
                    forks.stream().flatMap(List::stream).toList(), forks, secondary, secondaryForks,
                    b.hasNonNull("machine") ? b.get("machine").asText() : null));
        }
        return results;
    }

    /** JMH's {@code params}: names and their values as text; none when absent. */
    private static Map<String, String> params(JsonNode node, String where) throws IOException {
        Map<String, String> params = new TreeMap<>();
        if (node == null) {
            return params;
        }
        if (!node.isObject()) {
            throw new IOException(where + "params is not an object of names and values");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isTextual()) {
                throw new IOException(where + "params is not an object of names and values (" + e.getKey() + " is "
                        + e.getValue() + ")");
            }
            params.put(e.getKey(), e.getValue().asText());
        }
        return params;
    }

    /**
     * Per fork, per iteration: {@code rawData} as it is, or for sample mode the mean of each iteration's
     * {@code rawDataHistogram} ([value, count] pairs); a primary metric's each above 0 and finite.
     */
    private static List<List<Double>> forks(JsonNode metric, String where, boolean primary) throws IOException {
        List<List<Double>> forks = new ArrayList<>();
        boolean histogram = !metric.has("rawData") && metric.has("rawDataHistogram");
        String field = histogram ? "rawDataHistogram" : "rawData";
        JsonNode raw = metric.get(field);
        if (raw == null) {
            if (primary) {
                throw new IOException(where + "no rawData or rawDataHistogram: the measured iterations are missing");
            }
            return List.of();
        }
        String shape = where + field + (histogram ? " is not a list of forks, each a list of iterations' [value, count] pairs"
                : " is not a list of forks, each a list of iterations' numbers");
        if (!raw.isArray()) {
            throw new IOException(shape);
        }
        for (JsonNode fork : raw) {
            if (!fork.isArray()) {
                throw new IOException(shape);
            }
            List<Double> iterations = new ArrayList<>();
            for (JsonNode iteration : fork) {
                String at = where + "fork " + (forks.size() + 1) + ", iteration " + (iterations.size() + 1) + " of " + field + ": ";
                double value = histogram ? mean(iteration, shape, at) : number(iteration, at);
                iterations.add(primary ? inRange(value, iteration, at) : value);
            }
            forks.add(List.copyOf(iterations));
        }
        return List.copyOf(forks);
    }

    /** The mean of one sample-mode iteration's [value, count] pairs. */
    private static double mean(JsonNode iteration, String shape, String at) throws IOException {
        if (!iteration.isArray() || iteration.isEmpty()) {
            throw new IOException(shape);
        }
        double sum = 0;
        long count = 0;
        for (JsonNode pair : iteration) {
            if (!pair.isArray() || pair.size() != 2 || !pair.get(1).canConvertToLong() || pair.get(1).asLong() < 1) {
                throw new IOException(shape);
            }
            sum += number(pair.get(0), at) * pair.get(1).asLong();
            count += pair.get(1).asLong();
        }
        return sum / count;
    }

    /** A number as JMH writes one: a JSON number, or "NaN", "Infinity", "-Infinity" as text. */
    private static double number(JsonNode node, String what) throws IOException {
        if (node.isNumber()) {
            return node.asDouble();
        }
        if (node.isTextual() && List.of("NaN", "Infinity", "-Infinity").contains(node.asText())) {
            return Double.parseDouble(node.asText());
        }
        if (node.isMissingNode()) {
            return Double.NaN;
        }
        throw new IOException(what + node + " is not a number");
    }

    /** A measured value: a number above 0 and below {@link #MOST} (JMH's "NaN" is a measurement that failed). */
    private static double measured(JsonNode node, String what) throws IOException {
        return inRange(number(node, what), node, what);
    }

    private static double inRange(double value, JsonNode node, String what) throws IOException {
        if (!(value > 0 && value < MOST)) {
            throw new IOException(what + (node.isTextual() ? node.asText() : Double.toString(value)) + " is not a number above 0"
                    + " and below 1e100");
        }
        return value;
    }
}
