package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.analysis.Ruler;

/**
 * The ruler, switched on by its system property, sizes itself from the warm-up and runs; without a
 * warm-up, or with a percentage out of range, the trial fails by name rather than measuring without
 * the extra work. (How much time the work adds is a measurement: the committed ruler runs show it,
 * not a timed test.)
 */
class HooksTest {
    private static final String BENCHMARK = "org.wsscost.bench.Inbound.parse";
    private static final Map<String, String> PARAMS = Map.of("stack", "wss4j-dom", "profile", "plain", "suite", "modern",
            "workload", "ladder-1", "direction", "response", "provider", "jdk", "keystore", "pkcs12");

    private static Collection<RunResult> run(String percent, int warmups, Path log) throws RunnerException {
        OptionsBuilder b = new OptionsBuilder();
        b.include(BENCHMARK.replace(".", "\\.") + "$");
        PARAMS.forEach(b::param);
        Options options = b.forks(0).warmupIterations(warmups).warmupTime(TimeValue.milliseconds(20))
                .measurementIterations(1).measurementTime(TimeValue.milliseconds(20)).shouldFailOnError(true)
                .output(log.toString()).build();
        String before = System.setProperty(Ruler.PROPERTY, percent);
        try {
            return new Runner(options).run();
        } finally {
            if (before == null) {
                System.clearProperty(Ruler.PROPERTY);
            } else {
                System.setProperty(Ruler.PROPERTY, before);
            }
        }
    }

    @Test
    void aRulerSizedFromTheWarmupRunsAndSaysWhatItPaid(@TempDir Path dir) throws Exception {
        // with forks(0) the trial's own output goes to this JVM's System.out, not to JMH's log
        PrintStream before = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertEquals(1, run("5", 2, dir.resolve("ok.log")).size());
        } finally {
            System.setOut(before);
        }
        String output = printed.toString(StandardCharsets.UTF_8);
        assertTrue(output.matches("(?s).*ruler " + Pattern.quote(Ruler.key(BENCHMARK, PARAMS))
                + ": asked 5\\.0%, paid [1-9][0-9]* ns/op of spin on [1-9][0-9]* ns/op of work, [0-9.]+%.*"), output);
    }

    @Test
    void aRulerWithoutWarmupFailsNamingTheBenchmark(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("nowarmup.log");
        assertThrows(RunnerException.class, () -> run("5", 0, log));
        String output = Files.readString(log);
        assertTrue(output.contains(Ruler.key(BENCHMARK, PARAMS) + " had no warm-up iteration; run it with -wi 1 or more"),
                output);
    }

    @Test
    void aPercentageOutOfRangeFailsNamingTheProperty(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("bad.log");
        assertThrows(RunnerException.class, () -> run("80", 1, log));
        assertTrue(Files.readString(log).contains("-D" + Ruler.PROPERTY + " '80' is not a percentage above 0 and at most 50"));
    }
}
