package org.wsscost.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StatsTest {
    @Test
    void theExpandedIntervalWidensForFewForks() {
        assertEquals(0.025, Stats.tail(1000), 0.001);
        assertTrue(Stats.tail(6) < 0.005, "6 forks: " + Stats.tail(6));
        assertTrue(Stats.tail(3) < Stats.tail(6));
    }

    @Test
    void medianMeanAndUnits() {
        assertEquals(2, Stats.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
        assertEquals(2, Stats.mean(List.of(1.0, 3.0)));
        assertEquals(2.5, Stats.meanOfAll(List.of(List.of(1.0, 2.0), List.of(3.0, 4.0))));
        assertEquals(2, Stats.units(List.of(List.of(1.0, 2.0), List.of(3.0))));
        assertEquals(3, Stats.units(List.of(List.of(1.0, 2.0, 3.0))));
        assertEquals(2, Stats.units(List.of(List.of(1.0), List.of(2.0), List.of(3.0)), List.of(List.of(1.0), List.of(2.0))));
    }

    @Test
    void theTIntervalIsTheTextbookOne() {
        // 1, 2, 3: mean 2, standard deviation 1, t(2, 97.5%) = 4.303
        assertEquals(4.303 / Math.sqrt(3), Stats.tHalfWidth(List.of(1.0, 2.0, 3.0), 0.95), 1e-3);
        assertTrue(Double.isNaN(Stats.tHalfWidth(List.of(1.0), 0.95)));
    }

    @Test
    void theBootstrapHasOneSeed() {
        List<List<Double>> forks = List.of(List.of(1.0, 2.0), List.of(2.0, 3.0), List.of(3.0, 5.0));
        assertArrayEquals(Stats.bootstrap(r -> Stats.resampledMean(forks, r), 3),
                Stats.bootstrap(r -> Stats.resampledMean(forks, r), 3));
    }

    /** Pairs of forks whose level drifts together: drawn pair by pair the ratio never moves, drawn apart it does. */
    @Test
    void pairsAreDrawnTogether() {
        List<List<Double>> one = List.of(List.of(10.0, 10.0), List.of(20.0, 20.0), List.of(30.0, 30.0));
        List<List<Double>> two = List.of(List.of(5.0, 5.0), List.of(10.0, 10.0), List.of(15.0, 15.0));
        assertArrayEquals(new double[] {2, 2}, Stats.bootstrap(r -> Stats.resampledPairedRatio(one, two, r), 3));
        double[] apart = Stats.bootstrap(r -> Stats.resampledMean(one, r) / Stats.resampledMean(two, r), 3);
        assertTrue(apart[0] < 1.5 && apart[1] > 3, apart[0] + "–" + apart[1]);
        assertThrows(IllegalArgumentException.class, () -> Stats.resampledPairedRatio(one, two.subList(0, 2), new SplittableRandom(1)));
    }
}
