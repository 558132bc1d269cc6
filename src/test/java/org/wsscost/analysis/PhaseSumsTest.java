package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Side;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/** The phase-sum check on constructed JMH results: which phases it adds, and what it flags. */
class PhaseSumsTest {

    private static String entry(String benchmark, double score, String... params) {
        return FakeRuns.entry("org.wsscost.bench." + benchmark, "avgt", "us/op", List.of(List.of(score, score)), "", params);
    }

    private static final String[] KEY = {"suite", "modern", "workload", "small", "direction", "response"};

    private static String[] with(String... more) {
        List<String> all = new ArrayList<>(List.of(more));
        all.addAll(List.of(KEY));
        return all.toArray(String[]::new);
    }

    private static List<Result> parse(Path dir, List<String> entries) throws IOException {
        Path file = dir.resolve("run.json");
        Files.writeString(file, FakeRuns.file(entries));
        return JmhJson.read(file);
    }

    @Test
    void rampartStepsSenderSumsMarshalConversionsStepsAndSerialize(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("Outbound.total", 100, with("stack", "rampart-steps", "profile", "signencr")),
                entry("Outbound.marshal", 10, "stack", "rampart-steps", "workload", "small", "direction", "response"),
                entry("Conversion.toDom", 15, with("stack", "rampart-steps", "profile", "signencr", "side", "sender")),
                entry("Conversion.toDom", 999, with("stack", "rampart-steps", "profile", "signencr", "side", "receiver")),
                entry("OutboundToken.token", 5, with("stack", "rampart-steps", "profile", "signencr")),
                entry("OutboundSign.sign", 30, with("stack", "rampart-steps", "profile", "signencr")),
                entry("OutboundEncrypt.encrypt", 20, with("stack", "rampart-steps", "profile", "signencr")),
                entry("Conversion.fromDom", 12, with("stack", "rampart-steps", "profile", "signencr", "side", "sender")),
                entry("Outbound.serialize", 11, with("stack", "rampart-steps", "profile", "signencr")),
                entry("OutboundSign.sign", 7777, with("stack", "wss4j-dom", "profile", "signencr")));
        PhaseSums.Row row = new PhaseSums(parse(dir, e)).rows().get(0);
        assertEquals(List.of(), row.missing());
        assertEquals(103, row.sum(), 1e-9);
        assertFalse(row.flagged());
    }

    @Test
    void rampartsSenderSumsMarshalItsConversionItsOneCallAndSerialize(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("Outbound.total", 100, with("stack", "rampart", "profile", "signencr")),
                entry("Outbound.marshal", 10, "stack", "rampart", "workload", "small", "direction", "response"),
                entry("Conversion.toDom", 15, with("stack", "rampart", "profile", "signencr", "side", "sender")),
                entry("OutboundSecure.secure", 60, with("stack", "rampart", "profile", "signencr")),
                entry("Outbound.serialize", 11, with("stack", "rampart", "profile", "signencr")));
        PhaseSums.Row row = new PhaseSums(parse(dir, e)).rows().get(0);
        assertEquals(List.of(), row.missing());
        assertEquals(96, row.sum(), 1e-9);
    }

    @Test
    void aSumMoreThanFifteenPercentOffIsFlaggedAndMissingPhasesAreNamed(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("Inbound.total", 100, with("stack", "wss4j-dom", "profile", "sign")),
                entry("Inbound.build", 20, with("stack", "wss4j-dom", "profile", "sign")),
                entry("InboundProcess.process", 50, with("stack", "wss4j-dom", "profile", "sign")),
                entry("Inbound.bind", 10, with("stack", "wss4j-dom", "profile", "sign")),
                entry("Inbound.total", 100, with("stack", "wss4j-dom", "profile", "encrypt")),
                entry("Inbound.build", 20, with("stack", "wss4j-dom", "profile", "encrypt")));
        List<PhaseSums.Row> rows = new PhaseSums(parse(dir, e)).rows();
        assertTrue(rows.get(0).flagged(), "80 against 100");
        assertEquals(List.of("InboundProcess.process", "Inbound.bind"), rows.get(1).missing());
        assertFalse(rows.get(1).flagged());
        String table = new PhaseSums(parse(dir, e)).markdown();
        assertTrue(table.contains("| 80.0 | 100.0 | 0.80 | **off by more than 15%** |"), table);
        assertTrue(table.contains("not in this run: InboundProcess.process, Inbound.bind"), table);
    }

    @Test
    void wss4jStaxGetsItsSecurityShareDerivedFromThePlainTotal(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("Inbound.total", 40, with("stack", "wss4j-stax", "profile", "signencr")),
                entry("Inbound.total", 10, with("stack", "wss4j-stax", "profile", "plain")),
                entry("Inbound.total", 80, with("stack", "wss4j-dom", "profile", "signencr")));
        PhaseSums sums = new PhaseSums(parse(dir, e));
        assertTrue(sums.rows().get(0).note().contains("derived: 30.0 µs (75% of the total)"), sums.rows().get(0).note());
        assertTrue(sums.totalsMarkdown().contains("| receiver | signencr | modern | small | response | 80.0 | 40.0 | – | – | 0.50 | – | – | – |"),
                sums.totalsMarkdown());
    }

    @Test
    void wss4jStaxPlainIsItsMarshalAndItsBindAlone(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("Outbound.total", 30, with("stack", "wss4j-stax", "profile", "plain")),
                entry("Outbound.marshal", 28, "stack", "wss4j-stax", "workload", "small", "direction", "response"),
                entry("Inbound.total", 50, with("stack", "wss4j-stax", "profile", "plain")),
                entry("Inbound.bind", 45, with("stack", "wss4j-stax", "profile", "plain")));
        List<PhaseSums.Row> rows = new PhaseSums(parse(dir, e)).rows();
        assertEquals(new PhaseTable.Sum(List.of(Benchmark.OUTBOUND_MARSHAL)),
                PhaseTable.decomposition(StackId.WSS4J_STAX, Profile.PLAIN, Side.SENDER));
        assertEquals(List.of(), rows.get(0).missing());
        assertEquals(28, rows.get(0).sum(), 1e-9);
        assertEquals(List.of(), rows.get(1).missing());
        assertEquals(45, rows.get(1).sum(), 1e-9);
    }

    @Test
    void oneCallSharesAreDerivedByDifferenceBetweenProfiles(@TempDir Path dir) throws Exception {
        List<String> e = List.of(
                entry("OutboundSecure.secure", 300, with("stack", "metro-xwss", "profile", "sign")),
                entry("OutboundSecure.secure", 120, with("stack", "metro-xwss", "profile", "encrypt")),
                entry("OutboundSecure.secure", 400, with("stack", "metro-xwss", "profile", "signencr")));
        String table = new PhaseSums(parse(dir, e)).oneCallDerivedMarkdown();
        assertTrue(table.contains("| metro-xwss | OutboundSecure.secure | modern | small | response | 300.0 | 120.0 | 400.0 | 100.0 | 280.0 |"),
                table);
    }

    @Test
    void whatIsNotJmhJsonIsOneClearError(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{ \"not\" : \"jmh\" }");
        IOException e = assertThrows(IOException.class, () -> JmhJson.read(bad));
        assertTrue(e.getMessage().endsWith("not a JMH result file (expected a JSON array of benchmark results)"), e.getMessage());
        Path truncated = Files.writeString(dir.resolve("cut.json"), "[ { \"benchmark\" : ");
        assertTrue(assertThrows(IOException.class, () -> JmhJson.read(truncated)).getMessage().contains("not JSON"));
    }
}
