package org.wsscost.tool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The tools' exit codes and one-line errors, run in-process as {@code Main} runs them. */
class ToolsTest {
    private static final Path EXAMPLE = Path.of("messages", "examples", "ladder-10-0000-response.xml");

    record Outcome(int exit, String out, String err) {
    }

    static Outcome run(Tool tool, String... args) {
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int exit = tool.run(List.of(args));
            return new Outcome(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
    }

    private static void assertUsageError(Outcome o, String expected) {
        assertEquals(2, o.exit(), o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
    }

    @ParameterizedTest
    @ValueSource(strings = {"wss4j-dom", "wss4j-stax", "rampart", "metro-xwss"})
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

    @Test
    void aPlainMessageIsRejectedWhereASignatureIsRequired() {
        Outcome v = run(Tool.VERIFY, "--stack", "wss4j-dom", "--profile", "sign", EXAMPLE.toString());
        assertEquals(1, v.exit());
        assertTrue(v.err().contains("no wsse:Security header"), v.err());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.xml"));
        Path broken = Files.writeString(dir.resolve("broken.xml"), "<soapenv:Envelope xmlns:soapenv='x'><a>");
        Path notSoap = Files.writeString(dir.resolve("plain.xml"), "<query/>");
        Path soap12 = Files.writeString(dir.resolve("soap12.xml"),
                "<e:Envelope xmlns:e='http://www.w3.org/2003/05/soap-envelope'><e:Body/></e:Envelope>");
        Path doctype = Files.writeString(dir.resolve("dtd.xml"),
                "<!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>");
        String[] common = {"--stack", "rampart", "--profile", "sign"};
        assertUsageError(run(Tool.VERIFY, concat(common, dir.resolve("missing.xml").toString())), "missing.xml: no such file");
        assertUsageError(run(Tool.VERIFY, concat(common, dir.toString())), "is a directory");
        assertUsageError(run(Tool.VERIFY, concat(common, empty.toString())), "empty.xml: is empty");
        assertUsageError(run(Tool.VERIFY, concat(common, broken.toString())), "broken.xml:1:");
        assertUsageError(run(Tool.VERIFY, concat(common, notSoap.toString())), "not a SOAP 1.1 envelope");
        assertUsageError(run(Tool.VERIFY, concat(common, soap12.toString())), "a SOAP 1.2 envelope");
        assertUsageError(run(Tool.VERIFY, concat(common, doctype.toString())), "not well-formed XML");
        assertUsageError(run(Tool.VERIFY, "--stack", "axis1", "--profile", "sign", EXAMPLE.toString()),
                "unknown stack 'axis1'; valid: wss4j-dom, wss4j-stax, rampart, metro-xwss");
        assertUsageError(run(Tool.VERIFY, "--stack", "rampart", EXAMPLE.toString()), "--profile is required");
        assertUsageError(run(Tool.VERIFY, "--stack", "rampart", "--profile", "sign", "--suite", "old", EXAMPLE.toString()),
                "unknown suite 'old'; valid: modern, legacy");
        assertUsageError(run(Tool.VERIFY, "--stak", "rampart", EXAMPLE.toString()), "unknown option '--stak'");
        assertUsageError(run(Tool.SECURE, "--stack", "rampart", "--profile", "sign", EXAMPLE.toString()), "expected IN OUT");
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

    private static String[] concat(String[] head, String last) {
        String[] all = java.util.Arrays.copyOf(head, head.length + 1);
        all[head.length] = last;
        return all;
    }
}
