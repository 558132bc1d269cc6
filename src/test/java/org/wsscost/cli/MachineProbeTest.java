package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MachineProbeTest {
    /** The real loop for one second after its settling second: many pieces, each of them timed. */
    @Test
    void aSecondOfTheLoopIsTimedInManyPieces() {
        List<Double> millis = MachineProbe.spin(1);
        assertTrue(millis.size() >= 2, millis.toString());
        assertTrue(millis.stream().allMatch(m -> m > 0), millis.toString());
    }
}
