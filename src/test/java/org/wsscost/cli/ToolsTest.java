package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.shard.Job;

/** The tools' exit codes and one-line errors, run in-process as {@code Main} runs them. */
class ToolsTest {
    private static final Path EXAMPLE = Path.of("messages", "examples", "ladder-10-0000-response.xml");

    record Outcome(int exit, String out, String err) {
    }

    static Outcome run(Tool tool, String... args) {
        return run(tool.id(), null, List.of(args));
    }

    /** {@code command} run as the tool {@code id} runs (the tool's own when null), its output captured. */
    static Outcome run(String id, Tool.Command command, List<String> args) {
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = command == null ? Tool.named(id).orElseThrow().run(args) : Tool.run(id, command, args, System.out, System.err);
            return new Outcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
    }

    /** {@code tool} refuses {@code args}: one line naming {@code expected}, exit 2, nothing in {@code results}. */
    static void assertRefusedWritingNothing(Tool tool, Path results, String expected, String... args) throws IOException {
        Outcome o = run(tool, args);
        assertUsageError(o, expected);
        assertEquals("", o.out());
        try (Stream<Path> files = Files.list(results)) {
            assertEquals(0, files.count());
        }
    }

    private static void assertUsageError(Outcome o, String expected) {
        assertEquals(2, o.exit(), o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"wss4j-dom", "wss4j-stax", "rampart-steps", "metro-xwss"})
    void whatOneStackSecuresItVerifiesAndATamperedCopyIsRejected(String stack, @TempDir Path dir) throws Exception {
        Path secured = dir.resolve("secured.xml");
        Outcome s = run(Tool.SECURE, "--stack", stack, "--profile", "sign", "--direction", "response", EXAMPLE.toString(),
                secured.toString());
        assertEquals(0, s.exit(), s.err());
        assertTrue(s.out().startsWith("secured "), s.out());

        Outcome v = run(Tool.VERIFY, "--stack", stack, "--profile", "sign", "--direction", "response", secured.toString());
        assertEquals(0, v.exit(), v.err());
        assertEquals("valid " + secured + ": results with 10 quakes (" + stack + " sign modern from server to client)",
                v.out().strip());

        String text = Files.readString(secured);
        Path tampered = dir.resolve("tampered.xml");
        Files.writeString(tampered, text.replaceFirst("magnitude=\"(\\d)", "magnitude=\"9"));
        Outcome t = run(Tool.VERIFY, "--stack", stack, "--profile", "sign", "--direction", "response", tampered.toString());
        assertEquals(1, t.exit(), t.out());
        assertTrue(t.err().startsWith("rejected " + tampered + ": "), t.err());
    }

    /**
     * A peer's recorded request (zeep's, its Timestamp valid for five minutes): valid with the receiver's clock set
     * back to when it was made, expired on the system's clock, and expired by wsscost's own check six minutes after
     * it was made, where the engine's own check is off.
     */
    @Test
    void verifyTakesARecordedRequestWithTheClockSetBackToWhenItWasMade() throws IOException {
        Path peers = Path.of("src", "test", "resources", "peers");
        String made = Files.readAllLines(peers.resolve("manifest.tsv")).stream().map(l -> l.split("\t"))
                .filter(f -> f[0].equals("zeep-sign-sha256.xml")).findFirst().orElseThrow()[6];
        String request = peers.resolve("zeep-sign-sha256.xml").toString();
        String[] common = {"--stack", "wss4j-dom", "--profile", "sign"};
        Outcome then = run(Tool.VERIFY, concat(common, "--received-at", made, request));
        assertEquals(0, then.exit(), then.err());
        assertTrue(then.out().startsWith("valid " + request + ": a query"), then.out());
        Outcome now = run(Tool.VERIFY, concat(common, request));
        assertEquals(1, now.exit(), now.out());
        assertTrue(now.err().contains("expired"), now.err());
        String afterExpiry = Instant.parse(made).plus(Duration.ofMinutes(6)).toString();
        Outcome later = run(Tool.VERIFY, concat(common, "--received-at", afterExpiry, request));
        assertEquals(1, later.exit(), later.out());
        assertTrue(later.err().matches("rejected .*: the Timestamp created at \\S+ expired at \\S+, before the receiver's clock "
                + afterExpiry + " \\(wss4j-dom sign modern from client to server\\)\\s*"), later.err());
    }

