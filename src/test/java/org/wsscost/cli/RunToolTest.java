package org.wsscost.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run}'s refusals, before any benchmark starts: one line, exit 2, nothing written. */
class RunToolTest {
    private static void assertRefused(Path results, String expected, String... args) throws Exception {
        ToolsTest.assertRefusedWritingNothing(Tool.RUN, results, expected, args);
    }

    @Test
    void badUsageIsRefusedBeforeAnythingRuns(@TempDir Path results) throws Exception {
        String dir = results.toString();
        assertRefused(results, "no such directory", "--results", results.resolve("nope").toString(), "Inbound.total");
        assertRefused(results, "-rf and -rff are set by the tool", "--results", dir, "Inbound.total", "-rf", "csv");
        assertRefused(results, "unknown stack 'axis1'", "--results", dir, "Inbound.total", "-p", "stack=axis1");
        assertRefused(results, "--name '../x'", "--results", dir, "--name", "../x", "Inbound.total");
        assertRefused(results, "unknown option '--nmae'", "--results", dir, "--nmae", "x", "Inbound.total");
        assertRefused(results, "list things and run nothing", "--results", dir, "-l");
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
