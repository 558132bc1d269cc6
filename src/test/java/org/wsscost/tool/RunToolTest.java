package org.wsscost.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run}'s refusals, before any benchmark starts: one line, exit 2, nothing written. */
class RunToolTest {
    private static void assertRefused(Path results, String expected, String... args) throws Exception {
        ToolsTest.Outcome o = ToolsTest.run(Tool.RUN, args);
        assertEquals(2, o.exit(), o.out() + o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
        try (Stream<Path> files = Files.list(results)) {
            assertEquals(0, files.count());
        }
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
