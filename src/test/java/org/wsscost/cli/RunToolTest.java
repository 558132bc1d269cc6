package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run}'s refusals, before any benchmark starts: one line, exit 2, nothing written. */
class RunToolTest {
    private static void assertRefused(Path results, String expected, String... args) throws Exception {
        ToolsTest.assertRefusedWritingNothing(Tool.RUN, results, expected, args);
    }

    /** {@code shards N}: the cut without running anything, and an N out of range refused. */
    @Test
    void shardsShowsTheCutOfTheJobAndRunsNothing(@TempDir Path results) throws Exception {
        ToolsTest.Outcome o = ToolsTest.run(Tool.SHARDS, "2", "^org.wsscost.bench.Inbound.total$", "-p", "workload=small,large");
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().startsWith("12 combinations in 2 comparison groups"), o.out());
        assertTrue(o.out().contains("| 1/2 | receiver workload=large direction=response | 6 |")
                && o.out().contains("| 2/2 | receiver workload=small direction=response | 6 |"), o.out());
        ToolsTest.assertRefusedWritingNothing(Tool.SHARDS, results, "'0' is not a whole number of shards from 1 to 64", "0");
        ToolsTest.assertRefusedWritingNothing(Tool.SHARDS, results, "expected N, the number of shards (see: shards --help)");
    }

    @Test
    void badUsageIsRefusedBeforeAnythingRuns(@TempDir Path results) throws Exception {
        String dir = results.toString();
        assertRefused(results, "no such directory", "--results", results.resolve("nope").toString(), "Inbound.total");
        assertRefused(results, "-rf and -rff are set by the tool", "--results", dir, "Inbound.total", "-rf", "csv");
        assertRefused(results, "unknown stack 'axis9'", "--results", dir, "Inbound.total", "-p", "stack=axis9");
        assertRefused(results, "--name '../x'", "--results", dir, "--name", "../x", "Inbound.total");
        assertRefused(results, "unknown option '--nmae'", "--results", dir, "--nmae", "x", "Inbound.total");
        assertRefused(results, "list things and run nothing", "--results", dir, "-l");
        assertRefused(results, "--shard '4/3' is not I/N with 1 ≤ I ≤ N ≤ 64", "--results", dir, "--shard", "4/3", "Inbound.total");
        assertRefused(results, "--shard '0/3' is not I/N", "--results", dir, "--shard", "0/3", "Inbound.total");
        assertRefused(results, "--shard 'two' is not I/N", "--results", dir, "--shard", "two", "Inbound.total");
        // JMH's lock is for measurements; this run measures nothing, and other runs may hold the lock.
        String lock = System.setProperty("jmh.ignoreLock", "true");
        try {
            assertRefused(results, "no benchmark matches [NoSuchBenchmarkAnywhere]", "--results", dir, "NoSuchBenchmarkAnywhere");
        } finally {
            if (lock == null) {
                System.clearProperty("jmh.ignoreLock");
            } else {
                System.setProperty("jmh.ignoreLock", lock);
            }
        }
    }
}
