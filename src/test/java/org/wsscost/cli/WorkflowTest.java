package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * The sharded CI workflow, {@code .github/workflows/benchmarks.yml}, read as GitHub reads it: its
 * matrix offers exactly the shard counts its input does, every shard runs {@code run --shard} with its
 * own index over the chosen count, and every command it runs is the suite's own, with options the
 * tool knows.
 */
class WorkflowTest {
    private static final Path WORKFLOW = Path.of(".github", "workflows", "benchmarks.yml");

    @SuppressWarnings("unchecked")
    private static Map<String, Object> map(Object o) {
        return (Map<String, Object>) o;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> list(Object o) {
        return (List<Object>) o;
    }

    private static Map<String, Object> workflow() throws IOException {
        return new Yaml().load(Files.readString(WORKFLOW));
    }

    /** Every {@code run:} of every step of every job. */
    private static List<String> runs(Map<String, Object> workflow) {
        List<String> runs = new ArrayList<>();
        for (Object job : map(workflow.get("jobs")).values()) {
            for (Object step : list(map(job).get("steps"))) {
                Object run = map(step).get("run");
                if (run != null) {
                    runs.add(run.toString().strip());
                }
            }
        }
        return runs;
    }

    @Test
    void theMatrixOffersExactlyTheShardCountsOfItsInput() throws Exception {
        Map<String, Object> workflow = workflow();
        // YAML 1.1 reads the key "on" as true
        Object on = workflow.containsKey("on") ? workflow.get("on") : ((Map<?, ?>) workflow).get(Boolean.TRUE);
        Map<String, Object> inputs = map(map(map(on).get("workflow_dispatch")).get("inputs"));
        List<Object> options = list(map(inputs.get("shards")).get("options"));
        int most = options.size();
        assertEquals(IntStream.rangeClosed(1, most).mapToObj(Integer::toString).toList(), options);
        Map<String, Object> shard = map(map(workflow.get("jobs")).get("shard"));
        assertEquals(IntStream.rangeClosed(1, most).boxed().toList(), list(map(map(shard.get("strategy")).get("matrix")).get("shard")));
        for (Object step : list(shard.get("steps"))) {
            assertEquals("matrix.shard <= fromJSON(inputs.shards)", map(step).get("if"), "a shard above the chosen count runs nothing");
        }
        assertTrue(runs(workflow).stream().anyMatch(r -> r.contains("run --name ci --results shard-results --shard"
                + " ${{ matrix.shard }}/${{ inputs.shards }} ${{ inputs.job }}")), runs(workflow).toString());
        assertTrue(most <= org.wsscost.shard.Partition.MOST);
    }

    @Test
    void everyCommandItRunsIsTheSuitesOwn() throws Exception {
        List<String> runs = runs(workflow());
        assertFalse(runs.isEmpty());
        List<String> tools = new ArrayList<>();
        for (String run : runs) {
            for (String command : run.split("&&")) {
                String c = command.strip();
                if (c.startsWith("mkdir -p ")) {
                    continue;
                }
                if (c.startsWith("mvn ")) {
                    assertEquals("mvn -B package -DskipTests", c, "the README's build");
                    assertTrue(Files.readString(Path.of("README.md")).contains(c), "the README builds with " + c);
                    continue;
                }
                assertTrue(c.startsWith("java -jar benchmarks.jar "), "not the suite's own command: " + c);
                String[] words = c.substring("java -jar benchmarks.jar ".length()).split("\\s+");
                Tool tool = Tool.named(words[0]).orElseThrow(() -> new AssertionError("no tool '" + words[0] + "': " + c));
                String help = ToolsTest.run(tool, "--help").out();
                for (String word : words) {
                    if (word.startsWith("--")) {
                        assertTrue(help.contains(word), tool.id() + " has no option " + word + ":\n" + help);
                    }
                }
                tools.add(tool.id());
            }
        }
        assertEquals(List.of("run", "merge", "report"), tools);
    }
}
