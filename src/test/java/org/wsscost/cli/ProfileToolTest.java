package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code profile}'s refusals before anything runs (the jar-level run is in ResultsIT). */
class ProfileToolTest {
    @Test
    void badUsageIsOneLineAndNothingWritten(@TempDir Path results) throws Exception {
        String dir = results.toString();
        for (List<String> args : List.of(
                List.of("--results", dir, "--event", "cpu;dir=/", "Inbound.total"),
                List.of("--results", results.resolve("none").toString(), "Inbound.total"),
                List.of("--results", dir, "Inbound.total", "-rff", "x.json"),
                List.of("--results", dir, "Inbound.total", "-p", "profile=signed"))) {
            ToolsTest.Outcome o = ToolsTest.run(Tool.PROFILE, args.toArray(String[]::new));
            assertEquals(2, o.exit(), args + ": " + o.out());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
        try (Stream<Path> s = Files.list(results)) {
            assertEquals(0, s.count());
        }
    }

    @Test
    void theDefaultEventIsOneAsyncProfilerKnows() {
        assertTrue(List.of("cpu", "itimer").contains(ProfileTool.defaultEvent()));
    }
}
