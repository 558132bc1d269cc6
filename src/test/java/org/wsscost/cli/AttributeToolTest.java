package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code attribute}: a saved profile's table, and the refusals before anything runs (the jar-level run is in ResultsIT). */
class AttributeToolTest {
    private static final String RECORDED = Path.of("src", "test", "resources", "attribution",
            "wss4j-stax-inbound-total-signencr-small.collapsed.gz").toString();

    @Test
    void aSavedProfileGivesItsTable() throws Exception {
        ToolsTest.Outcome o = ToolsTest.run(Tool.ATTRIBUTE, "--from", RECORDED);
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().startsWith("### wss4j-stax-inbound-total-signencr-small.collapsed.gz\n\n5,941 samples, frame table version 1."),
                o.out());
        assertTrue(o.out().contains("| `key-unwrap` | 2,222 | 37.4% | 1.2 pp |"), o.out());
    }

    @Test
    void badUsageIsOneLineAndNothingWritten(@TempDir Path results) throws Exception {
        Path notAProfile = Files.writeString(results.resolve("x.csv"), "java/lang/Thread.run;a.b many\n");
        String dir = results.toString();
        for (List<String> args : List.of(
                List.of("--from", results.resolve("none.csv").toString()),
                List.of("--from", RECORDED, "Inbound.total"),
                List.of("--results", dir, "--interval", "5", "Inbound.total"),
                List.of("--results", dir, "--interval", "1ms", "Inbound.total"),
                List.of("--results", dir, "--event", "cpu;dir=/", "Inbound.total"),
                List.of("--results", results.resolve("none").toString(), "Inbound.total"),
                List.of("--results", dir, "Inbound.total", "-p", "profile=signed"))) {
            ToolsTest.Outcome o = ToolsTest.run(Tool.ATTRIBUTE, args.toArray(String[]::new));
            assertEquals(2, o.exit(), args + ": " + o.out());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
        ToolsTest.Outcome bad = ToolsTest.run(Tool.ATTRIBUTE, "--from", notAProfile.toString());
        assertEquals("wsscost attribute: " + notAProfile + ":1: not a collapsed stack (frames;…;frames COUNT): java/lang/Thread.run;a.b many",
                bad.err().strip());
        try (Stream<Path> s = Files.list(results)) {
            assertEquals(List.of(notAProfile), s.toList());
        }
    }
}
