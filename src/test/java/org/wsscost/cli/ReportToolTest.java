package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** {@code report} on a committed run and on constructed ones: files, charts, sections present and absent. */
class ReportToolTest {
    private static final Path COMMITTED = Path.of("results", "reference", "2026-11-22-short-plain-sign-signencr.json");
    private static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G'};

    private static List<String> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /**
     * Runs {@code report} with {@code args}, which must succeed and write at least {@code expected} into
     * {@code out}, every chart a PNG shown in the page; returns the page's markdown.
     */
    private static String report(Path out, List<String> expected, String... args) throws Exception {
        ToolsTest.Outcome o = ToolsTest.run(Tool.REPORT, args);
        assertEquals(0, o.exit(), o.err());
        List<String> files = files(out);
        assertTrue(files.containsAll(expected), files.toString());
        String md = Files.readString(out.resolve("report.md"));
        assertPngs(out, md);
        return md;
    }

    /** Each of {@code parts} is in the page; the failure names the first that is not. */
    private static void assertContainsAll(String md, String... parts) {
        for (String part : parts) {
            assertTrue(md.contains(part), () -> "no '" + part + "' in:\n" + md);
        }
    }

    private static void assertPngs(Path dir, String markdown) throws Exception {
        for (String f : files(dir)) {
            if (f.endsWith(".png")) {
                assertArrayEquals(PNG, Arrays.copyOf(Files.readAllBytes(dir.resolve(f)), 4), f);
                assertTrue(markdown.contains("](" + f + ")"), f + " not shown");
            }
        }
    }

