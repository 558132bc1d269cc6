package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** {@code history} on fake builds: the order, the cache, a release that does not build, the chain and its page. */
class HistoryToolTest {
    private static final String B = "org.wsscost.bench.Inbound.total";

    /** "Builds" a jar holding its version; 4.0.2 does not build, and 4.0.9's jar loads 4.0.8. */
    private static final class FakeBuilder implements Builds.Builder {
        final List<String> built = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void build(String property, String version, Path jar) throws IOException, Builds.BuildFailure {
            built.add(version);
            if (version.equals("4.0.2")) {
                throw new Builds.BuildFailure("does not build: Could not resolve org.apache.santuario:xmlsec:4.0.2");
            }
            FakeRuns.suiteJar(jar, version.equals("4.0.9") ? "4.0.8" : version);
        }

        @Override
        public String digest() {
            return "0123456789ab";
        }
    }

    /**
     * Runs no JVM: a fork's score is 100 µs, 120 from 4.0.3 on; versions come from the jar's content. 4.0.4's jar
     * fails its trial as a release does that misses a class another library needs.
     */
    private static final class FakeLauncher implements AbTool.Launcher {
        private int calls;

        @Override
        public synchronized void fork(Path java, Path jar, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log)
                throws IOException, UsageException {
            String version = FakeRuns.content(jar);
            if (version.equals("4.0.4")) {
                Files.writeString(log, """
                        <failure>

                        java.lang.NoClassDefFoundError: org/apache/xml/security/encryption/params/KeyDerivationParameters
                        \tat org.apache.wss4j.dom.message.WSSecEncryptedKey.prepare(WSSecEncryptedKey.java:200)
                        Caused by: java.lang.ClassNotFoundException: org.apache.xml.security.encryption.params.KeyDerivationParameters
                        \tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:641)

                        ERROR: org.openjdk.jmh.runner.RunnerException: Benchmark caught the exception
                        Caused by: org.openjdk.jmh.runner.BenchmarkException: Benchmark error during the run
                        \tSuppressed: java.lang.NoClassDefFoundError: org/apache/xml/security/encryption/params/KeyDerivationParameters
                        """);
                throw new UsageException(jar.getFileName() + " exited 1");
            }
            double mean = version.compareTo("4.0.3") >= 0 ? 120 : 100;
            Files.writeString(json, FakeRuns.file(List.of(FakeRuns.entry(B, "avgt", "us/op", mean, 0.005, 1, 8, ++calls,
                    "stack", "wss4j-dom"))));
        }

        @Override
        public List<String> benchmarks(Path java, Path jar, List<String> jmhArgs) {
            return List.of(B);
        }

        @Override
        public List<Double> probe(int seconds) {
            return List.of(50.0, 50.5, 49.5);
        }

        @Override
        public Map<String, String> versions(Path java, Path jar) throws IOException {
            return Map.of("santuario", FakeRuns.content(jar), "wss4j", "4.0.1");
        }
    }

    private static int run(HistoryTool tool, List<String> args, ByteArrayOutputStream out) throws Exception {
        return tool.run(args, new PrintStream(out, true, StandardCharsets.UTF_8));
    }

    @Test
    void consecutiveReleasesAreComparedAgainstTheOldestAndAFailedBuildIsListed(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path cache = dir.resolve("cache");
        FakeBuilder builder = new FakeBuilder();
        List<String> args = List.of("--property", "xmlsec.version", "--versions", "4.0.0,4.0.1,4.0.2,4.0.3,4.0.4,4.0.9",
                "--forks", "2", "--cache", cache.toString(), "--results", results.toString(), "Inbound.total");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(1, run(new HistoryTool(builder, new FakeLauncher()), args, out), out.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("4.0.0", "4.0.1", "4.0.2", "4.0.3", "4.0.4", "4.0.9"), builder.built, "built oldest first");

        Path history;
        try (Stream<Path> files = Files.list(results)) {
            history = files.filter(f -> f.getFileName().toString().endsWith("-history-xmlsec")).findFirst().orElseThrow();
        }
        String page = Files.readString(history.resolve("README.md"));
        assertTrue(page.contains("`4.0.2`: does not build: Could not resolve org.apache.santuario:xmlsec:4.0.2"), page);
        assertTrue(page.contains("`4.0.4`: does not run: java.lang.ClassNotFoundException: "
                + "org.apache.xml.security.encryption.params.KeyDerivationParameters"), page);
        assertTrue(page.contains("`4.0.9`: the jar built with xmlsec.version=4.0.9 loads santuario 4.0.8"), page);
        assertTrue(page.lines().anyMatch(l -> l.matches("\\| 4\\.0\\.0 → 4\\.0\\.1 \\| Inbound\\.total \\| stack=wss4j-dom \\| "
                + "(0\\.99\\d|1\\.00\\d) \\|.*")), page);
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 4.0.1 → 4.0.3 | Inbound.total |") && l.contains("**slower**")), page);
        assertTrue(page.lines().anyMatch(l -> l.matches("\\| 4\\.0\\.3 \\| 1\\.(19|20|21)\\d \\|.*")), page);
        assertTrue(page.contains("Control: 4.0.3 against itself"), page);
        try (Stream<Path> files = Files.list(history)) {
            List<String> names = files.map(f -> f.getFileName().toString()).sorted().toList();
            assertTrue(names.contains("history-1.png") && names.contains("history.meta.json"), names.toString());
            // two steps and the control, four files each
            assertEquals(3, names.stream().filter(n -> n.endsWith(".md") && !n.equals("README.md")).count(), names.toString());
        }

        // a second history reuses every jar that built; only the release that failed is tried again
        builder.built.clear();
        List<String> again = new ArrayList<>(args);
        again.set(again.indexOf(results.toString()), Files.createDirectory(dir.resolve("again")).toString());
        run(new HistoryTool(builder, new FakeLauncher()), again, new ByteArrayOutputStream());
        assertEquals(List.of("4.0.2"), builder.built);
    }

