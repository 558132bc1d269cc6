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
        assertTrue(o.out().startsWith("### wss4j-stax-inbound-total-signencr-small.collapsed.gz\n\n5,941 samples, frame table version 4."),
                o.out());
        assertTrue(o.out().contains("| `key-unwrap` | 2,222 | 37.4% | 1.2 pp |"), o.out());
    }

    /** A wall-clock profile is attributed over the benchmark's threads; the JVM's idle threads are counted apart. */
    @Test
    void aWallProfileIsTheBenchmarksThreadsOnly(@TempDir Path tmp) throws Exception {
        String loop = "java/lang/Thread.run;org/wsscost/bench/jmh_generated/Inbound_total_jmhTest.total_avgt_jmhStub;"
                + "org/wsscost/bench/Inbound.total;";
        Path wall = Files.writeString(tmp.resolve("collapsed-wall.csv"), String.join("\n",
                loop + "org/apache/xml/security/stax/impl/processor/input/AbstractDecryptInputProcessor.processEvent;"
                        + "java/lang/Thread.start;java/lang/Thread.start0;__futex_abstimed_wait_common 30",
                loop + "com/sun/crypto/provider/RSACipher.doFinal;java/math/BigInteger.oddModPow 70",
                "java/lang/Thread.run;jdk/internal/misc/Unsafe.park;__futex_abstimed_wait_common 900"));
        ToolsTest.Outcome o = ToolsTest.run(Tool.ATTRIBUTE, "--from", wall.toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("The benchmark's threads only: 100 of the 1,000 wall-clock samples of every thread"), o.out());
        assertTrue(o.out().contains("| `threads` | 30 | 30.0% |"), o.out());
        ToolsTest.Outcome idle = ToolsTest.run(Tool.ATTRIBUTE, "--from", Files.writeString(tmp.resolve("collapsed-wall-idle.csv"),
                "java/lang/Thread.run;jdk/internal/misc/Unsafe.park 5").toString());
        assertEquals(2, idle.exit(), idle.out());
        assertTrue(idle.err().contains("no sample of the benchmark's threads"), idle.err());
    }

    private static final Path VALIDATION = Path.of("src", "test", "resources", "attribution", "validation");

    @Test
    void validateWritesItsPageAndExitsOneOnAMiss(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("validation");
        ToolsTest.Outcome o = ToolsTest.run(Tool.ATTRIBUTE, "--validate", out.toString(), VALIDATION.resolve("dom").toString(),
                VALIDATION.resolve("rampart").toString(), VALIDATION.resolve("phases.json").toString());
        assertEquals(0, o.exit(), o.err());
        String page = Files.readString(out.resolve(AttributeTool.VALIDATION_PAGE));
        assertTrue(page.startsWith("# Attribution validated against the isolated phases\n\nFrame table version 4, phase map version 1"), page);
        assertTrue(page.contains("**6 of 6 groups within**"), page);
        assertTrue(o.out().startsWith(page), o.out());
        // wss4j-dom's build isolated at 300 µs instead of 100: its share and process's miss, exit 1
        Path slowBuild = Files.writeString(tmp.resolve("slow-build.json"),
                Files.readString(VALIDATION.resolve("phases.json")).replaceFirst("\"score\": 100,", "\"score\": 300,"));
        Path again = tmp.resolve("again");
        ToolsTest.Outcome miss = ToolsTest.run(Tool.ATTRIBUTE, "--validate", again.toString(), VALIDATION.resolve("dom").toString(),
                VALIDATION.resolve("rampart").toString(), slowBuild.toString());
        assertEquals(1, miss.exit(), miss.err());
        assertTrue(Files.readString(again.resolve(AttributeTool.VALIDATION_PAGE)).contains("**4 of 6 groups within**"));
    }

    @Test
    void validateRefusesBadInputInOneLineAndWritesNothing(@TempDir Path tmp) throws Exception {
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        Path text = Files.writeString(tmp.resolve("notes.txt"), "x");
        Path out = tmp.resolve("out");
        String phases = VALIDATION.resolve("phases.json").toString();
        String dom = VALIDATION.resolve("dom").toString();
        for (List<String> args : List.of(
                List.of("--validate", out.toString()),
                List.of("--validate", out.toString(), dom),
                List.of("--validate", out.toString(), empty.toString(), phases),
                List.of("--validate", out.toString(), text.toString(), phases),
                List.of("--validate", out.toString(), phases),
                List.of("--validate", out.toString(), "--from", RECORDED, dom, phases),
                List.of("--validate", VALIDATION.toString(), dom, phases))) {
            ToolsTest.Outcome o = ToolsTest.run(Tool.ATTRIBUTE, args.toArray(String[]::new));
            assertEquals(2, o.exit(), args + ": " + o.out());
            assertEquals(1, o.err().strip().lines().count(), o.err());
        }
        assertTrue(Files.notExists(out));
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
