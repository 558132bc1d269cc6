package org.wsscost.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.report.FakeRuns;

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

    @Test
    void badUsageIsRefusedBeforeAnythingRuns(@TempDir Path results) throws Exception {
        String dir = results.toString();
        assertRefused(results, "-wi, -w, -i and -f are set by the tool", "--results", dir, "Inbound.total", "-wi", "3");
        assertRefused(results, "-wi, -w, -i and -f are set by the tool", "--results", dir, "Inbound.total", "-f", "2");
        assertRefused(results, "--iterations '3' is not a whole number from 6 to 1000", "--results", dir, "--iterations", "3",
                "Inbound.total");
        assertRefused(results, "unknown stack 'axis1'", "--results", dir, "Inbound.total", "-p", "stack=axis1");
        assertRefused(results, "no such file", "--from", results.resolve("none.json").toString());
        assertRefused(results, "--from analyses a saved run; leave out the JMH arguments", "--from", dir, "Inbound.total");
    }

    private static void assertRefused(Path results, String expected, String... args) throws Exception {
        ToolsTest.assertRefusedWritingNothing(Tool.CALIBRATE, results, expected, args);
    }
}
