package org.wsscost.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sequential A/B's statistics on constructed sequences of per-pair log ratios: no benchmark runs. */
class SequentialTest {
    /** The spread of one pair of forks' log time ratio on this machine's small totals: about 2.5%. */
    private static final double SPREAD = 0.025;
    private static final int RUNS = 2000;

    @Test
    void aaRunsLookedAtAfterEveryPairRarelyExcludeNoChange() {
        Random random = new Random(1);
        int sequence = 0;
        int fixed = 0;
        for (int run = 0; run < RUNS; run++) {
            List<Double> logs = new ArrayList<>();
            boolean sequenceAlarm = false;
            boolean fixedAlarm = false;
            for (int pair = 1; pair <= 60; pair++) {
                logs.add(SPREAD * random.nextGaussian());
                if (pair >= 2) {
                    sequenceAlarm |= ConfidenceSequence.of(logs).excludes(0);
                    fixedAlarm |= Math.abs(Stats.mean(logs)) > Stats.tHalfWidth(logs, 0.95);
                }
            }
            sequence += sequenceAlarm ? 1 : 0;
            fixed += fixedAlarm ? 1 : 0;
        }
        double rate = (double) sequence / RUNS;
        assertTrue(rate <= 0.06, "the sequence, looked at 59 times, excluded no change in " + rate + " of A/A runs");
        // the reason for the sequence: a t-interval looked at as often cries wolf several times as often
        assertTrue(fixed > 3 * sequence, "t-interval " + fixed + ", sequence " + sequence);
    }

    @Test
    void stoppingAtTheTargetKeepsTheIntervalHonest() {
        Random random = new Random(2);
        int missed = 0;
        for (int run = 0; run < RUNS; run++) {
            Sequential.Look look = run(random, 0, 0.02, Duration.ofHours(100));
            Sequential.Precision p = look.precision().get("B.total");
            assertEquals(Sequential.State.TARGET, look.state());
            assertTrue(p.precision() <= 0.02);
            missed += p.low() > 1 || p.high() < 1 ? 1 : 0;
        }
        assertTrue((double) missed / RUNS <= 0.05, "stopped intervals missing the true ratio: " + missed + " of " + RUNS);
    }

    @Test
    void aFivePercentShiftIsSeen() {
        Random random = new Random(3);
        int seen = 0;
        for (int run = 0; run < 500; run++) {
            Sequential.Precision p = run(random, Math.log(1.05), 0.02, Duration.ofHours(100)).precision().get("B.total");
            seen += p.low() > 1 ? 1 : 0;
            assertTrue(p.detectable() > p.precision() && p.detectable() < 0.05, "detectable " + p.detectable());
        }
        assertTrue(seen >= 490, "a 5% slower B seen in " + seen + " of 500 runs to ±2%");
    }

    @Test
    void theCapStopsARunBeforeAPairWouldPassIt() {
        Random random = new Random(4);
        // pairs of 5 minutes under a 40-minute cap: eight pairs, not nine, and far from ±0.5%
        Sequential.Look look = run(random, 0, 0.005, Duration.ofMinutes(40));
        assertEquals(Sequential.State.CAP, look.state());
        assertEquals(8, look.precision().get("B.total").pairs());
        assertTrue(look.precision().get("B.total").precision() > 0.005);
    }

    @Test
    void everyBenchmarkAskedForMustReachTheTarget() {
        Map<String, List<Double>> logs = Map.of("calm", List.of(0.001, -0.001, 0.0, 0.001), "wild",
                List.of(0.05, -0.05, 0.04, -0.03));
        Sequential.Look look = Sequential.look(logs, 0.02, Duration.ofMinutes(4), Duration.ofHours(1));
        assertEquals(Sequential.State.GOING, look.state());
        assertTrue(look.precision().get("calm").precision() <= 0.02);
        assertFalse(look.precision().get("wild").precision() <= 0.02);
    }

    @Test
    void twoPairsAtLeastWhateverTheCap() {
        Sequential.Look look = Sequential.look(Map.of("B.total", List.of(0.01)), 0.02, Duration.ofHours(2), Duration.ofMinutes(1));
        assertEquals(Sequential.State.GOING, look.state());
        assertTrue(look.precision().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> ConfidenceSequence.of(List.of(0.1)));
    }

    @Test
    void theSequenceIsUnboundedForTheFirstFewPairs() {
        assertFalse(ConfidenceSequence.of(List.of(0.01, -0.01, 0.02)).bounded());
        assertTrue(ConfidenceSequence.of(List.of(0.01, -0.01, 0.02, 0.0)).bounded());
    }

    /** One run of pairs of five minutes whose log ratios are normal around {@code shift}, until it stops. */
    private static Sequential.Look run(Random random, double shift, double target, Duration cap) {
        List<Double> logs = new ArrayList<>();
        while (true) {
            logs.add(shift + SPREAD * random.nextGaussian());
            Sequential.Look look = Sequential.look(Map.of("B.total", logs), target, Duration.ofMinutes(5L * logs.size()), cap);
            if (look.state() != Sequential.State.GOING) {
                return look;
            }
        }
    }
}
