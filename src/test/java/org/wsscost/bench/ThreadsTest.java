package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.wsscost.phases.Benchmark;

/**
 * The default job's benchmarks with two threads ({@code -t 2}), as a server receives on its cores: each thread
 * has its own states (stacks, parsers, engines, messages), and what threads share (keys, JAXB contexts, the
 * corpus) must stand being shared. Run as {@link SmokeTest} runs, once, unforked and failing on error, on the
 * secured profile only: a race shows as an error or a wrong payload, which every benchmark's checked setup and
 * the stages' own checks catch.
 */
class ThreadsTest {
    @Test
    void everyBenchmarkOfTheDefaultJobRunsOnTwoThreads() throws Exception {
        // Conversion's default stack is the real Rampart, whose JCA providers keep it in a JVM of its own: here the
        // reconstruction's conversion stands in for it; Axis2Exchange runs only the real Rampart, on two threads in
        // IsolatedSmokeTest; WSS4J 1.x alone (Wss4jLegacy) has a JVM of its own too, Wss4jLegacySmokeTest's
        Collection<RunResult> results = new ArrayList<>(SmokeTest.run(new OptionsBuilder()
                .exclude("org\\.wsscost\\.bench\\.Santuario\\..*")
                .exclude("org\\.wsscost\\.bench\\.Conversion\\..*")
                .exclude("org\\.wsscost\\.bench\\.Axis2Exchange\\..*")
                .exclude("org\\.wsscost\\.bench\\.Wss4jLegacy\\..*")
                .param("profile", "signencr")
                .threads(2)));
        results.addAll(SmokeTest.run(new OptionsBuilder().include("org\\.wsscost\\.bench\\.Conversion\\..*")
                .param("profile", "signencr").param("stack", "rampart-steps").param("suite", "modern").threads(2)));
        Set<String> methods = new TreeSet<>();
        for (RunResult r : results) {
            methods.add(r.getParams().getBenchmark().replace("org.wsscost.bench.", ""));
            assertEquals(2, r.getParams().getThreads(), r.getParams().getBenchmark());
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark() + " " + r.getParams());
        }
        Set<String> all = new TreeSet<>();
        for (Benchmark b : Benchmark.values()) {
            if (b.kind() != Benchmark.Kind.BASELINE && b.kind() != Benchmark.Kind.ENGINE && b != Benchmark.AXIS2_EXCHANGE) {
                all.add(b.shortName());
            }
        }
        assertEquals(all, methods);
    }
}
