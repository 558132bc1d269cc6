package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.analysis.Allocation;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.harness.Harness;

/**
 * {@code ab}, {@code compare} and {@code history} give one verdict on one pair of result files: {@code history} runs
 * a pair of releases through {@code ab}, whose forks write constructed results (one benchmark slower, one slower but
 * still compiling on the new side, one as fast but allocating an extra buffer per operation), and {@code compare}
 * reads the two files {@code ab} saved.
 */
class OneVerdictTest {
    private static final String SLOWER = "org.wsscost.bench.Inbound.total";
    private static final String COMPILING = "org.wsscost.bench.Outbound.total";
    private static final String BUFFER = "org.wsscost.bench.Inbound.parse";

    /** "Builds" a jar that holds its release. */
    private static final class Builder implements Builds.Builder {
        @Override
        public void build(String property, String version, Path jar) throws IOException {
            FakeRuns.suiteJar(jar, version);
        }

        @Override
        public String digest() {
            return "0123456789ab";
        }
    }

    /**
     * Runs no JVM: fork k of a side (its file, {@code a-k.json} or {@code b-k.json}) writes the k-th fork of its
     * release's constructed results, and the releases differ as the class comment says.
     */
    private static final class Launcher implements AbTool.Launcher {
        @Override
        public void fork(Path java, Path jar, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log) throws IOException {
            boolean fresh = FakeRuns.content(jar).equals("4.0.1");
            String name = json.getFileName().toString();
            int fork = name.matches("[ab]-\\d+\\.json") ? Integer.parseInt(name.replaceAll("\\D", "")) : 1;
            Files.writeString(json, FakeRuns.file(List.of(
                    entry(SLOWER, fresh ? 120 : 100, 10, 0, fork, fresh),
                    entry(COMPILING, fresh ? 120 : 100, fresh && fork == 2 ? 200 : 10, 0, fork, fresh),
                    entry(BUFFER, 100, 10, fresh ? 1_040 : 0, fork, fresh))));
        }

        @Override
        public List<String> benchmarks(Path java, Path jar, List<String> jmhArgs) {
            return List.of(SLOWER, COMPILING, BUFFER);
        }

        @Override
        public List<Double> probe(int seconds) {
            return List.of(50.0, 50.5, 49.5);
        }

        @Override
        public Map<String, String> versions(Path java, Path jar) throws IOException {
            return Map.of("santuario", FakeRuns.content(jar), "wss4j", "4.0.1");
        }
    }

    /**
     * One fork of eight iterations around {@code mean} µs/op, whose JIT compiled {@code jit} ms of its 800 ms measured
     * span and which allocated 300,000 + {@code extraBytes} bytes per operation.
     */
    private static String entry(String benchmark, double mean, double jit, double extraBytes, int fork, boolean fresh) {
        long seed = benchmark.hashCode() * 31L + fork * 2L + (fresh ? 1 : 0);
        List<Double> compiled = new ArrayList<>(Collections.nCopies(8, 0.0));
        compiled.set(1, jit);
        List<Double> bytes = FakeRuns.raw(300_000 + extraBytes, 0.000_01, 1, 8, seed).get(0);
        String secondary = String.join(", ", FakeRuns.secondary(Allocation.METRIC, "B/op", List.of(bytes)),
                FakeRuns.secondary(Harness.JIT, "ms", List.of(compiled)),
                FakeRuns.secondary(Harness.SPAN, "ms", List.of(Collections.nCopies(8, 100.0))));
        return FakeRuns.entry(benchmark, "avgt", "us/op", FakeRuns.raw(mean, 0.005, 1, 8, seed), secondary,
                "stack", "wss4j-dom");
    }

    /** From Comparison.markdown's table header on: what a tool prints of its comparison. */
    private static String comparison(String page) {
        return page.substring(page.indexOf("| benchmark | params | mode |"));
    }

    @Test
    void abCompareAndHistoryGiveTheSameVerdictOnTheSameFiles(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int exit = new HistoryTool(new Builder(), new Launcher()).run(List.of("--property", "xmlsec.version", "--versions",
                "4.0.0,4.0.1", "--forks", "3", "--cache", dir.resolve("cache").toString(), "--results", results.toString(),
                "Bench"), new PrintStream(printed, true, StandardCharsets.UTF_8));
        assertEquals(1, exit, printed.toString(StandardCharsets.UTF_8));
        Path history;
        try (Stream<Path> files = Files.list(results)) {
            history = files.findFirst().orElseThrow();
        }
        String stem;
        try (Stream<Path> files = Files.list(history)) {
            stem = files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith("-xmlsec-4.0.0-vs-4.0.1-a.json")).findFirst()
                    .orElseThrow().replace("-a.json", "");
        }
        String ab = comparison(Files.readString(history.resolve(stem + ".md")));
        ToolsTest.Outcome compare = ToolsTest.run(Tool.COMPARE, history.resolve(stem + "-a.json").toString(),
                history.resolve(stem + "-b.json").toString(), "--pairs", "forks");
        assertEquals(1, compare.exit(), compare.err());
        assertEquals(ab, comparison(compare.out()), "ab's page and compare print one comparison");

        String page = Files.readString(history.resolve("README.md"));
        List<String> steps = page.lines().filter(l -> l.startsWith("| 4.0.0 → 4.0.1 |")).toList();
        assertEquals(3, steps.size(), page);
        for (String row : List.of("| Inbound.total | stack=wss4j-dom | avgt |", "| Outbound.total | stack=wss4j-dom | avgt |",
                "| Inbound.parse | stack=wss4j-dom | avgt |")) {
            String abRow = ab.lines().filter(l -> l.startsWith(row)).findFirst().orElseThrow();
            String verdict = abRow.substring(abRow.lastIndexOf(" | ") + 3, abRow.length() - 2);
            String benchmark = row.substring(2, row.indexOf(" | stack"));
            String historyRow = steps.stream().filter(l -> l.contains("| " + benchmark + " |")).findFirst().orElseThrow();
            assertTrue(historyRow.contains(verdict.replaceAll(" \\(\\+[0-9.]+% time\\)", "")), historyRow + " against " + verdict);
        }
        assertTrue(ab.contains("| Inbound.total | stack=wss4j-dom | avgt |") && ab.lines().anyMatch(l -> l.startsWith(
                "| Inbound.total |") && l.contains("**slower**")), ab);
        assertTrue(ab.lines().anyMatch(l -> l.startsWith("| Outbound.total |") && l.contains("no verdict: still compiling: new"
                + " still compiling (its JIT compiled for 25.0% of the measured span in 1 of 3 forks")), ab);
        assertTrue(ab.lines().anyMatch(l -> l.startsWith("| Inbound.parse |") && l.endsWith("| no difference |")), ab);
        assertTrue(ab.lines().anyMatch(l -> l.startsWith("| Inbound.parse |") && l.contains("**allocates more**")), ab);
        assertTrue(steps.stream().anyMatch(l -> l.contains("| Inbound.parse |") && l.contains("**allocates more** (+104")), page);
    }
}