    @Test
    void piecesOfOneChainAreJoinedWhereTheyMeetAndNothingElseIs(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        String r = results.toString();
        HistoryTool tool = new HistoryTool(new FakeBuilder(), new FakeLauncher());
        Path older = piece(tool, dir, "4.0.0,4.0.1,4.0.3", "older", "Inbound.total");
        Path newer = piece(tool, dir, "4.0.3,4.0.5", "newer", "Inbound.total");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(1, run(tool, List.of("--join", older + "," + newer, "--results", r), out),
                out.toString(StandardCharsets.UTF_8));

        Path joined = only(results, "-history-xmlsec");
        String page = Files.readString(joined.resolve("README.md"));
        assertTrue(page.startsWith("# History of `xmlsec.version`: 4.0.0, 4.0.1, 4.0.3, 4.0.5"), page);
        assertTrue(page.contains("was run in 2 pieces") && page.contains("`java -jar target/benchmarks.jar history --join "),
                page);
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 4.0.1 → 4.0.3 | Inbound.total |") && l.contains("**slower**")),
                page);
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 4.0.3 → 4.0.5 | Inbound.total |")), page);
        // the newest against the oldest goes through the steps of both pieces
        assertTrue(page.lines().anyMatch(l -> l.matches("\\| 4\\.0\\.5 \\| 1\\.(19|20|21)\\d \\|.*")), page);
        assertTrue(page.contains("## Control: 4.0.3 against itself") && page.contains("## Control: 4.0.5 against itself"),
                page);
        try (Stream<Path> files = Files.list(joined)) {
            List<String> names = files.map(f -> f.getFileName().toString()).sorted().toList();
            // three steps and two controls, four files each, and one chart
            assertEquals(5, names.stream().filter(n -> n.endsWith(".md") && !n.equals("README.md")).count(), names.toString());
            assertEquals(20, names.stream().filter(n -> !n.equals("README.md") && !n.startsWith("history")).count(),
                    names.toString());
            assertTrue(names.contains("history-1.png") && names.contains("history.meta.json"), names.toString());
        }

