package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** The tax and growth tools on constructed JMH JSON: their Markdown, and bad input as one line, exit 2. */
class TaxToolTest {

    private static String entry(String benchmark, double score, String... params) {
        return FakeRuns.entry("org.wsscost.bench." + benchmark, "avgt", "us/op", List.of(List.of(score)), "", params);
    }

    private static Path write(Path dir, List<String> entries) throws Exception {
        return Files.writeString(dir.resolve("run.json"), FakeRuns.file(entries));
    }

    @Test
    void taxPrintsEachStackAgainstItsFloorAndTheRatios(@TempDir Path dir) throws Exception {
        List<String> e = new ArrayList<>();
        e.add(entry("Floor.outbound", 500, "profile", "sign", "suite", "modern", "workload", "small", "direction", "response",
                "provider", "jdk"));
        e.add(entry("Floor.outbound", 250, "profile", "sign", "suite", "modern", "workload", "small", "direction", "response",
                "provider", "bc"));
        for (String keystore : List.of("pkcs12", "jks")) {
            e.add(entry("Outbound.total", keystore.equals("jks") ? 1000 : 2000, "stack", "metro-xwss", "profile", "sign",
                    "suite", "modern", "workload", "small", "direction", "response", "provider", "jdk", "keystore", keystore));
        }
        ToolsTest.Outcome o = ToolsTest.run(Tool.TAX, write(dir, e).toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("Santuario baseline (middle layer): absent"), o.out());
        assertTrue(o.out().contains("| outbound | metro-xwss | sign | modern | small | response | jdk | pkcs12 | 500.0 | – | – | 2000.0 | 4.0× | 25% |"),
                o.out());
        assertTrue(o.out().contains("| outbound | metro-xwss | sign | modern | small | response | jdk | jks | 500.0 | – | – | 1000.0 | 2.0× | 50% |"),
                o.out());
        assertTrue(o.out().contains("| Floor.outbound | direction=response profile=sign suite=modern workload=small | 500.0 | 250.0 | 2.00 |"),
                o.out());
        assertTrue(o.out().contains("| Outbound.total | direction=response profile=sign provider=jdk stack=metro-xwss suite=modern "
                + "workload=small | 2000.0 | 1000.0 | 2.00 |"), o.out());
    }

    @Test
    void aRunWithoutFloorStillGivesItsKeystoreRatios(@TempDir Path dir) throws Exception {
        List<String> e = new ArrayList<>();
        for (String keystore : List.of("pkcs12", "jks")) {
            e.add(entry("Inbound.total", keystore.equals("jks") ? 300 : 600, "stack", "wss4j-dom", "profile", "sign",
                    "keystore", keystore));
        }
        ToolsTest.Outcome o = ToolsTest.run(Tool.TAX, write(dir, e).toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("no XML tax"), o.out());
        assertTrue(o.out().contains("| Inbound.total | profile=sign stack=wss4j-dom | 600.0 | 300.0 | 2.00 |"), o.out());
    }

    @Test
    void growthFitsTheLadderAndFlagsSuperLinearRows(@TempDir Path dir) throws Exception {
        List<String> e = new ArrayList<>();
        for (long n : new long[] {1, 10, 100, 1000, 10000}) {
            e.add(entry("Inbound.build", 2.0 * n, "stack", "rampart", "workload", "ladder-" + n, "direction", "response"));
            e.add(entry("InboundProcess.process", 0.001 * n * n, "stack", "wss4j-dom", "workload", "ladder-" + n, "direction", "response"));
        }
        ToolsTest.Outcome o = ToolsTest.run(Tool.GROWTH, write(dir, e).toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("| Inbound.build | direction=response stack=rampart | 1: 2.0, 10: 20.0, 100: 200.0, 1000: 2000.0, "
                + "10000: 20000.0 | 1.00 | 1.00 | 2.000 |  |"), o.out());
        assertTrue(o.out().contains("| InboundProcess.process | direction=response stack=wss4j-dom |"), o.out());
        assertTrue(o.out().contains("| 2.00 | 2.00 |") && o.out().contains("**super-linear**"), o.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        assertUsage(ToolsTest.run(Tool.TAX, dir.resolve("missing.json").toString()), "no such file");
        Path notJmh = Files.writeString(dir.resolve("other.json"), "{\"a\": 1}");
        assertUsage(ToolsTest.run(Tool.TAX, notJmh.toString()), "not a JMH result file");
        assertUsage(ToolsTest.run(Tool.GROWTH, notJmh.toString()), "not a JMH result file");
        Path noFloor = write(dir, List.of(entry("Outbound.total", 5, "stack", "rampart", "profile", "sign")));
        assertUsage(ToolsTest.run(Tool.TAX, noFloor.toString()), "no Floor results");
        assertUsage(ToolsTest.run(Tool.GROWTH, noFloor.toString()), "no benchmark has two or more ladder workloads");
        assertUsage(ToolsTest.run(Tool.TAX), "expected RESULT.json");
    }

    private static void assertUsage(ToolsTest.Outcome o, String expected) {
        assertEquals(2, o.exit(), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
        assertTrue(o.err().contains(expected), o.err());
    }
}
