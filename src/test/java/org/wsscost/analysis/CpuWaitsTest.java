package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.harness.Harness;
import org.wsscost.results.Result;

/** A fork's waits for a CPU, from constructed iterations: what counts as an iteration that waited. */
class CpuWaitsTest {
    @Test
    void oneIterationOfFourThatWaitedSixMillisecondsOfFifty() {
        Result r = new Result("org.wsscost.bench.Inbound.total", "avgt", Map.of(), 100, 1, "us/op", List.of(100.0),
                List.of(List.of(100.0)), Map.of(), Map.of(Harness.WAIT, List.of(List.of(0.0, 6.0, 0.0, 0.5)),
                        Harness.ITERATION, List.of(List.of(50.0, 50.0, 50.0, 50.0))), null);
        CpuWaits w = CpuWaits.of(r).get(0);
        assertEquals(4, w.iterations());
        assertEquals(1, w.waited());
        assertEquals(6.5 / 200, w.share(), 1e-12);
        assertEquals(6.0, w.longestMillis(), 1e-12);
        assertEquals(50.0, w.iterationMillis(), 1e-12);
        assertEquals("1 of 4 measured iterations waited for a CPU 10% of their time or more; 3.25% of the measured time in"
                + " all, the longest wait 6.0 ms (iterations of 50.0 ms)", w.describe());
    }

    @Test
    void aWaitOfExactlyATenthOfItsIterationCountsAndTheMedianIterationIsTheMiddleOne() {
        CpuWaits w = CpuWaits.of(List.of(5.0, 4.0, 0.0), List.of(50.0, 50.0, 70.0), "x");
        assertEquals(1, w.waited());
        assertEquals(50.0, w.iterationMillis(), 1e-12);
        assertEquals(55.0, CpuWaits.of(List.of(0.0, 0.0), List.of(50.0, 60.0), "x").iterationMillis(), 1e-12);
    }

    @Test
    void noIterationsOrUnpairedOnesAreRefused() {
        assertEquals("x has 0 iterations of harness.wait and 0 of harness.iteration",
                assertThrows(IllegalArgumentException.class, () -> CpuWaits.of(List.of(), List.of(), "x")).getMessage());
        assertEquals("x has 2 iterations of harness.wait and 1 of harness.iteration",
                assertThrows(IllegalArgumentException.class, () -> CpuWaits.of(List.of(0.0, 0.0), List.of(1.0), "x")).getMessage());
    }
}
