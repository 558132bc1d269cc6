package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class MachineNoiseTest {
    @Test
    void equalPiecesDoNotVary() {
        MachineNoise noise = MachineNoise.of(List.of(50.0, 50.0, 50.0));
        assertEquals(new MachineNoise(3, 50.0, 0.0, 0.0), noise);
        assertEquals("varied by 0.0% over 3 pieces of 50 ms (the slowest 0% above the median)", noise.describe());
    }

    @Test
    void oneSlowPieceShowsInTheVariationAndAsTheSlowest() {
        // mean 52.5, deviations -2.5 three times and +7.5: sample SD √(75 ÷ 3) = 5
        MachineNoise noise = MachineNoise.of(List.of(50.0, 60.0, 50.0, 50.0));
        assertEquals(4, noise.pieces());
        assertEquals(50.0, noise.medianMillis(), 1e-12);
        assertEquals(5 / 52.5, noise.variation(), 1e-12);
        assertEquals(0.2, noise.slowest(), 1e-12);
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(45.0, MachineNoise.of(List.of(40.0, 50.0, 30.0, 60.0)).medianMillis(), 1e-12);
    }

    @Test
    void fewerThanTwoPiecesAreRefused() {
        assertEquals("the machine's noise needs two timed pieces at least, not 1",
                assertThrows(IllegalArgumentException.class, () -> MachineNoise.of(List.of(50.0))).getMessage());
    }
}
