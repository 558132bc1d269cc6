package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.wsscost.phases.Benchmark;

/**
 * {@link SmokeTest} for the {@link Santuario} baseline, in the test JVM the build gives the
 * baseline alone (see the surefire executions in {@code pom.xml}): Santuario's streaming API and
 * WSS4J's each install their own JVM-wide StAX security configuration when they load, and whichever
 * loads second breaks the other, so the two never run in one JVM.
 */
class SantuarioSmokeTest {

    @Test
    void everySantuarioBenchmarkRunsInEveryProfileOfTheFullMatrix() throws Exception {
        Collection<RunResult> results = SmokeTest.run(FullMatrix.BASELINES.select(new OptionsBuilder())
                .exclude("org\\.wsscost\\.bench\\.Floor\\..*"));

        Set<String> methods = new TreeSet<>();
        for (RunResult r : results) {
            methods.add(r.getParams().getBenchmark().replace("org.wsscost.bench.", ""));
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark() + " " + r.getParams());
        }
        assertEquals(Arrays.stream(Benchmark.values()).filter(b -> b.kind() == Benchmark.Kind.BASELINE)
                .map(Benchmark::shortName).collect(Collectors.toCollection(TreeSet::new)), methods);
        int apis = 2;
        int profiles = 3;
        assertEquals(2 * apis * profiles, results.size());
    }
}
