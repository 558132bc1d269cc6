package org.wsscost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.phases.Benchmark;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** The shaded jar, run the way users run it: its tools, its benchmark list, one forked benchmark. */
class JarIT {
    private static final Path JAR = Path.of("target", "benchmarks.jar");
    private static final Path EXAMPLE = Path.of("messages", "examples", "ladder-10-0000-response.xml");

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar", JAR.toString()));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        byte[] err = p.getErrorStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "timed out: " + command);
        return new Run(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void listsEveryBenchmark() throws Exception {
        Run r = run("-l");
        assertEquals(0, r.exit(), r.err());
        for (Benchmark b : Benchmark.values()) {
            assertTrue(r.out().contains(b.jmhName()), b + " missing from -l:\n" + r.out());
        }
    }

    @Test
    void everyStackSecuresAndVerifiesFromTheJar(@TempDir Path dir) throws Exception {
        Path secured = dir.resolve("secured.xml");
        for (StackId id : StackId.values()) {
            String stack = id.id();
            // Rampart 1.7.1 refuses the modern suite; it runs the legacy one, from its libraries inside the jar
            String suite = id.refusal(Policy.of(Profile.SIGNENCR, Suite.MODERN, Party.SERVER)) == null ? "modern" : "legacy";
            Run s = run("secure", "--stack", stack, "--profile", "signencr", "--suite", suite, "--direction", "response",
                    EXAMPLE.toString(), secured.toString());
            assertEquals(0, s.exit(), stack + ": " + s.err());
            Run v = run("verify", "--stack", stack, "--profile", "signencr", "--suite", suite, "--direction", "response",
                    secured.toString());
            assertEquals(0, v.exit(), stack + ": " + v.err());
            assertTrue(v.out().startsWith("valid ") && v.out().contains("results with 10 quakes"), v.out());
        }
    }

    @Test
    void aForkedBenchmarkRunsFromTheJar(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("result.json");
        Run r = run("Conversion.toDom", "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms", "-foe", "true",
                "-p", "workload=ladder-10", "-p", "profile=signencr", "-p", "side=receiver", "-rf", "json", "-rff", json.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(Files.readString(json).contains("\"benchmark\" : \"org.wsscost.bench.Conversion.toDom\""));
    }

    /** CXF finds its transport, bindings and interceptors through the shaded jar's merged bus-extensions.txt. */
    @Test
    void cxfsRuntimeRunsFromTheJarOnBothPaths(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("cxf.json");
        Run r = run("CxfExchange", "-f", "1", "-wi", "0", "-i", "1", "-r", "200ms", "-foe", "true",
                "-p", "workload=ladder-10", "-p", "profile=signencr", "-rf", "json", "-rff", json.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        String results = Files.readString(json);
        assertTrue(results.contains("\"stack\" : \"cxf\"") && results.contains("\"stack\" : \"cxf-stax\""), results);
    }

    @Test
    void abRunsTwoForksByTurnsWithARulerOnBFromTheJar(@TempDir Path dir) throws Exception {
        Run r = run("ab", "--a", JAR.toString(), "--b", JAR.toString(), "--forks", "2", "--ruler", "5", "--probe", "1", "--name", "it",
                "--results", dir.toString(), "Conversion.toDom", "-wi", "2", "-w", "200ms", "-i", "3", "-r", "200ms",
                "-p", "workload=ladder-10", "-p", "profile=plain", "-p", "side=receiver");
        assertTrue(r.exit() == 0 || r.exit() == 1, r.out() + r.err());
        String md;
        try (var files = Files.list(dir)) {
            List<Path> saved = files.sorted().toList();
            assertEquals(4, saved.size(), saved.toString());
            md = Files.readString(saved.stream().filter(f -> f.toString().endsWith("-it.md")).findFirst().orElseThrow());
        }
        assertTrue(md.matches("(?s).*- fork 2: Conversion\\.toDom \\([^\n]*\\): paid [1-9][0-9]* ns/op of spin on [1-9][0-9]* ns/op of"
                + " work, [0-9.]+%.*"), md);
        assertTrue(md.matches("(?s).*\\*\\*Machine:\\*\\* a register-only loop timed for 1 s in ab's JVM \\(`--probe`\\) varied by "
                + "[0-9.]+% over [1-9][0-9]* pieces of [0-9]+ ms .* just before the first fork, and varied by .* just after the last.*"), md);
        assertTrue(md.matches("(?s).*\\*\\*Waiting for a CPU:\\*\\* .*- A fork 1: Conversion\\.toDom \\([^\n]*\\): [0-3] of 3 measured"
                + " iterations waited for a CPU 10% of their time or more; [0-9.]+% of the measured time in all.*- B fork 2: .*"), md);
        assertTrue(md.matches("(?s).*\\*\\*Compiling while measuring:\\*\\* .*- A fork 1: Conversion\\.toDom \\([^\n]*\\): compiled for"
                + " [0-9]+ ms from its first measured iteration to its last \\([0-9.]+% of those [0-9.]+ s\\), in [0-3] of its 3"
                + " iterations' stretches\n.*- B fork 2: .*"), md);
        assertTrue(md.contains("measuring by turns") && md.contains("**Ruler:**")
                && md.contains("log ratios of iterations measured in turn"), md);
    }

    /**
     * A job of two comparison groups (Conversion.toDom on two workloads, two profiles each) run as two
     * shards one after another, merged, and reported: the same four results an unsharded run has, one
     * machine, nothing flagged as crossing machines.
     */
    @Test
    void aJobRunInTwoShardsMergesIntoOneRun(@TempDir Path dir) throws Exception {
        List<String> job = List.of("Conversion.toDom", "-f", "1", "-wi", "0", "-i", "2", "-r", "100ms", "-foe", "true",
                "-p", "workload=ladder-1,ladder-10", "-p", "profile=plain,signencr", "-p", "side=receiver");
        List<Path> shards = new ArrayList<>();
        for (String shard : List.of("1/2", "2/2")) {
            List<String> args = new ArrayList<>(List.of("run", "--name", "it", "--results", dir.toString(), "--shard", shard));
            args.addAll(job);
            Run r = run(args.toArray(String[]::new));
            assertEquals(0, r.exit(), r.out() + r.err());
            assertTrue(r.out().contains("shard " + shard + ": 2 of the job's 4 combinations"), r.out());
            try (var files = Files.list(dir)) {
                shards.add(files.filter(f -> f.getFileName().toString().endsWith("-it-shard-" + shard.replace("/", "-of-") + ".json"))
                        .findFirst().orElseThrow());
            }
        }
        String meta = Files.readString(dir.resolve(shards.get(0).getFileName().toString().replace(".json", ".meta.json")));
        assertTrue(meta.contains("\"wallSeconds\"") && meta.contains("\"estimatedSeconds\"") && meta.contains("\"sha256\""), meta);
        Path merged = Files.createDirectory(dir.resolve("merged"));
        Run m = run("merge", "--results", merged.toString(), shards.get(0).toString(), shards.get(1).toString());
        assertEquals(0, m.exit(), m.out() + m.err());
        assertTrue(m.out().contains("merged 2 shards, 4 results, from 1 machine"), m.out());
        Path result;
        try (var files = Files.list(merged)) {
            result = files.filter(f -> f.toString().endsWith("-it.json")).findFirst().orElseThrow();
        }
        Path report = dir.resolve("report");
        Run rep = run("report", result.toString(), "--out", report.toString(), "--sizes", "off");
        assertEquals(0, rep.exit(), rep.out() + rep.err());
        String md = Files.readString(report.resolve("report.md"));
        assertTrue(md.contains("Merged from 2 shards run on 1 machine") && !md.contains("different machines:"), md);

        Run again = run("merge", "--results", merged.toString(), shards.get(0).toString());
        assertEquals(2, again.exit());
        assertTrue(again.err().contains("shards [2] of 2 are missing"), again.err());
    }

    @Test
    void anUnknownParameterValueFailsAtOnceListingTheValidOnes() throws Exception {
        Run r = run("Inbound.total", "-p", "stack=axis9");
        assertEquals(2, r.exit());
        assertEquals("wsscost: -p stack=axis9: unknown stack 'axis9'; valid: wss4j-dom, wss4j-stax, rampart, rampart-steps, rampart-1.5, "
                + "axis1, metro-xwss, metro-1.5, xfire, spring-ws, cxf, cxf-stax",
                r.err().strip());
        Run api = run("Santuario", "-p", "api=sax");
        assertEquals(2, api.exit());
        assertEquals("wsscost: -p api=sax: unknown api 'sax'; valid: dom, stax", api.err().strip());
    }
}
