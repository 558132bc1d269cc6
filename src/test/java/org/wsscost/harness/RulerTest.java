package org.wsscost.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The ruler's size: a percentage of the warm-up's own time per operation, the spin it already paid left out. */
class RulerTest {
    @Test
    void sizedFromTheLastWarmupIterations() {
        assertEquals(50.0, Ruler.extraNanos(5, List.of(9_000.0, 1_000.0, 1_000.0, 1_000.0), "k"), 1e-9);
        assertEquals(100.0, Ruler.extraNanos(10, List.of(1_000.0), "k"), 1e-9);
    }

    @Test
    void theTokensSpeedIsTheOneTimedInsideTheBenchmark() {
        // setup measured 0.5 ns a token; inside the benchmark 1,000 operations of 100 tokens took 80 µs of spin
        assertEquals(0.8, Ruler.nanosPerToken(80_000, 100_000, 0.5), 1e-12);
        // an iteration that spun nothing keeps the speed known before
        assertEquals(0.5, Ruler.nanosPerToken(0, 0, 0.5), 1e-12);
    }

    @Test
    void inTheMeasurementSizedFromWhatWasMeasuredSoFar() {
        // 1,000 operations in 1.05 ms, 50 µs of it spinning: 1,000 ns of work each, so 5% is 50 ns
        assertEquals(50.0, Ruler.extraNanos(5, 1_050_000, 50_000, 1_000), 1e-9);
        // turns that ran 10% slower than the warm-up, with the warm-up's 50 ns spin: resized to 55 ns
        assertEquals(55.0, Ruler.extraNanos(5, 1_150_000, 50_000, 1_000), 1e-9);
    }

    @Test
    void noWarmupNoRuler() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> Ruler.extraNanos(5, List.of(), "Inbound.total x=y"));
        assertTrue(e.getMessage().contains("Inbound.total x=y had no warm-up iteration"), e.getMessage());
    }

    @Test
    void aPercentageAboveZeroAndAtMostFifty() {
        assertEquals(5.0, Ruler.percent("5", "--ruler"));
        for (String bad : List.of("0", "51", "-5", "five", "1e1")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Ruler.percent(bad, "--ruler"));
            assertEquals("--ruler '" + bad + "' is not a percentage above 0 and at most 50", e.getMessage());
        }
    }
}
