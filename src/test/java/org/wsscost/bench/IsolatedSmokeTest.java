package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.wsscost.fixtures.Secured;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * {@link SmokeTest} for the isolated stacks, in the JVM of their own that their surefire execution
 * starts ({@code -Dwsscost.stacks}, pom.xml): every full-matrix group that names one of them, unforked,
 * so each benchmark the phase table times the stack by runs once in every profile, {@code Axis2Exchange} (Axis2's
 * engine secured by Rampart 1.7.1) among them.
 */
class IsolatedSmokeTest {

    @Test
    void everyBenchmarkOfTheIsolatedStacksRunsInEveryProfileOfTheFullMatrix() throws Exception {
        List<StackId> isolated = Secured.stacks().stream().filter(StackId::isolated).toList();
        Assumptions.assumeFalse(isolated.isEmpty(), "no isolated stack runs in this JVM");
        List<String> ids = isolated.stream().map(StackId::id).toList();
        Set<String> ran = new TreeSet<>();
        Set<String> runtimeProfiles = new TreeSet<>();
        for (FullMatrix group : FullMatrix.GROUPS) {
            if (group.stacks().stream().anyMatch(ids::contains)) {
                for (RunResult r : SmokeTest.run(group.select(new OptionsBuilder()))) {
                    String name = r.getParams().getBenchmark().replace("org.wsscost.bench.", "");
                    ran.add(name);
                    if (name.equals(Benchmark.AXIS2_EXCHANGE.shortName())) {
                        runtimeProfiles.add(r.getParams().getParam("profile"));
                    }
                    assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark() + " " + r.getParams());
                }
            }
        }
        if (isolated.contains(StackId.RAMPART)) {
            // the stack's own runtime's whole exchange, in every profile, and on two threads as a server runs it
            assertEquals(Arrays.stream(Profile.values()).map(Profile::id).collect(Collectors.toCollection(TreeSet::new)),
                    runtimeProfiles);
            for (RunResult r : SmokeTest.run(new OptionsBuilder().include(Benchmark.AXIS2_EXCHANGE.jmhName())
                    .param("profile", "signencr").threads(2))) {
                assertEquals(2, r.getParams().getThreads());
                assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().toString());
            }
        }
        Set<String> expected = Arrays.stream(Benchmark.values())
                .filter(b -> b.kind() != Benchmark.Kind.BASELINE && b.kind() != Benchmark.Kind.FLOOR)
                .filter(b -> isolated.stream().anyMatch(PhaseTable.stacksTimedBy(b, EnumSet.allOf(Profile.class))::contains))
                .map(Benchmark::shortName).collect(Collectors.toCollection(TreeSet::new));
        if (expected.contains(Benchmark.CONVERSION_TO_DOM.shortName())) {
            // Conversion opens a stack with both methods; fromDom times the conversion alone where it is no step
            expected.add(Benchmark.CONVERSION_FROM_DOM.shortName());
        }
        assertEquals(expected, ran);
    }
}
