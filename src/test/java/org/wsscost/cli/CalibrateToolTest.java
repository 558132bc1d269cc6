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
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** {@code calibrate}: its analysis of a saved cold run, and its refusals before anything runs. */
class CalibrateToolTest {

    /** A cold fork of 30 iterations: {@code start}× the level at first, halving the excess each {@code half} iterations. */
    private static List<Double> cold(double start, double half, double end) {
        List<Double> fork = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            fork.add(100 * (1 + (start - 1) * Math.pow(0.5, i / half)) * (1 + 0.01 * Math.sin(7 * i)) * (1 - end * i / 29));
        }
        return fork;
    }

    @Test
    void fromASavedColdRunItGivesEachBenchmarkItsWarmup(@TempDir Path dir) throws Exception {
        Path cold = dir.resolve("cold.json");
        Files.writeString(cold, FakeRuns.file(List.of(
                FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(cold(3, 1.5, 0)), "",
                        "stack", "rampart", "workload", "small"),
                FakeRuns.entry("org.wsscost.bench.RoundTrip.exchange", "avgt", "us/op", List.of(cold(3, 0.3, 0)), "",
                        "stack", "rampart", "workload", "small"))));
        ToolsTest.Outcome o = ToolsTest.run(Tool.CALIBRATE, "--from", cold.toString());
        assertEquals(0, o.exit(), o.out() + o.err());
        assertTrue(o.out().contains("| benchmark | `@Warmup(iterations = …)` |"), o.out());
        int inbound = warmup(o.out(), "Inbound.total");
        int roundTrip = warmup(o.out(), "RoundTrip.exchange");
        assertTrue(inbound >= 12 && roundTrip <= 6 && roundTrip >= 2, inbound + " and " + roundTrip + ": " + o.out());
    }

    /** The {@code @Warmup} the analysis gives a benchmark, from its per-benchmark table. */
    private static int warmup(String out, String benchmark) {
        var m = java.util.regex.Pattern.compile("\\| " + java.util.regex.Pattern.quote(benchmark) + " \\| (\\d+) \\|\n").matcher(out);
        assertTrue(m.find(), out);
        return Integer.parseInt(m.group(1));
    }

    @Test
    void aResultStillFallingAtTheEndExitsOne(@TempDir Path dir) throws Exception {
        Path cold = dir.resolve("cold.json");
        Files.writeString(cold, FakeRuns.file(List.of(FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op",
                List.of(cold(3, 1.5, 0.3)), "", "stack", "rampart", "workload", "large"))));
        ToolsTest.Outcome o = ToolsTest.run(Tool.CALIBRATE, "--from", cold.toString());
        assertEquals(1, o.exit(), o.out() + o.err());
        assertTrue(o.out().contains("Inbound.total stack=rampart workload=large: not steady (falls "), o.out());
    }

    /**
     * {@code --hosts 2}: both hosts are running at the same time (each waits until the other has
     * started), get the cold-fork arguments, and their forks are analysed as one result's.
     */
    @Test
    void twoHostsRunAtOnceAndTheirForksAreAnalysedTogether(@TempDir Path dir) throws Exception {
        Path jar = Files.writeString(dir.resolve("benchmarks.jar"), "not run");
        Path results = Files.createDirectory(dir.resolve("results"));
        CountDownLatch started = new CountDownLatch(2);
        List<List<String>> seen = new CopyOnWriteArrayList<>();
        AbTool.Launcher launcher = new AbTool.Launcher() {
            @Override
            public void fork(Path java, Path j, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log) throws IOException {
                started.countDown();
                try {
                    assertTrue(started.await(10, TimeUnit.SECONDS), "the other host never started");
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
                // one add per host: the two hosts run at once, and two adds could interleave
                seen.add(List.of(String.join(" ", jvmArgs), String.join(" ", jmhArgs)));
                Files.writeString(json, FakeRuns.file(List.of(FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt",
                        "us/op", List.of(cold(3, 1.5, 0)), "", "stack", "rampart", "workload", "small"))));
            }

            @Override
            public List<String> benchmarks(Path java, Path j, List<String> jmhArgs) {
                throw new AssertionError("calibrate lists no benchmarks");
            }

            @Override
            public Map<String, String> versions(Path java, Path j) {
                throw new AssertionError("calibrate needs no versions");
            }

            @Override
            public List<Double> probe(int seconds) {
                throw new AssertionError("calibrate times no machine probe");
            }
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new CalibrateTool(launcher, jar).run(List.of("--results", results.toString(), "--hosts", "2",
                "--iterations", "30", "Inbound.total", "-p", "stack=rampart"), new PrintStream(out, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, printed);
        assertEquals(2, seen.size(), "two hosts");
        for (List<String> host : seen) {
            assertEquals(List.of("-Djmh.ignoreLock=true", "Inbound.total -p stack=rampart -wi 0 -i 30 -f 1"), host);
        }
        Path json;
        try (var files = Files.list(results)) {
            json = files.filter(f -> f.toString().endsWith("-cold.json")).findFirst().orElseThrow();
        }
        var forks = org.wsscost.results.JmhJson.read(json).get(0).forks();
        assertEquals(2, forks.size(), "one fork from each host");
        assertTrue(printed.contains("| Inbound.total | "), printed);
    }

    @Test
    void badUsageIsRefusedBeforeAnythingRuns(@TempDir Path results) throws Exception {
        String dir = results.toString();
        assertRefused(results, "-wi, -w, -i and -f are set by the tool", "--results", dir, "Inbound.total", "-wi", "3");
        assertRefused(results, "-wi, -w, -i and -f are set by the tool", "--results", dir, "Inbound.total", "-f", "2");
        assertRefused(results, "--iterations '3' is not a whole number from 6 to 1000", "--results", dir, "--iterations", "3",
                "Inbound.total");
        assertRefused(results, "unknown stack 'axis9'", "--results", dir, "Inbound.total", "-p", "stack=axis9");
        assertRefused(results, "--hosts '5' is not a whole number from 1 to 4", "--results", dir, "--hosts", "5",
                "Inbound.total");
        assertRefused(results, "no such file", "--from", results.resolve("none.json").toString());
        assertRefused(results, "--from analyses a saved run; leave out the JMH arguments", "--from", dir, "Inbound.total");
    }

    private static void assertRefused(Path results, String expected, String... args) throws Exception {
        ToolsTest.assertRefusedWritingNothing(Tool.CALIBRATE, results, expected, args);
    }
}
