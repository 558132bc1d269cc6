package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/** MSER's truncation and the warm-up it gives, on constructed cold forks. */
class WarmupTest {

    /** A cold fork: 3× the level at first, decaying to it with time constant {@code tau}, then noise. */
    static List<Double> cold(int n, double tau, double noise, long seed) {
        Random random = new Random(seed);
        List<Double> fork = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            fork.add(100 * (1 + 2 * Math.exp(-i / tau)) * (1 + noise * random.nextGaussian()));
        }
        return fork;
    }

    @Test
    void aDecayingStartIsCutWhereItReachesTheNoise() {
        int d = Warmup.truncation(cold(30, 2.0, 0.02, 1));
        assertTrue(d >= 5 && d <= 10, "truncated at " + d);
        int later = Warmup.truncation(cold(30, 4.0, 0.02, 1));
        assertTrue(later > d, later + " after " + d);
    }

    @Test
    void aFlatSeriesIsBarelyCut() {
        Random random = new Random(2);
        List<Double> flat = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            flat.add(100 * (1 + 0.05 * random.nextGaussian()));
        }
        assertTrue(Warmup.truncation(flat) <= 3, "truncated at " + Warmup.truncation(flat));
    }

    @Test
    void aSeriesStillFallingAtTheEndIsMoving() {
        List<Double> falling = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            falling.add(200.0 - 3 * i);
        }
        Warmup.Fit fit = Warmup.fit(result(List.of(falling)));
        assertEquals(Steadiness.State.NOT_STEADY, fit.rest().state(), fit.rest().describe());
        assertTrue(!fit.steady());
    }

    @Test
    void theMarginAndTheLeast() {
        assertEquals(2, Warmup.iterations(0));
        assertEquals(2, Warmup.iterations(1));
        assertEquals(10, Warmup.iterations(8));
        assertEquals(13, Warmup.iterations(10));
        assertEquals(63, Warmup.iterations(50));
    }

    @Test
    void groupsByBenchmarkAndWorkloadAndTheBenchmarkTakesItsSlowestWorkload(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("cold.json");
        Files.writeString(file, FakeRuns.file(List.of(
                FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(cold(30, 1.0, 0.01, 3)), "",
                        "stack", "rampart", "workload", "small"),
                FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(cold(30, 3.0, 0.01, 4)), "",
                        "stack", "wss4j-dom", "workload", "small"),
                FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(cold(30, 0.5, 0.01, 5)), "",
                        "stack", "rampart", "workload", "large"),
                FakeRuns.entry("org.wsscost.bench.RoundTrip.exchange", "avgt", "us/op", List.of(cold(30, 0.5, 0.01, 6)), "",
                        "stack", "rampart", "workload", "small"))));
        List<Warmup.Group> groups = Warmup.groups(JmhJson.read(file));
        assertEquals(List.of("Inbound.total small", "Inbound.total large", "RoundTrip.exchange small"),
                groups.stream().map(g -> g.benchmark() + " " + g.workload()).toList());
        Warmup.Group inboundSmall = groups.get(0);
        assertEquals("wss4j-dom", inboundSmall.slowest().result().param("stack"));
        Map<String, Integer> perBenchmark = Warmup.perBenchmark(groups);
        assertEquals(Math.max(groups.get(0).warmup(), groups.get(1).warmup()), perBenchmark.get("Inbound.total"));
        assertTrue(perBenchmark.get("Inbound.total") > perBenchmark.get("RoundTrip.exchange"), perBenchmark.toString());
        String md = Warmup.markdown(groups, "1 s");
        assertTrue(md.contains("| Inbound.total | small | 2 | Inbound.total stack=wss4j-dom workload=small |"), md);
        assertTrue(md.contains("| RoundTrip.exchange | " + perBenchmark.get("RoundTrip.exchange") + " |"), md);
    }

    private static Result result(List<List<Double>> forks) {
        return new Result("org.wsscost.bench.Inbound.total", "avgt", Map.of("workload", "small"), 0, 0, "us/op",
                forks.stream().flatMap(List::stream).toList(), forks, Map.of());
    }
}