    @Test
    void aPlainMessageIsRejectedWhereASignatureIsRequired() {
        Outcome v = run(Tool.VERIFY, "--stack", "wss4j-dom", "--profile", "sign", EXAMPLE.toString());
        assertEquals(1, v.exit());
        assertTrue(v.err().contains("no wsse:Security header"), v.err());
    }

    /** Files every bad-input case points at, made once. */
    @TempDir
    static Path bad;

    @BeforeAll
    static void badFiles() throws Exception {
        Files.createFile(bad.resolve("empty.xml"));
        Files.writeString(bad.resolve("broken.xml"), "<soapenv:Envelope xmlns:soapenv='x'><a>");
        Files.writeString(bad.resolve("plain.xml"), "<query/>");
        Files.writeString(bad.resolve("soap12.xml"),
                "<e:Envelope xmlns:e='http://www.w3.org/2003/05/soap-envelope'><e:Body/></e:Envelope>");
        Files.writeString(bad.resolve("dtd.xml"), "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>");
        Files.createFile(bad.resolve("empty.json"));
        Files.writeString(bad.resolve("truncated.json"), "[{\"benchmark\": \"org.wsscost.bench.Inbound.total\", \"mode\"");
        Files.writeString(bad.resolve("object.json"), "{\"benchmark\": \"x\"}");
        Files.writeString(bad.resolve("other.json"), "[{\"name\": \"not a benchmark\"}]");
        Files.writeString(bad.resolve("note.txt"), "not a directory");
        String goodRun = FakeRuns.file(List.of(FakeRuns.entry(INBOUND, "avgt", "us/op", 100, 0.03, 2, 5, 1, "stack", "rampart")));
        Files.writeString(bad.resolve("good.json"), goodRun);
        Files.writeString(bad.resolve("trailing.json"), goodRun + "}}garbage");
        Files.writeString(bad.resolve("nan.json"), result("\"NaN\"", "[[\"NaN\", \"NaN\"]]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("zero.json"), result("0", "[[0, 0]]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("negative.json"), result("-5", "[[-5, -5]]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("huge.json"), result("1e308", "[[1e308, 1e308]]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("noraw.json"), result("100", "[]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("rawtext.json"), result("100", "\"abc\"", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("rawnan.json"), result("100", "[[100, \"NaN\"]]", "{\"stack\": \"rampart\"}"));
        Files.writeString(bad.resolve("paramlist.json"), result("100", "[[100, 100]]", "[1, 2]"));
        Files.writeString(bad.resolve("ladderx.json"), FakeRuns.file(List.of(
                FakeRuns.entry(INBOUND, "avgt", "us/op", 100, 0.03, 2, 5, 1, "workload", "ladder-x"),
                FakeRuns.entry(INBOUND, "avgt", "us/op", 200, 0.03, 2, 5, 2, "workload", "ladder-10"))));
        byte[] client;
        byte[] server;
        try (var c = ToolsTest.class.getResourceAsStream("/wsscost/keystores/client.p12");
                var s = ToolsTest.class.getResourceAsStream("/wsscost/keystores/server.p12")) {
            client = c.readAllBytes();
            server = s.readAllBytes();
        }
        Path good = Files.createDirectories(bad.resolve("keys"));
        Files.write(good.resolve("client.p12"), client);
        Files.write(good.resolve("server.p12"), server);
        Files.write(Files.createDirectories(bad.resolve("keys-one")).resolve("client.p12"), client);
        Path swapped = Files.createDirectories(bad.resolve("keys-swapped"));
        Files.write(swapped.resolve("client.p12"), client);
        Files.write(swapped.resolve("server.p12"), client);
    }

    private static final String INBOUND = "org.wsscost.bench.Inbound.total";

    /** A JMH result file of one {@code Inbound.total} entry with the score, rawData and params given as JSON. */
    private static String result(String score, String rawData, String params) {
        return "[{\"jmhVersion\": \"1.37\", \"benchmark\": \"" + INBOUND + "\", \"mode\": \"avgt\", \"forks\": 1,"
                + " \"params\": " + params + ", \"primaryMetric\": {\"score\": " + score + ", \"scoreError\": \"NaN\","
                + " \"scoreUnit\": \"us/op\", \"rawData\": " + rawData + "}, \"secondaryMetrics\": {}}]";
    }

    /** Each tool that reads a JMH result, run on {@code file}: its arguments. */
    private static List<Arguments> readingResult(String file, String expected) {
        List<Arguments> cases = new ArrayList<>();
        cases.add(Arguments.of(Tool.REPORT, new String[] {file, "--sizes", "off"}, expected));
        cases.add(Arguments.of(Tool.PHASES, new String[] {file}, expected));
        cases.add(Arguments.of(Tool.COMPARE, new String[] {bad.resolve("good.json").toString(), file}, expected));
        cases.add(Arguments.of(Tool.CALIBRATE, new String[] {"--from", file}, expected));
        cases.add(Arguments.of(Tool.TAX, new String[] {file}, expected));
        cases.add(Arguments.of(Tool.GROWTH, new String[] {file}, expected));
        return cases;
    }

    static Stream<Arguments> badInput() {
        String example = EXAMPLE.toString();
        String missing = bad.resolve("missing.xml").toString();
        String out = bad.resolve("out.xml").toString();
        List<Arguments> cases = new ArrayList<>();
        for (Tool t : List.of(Tool.SECURE, Tool.VERIFY)) {
            String[] common = {"--stack", "rampart-steps", "--profile", "sign"};
            Function<String, String[]> with = in -> t == Tool.SECURE ? concat(common, in, out) : concat(common, in);
            cases.add(Arguments.of(t, with.apply(missing), "missing.xml: no such file"));
            cases.add(Arguments.of(t, with.apply(bad.toString()), "is a directory"));
            cases.add(Arguments.of(t, with.apply(bad.resolve("empty.xml").toString()), "empty.xml: is empty"));
            cases.add(Arguments.of(t, with.apply(bad.resolve("broken.xml").toString()), "broken.xml:1:"));
            cases.add(Arguments.of(t, with.apply(bad.resolve("plain.xml").toString()), "not a SOAP 1.1 envelope: root element"));
            cases.add(Arguments.of(t, with.apply(bad.resolve("soap12.xml").toString()), "a SOAP 1.2 envelope"));
            cases.add(Arguments.of(t, with.apply(bad.resolve("dtd.xml").toString()), "DOCTYPE is disallowed"));
            String[] in = t == Tool.SECURE ? new String[] {example, out} : new String[] {example};
            cases.add(Arguments.of(t, concat(new String[] {"--stack", "axis9", "--profile", "sign"}, in),
                    "unknown stack 'axis9'; valid: wss4j-dom, wss4j-stax, rampart, rampart-steps, rampart-1.5, axis1, metro-xwss, metro-1.5, "
                            + "xfire, spring-ws, cxf, cxf-stax"));
            cases.add(Arguments.of(t, concat(new String[] {"--stack", "rampart-steps", "--profile", "sig"}, in),
                    "unknown profile 'sig'; valid: plain, username, sign, encrypt, signencr"));
            cases.add(Arguments.of(t, concat(new String[] {"--stack", "rampart-steps", "--profile", "sign", "--suite", "old"}, in),
                    "unknown suite 'old'; valid: modern, legacy"));
            cases.add(Arguments.of(t, concat(new String[] {"--stack", "rampart-steps", "--profile", "sign", "--direction", "up"}, in),
                    "unknown direction 'up'; valid: request, response"));
            cases.add(Arguments.of(t, concat(new String[] {"--stack", "rampart-steps"}, in), "--profile is required"));
            cases.add(Arguments.of(t, concat(new String[] {"--stak", "rampart-steps"}, in), "unknown option '--stak'"));
            cases.add(Arguments.of(t, concat(common, "--keystore-dir", bad.resolve("nokeys").toString(), in),
                    "keystore directory " + bad.resolve("nokeys") + ": no such directory"));
            cases.add(Arguments.of(t, concat(common, "--keystore-dir", bad.resolve("keys-one").toString(), in),
                    "keystore " + bad.resolve("keys-one").resolve("server.p12") + ": no such file"));
            cases.add(Arguments.of(t, concat(common, "--keystore-dir", bad.resolve("keys").toString(), "--storepass", "nope", in),
                    "keystore " + bad.resolve("keys").resolve("client.p12") + ": cannot open (wrong password or not PKCS12)"));
            cases.add(Arguments.of(t, concat(common, "--keystore-dir", bad.resolve("keys-swapped").toString(), in),
                    "keystore " + bad.resolve("keys-swapped").resolve("server.p12") + ": no key entry 'server'"));
            cases.add(Arguments.of(t, concat(common, "--storepass", "wsscost", in), "--storepass is the password of the stores"));
        }
        cases.add(Arguments.of(Tool.SECURE, new String[] {"--stack", "rampart-steps", "--profile", "sign", example}, "expected IN OUT"));
        cases.add(Arguments.of(Tool.SECURE, new String[] {"--stack", "rampart-steps", "--profile", "sign", example, bad.toString()},
                "is a directory, not a file"));
        cases.add(Arguments.of(Tool.SECURE, new String[] {"--stack", "rampart-steps", "--profile", "sign", example,
                bad.resolve("nodir").resolve("out.xml").toString()},
                "nodir/out.xml: cannot write: its folder " + bad.resolve("nodir") + " does not exist"));
        cases.add(Arguments.of(Tool.VERIFY, new String[] {"--stack", "cxf", "--profile", "sign", "--stack", "spring-ws", example},
                "option '--stack' is given twice ('cxf', then 'spring-ws'); give it once"));
        cases.add(Arguments.of(Tool.COMPARE, new String[] {"--threshold", "5", "--threshold", "3", example, example},
                "option '--threshold' is given twice ('5', then '3'); give it once"));
        cases.add(Arguments.of(Tool.VERIFY, new String[] {"--stack", "rampart-steps", "--profile", "sign"}, "expected IN"));
        cases.add(Arguments.of(Tool.VERIFY, new String[] {"--stack", "rampart-steps", "--profile", "sign", "--received-at", "yesterday",
                example}, "--received-at takes an instant such as 2026-11-24T09:00:00Z, not 'yesterday'"));
        cases.add(Arguments.of(Tool.VERIFY, new String[] {"--stack", "rampart-steps", "--profile", "sign", "--received-at",
                "2999-01-01T00:00:00Z", example}, "--received-at sets the receiver's clock back, and 2999-01-01T00:00:00Z lies ahead"));
        cases.add(Arguments.of(Tool.SECURE, new String[] {"--stack", "rampart-steps", "--profile", "sign", "--received-at",
                "2026-11-24T09:00:00Z", example, out}, "unknown option '--received-at'"));
        cases.add(Arguments.of(Tool.RECORD, new String[] {"--out", bad.resolve("nodir").resolve("deeper").toString()},
                "--out " + bad.resolve("nodir").resolve("deeper") + ": its parent folder " + bad.resolve("nodir") + " does not exist"));
        cases.add(Arguments.of(Tool.RECORD, new String[] {"--out", bad.resolve("note.txt").toString()},
                "--out " + bad.resolve("note.txt") + ": exists and is not a folder"));
        cases.add(Arguments.of(Tool.RECORD, new String[] {"extra"}, "expected no positional arguments"));
        cases.add(Arguments.of(Tool.RECORD, new String[] {"--out", bad.resolve("keys").toString()}, "--out " + bad.resolve("keys")
                + ": holds files record did not write (client.p12, server.p12); give a new or empty folder, or --replace to write"
                + " beside them"));
        cases.add(Arguments.of(Tool.INTEROP, new String[] {"--suite", "old"}, "unknown suite 'old'; valid: modern, legacy"));
        cases.add(Arguments.of(Tool.INTEROP, new String[] {"--stack", "rampart-steps"},
                "--stack goes with one of --send DIR and --receive DIR"));
        cases.add(Arguments.of(Tool.ATTACKS, new String[] {"extra"}, "expected no positional arguments"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {}, "expected RESULT.json"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.resolve("missing.json").toString()}, "missing.json: no such file"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.toString()}, "is a directory"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.resolve("empty.json").toString()}, "empty.json: is empty"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.resolve("truncated.json").toString()}, "truncated.json: not JSON"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.resolve("object.json").toString()},
                "object.json: not a JMH result file"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {bad.resolve("other.json").toString()},
                "other.json: entry 0 is not a JMH result"));
        cases.add(Arguments.of(Tool.PHASES, new String[] {EXAMPLE.toString()}, "not JSON"));
        cases.addAll(readingResult(bad.resolve("trailing.json").toString(),
                "trailing.json: not JSON: more after the end of the JSON array (line 3, column 31)"));
        cases.addAll(readingResult(bad.resolve("nan.json").toString(),
                "nan.json: Inbound.total (stack=rampart): the score NaN is not a number above 0 and below 1e100"));
        cases.addAll(readingResult(bad.resolve("zero.json").toString(),
                "zero.json: Inbound.total (stack=rampart): the score 0.0 is not a number above 0 and below 1e100"));
        cases.addAll(readingResult(bad.resolve("negative.json").toString(),
                "negative.json: Inbound.total (stack=rampart): the score -5.0 is not a number above 0 and below 1e100"));
        cases.addAll(readingResult(bad.resolve("huge.json").toString(),
                "huge.json: Inbound.total (stack=rampart): the score 1.0E308 is not a number above 0 and below 1e100"));
        cases.addAll(readingResult(bad.resolve("noraw.json").toString(),
                "noraw.json: Inbound.total (stack=rampart): rawData holds no iteration"));
        cases.addAll(readingResult(bad.resolve("rawtext.json").toString(),
                "rawtext.json: Inbound.total (stack=rampart): rawData is not a list of forks, each a list of iterations' numbers"));
        cases.addAll(readingResult(bad.resolve("rawnan.json").toString(),
                "rawnan.json: Inbound.total (stack=rampart): fork 1, iteration 2 of rawData: NaN is not a number above 0 and below 1e100"));
        cases.addAll(readingResult(bad.resolve("paramlist.json").toString(),
                "paramlist.json: Inbound.total: params is not an object of names and values"));
        cases.add(Arguments.of(Tool.GROWTH, new String[] {bad.resolve("ladderx.json").toString()},
                "ladderx.json: Inbound.total (workload=ladder-x): the workload 'ladder-x' is no ladder rung (ladder-N, N quakes)"));
        return cases.stream();
    }

    /** Every bad input: exit 2, one line on stderr naming what and where, no stack trace, OUT untouched. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("badInput")
    void badInputIsOneLineExitTwoAndWritesNothing(Tool tool, String[] args, String expected) throws Exception {
        Path out = Files.writeString(bad.resolve("out.xml"), "previous");
        List<String> before = listing(bad);
        Outcome o = run(tool, args);
        assertUsageError(o, expected);
        assertTrue(o.err().startsWith("wsscost " + tool.id() + ": "), o.err());
        assertFalse(o.err().contains("\tat ") || o.err().contains("Exception"), o.err());
        assertEquals("", o.out());
        assertEquals("previous", Files.readString(out));
        assertEquals(before, listing(bad), "nothing written, created or deleted");
    }

    private static List<String> listing(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {
            return files.map(Path::toString).sorted().toList();
        }
    }

    /** What the engines print themselves while attacked (XWSS's stack traces, a parser's "[Fatal Error]") is not shown. */
    @Test
    void attacksPrintsItsTableAndNothingElse() {
        Outcome o = run(Tool.ATTACKS);
        assertEquals(0, o.exit(), o.err());
        assertEquals("", o.err());
        assertTrue(o.out().startsWith("| attack |"), o.out());
    }

    /**
     * A first argument that is no tool goes to JMH as a pattern; a bare word that names no tool and matches no
     * benchmark is refused as one line, exit 2, and a regex or a word that matches a benchmark still reaches JMH.
     */
    @Test
    void aBareWordThatIsNoToolAndMatchesNoBenchmarkIsRefused() throws Exception {
        Outcome typo = main("frobnicate");
        assertEquals(2, typo.exit(), typo.err());
        assertEquals("wsscost: unknown tool or benchmark pattern 'frobnicate': no tool is named so and it matches no benchmark"
                + " (tools: " + String.join(", ", java.util.Arrays.stream(Tool.values()).map(Tool::id).toList())
                + "; benchmarks: -l)", typo.err().strip());
        assertEquals("", typo.out());
        assertEquals(2, main("-p", "stack=rampart", "Inbund").exit());
        for (String pattern : List.of("Inbound\\.total", "CxfExchange", "^org.wsscost.bench.Inbound.total$", "nomatch.*")) {
            Outcome listed = main(pattern, "-l");
            assertEquals(0, listed.exit(), pattern + ": " + listed.err());
            assertEquals("", listed.err(), pattern);
        }
        assertTrue(main("Inbound\\.total", "-l").out().contains("org.wsscost.bench.Inbound.total"));
    }

    /**
     * JMH's {@code -l} and {@code -lp}, untouched and first, then the stacks outside the default job that the listed
     * benchmarks take, where JMH wrote (with {@code -o}, its file); {@code -h} wins over both and lists nothing.
     */
    @Test
    void theListingsEndWithTheStacksOutsideTheDefaultJob(@TempDir Path dir) throws Exception {
        List<String> listed = Job.benchmarks(new CommandLineOptions("Conversion"));
        List<String> section = OutsideTheDefaultJob.lines(listed);
        assertFalse(section.isEmpty());
        for (String option : List.of("-l", "-lp")) {
            Outcome o = main("Conversion", option);
            assertEquals(0, o.exit(), o.err());
            List<String> lines = o.out().lines().toList();
            assertTrue(lines.get(0).startsWith("Benchmarks:"), o.out());
            assertEquals(section, lines.subList(lines.size() - section.size(), lines.size()), o.out());
            // -lp's parameter lines follow each name
            assertEquals(listed, lines.subList(1, lines.size() - section.size()).stream().filter(l -> !l.startsWith("  param ")).toList(),
                    o.out());
        }
        assertEquals(listed, JavaLauncher.names(main("Conversion", "-l").out()));
        Path file = dir.resolve("listing.txt");
        Outcome toFile = main("Conversion", "-l", "-o", file.toString());
        assertEquals(0, toFile.exit(), toFile.err());
        assertFalse(toFile.out().contains(OutsideTheDefaultJob.HEADING), toFile.out());
        List<String> written = Files.readAllLines(file);
        assertEquals(section, written.subList(written.size() - section.size(), written.size()), String.join("\n", written));
        assertFalse(main("Conversion", "-l", "-h").out().contains(OutsideTheDefaultJob.HEADING));
    }

    /** {@code Main} in a JVM of its own on the test classpath, as {@code java -jar} runs it. */
    private static Outcome main(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djmh.ignoreLock=true", "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(2, java.util.concurrent.TimeUnit.MINUTES), String.join(" ", command));
        return new Outcome(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    /** The committed messages/ is record's own folder: its marker lists exactly the files there. */
    @Test
    void recordsDefaultFolderIsItsOwn() throws IOException {
        Path messages = Path.of("messages");
        List<String> marked = Files.readAllLines(messages.resolve(".wsscost-written")).stream().filter(l -> !l.startsWith("#"))
                .sorted().toList();
        try (var files = Files.walk(messages)) {
            assertEquals(files.filter(Files::isRegularFile).map(f -> messages.relativize(f).toString())
                    .filter(f -> !f.equals(".wsscost-written")).sorted().toList(), marked);
        }
    }

    /** With --replace, record writes beside files it did not write, keeps them, and marks its own as the committed folder is. */
    @Test
    void recordWithReplaceWritesBesideOtherFilesAndMarksItsOwn(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.md"), "mine");
        Outcome o = run(Tool.RECORD, "--out", dir.toString(), "--replace");
        assertEquals(0, o.exit(), o.err());
        assertEquals("", o.err());
        assertEquals("mine", Files.readString(dir.resolve("notes.md")));
        assertEquals(Files.readAllLines(Path.of("messages", ".wsscost-written")), Files.readAllLines(dir.resolve(".wsscost-written")));
        for (String file : Files.readAllLines(dir.resolve(".wsscost-written")).stream().filter(l -> !l.startsWith("#")).toList()) {
            assertTrue(Files.isRegularFile(dir.resolve(file)), file);
        }
    }

    @Test
    void debugAddsTheStackTrace() {
        Outcome o = run(Tool.VERIFY, "--debug", "--stack", "rampart", "--profile", "sign", bad.resolve("empty.xml").toString());
        assertEquals(2, o.exit());
        assertTrue(o.err().lines().findFirst().orElseThrow().contains("empty.xml: is empty"), o.err());
        assertTrue(o.err().contains("\tat org.wsscost.cli."), o.err());
    }

    @Test
    void otherKeystoresWorkWhenTheyHoldWhatTheyShould() throws Exception {
        Path secured = bad.resolve("secured-other-keys.xml");
        Outcome s = run(Tool.SECURE, "--stack", "wss4j-dom", "--profile", "signencr", "--keystore-dir",
                bad.resolve("keys").toString(), "--storepass", "wsscost", EXAMPLE.toString(), secured.toString());
        assertEquals(0, s.exit(), s.err());
        Outcome v = run(Tool.VERIFY, "--stack", "wss4j-dom", "--profile", "signencr", "--keystore-dir",
                bad.resolve("keys").toString(), secured.toString());
        assertEquals(0, v.exit(), v.err());
    }

    @Test
    void aFailedSecureLeavesTheExistingOutputUntouched(@TempDir Path dir) throws Exception {
        Path out = Files.writeString(dir.resolve("out.xml"), "previous");
        Path notSoap = Files.writeString(dir.resolve("plain.xml"), "<query/>");
        assertUsageError(run(Tool.SECURE, "--stack", "wss4j-dom", "--profile", "sign", notSoap.toString(), out.toString()),
                "not a SOAP 1.1 envelope");
        assertEquals("previous", Files.readString(out));
        try (var files = Files.list(dir)) {
            assertFalse(files.anyMatch(f -> f.toString().endsWith(".tmp")));
        }
    }

    @Test
    void helpDocumentsKeysAndDefaults() {
        for (Tool t : List.of(Tool.SECURE, Tool.VERIFY)) {
            Outcome o = run(t, "--help");
            assertEquals(0, o.exit());
            assertTrue(o.out().contains("--suite S") && o.out().contains("default modern"), o.out());
            assertTrue(o.out().contains("keystores/") && o.out().contains("password wsscost"), o.out());
        }
    }

    private static String[] concat(String[] head, Object... tail) {
        List<String> all = new ArrayList<>(List.of(head));
        for (Object t : tail) {
            if (t instanceof String[] more) {
                all.addAll(List.of(more));
            } else {
                all.add((String) t);
            }
        }
        return all.toArray(String[]::new);
    }

    /** A JVM out of heap or stack is no verdict on the input: its own exit code and one line saying which. */
    @Test
    void runningOutOfHeapOrStackIsOneLineAndItsOwnExitCode() {
        for (Throwable t : List.of(new OutOfMemoryError("Java heap space"), new StackOverflowError())) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit = Tool.run("verify", (args, o) -> {
                throw (Error) t;
            }, List.of("x.xml"), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertEquals(Tool.RESOURCE_EXIT, exit);
            String line = err.toString(StandardCharsets.UTF_8);
            assertEquals(1, line.strip().lines().count(), line);
            assertTrue(t instanceof OutOfMemoryError
                    ? line.matches("wsscost verify: out of memory: the JVM's heap of \\d+ MB \\(-Xmx\\) ran out \\(Java heap space\\).*\\s*")
                    : line.startsWith("wsscost verify: stack overflow: the input nests deeper"), line);
            assertEquals("", out.toString(StandardCharsets.UTF_8));
        }
        for (Tool tool : Tool.values()) {
            assertTrue(run(tool, "--help").out().contains("Exit " + Tool.RESOURCE_EXIT + " when the JVM runs out of heap"), tool.id());
        }
    }
}