    @Test
    void theCommittedShortRunGetsEverySectionItHasDataFor(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("report");
        String md = report(out, List.of("report.md", "report.html", "phases-sender-modern-small-response.png",
                "phases-receiver-modern-large-response.png", "exchange-modern-small.png", "exchange-modern-large.png"),
                COMMITTED.toString(), "--out", out.toString(), "--sizes", "off");
        assertContainsAll(md,
                "| rampart signencr | build 54.0 ±22.3% + to-dom (Rampart model) 71.8 ±9.1% + process (one call) 1540 ±2.1%",
                "security share (derived: total − plain total)",
                "20 of 36 are more than ±15% off",
                "| wss4j-stax | plain | 20.4 ±16.3% | 0.38 (0.27–0.53) |",
                "- benchmarks: `MetroWsit.exchange`, `SpringWsExchange.exchange`, `CxfExchange.exchange`, `Axis2Exchange.exchange`, `SpringWsCopy.toDocument`\n",
                "- allocation: needs a run with `-prof gc`",
                "- growth: needs a benchmark on two or more ladder workloads",
                "Left out of this report (`--sizes off`).");
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>") && html.contains("<img src=\"exchange-modern-large.png\""), html);
    }

    /**
     * With {@code --attribution}, wss4j-stax's fused receiver pass is split by its recorded profile beside its measured
     * bar; a profile of a combination the run lacks is named, not drawn; without it the section says how to get one.
     */
    @Test
    void attributedSplitsAreDrawnBesideTheMeasuredBars(@TempDir Path dir) throws Exception {
        String trial = "org.wsscost.bench.Inbound.total-AverageTime-direction-response-keystore-pkcs12-profile-signencr-provider-jdk-"
                + "stack-wss4j-stax-suite-modern-workload-";
        Path recorded = Path.of("src", "test", "resources", "attribution", "wss4j-stax-inbound-total-signencr-small.collapsed.gz");
        for (String workload : List.of("small", "ladder-10")) {
            Path folder = Files.createDirectories(dir.resolve("attribution").resolve("run").resolve(trial + workload));
            Files.copy(recorded, folder.resolve("collapsed-cpu.csv.gz"));
        }
        Path out = dir.resolve("report");
        String md = report(out, List.of("report.md", "attributed-1.png"), COMMITTED.toString(), "--out", out.toString(),
                "--sizes", "off", "--attribution", dir.resolve("attribution").toString());
        assertContainsAll(md, "## 1a. Attributed splits of the streaming passes",
                "### Inbound.total, suite modern, workload small, responses",
                "| wss4j-stax signencr | parse 9.5% ±0.7, header-structures 8.7% ±0.7, engine 11.0% ±0.8, keystore 0.1% ±0.1, key-unwrap 37.4% ±1.2,",
                "unattributed 0.6% | 5,941 | 6057 |",
                "Not drawn: wss4j-stax signencr (no Inbound.total with {direction=response, keystore=pkcs12, profile=signencr, "
                        + "provider=jdk, stack=wss4j-stax, suite=modern, workload=ladder-10} in this run).");
        Path plain = dir.resolve("plain");
        assertContainsAll(report(plain, List.of("report.md"), COMMITTED.toString(), "--out", plain.toString(), "--sizes", "off"),
                "No attribution given: `report RESULT.json --attribution DIR`",
                "- attributed splits: needs `--attribution DIR` with profiles of the streaming passes");
        assertRefused(ToolsTest.run(Tool.REPORT, COMMITTED.toString(), "--out", dir.resolve("x").toString(), "--sizes", "off",
                "--attribution", plain.toString()), "--attribution " + plain + ": no profile (collapsed-*.csv[.gz]) in it; give the "
                + "folders attribute saved");
        assertFalse(Files.exists(dir.resolve("x")));
    }

    private static List<String> listing(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(Path::toString).sorted().toList();
        }
    }

    private static void assertRefused(ToolsTest.Outcome o, String line) {
        assertEquals(2, o.exit(), o.err());
        assertEquals("", o.out());
        assertEquals("wsscost report: " + line, o.err().strip());
    }

    /**
     * {@code --out} never deletes what report did not write: a folder that holds its input is refused, and so is a
     * folder of other files unless {@code --replace}, which writes beside them; a report made again removes only the
     * files its marker lists.
     */
    @Test
    void theOutputFolderLosesNothingReportDidNotWrite(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path json = Files.copy(COMMITTED, results.resolve("x.json"));
        Files.writeString(results.resolve("y.json"), "a saved run");
        Path other = Files.createDirectory(dir.resolve("other"));
        Files.writeString(other.resolve("notes.md"), "mine");
        Path clash = Files.createDirectory(dir.resolve("clash"));
        Files.writeString(clash.resolve("report.md"), "mine");
        List<String> before = listing(dir);
        for (String replace : List.of("--sizes", "--replace")) {
            List<String> args = new ArrayList<>(List.of(json.toString(), "--out", results.toString(), "--sizes", "off"));
            if (replace.equals("--replace")) {
                args.add(replace);
            }
            assertRefused(ToolsTest.run(Tool.REPORT, args.toArray(String[]::new)),
                    "--out " + results + ": holds the input " + json + "; give --out a folder of its own");
        }
        assertRefused(ToolsTest.run(Tool.REPORT, json.toString(), "--out", other.toString(), "--sizes", "off"),
                "--out " + other + ": holds files report did not write (notes.md); give a new or empty folder, or --replace"
                        + " to write beside them");
        assertRefused(ToolsTest.run(Tool.REPORT, json.toString(), "--out", clash.toString(), "--sizes", "off", "--replace"),
                "--out " + clash + ": report.md is there and report did not write it; it is not replaced");
        assertEquals(before, listing(dir));

        String md = report(other, List.of("report.md", "report.html", ".wsscost-written", "notes.md"), json.toString(), "--out",
                other.toString(), "--sizes", "off", "--replace");
        assertEquals("mine", Files.readString(other.resolve("notes.md")));
        Files.writeString(other.resolve(".wsscost-written"), "stale.png\n", java.nio.file.StandardOpenOption.APPEND);
        Files.writeString(other.resolve("stale.png"), "an earlier report's chart");
        Files.writeString(other.resolve("report.md"), "an earlier report");
        report(other, List.of("report.md", "notes.md"), json.toString(), "--out", other.toString(), "--sizes", "off");
        assertFalse(Files.exists(other.resolve("stale.png")));
        assertEquals("mine", Files.readString(other.resolve("notes.md")));
        assertEquals(md, Files.readString(other.resolve("report.md")));
    }

    @Test
    void ladderGcAndSizesShowWhenTheRunHasThem(@TempDir Path dir) throws Exception {
        List<String> entries = new ArrayList<>();
        // as JMH 1.37 names it; MergeTest reads the older "·gc.alloc.rate.norm"
        String gc = "\"gc.alloc.rate.norm\" : { \"score\" : %s, \"scoreUnit\" : \"B/op\", \"rawData\" : [ [ %s ] ] }";
        String[] key = {"suite", "modern", "workload", "ladder-10", "direction", "response"};
        entries.add(FakeRuns.entry("org.wsscost.bench.Outbound.total", "avgt", "us/op", List.of(List.of(100.0)),
                gc.formatted(5000, 5000), with(key, "stack", "wss4j-dom", "profile", "sign")));
        entries.add(FakeRuns.entry("org.wsscost.bench.Outbound.marshal", "avgt", "us/op", List.of(List.of(10.0)),
                gc.formatted(1000, 1000), "stack", "wss4j-dom", "workload", "ladder-10", "direction", "response"));
        for (String[] phase : new String[][] {{"OutboundToken.token", "5"}, {"OutboundSign.sign", "70"}, {"Outbound.serialize", "12"}}) {
            entries.add(FakeRuns.entry("org.wsscost.bench." + phase[0], "avgt", "us/op", List.of(List.of(Double.valueOf(phase[1]))),
                    gc.formatted(1000, 1000), with(key, "stack", "wss4j-dom", "profile", "sign")));
        }
        entries.add(FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(List.of(80.0)), "",
                with(key, "stack", "rampart", "profile", "sign")));
        for (int quakes : new int[] {1, 10, 100, 1000}) {
            entries.add(FakeRuns.entry("org.wsscost.bench.Inbound.build", "avgt", "us/op", List.of(List.of(2.0 * quakes)), "",
                    "stack", "wss4j-dom", "profile", "plain", "suite", "modern", "workload", "ladder-" + quakes, "direction",
                    "response"));
        }
        Path json = Files.writeString(dir.resolve("constructed.json"), FakeRuns.file(entries));
        String md = report(dir.resolve("constructed"), List.of("phases-sender-modern-ladder-10-response.png",
                "alloc-sender-modern-ladder-10-response.png", "growth-Inbound-build.png", "sizes-ladder-10-request.png",
                "sizes-ladder-10-response.png"), json.toString());
        assertContainsAll(md,
                "| wss4j-dom sign | marshal 10.0 ±? + token 5.00 ±? + sign 70.0 ±? + serialize 12.0 ±? | 97.0 | 100 ±? |",
                "| wss4j-dom sign | marshal 1000 ±? + token 1000 ±? + sign 1000 ±? + serialize 1000 ±? | 4000 | 5000 ±? |",
                "| `Inbound.build` | wss4j-dom plain modern response | 4 | ±? | 1.00 | 1.00 | 2.000 |  |",
                "rampart sign (no Inbound.build, Conversion.toDom, InboundProcess.process",
                "| ladder-10 | response | signencr |",
                "No `RoundTrip.exchange` in this run.",
                "No metadata sidecar");
    }

    /** Every figure carries its interval; a result still trending is marked on the chart and in the table. */
    @Test
    void barsCarryTheirIntervalsAndAResultNotSteadyIsMarked(@TempDir Path dir) throws Exception {
        String[] key = {"suite", "modern", "workload", "small", "profile", "plain"};
        List<List<Double>> steady = new ArrayList<>();
        List<List<Double>> falling = new ArrayList<>();
        for (int f = 0; f < 3; f++) {
            List<Double> flat = new ArrayList<>();
            List<Double> trend = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                flat.add(1000.0 + 10 * ((i + f) % 3));
                trend.add(2000.0 - 60 * i + 5 * ((i + f) % 2));
            }
            steady.add(flat);
            falling.add(trend);
        }
        Path json = Files.writeString(dir.resolve("exchanges.json"), FakeRuns.file(List.of(
                FakeRuns.entry("org.wsscost.bench.RoundTrip.exchange", "avgt", "us/op", steady, "", with(key, "stack", "rampart")),
                FakeRuns.entry("org.wsscost.bench.RoundTrip.exchange", "avgt", "us/op", falling, "",
                        with(key, "stack", "wss4j-dom")))));
        String md = report(dir.resolve("exchanges"), List.of("exchange-modern-small.png"), json.toString(), "--sizes", "off");
        assertTrue(md.contains("| rampart | plain | 1010 ±"), md);
        assertTrue(md.lines().anyMatch(l -> l.startsWith("| wss4j-dom | plain | 1733 ±") && l.matches(".*\\| 1\\.72 \\(1\\.[0-9]{2}–1\\.[0-9]{2}\\) † \\|")),
                md);
    }

    private static String[] with(String[] key, String... more) {
        List<String> all = new ArrayList<>(List.of(more));
        all.addAll(List.of(key));
        return all.toArray(String[]::new);
    }

    @Test
    void badInputIsOneLineExitTwoAndAnEarlierReportStays(@TempDir Path dir) throws Exception {
        Path out = Files.createDirectory(dir.resolve("out"));
        Path earlier = Files.writeString(out.resolve("report.md"), "earlier");
        Files.writeString(out.resolve(".wsscost-written"), "report.md\n");
        Path empty = Files.createFile(dir.resolve("empty.json"));
        Path truncated = Files.writeString(dir.resolve("cut.json"), Files.readString(COMMITTED).substring(0, 5000));
        Path other = Files.writeString(dir.resolve("other.json"), "{\"not\": \"jmh\"}");
        String o = out.toString();
        for (String[] bad : new String[][] {
            {dir.resolve("missing.json").toString(), "missing.json: no such file"},
            {dir.toString(), "is a directory"},
            {empty.toString(), "empty.json: is empty"},
            {truncated.toString(), "cut.json: not JSON, or cut short"},
            {other.toString(), "other.json: not a JMH result file"}}) {
            ToolsTest.Outcome r = ToolsTest.run(Tool.REPORT, bad[0], "--out", o, "--sizes", "off");
            assertEquals(2, r.exit(), r.err());
            assertEquals("", r.out());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains(bad[1]), r.err());
        }
        ToolsTest.Outcome r = ToolsTest.run(Tool.REPORT, COMMITTED.toString(), "--out", o, "--sizes", "maybe");
        assertEquals(2, r.exit());
        assertEquals("earlier", Files.readString(earlier));
        assertEquals(List.of("out"), files(dir).stream().filter(f -> !f.endsWith(".json")).toList());
        assertFalse(Files.exists(dir.resolve("missing")));
    }
}
