package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/** What a fork's JIT compiled while it measured, from constructed turns, and the line ab reads back. */
class JitWorkTest {
    private static final long S = 1_000_000_000;

    @Test
    void twoTurnsOfFourEndedCompilationsAndMoreEndedBetweenThem() {
        JitWork w = JitWork.of(new long[] {0, 12, 0, 3}, 40, 2 * S);
        assertEquals(4, w.turns());
        assertEquals(2, w.compiledTurns());
        assertEquals(15, w.inTurnsMillis());
        assertEquals(40, w.measuredMillis());
        assertEquals(2000.0, w.spanMillis(), 1e-9);
        assertEquals("jit while measured Inbound.total x=y: compiled for 40 ms from its first measured turn to its last"
                + " (2.0% of those 2.0 s), 15 ms of it ending in 2 of its own 4 turns", w.line("Inbound.total x=y"));
    }

    @Test
    void aForkThatNoLongerCompilesSaysNothingEnded() {
        assertEquals("jit while measured k: compiled for 0 ms from its first measured turn to its last (0.0% of those 20.0 s),"
                + " 0 ms of it ending in 0 of its own 200 turns", JitWork.of(new long[200], 0, 20 * S).line("k"));
    }

    @Test
    void theLineIsFoundWhereJmhPrintsItAfterTheLastIteration() {
        String line = JitWork.of(new long[] {5}, 7, S).line("org.wsscost.bench.Inbound.total stack=rampart");
        Matcher m = JitWork.LINE.matcher("Iteration 200: " + line);
        assertTrue(m.find());
        assertEquals(line.substring("jit while measured ".length()), m.group(1));
    }

    /** A side's line as ab names it: fork 1.2: KEY: … with {@code millis} compiled over 10 s. */
    private static String named(String fork, String key, long millis) {
        return "fork " + fork + ": " + JitWork.of(new long[] {0}, millis, 10 * S).line(key).substring("jit while measured ".length());
    }

    @Test
    void aBenchmarkWithAForkCompilingMoreThanATenthOfItsMeasurementIsStillCompiling() {
        String in = "org.wsscost.bench.Inbound.total stack=metro-xwss workload=small";
        String out = "org.wsscost.bench.Outbound.total stack=metro-xwss workload=small";
        Map<String, String> compiling = JitWork.stillCompiling("base", List.of(named("1.1", in, 690), named("1.2", out, 190),
                named("2.1", in, 5_810), named("2.2", out, 1_000), named("3.1", in, 2_540), named("3.2", out, 450)));
        assertEquals(Map.of(in, "base still compiling (its JIT compiled for 25.4–58.1% of the measured span in 2 of 3 forks;"
                + " warm forks: under 10%)"), compiling);
        assertEquals("new still compiling (its JIT compiled for 10.1% of the measured span in 1 of 1 forks; warm forks:"
                + " under 10%)", JitWork.stillCompiling("new", List.of(named("1", in, 1_010))).get(in));
        assertTrue(JitWork.stillCompiling("new", List.of(named("1", in, 450), named("2", in, 1_000))).isEmpty());
    }

    @Test
    void aLineThatIsNotAForksJitLineIsRefused() {
        assertEquals("not a fork's line of the JIT's work: fork 1: Inbound.total: 3 of 200 measured turns waited",
                assertThrows(IllegalArgumentException.class, () -> JitWork.stillCompiling("base",
                        List.of("fork 1: Inbound.total: 3 of 200 measured turns waited"))).getMessage());
    }

    @Test
    void impossibleTurnsAreRefusedByWhatIsWrong() {
        assertEquals("no measured turn to tell the JIT's work of",
                assertThrows(IllegalArgumentException.class, () -> JitWork.of(new long[0], 0, S)).getMessage());
        assertEquals("a turn in which -1 ms of compilation time ended",
                assertThrows(IllegalArgumentException.class, () -> JitWork.of(new long[] {-1}, 0, S)).getMessage());
        assertEquals("4 ms compiled while measured, less than the 5 ms inside the turns",
                assertThrows(IllegalArgumentException.class, () -> JitWork.of(new long[] {5}, 4, S)).getMessage());
        assertEquals("a measured span of 0 ns",
                assertThrows(IllegalArgumentException.class, () -> JitWork.of(new long[] {0}, 0, 0)).getMessage());
    }
}
