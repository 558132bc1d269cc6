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
 * {@link SmokeTest} for {@link Wss4jLegacy}, WSS4J 1.x alone, in the test JVM of its own that its surefire execution
 * (isolated-wss4j1, pom.xml) starts: its libraries' JCA providers are JVM-wide, as an isolated stack's are.
 */
class Wss4jLegacySmokeTest {

    @Test
    void bothSidesRun() throws Exception {
        Collection<RunResult> results = SmokeTest.run(new OptionsBuilder().include("org\\.wsscost\\.bench\\.Wss4jLegacy\\..*"));
        Set<String> methods = new TreeSet<>();
        for (RunResult r : results) {
            methods.add(r.getParams().getBenchmark().replace(Benchmark.PACKAGE, ""));
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark() + " " + r.getParams());
        }
        assertEquals(Arrays.stream(Benchmark.values()).filter(b -> b.kind() == Benchmark.Kind.ENGINE)
                .map(Benchmark::shortName).collect(Collectors.toCollection(TreeSet::new)), methods);
        assertEquals(2, results.size());
    }
}
