package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** The scaling tool on constructed runs of one thread and of two: its table, and bad input as one line, exit 2. */
class ScalingToolTest {

    /** Two forks of ten iterations around {@code mean} µs, 1% noise, as a run of {@code threads} threads wrote it. */
    private static String entry(String stack, double mean, int threads, long seed) {
        return FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", FakeRuns.raw(mean, 0.01, 2, 10, seed), "",
                "stack", stack, "profile", "signencr").replace("\"forks\" :", "\"threads\" : " + threads + ", \"forks\" :");
    }

    private static Path write(Path dir, String name, List<String> entries) throws Exception {
        return Files.writeString(dir.resolve(name), FakeRuns.file(entries));
    }

    @Test
    void eachStacksEfficiencyComesWithItsIntervalAndTheContendedAreNamed(@TempDir Path dir) throws Exception {
        Path one = write(dir, "one.json", List.of(entry("wss4j-dom", 1000, 1, 1), entry("rampart", 2000, 1, 2)));
        // wss4j-dom: each of two threads 10% slower than one alone; rampart: the two threads take turns
        Path two = write(dir, "two.json", List.of(entry("wss4j-dom", 1100, 2, 3), entry("rampart", 4000, 2, 4)));
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString());
        assertEquals(0, o.exit(), o.err());
        String dom = line(o.out(), "stack=wss4j-dom");
        assertTrue(dom.matches(".*\\| (99\\d|1,0\\d\\d) \\| (89\\d|9\\d\\d) \\| 1,[78]\\d\\d \\| 0\\.(89|9\\d) \\(.*"), dom);
        assertTrue(!dom.contains("contended"), dom);
        String rampart = line(o.out(), "stack=rampart");
        assertTrue(rampart.matches(".*\\| (49\\d|50\\d) \\| 2[45]\\d \\| (49\\d|50\\d) \\| 0\\.(4[89]|5[01]) \\(.*"), rampart);
        assertTrue(rampart.contains("below 0.8: contended"), rampart);
    }

    @Test
    void aSideThatMovedIsNotQuoted(@TempDir Path dir) throws Exception {
        String falling = FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", FakeRuns.FIRST_HIGH, "",
                "stack", "wss4j-dom").replace("\"forks\" :", "\"threads\" : 2, \"forks\" :");
        Path one = write(dir, "one.json", List.of(FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op",
                FakeRuns.FLAT, "", "stack", "wss4j-dom").replace("\"forks\" :", "\"threads\" : 1, \"forks\" :")));
        Path two = write(dir, "two.json", List.of(falling));
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(line(o.out(), "stack=wss4j-dom").contains("not quoted"), o.out());
    }

    @Test
    void runsGivenInTheWrongOrderOrWithoutThreadCountsAreRefused(@TempDir Path dir) throws Exception {
        Path one = write(dir, "one.json", List.of(entry("wss4j-dom", 1000, 1, 1)));
        Path two = write(dir, "two.json", List.of(entry("wss4j-dom", 1100, 2, 3)));
        Path none = write(dir, "none.json", List.of(FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op",
                FakeRuns.FLAT, "", "stack", "wss4j-dom")));
        Path mixed = write(dir, "mixed.json", List.of(entry("wss4j-dom", 1000, 1, 1), entry("rampart", 1000, 2, 2)));
        assertRefused("a run of one thread with a run of more, in that order", "--from", two.toString(), one.toString());
        assertRefused("has no thread count", "--from", none.toString(), two.toString());
        assertRefused("different thread counts [1, 2]", "--from", mixed.toString(), two.toString());
        assertRefused("takes two saved runs", "--from", one.toString());
        assertRefused("sets -t itself", "-t", "4", "Inbound.total");
        assertRefused("'1' is not a whole number", "--threads", "1");
    }

    private static void assertRefused(String expected, String... args) throws Exception {
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, args);
        assertEquals(2, o.exit(), o.out() + o.err());
        assertTrue(o.err().contains(expected), o.err());
        assertEquals(1, o.err().strip().lines().count(), o.err());
    }

    private static String line(String table, String params) {
        return table.lines().filter(l -> l.contains(params)).findFirst().orElseThrow(() -> new AssertionError(params + " in " + table));
    }
}
