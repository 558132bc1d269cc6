package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.report.Ruler;

/**
 * The ruler reaches a benchmark by its key, and a ruler file without the benchmark's key fails the
 * trial by name rather than measuring it without the extra work. (How much time the work adds is a
 * measurement: the committed ruler run shows it, not a timed test.)
 */
class ExtraWorkTest {
    private static final String BENCHMARK = "org.wsscost.bench.Inbound.parse";
    private static final Map<String, String> PARAMS = Map.of("stack", "wss4j-dom", "profile", "plain", "suite", "modern",
            "workload", "ladder-1", "direction", "response", "provider", "jdk", "keystore", "pkcs12");

    private static Collection<RunResult> run(Path sizes, Path log) throws RunnerException {
        OptionsBuilder b = new OptionsBuilder();
        b.include(BENCHMARK.replace(".", "\\.") + "$");
        PARAMS.forEach(b::param);
        Options options = b.forks(0).warmupIterations(0).measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(20)).shouldFailOnError(true).output(log.toString()).build();
        String before = System.setProperty(Ruler.PROPERTY, sizes.toString());
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
    void aBenchmarkWithItsSizeRunsAndOneWithoutFailsNamingItsKey(@TempDir Path dir) throws Exception {
        Path sizes = dir.resolve("ruler.properties");
        Files.writeString(sizes, Ruler.key(BENCHMARK, PARAMS).replace(" ", "\\ ").replace("=", "\\=") + "=5000\n");
        assertEquals(1, run(sizes, dir.resolve("ok.log")).size());

        Files.writeString(sizes, "org.wsscost.bench.Inbound.total=5000\n");
        Path log = dir.resolve("missing.log");
        assertThrows(RunnerException.class, () -> run(sizes, log));
        String output = Files.readString(log);
        assertTrue(output.contains("has no size for " + Ruler.key(BENCHMARK, PARAMS)), output);
    }
}
