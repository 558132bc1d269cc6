package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.security.Profile;
import org.wsscost.shard.Combination;
import org.wsscost.shard.Job;
import org.wsscost.shard.Timings;
import org.wsscost.stack.StackId;

/**
 * Runs every benchmark once in every profile of the full matrix, the way a user would but as short
 * as JMH allows: no fork, no warm-up, one 50 ms iteration, fail on error. A broken benchmark fails
 * the build, not the night run. Parameters other than the profile take their default values, except
 * the workload: ladder-10, one exchange, so that setups (which secure and verify every message of the
 * workload) stay short; the small and large sets' inputs are checked by the unit tests of each stage.
 * {@link Santuario} runs in {@link SantuarioSmokeTest}, in a JVM of its own: Santuario's streaming
 * API and WSS4J's cannot share one; so does each isolated stack, in {@link IsolatedSmokeTest}, and WSS4J 1.x alone,
 * in {@link Wss4jLegacySmokeTest}.
 */
class SmokeTest {

    @Test
    void everyBenchmarkRunsInEveryProfileOfTheFullMatrix() throws Exception {
        List<RunResult> results = new ArrayList<>();
        for (FullMatrix group : FullMatrix.GROUPS) {
            if (group != FullMatrix.WSS4J_LEGACY && group.stacks().stream().map(StackId::of).noneMatch(StackId::isolated)) {
                results.addAll(run(group.select(new OptionsBuilder()).exclude("org\\.wsscost\\.bench\\.Santuario\\..*")));
            }
        }

        Set<String> methods = new TreeSet<>();
        for (RunResult r : results) {
            methods.add(r.getParams().getBenchmark().replace("org.wsscost.bench.", ""));
            assertTrue(r.getPrimaryResult().getScore() > 0, r.getParams().getBenchmark() + " " + r.getParams());
        }
        List<StackId> shared = StackId.shared();
        // a benchmark only isolated stacks run (Axis2Exchange) runs in IsolatedSmokeTest, WSS4J 1.x's in Wss4jLegacySmokeTest
        assertEquals(Arrays.stream(Benchmark.values())
                .filter(b -> b.kind() != Benchmark.Kind.BASELINE && b.kind() != Benchmark.Kind.ENGINE)
                .filter(b -> b.stacks().isEmpty() || b.stacks().stream().anyMatch(shared::contains))
                .map(Benchmark::shortName).collect(Collectors.toCollection(TreeSet::new)), methods);
        int stacks = shared.size();
        int profiles = Profile.values().length;
        int split = (int) shared.stream().filter(s -> PhaseTable.traits(s).pass() == PhaseTable.Pass.SPLIT).count();
        // parse, bind and both totals on every stack; build and serialize on the stacks with a model
        // (a fused stack's are no-ops); marshal has no profile
        int direction = 4 * stacks * profiles + 2 * split * profiles + stacks;
        // each step on the stacks the table times it on, in each profile the full matrix runs it in
        int steps = 0;
        for (Benchmark b : Benchmark.values()) {
            if (b.kind() == Benchmark.Kind.STEP && b.side() != null) {
                for (Profile p : PhaseTable.profilesTimedBy(b)) {
                    steps += (int) PhaseTable.stacksTimedBy(b, EnumSet.of(p)).stream().filter(shared::contains).count();
                }
            }
        }
        int conversions = (int) PhaseTable.stacksWith(Phase.TO_DOM).stream().filter(shared::contains).count() * 2 * profiles * 2;
        int exchanges = stacks * profiles;
        int metroWsit = 3;
        int springWsExchange = 5;
        int cxfExchange = 2 * 5 + 2 * 3;
        int payloadReads = 3 * 2;
        int copies = 4 * 2;
        int bindings = 2 * 4;
        int floors = 3 * 2;
        assertEquals(direction + steps + conversions + exchanges + metroWsit + springWsExchange + cxfExchange + payloadReads + copies + bindings + floors,
                results.size());
    }

    /** The full matrix is documented in docs/benchmarks.md, which the README links as "the full matrix". */
    @Test
    void theDocsGiveTheFullMatrixAsTheseCommands() throws Exception {
        Path doc = Path.of("docs", "benchmarks.md");
        String text = Files.readString(doc);
        for (FullMatrix group : FullMatrix.GROUPS) {
            assertTrue(text.contains("\n" + group.command() + "\n"), doc + " lacks the line: " + group.command());
        }
    }

    /**
     * docs/benchmarks.md counts the full matrix as JMH expands its lines: the total with the default job's share, and
     * by the stack each combination runs on ("none" without a {@code stack} parameter) the combinations and the
     * benchmark classes that run it; the README gives the same total.
     */
    @Test
    void theDocsCountTheFullMatrixAsJmhExpandsIt() throws Exception {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, Set<String>> classes = new LinkedHashMap<>();
        List<String> stacks = new ArrayList<>(List.of("none"));
        Arrays.stream(StackId.values()).map(s -> "`" + s.id() + "`").forEach(stacks::add);
        int total = 0;
        for (FullMatrix group : FullMatrix.GROUPS) {
            for (Combination c : Job.expand(new CommandLineOptions(group.jmhArgs().toArray(String[]::new)), Timings.uniform(0))) {
                String stack = c.params().containsKey("stack") ? "`" + c.params().get("stack") + "`" : "none";
                counts.merge(stack, 1, Integer::sum);
                classes.computeIfAbsent(stack, k -> new TreeSet<>()).add(Benchmark.ofJmh(c.benchmark()).orElseThrow().className());
                total++;
            }
        }
        assertEquals(stacks, stacks.stream().filter(counts::containsKey).toList(), "every stack runs in the full matrix");
        Path doc = Path.of("docs", "benchmarks.md");
        String text = Files.readString(doc);
        for (String stack : stacks) {
            String row = "| " + stack + " | " + counts.get(stack) + " | "
                    + classes.get(stack).stream().map(c -> "`" + c + "`").collect(Collectors.joining(", ")) + " |";
            assertTrue(text.contains("\n" + row + "\n"), doc + " lacks the row: " + row);
        }
        String all = String.format(Locale.ROOT, "%,d", total);
        int defaultJob = Job.expand(new CommandLineOptions(), Timings.uniform(0)).size();
        String sentence = all + " parameter combinations in all, the default job's " + defaultJob + " among them";
        assertTrue(text.contains(sentence), doc + " lacks: " + sentence);
        String readme = "(docs/benchmarks.md#the-full-matrix), " + all + " combinations";
        assertTrue(Files.readString(Path.of("README.md")).contains(readme), "README.md lacks: " + readme);
    }

    /** One short, unforked run of the selected benchmarks on the ladder-10 workload. */
    static Collection<RunResult> run(ChainedOptionsBuilder selection) throws Exception {
        return new Runner(selection
                .param("workload", "ladder-10")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(50))
                .shouldFailOnError(true)
                .build()).run();
    }
}
