package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/** A fork's waits for a CPU, from constructed turns: what counts as a turn that waited, and the line ab reads back. */
class CpuWaitsTest {
    private static final long MS = 1_000_000;

    @Test
    void oneTurnOfFourThatWaitedSixMillisecondsOfFifty() {
        CpuWaits w = CpuWaits.of(new long[] {0, 6 * MS, 0, MS / 2}, new long[] {50 * MS, 50 * MS, 50 * MS, 50 * MS});
        assertEquals(4, w.turns());
        assertEquals(1, w.waited());
        assertEquals(6.5 / 200, w.share(), 1e-12);
        assertEquals(6.0, w.longestMillis(), 1e-12);
        assertEquals(50.0, w.turnMillis(), 1e-12);
        assertEquals("cpu waits Inbound.total x=y: 1 of 4 measured turns waited for a CPU 10% of their time or more;"
                + " 3.25% of the measured time in all, the longest wait 6.0 ms (turns of 50.0 ms)", w.line("Inbound.total x=y"));
    }

    @Test
    void aWaitOfExactlyATenthOfItsTurnCountsAndTheMedianTurnIsTheMiddleOne() {
        CpuWaits w = CpuWaits.of(new long[] {5 * MS, 4 * MS, 0}, new long[] {50 * MS, 50 * MS, 70 * MS});
        assertEquals(1, w.waited());
        assertEquals(50.0, w.turnMillis(), 1e-12);
        assertEquals(55.0, CpuWaits.of(new long[] {0, 0}, new long[] {50 * MS, 60 * MS}).turnMillis(), 1e-12);
    }

    @Test
    void theLineIsFoundWhereJmhPrintsItAfterTheLastIteration() {
        String line = CpuWaits.of(new long[] {0}, new long[] {50 * MS}).line("org.wsscost.bench.Inbound.total stack=rampart");
        Matcher m = CpuWaits.LINE.matcher("Iteration 200: " + line);
        assertTrue(m.find());
        assertEquals(line.substring("cpu waits ".length()), m.group(1));
    }

    @Test
    void noTurnsOrUnpairedTurnsAreRefused() {
        assertEquals("no measured turn to tell the waits of",
                assertThrows(IllegalArgumentException.class, () -> CpuWaits.of(new long[0], new long[0])).getMessage());
        assertEquals("2 waits for 1 turns",
                assertThrows(IllegalArgumentException.class, () -> CpuWaits.of(new long[2], new long[1])).getMessage());
    }
}
