package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.results.Result;

/** The allocation verdict on constructed bytes per operation: a change its own noise does not explain, and of at least 16 B. */
class AllocationTest {
    private static final List<List<Double>> BASE = List.of(List.of(300_000.0, 300_002.0, 299_999.0), List.of(300_001.0, 299_998.0, 300_000.0),
            List.of(300_000.0, 300_003.0, 300_001.0));

    private static List<List<Double>> plus(double bytes) {
        return BASE.stream().map(f -> f.stream().map(v -> v + bytes).toList()).toList();
    }

    private static Allocation of(List<List<Double>> base, List<List<Double>> fresh) {
        return Allocation.of("org.wsscost.bench.Inbound.total", Map.of("stack", "wss4j-dom"), base, fresh);
    }

    @Test
    void oneExtraBufferIsMoreAndNoChangeIsTheSame() {
        Allocation buffer = of(BASE, plus(1_040));
        assertEquals(Allocation.Verdict.MORE, buffer.verdict());
        assertEquals(1_040, buffer.fresh() - buffer.base(), 1e-9);
        // three fork means a side, Welch's 99% interval: a few bytes, far below the buffer
        assertTrue(buffer.half() > 0 && buffer.half() < 20, Double.toString(buffer.half()));
        assertEquals(Allocation.Verdict.LESS, of(plus(1_040), BASE).verdict());
        assertEquals(Allocation.Verdict.SAME, of(BASE, BASE).verdict());
    }

    @Test
    void lessThanAnObjectHeaderAndAFieldIsNoChangeWhateverItsNoise() {
        assertEquals(Allocation.Verdict.SAME, of(BASE, plus(15)).verdict());
        assertEquals(Allocation.Verdict.MORE, of(BASE, plus(24)).verdict());
    }

    @Test
    void aChangeWithinItsNoiseIsTheSame() {
        List<List<Double>> noisy = List.of(List.of(300_000.0), List.of(300_400.0), List.of(299_700.0));
        List<List<Double>> other = List.of(List.of(300_100.0), List.of(300_500.0), List.of(299_800.0));
        assertEquals(Allocation.Verdict.SAME, of(noisy, other).verdict());
    }

    @Test
    void oneForkASideUsesItsIterationsAndOneSampleTellsNothing() {
        assertEquals(Allocation.Verdict.MORE, of(List.of(BASE.get(0)), List.of(plus(100).get(0))).verdict());
        assertEquals(Allocation.Verdict.UNKNOWN, of(List.of(List.of(300_000.0)), List.of(List.of(301_040.0))).verdict());
    }

    @Test
    void onlyResultsWithTheMetricOnBothSidesAreCompared() {
        Result with = new Result("b.X.y", "avgt", Map.of(), 1, 0, "us/op", List.of(1.0), List.of(List.of(1.0)),
                Map.of(Allocation.METRIC, 300_000.0), Map.of(Allocation.METRIC, BASE), null);
        Result without = new Result("b.X.y", "avgt", Map.of(), 1, 0, "us/op", List.of(1.0), List.of(List.of(1.0)), Map.of());
        assertEquals(1, Allocation.compare(List.of(with), List.of(with)).size());
        assertEquals(0, Allocation.compare(List.of(with), List.of(without)).size());
        assertEquals("", Allocation.markdown(List.of()));
        String table = Allocation.markdown(Allocation.compare(List.of(with), List.of(with)));
        assertTrue(table.contains("| X.y |  | 300000 | 300000 | +0 | 3.2 | same allocation |"), table);
    }
}
