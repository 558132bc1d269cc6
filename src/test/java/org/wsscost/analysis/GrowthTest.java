package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongToDoubleFunction;
import org.junit.jupiter.api.Test;
import org.wsscost.results.Result;

/** The ladder fit on constructed series whose growth is known. */
class GrowthTest {
    private static final long[] LADDER = {1, 10, 100, 1000, 10000};

    private static List<Growth.Point> series(LongToDoubleFunction cost) {
        List<Growth.Point> points = new ArrayList<>();
        for (long n : LADDER) {
            points.add(new Growth.Point(n, cost.applyAsDouble(n)));
        }
        return points;
    }

    @Test
    void aLinearSeriesHasExponentOneAndItsSlopeAsMarginalCost() {
        Growth.Fit fit = Growth.fit(series(n -> 3.5 * n));
        assertEquals(1.0, fit.exponent(), 1e-9);
        assertEquals(1.0, fit.overall(), 1e-9);
        assertEquals(3.5, fit.marginal(), 1e-9);
        assertEquals(3, fit.rungs());
        assertFalse(fit.superLinear());
    }

    @Test
    void aQuadraticSeriesHasExponentTwoAndIsFlagged() {
        Growth.Fit fit = Growth.fit(series(n -> 0.01 * n * n));
        assertEquals(2.0, fit.exponent(), 1e-9);
        assertEquals(2.0, fit.overall(), 1e-9);
        assertTrue(fit.superLinear());
    }

    @Test
    void aFixedCostPullsTheExponentBelowOneButNotTheMarginalCost() {
        Growth.Fit fit = Growth.fit(series(n -> 1000 + 2 * n));
        assertEquals(2.0, fit.marginal(), 1e-9);
        assertTrue(fit.overall() < fit.exponent() && fit.exponent() < 1, fit.toString());
        assertFalse(fit.superLinear());
    }

    @Test
    void withFewerThanTwoUpperRungsEveryRungIsFitted() {
        Growth.Fit fit = Growth.fit(List.of(new Growth.Point(1, 4), new Growth.Point(10, 40), new Growth.Point(100, 400)));
        assertEquals(3, fit.rungs());
        assertEquals(4.0, fit.marginal(), 1e-9);
        assertEquals(1.0, fit.exponent(), 1e-9);
    }

    @Test
    void rowsGroupByBenchmarkAndEveryParameterButTheWorkloadAndSkipRequests() {
        List<Result> results = new ArrayList<>();
        for (long n : LADDER) {
            results.add(result("Inbound.build", n, 2.0 * n, "rampart", "response"));
            results.add(result("Inbound.build", n, 1.0 * n * n, "wss4j-dom", "response"));
            results.add(result("Inbound.build", n, 5, "wss4j-dom", "request"));
        }
        results.add(new Result("org.wsscost.bench.Inbound.build", "avgt",
                Map.of("stack", "rampart", "workload", "small", "direction", "response"), 1, 0, "us/op", List.of(), List.of(), Map.of()));
        List<Growth.Row> rows = Growth.rows(results);
        assertEquals(2, rows.size());
        assertEquals(Map.of("stack", "rampart", "direction", "response"), rows.get(0).params());
        assertEquals(5, rows.get(0).points().size());
        assertEquals(1.0, rows.get(0).fit().exponent(), 1e-9);
        assertTrue(rows.get(1).fit().superLinear());
    }

    private static Result result(String name, long quakes, double micros, String stack, String direction) {
        // the score in ms, to show units are converted
        return new Result("org.wsscost.bench." + name, "avgt", Map.of("stack", stack, "workload", "ladder-" + quakes,
                "direction", direction), micros / 1000, 0, "ms/op", List.of(), List.of(), Map.of());
    }
}
