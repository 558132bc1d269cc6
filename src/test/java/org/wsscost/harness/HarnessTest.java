package org.wsscost.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.turn.Referee;
import org.wsscost.turn.RunQueue;
import org.wsscost.turn.Side;
import org.wsscost.turn.Turn;

/**
 * The harness on a real benchmark: what it records per measured iteration, the ruler it pays where its property is
 * set (in a fork of its own, as {@code ab} sets it: the ruler is a constant of the JVM), the refusals of a ruler
 * without warm-up or out of range, and two forks measuring by turns under a referee. (How much time the ruler adds is
 * a measurement: the committed ruler runs show it, not a timed test.)
 */
class HarnessTest {
    private static final String BENCHMARK = "org.wsscost.bench.Inbound.parse";
    private static final Map<String, String> PARAMS = Map.of("stack", "wss4j-dom", "profile", "plain", "suite", "modern",
            "workload", "ladder-1", "direction", "response", "provider", "jdk", "keystore", "pkcs12");

    /** The benchmark with the harness, {@code warmups} and then two iterations of 20 ms each, its output to {@code log}. */
    private static ChainedOptionsBuilder options(int forks, int warmups, Path log, String... jvmArgs) {
        OptionsBuilder b = new OptionsBuilder();
        b.include(BENCHMARK.replace(".", "\\.") + "$");
        PARAMS.forEach(b::param);
        return b.addProfiler(Harness.class).forks(forks).warmupIterations(warmups).warmupTime(TimeValue.milliseconds(20))
                .measurementIterations(2).measurementTime(TimeValue.milliseconds(20)).shouldFailOnError(true)
                .jvmArgsAppend(jvmArgs).output(log.toString());
    }

    /** The secondary metric {@code name} of each measured iteration of {@code run}'s only fork. */
    private static List<Double> iterations(RunResult run, String name) {
        List<Double> values = new ArrayList<>();
        for (IterationResult i : run.getBenchmarkResults().iterator().next().getIterationResults()) {
            Result r = i.getSecondaryResults().get(name);
            values.add(r == null ? null : r.getScore());
        }
        return values;
    }

    @Test
    void everyMeasuredIterationCarriesTheJitsWorkAndTheWaitsAndNoRulerUnlessAsked(@TempDir Path dir) throws Exception {
        Collection<RunResult> runs = new Runner(options(0, 1, dir.resolve("plain.log")).build()).run();
        RunResult run = runs.iterator().next();
        assertEquals(2, iterations(run, Harness.JIT).stream().filter(v -> v != null && v >= 0).count());
        assertTrue(iterations(run, Harness.SPAN).stream().allMatch(v -> v != null && v >= 20), iterations(run, Harness.SPAN).toString());
        if (RunQueue.counted()) {
            // the measuring thread is found by the name JMH gives it
            assertTrue(iterations(run, Harness.WAIT).stream().allMatch(v -> v != null && v >= 0), iterations(run, Harness.WAIT).toString());
            assertTrue(iterations(run, Harness.ITERATION).stream().allMatch(v -> v != null && v >= 20),
                    iterations(run, Harness.ITERATION).toString());
        }
        assertNull(run.getSecondaryResults().get(Harness.SPIN));
    }

    @Test
    void aRulerSizedFromTheWarmupPaysInEveryMeasuredIteration(@TempDir Path dir) throws Exception {
        RunResult run = new Runner(options(1, 2, dir.resolve("ruler.log"), "-D" + Ruler.PROPERTY + "=5").build()).run()
                .iterator().next();
        List<Double> spin = iterations(run, Harness.SPIN);
        List<Double> work = iterations(run, Harness.WORK);
        assertEquals(2, spin.size());
        assertTrue(spin.stream().allMatch(s -> s != null && s > 0), spin.toString());
        assertTrue(work.stream().allMatch(w -> w != null && w > 0), work.toString());
    }

    @Test
    void aRulerWithoutWarmupFailsNamingTheBenchmark(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("nowarmup.log");
        assertThrows(RunnerException.class, () -> new Runner(options(1, 0, log, "-D" + Ruler.PROPERTY + "=5").build()).run());
        String output = Files.readString(log);
        assertTrue(output.contains(Harness.key(BENCHMARK, PARAMS) + " had no warm-up iteration; run it with -wi 1 or more"),
                output);
    }

    @Test
    void aPercentageOutOfRangeFailsNamingTheProperty(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("bad.log");
        assertThrows(RunnerException.class, () -> new Runner(options(1, 1, log, "-D" + Ruler.PROPERTY + "=80").build()).run());
        assertTrue(Files.readString(log).contains("-D" + Ruler.PROPERTY + " '80' is not a percentage above 0 and at most 50"));
    }

    @Test
    void twoForksMeasureByTurnsUnderAReferee(@TempDir Path dir) throws Exception {
        try (Referee referee = new Referee()) {
            // as ab runs them: two JMH host JVMs at once, each carrying its side's address to its fork
            List<Process> hosts = new ArrayList<>();
            for (Side side : Side.values()) {
                List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-Djmh.ignoreLock=true", "-D" + Turn.PROPERTY + "=" + referee.address(side),
                        "-cp", System.getProperty("java.class.path"), "org.openjdk.jmh.Main", BENCHMARK.replace(".", "\\.") + "$",
                        "-prof", Harness.class.getName(), "-f", "1", "-wi", "1", "-w", "20ms", "-i", "2", "-r", "20ms", "-foe", "true",
                        "-jvmArgsAppend", "-Xms256m -Xmx1g", "-rf", "json", "-rff", dir.resolve(side.id() + ".json").toString()));
                PARAMS.forEach((k, v) -> command.addAll(List.of("-p", k + "=" + v)));
                hosts.add(new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(dir.resolve(side.id() + ".log").toFile())
                        .start());
            }
            for (Process host : hosts) {
                assertEquals(0, host.waitFor(), Files.readString(dir.resolve((host == hosts.get(0) ? "a" : "b") + ".log")));
            }
            assertNull(referee.failure());
            assertEquals(List.of(new Referee.Pair(Harness.key(BENCHMARK, PARAMS), 3, 3)), referee.pairs());
        }
        assertTrue(Files.readString(dir.resolve("b.json")).contains("\"" + Harness.SPAN + "\""), Files.readString(dir.resolve("b.json")));
    }
}