        Path otherJob = piece(tool, dir, "4.0.3,4.0.5", "other", "Outbound.total");
        List<String> before = listing(results);
        assertTrue(assertThrows(UsageException.class, () -> run(tool, List.of("--join", newer + "," + older, "--results", r),
                out)).getMessage().endsWith("ends at 4.0.5 and " + older + " starts at 4.0.0: pieces meet where one's "
                + "newest release is the next one's oldest"));
        assertTrue(assertThrows(UsageException.class, () -> run(tool, List.of("--join", older + "," + otherJob, "--results",
                r), out)).getMessage().contains("differ in their jmh"));
        assertEquals("--join needs at least two pieces' directories, oldest first, comma-separated", assertThrows(
                UsageException.class, () -> run(tool, List.of("--join", older.toString(), "--results", r), out)).getMessage());
        assertEquals("--join takes the releases and settings from its pieces; --versions does not go with it", assertThrows(
                UsageException.class, () -> run(tool, List.of("--join", older + "," + newer, "--versions", "4.0.0,4.0.5",
                        "--results", r), out)).getMessage());
        assertEquals(results + ": no history.meta.json, so not a history's directory", assertThrows(UsageException.class,
                () -> run(tool, List.of("--join", older + "," + results, "--results", r), out)).getMessage());
        assertEquals(before, listing(results), "a refused join writes nothing");
    }

    /** One piece of a chain, run as a history of its own into {@code dir}/pieces. */
    private static Path piece(HistoryTool tool, Path dir, String versions, String name, String benchmark) throws Exception {
        Path pieces = Files.createDirectories(dir.resolve("pieces"));
        run(tool, List.of("--property", "xmlsec.version", "--versions", versions, "--forks", "2", "--cache",
                dir.resolve("cache").toString(), "--name", "history-xmlsec-" + name, "--results", pieces.toString(),
                benchmark), new ByteArrayOutputStream());
        return only(pieces, "-history-xmlsec-" + name);
    }

    private static Path only(Path dir, String suffix) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            List<Path> found = files.filter(f -> f.getFileName().toString().endsWith(suffix)).toList();
            assertEquals(1, found.size(), found.toString());
            return found.get(0);
        }
    }

    private static List<String> listing(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.map(Path::toString).sorted().toList();
        }
    }

    @Test
    void badUsageIsRefused(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        HistoryTool tool = new HistoryTool(new FakeBuilder(), new FakeLauncher());
        String r = results.toString();
        assertTrue(assertThrows(UsageException.class, () -> tool.run(List.of("--property", "nope.version", "--versions",
                "1,2", "--results", r), System.out)).getMessage().startsWith("--property 'nope.version' is none of"));
        assertEquals("--versions needs at least two releases, oldest first, comma-separated", assertThrows(
                UsageException.class, () -> tool.run(List.of("--property", "xmlsec.version", "--versions", "4.0.1",
                        "--results", r), System.out)).getMessage());
        assertTrue(assertThrows(UsageException.class, () -> tool.run(List.of("--property", "xmlsec.version", "--versions",
                "4.0.2,4.0.9", "--cache", dir.resolve("c").toString(), "--results", r), System.out)).getMessage()
                .startsWith("fewer than two releases built and loaded"));
    }

    /** Every option is checked before anything is built, and before the cache folder is made. */
    @Test
    void badOptionsAreRefusedBeforeAnythingIsBuiltOrMade(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        FakeBuilder builder = new FakeBuilder();
        HistoryTool tool = new HistoryTool(builder, new FakeLauncher());
        Path cache = dir.resolve("cache");
        List<String> common = List.of("--property", "xmlsec.version", "--versions", "4.0.0,4.0.1", "--cache", cache.toString(),
                "--results", results.toString());
        for (List<String> bad : List.of(List.of("--forks", "-1"), List.of("--threshold", "abc"), List.of("-p", "stack=axis9"))) {
            List<String> args = new ArrayList<>(common);
            args.addAll(bad);
            ToolsTest.Outcome o = ToolsTest.run(Tool.HISTORY.id(), tool, args);
            assertEquals(2, o.exit(), o.err());
            assertEquals(1, o.err().strip().lines().count(), o.err());
            assertEquals("wsscost history: " + switch (bad.get(0)) {
                case "--forks" -> "--forks '-1' is not a whole number from 2 to 100";
                case "--threshold" -> "--threshold 'abc' is not a percentage from 0 to 99";
                default -> "-p stack=axis9: unknown stack 'axis9'; valid: " + org.wsscost.Id.ids(org.wsscost.stack.StackId.class);
            }, o.err().strip());
            assertEquals("", o.out());
        }
        assertEquals(List.of(), builder.built);
        assertEquals(List.of(dir.toString(), results.toString()), listing(dir));
    }

    @Test
    void aReleaseMissingFromTheRegistryIsNamedByTheArtifactMavenCannotFind() {
        String reason = Builds.MavenBuilder.firstError(List.of("[INFO] Scanning for projects...",
                "[ERROR] Failed to execute goal on project wsscost: Could not resolve dependencies for project"
                        + " org.wsscost:wsscost:jar:0.1.0-SNAPSHOT: Failed to collect dependencies at"
                        + " org.apache.wss4j:wss4j-ws-security-dom:jar:4.0.1 -> org.cryptacular:cryptacular:jar:1.2.7 ->"
                        + " org.bouncycastle:bcpkix-jdk18on:jar:1.85.2: Failed to read artifact descriptor for"
                        + " org.bouncycastle:bcpkix-jdk18on:jar:1.85.2: Could not transfer artifact"
                        + " org.bouncycastle:bcpkix-jdk18on:pom:1.85.2 from/to other (https://repository.example/public):"
                        + " transfer failed for https://repository.example/public/org/bouncycastle/bcpkix-jdk18on/1.85.2/"
                        + "bcpkix-jdk18on-1.85.2.pom: Unknown host repository.example -> [Help 1]",
                "[ERROR] Re-run Maven using the -X switch"));
        assertEquals("Could not resolve dependencies: org.bouncycastle:bcpkix-jdk18on:pom:1.85.2 is not available", reason);
        assertEquals("BUILD FAILURE: no compiler", Builds.MavenBuilder.firstError(
                List.of("[INFO] x", "BUILD FAILURE: no compiler (https://repository.example/help)")));
    }
}
