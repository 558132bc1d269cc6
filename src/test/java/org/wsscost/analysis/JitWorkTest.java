package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.harness.Harness;
import org.wsscost.results.Result;

/** What a fork's JIT compiled while it measured, from the harness's metrics of constructed results. */
class JitWorkTest {
    /** A result whose forks' iterations each compiled {@code jit[f][i]} ms in stretches of {@code span} ms. */
    static Result withJit(double span, List<List<Double>> jit) {
        List<List<Double>> spans = jit.stream().map(f -> Collections.nCopies(f.size(), span)).toList();
        List<List<Double>> forks = jit.stream().map(f -> Collections.nCopies(f.size(), 100.0)).toList();
        return new Result("org.wsscost.bench.Inbound.total", "avgt", Map.of("stack", "metro-xwss"), 100, 1, "us/op",
                forks.stream().flatMap(List::stream).toList(), forks, Map.of(), Map.of(Harness.JIT, jit, Harness.SPAN, spans), null);
    }

    /** One fork of {@code iterations} stretches of 100 ms in which {@code millis} compiled in all, in the second. */
    static List<Double> fork(int iterations, double millis) {
        List<Double> jit = new ArrayList<>(Collections.nCopies(iterations, 0.0));
        jit.set(1, millis);
        return jit;
    }

    @Test
    void aForksWorkIsItsIterationsStretchesAddedUp() {
        JitWork w = JitWork.of(withJit(500, List.of(List.of(0.0, 12.0, 0.0, 28.0)))).get(0);
        assertEquals(4, w.iterations());
        assertEquals(2, w.compiledIterations());
        assertEquals(40, w.compiledMillis(), 1e-9);
        assertEquals(2000.0, w.spanMillis(), 1e-9);
        assertEquals("compiled for 40 ms from its first measured iteration to its last (2.0% of those 2.0 s), in 2 of its 4"
                + " iterations' stretches", w.describe());
    }

    @Test
    void aBenchmarkWithAForkCompilingMoreThanATenthOfItsMeasurementIsStillCompiling() {
        Result r = withJit(100, List.of(fork(100, 690), fork(100, 5_810), fork(100, 2_540)));
        assertEquals("base still compiling (its JIT compiled for 25.4–58.1% of the measured span in 2 of 3 forks;"
                + " warm forks: under 10%)", JitWork.stillCompiling("base", r));
        assertEquals("new still compiling (its JIT compiled for 10.1% of the measured span in 1 of 1 forks; warm forks:"
                + " under 10%)", JitWork.stillCompiling("new", withJit(100, List.of(fork(100, 1_010)))));
        assertEquals("", JitWork.stillCompiling("new", withJit(100, List.of(fork(100, 450), fork(100, 1_000)))));
    }

    @Test
    void aResultWithoutTheHarnessMetricsHasNoWorkToTell() {
        Result plain = new Result("org.wsscost.bench.Inbound.total", "avgt", Map.of(), 100, 1, "us/op", List.of(100.0),
                List.of(List.of(100.0)), Map.of());
        assertTrue(JitWork.of(plain).isEmpty());
        assertEquals("", JitWork.stillCompiling("base", plain));
    }

    @Test
    void forksWhoseMetricsDoNotMatchAreRefusedByWhatIsWrong() {
        Result r = new Result("org.wsscost.bench.Inbound.total", "avgt", Map.of(), 100, 1, "us/op", List.of(100.0),
                List.of(List.of(100.0)), Map.of(), Map.of(Harness.JIT, List.of(List.of(1.0, 2.0)), Harness.SPAN,
                        List.of(List.of(100.0))), null);
        assertEquals("Inbound.total: fork 1 has 2 iterations of harness.jit and 1 of harness.span",
                assertThrows(IllegalArgumentException.class, () -> JitWork.of(r)).getMessage());
    }
}
