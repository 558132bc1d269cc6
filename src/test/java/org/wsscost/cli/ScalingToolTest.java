package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.results.JmhJson;
import org.wsscost.stats.Stats;

/**
 * The scaling tool on constructed runs of one thread and of two: its table, pairs of forks resampled together where
 * the sidecars say the runs were made in pairs, an efficiency above 1 not quoted, the order of the forks, and bad
 * input as one line, exit 2.
 */
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

    /** One fork per level, ten iterations each, 1% noise, as a run of {@code threads} threads wrote it. */
    private static String forks(int threads, long seed, double... levels) {
        List<List<Double>> raw = new ArrayList<>();
        for (int i = 0; i < levels.length; i++) {
            raw.addAll(FakeRuns.raw(levels[i], 0.01, 1, 10, seed + i));
        }
        return FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", raw, "", "stack", "wss4j-dom", "profile", "signencr")
                .replace("\"forks\" :", "\"threads\" : " + threads + ", \"forks\" :");
    }

    private static void sidecar(Path json, int threads, int pairs) throws Exception {
        Files.writeString(json.resolveSibling(json.getFileName().toString().replace(".json", ".meta.json")),
                "{\"scaling\": {\"threads\": " + threads + ", \"pairs\": " + pairs + ", \"order\": [1, 2, 2, 1, 1, 2]}}");
    }

    private static double[] efficiency(String row) {
        Matcher m = Pattern.compile("\\| (\\d\\.\\d\\d) \\((\\d\\.\\d\\d)–(\\d\\.\\d\\d)\\) \\|").matcher(row);
        assertTrue(m.find(), row);
        return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3))};
    }

    /**
     * Three pairs whose level drifts from pair to pair (the machine slowing by 30% and 60%), the two threads 10% slower
     * in each: drawn pair by pair the efficiency stays near 0.91; drawn apart, the drift widens it past 0.5 to 1.4.
     */
    @Test
    void pairsOfForksAreResampledTogetherWhereTheSidecarsSaySo(@TempDir Path dir) throws Exception {
        Path one = write(dir, "one.json", List.of(forks(1, 10, 1000, 1300, 1600)));
        Path two = write(dir, "two.json", List.of(forks(2, 20, 1100, 1430, 1760)));
        ToolsTest.Outcome apart = ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString());
        assertEquals(0, apart.exit(), apart.err());
        double[] unpaired = efficiency(line(apart.out(), "stack=wss4j-dom"));
        assertTrue(unpaired[1] < 0.6 && unpaired[2] > 1.4, apart.out());
        assertTrue(apart.out().contains("Interval: each run's forks resampled apart"), apart.out());
        sidecar(one, 1, 3);
        sidecar(two, 2, 3);
        ToolsTest.Outcome paired = ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString());
        assertEquals(0, paired.exit(), paired.err());
        String row = line(paired.out(), "stack=wss4j-dom");
        double[] e = efficiency(row);
        assertEquals(0.91, e[0], 0.01, row);
        assertTrue(e[1] > 0.88 && e[2] < 0.94, row);
        assertTrue(row.matches(".*\\| 0\\.9[01], 0\\.9[01], 0\\.9[01] \\|.*"), row);
        assertTrue(paired.out().contains("| pair by pair |"), paired.out());
        assertTrue(paired.out().contains("Interval: the pairs of forks resampled together"), paired.out());
        // sidecars that disagree on the pairs: taken apart
        sidecar(two, 2, 4);
        assertEquals(efficiency(line(apart.out(), "stack=wss4j-dom"))[1],
                efficiency(line(ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString()).out(), "stack=wss4j-dom"))[1]);
    }

    /** One of three 1-thread forks 40% slower than the others: the efficiency lands above 1, and is not quoted. */
    @Test
    void anEfficiencyAboveOneIsTheForksDifferencesAndNotQuoted(@TempDir Path dir) throws Exception {
        Path one = write(dir, "one.json", List.of(forks(1, 30, 1000, 1400, 1000)));
        Path two = write(dir, "two.json", List.of(forks(2, 40, 1000, 1000, 1000)));
        sidecar(one, 1, 3);
        sidecar(two, 2, 3);
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, "--from", one.toString(), two.toString());
        assertEquals(0, o.exit(), o.err());
        String row = line(o.out(), "stack=wss4j-dom");
        assertTrue(efficiency(row)[0] > 1.1, row);
        assertTrue(row.matches(".*not quoted: above 1, the forks' own differences \\(1 thread's forks (3[89]|4[0-2])% apart, "
                + "2 threads' [0-3]%\\) \\|"), row);
        assertTrue(!row.contains("contended"), row);
        assertTrue(o.out().contains("Above 1 (1 of 1): no thread count makes one thread faster than it is alone"), o.out());
    }

    /**
     * The runs the tool saves from its forks (order 1 2 2 1): each thread count's forks merged in pair order, sidecars
     * that {@code --from} reads as two pairs.
     */
    @Test
    void theToolsOwnRunsAreReadBackAsPairs(@TempDir Path dir) throws Exception {
        List<Integer> order = ScalingTool.order(2, 2);
        // pair 1: 1 thread 1000 µs, 2 threads 1250 (0.80); pair 2: 2 threads 1330, then 1 thread 1260 (0.95)
        double[] levels = {1000, 1250, 1330, 1260};
        List<Path> forks = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            forks.add(write(dir, "fork-" + i + ".json", List.of(forks(order.get(i), 50 + i, levels[i]))));
        }
        Path results = Files.createDirectory(dir.resolve("results"));
        List<Path> saved = ScalingTool.saveRuns(results, "t", order, forks, List.of(1L, 1L, 1L, 1L),
                Map.of("command", "scaling (test)"));
        assertTrue(saved.get(0).getFileName().toString().endsWith("-t-1-thread.json"), saved.toString());
        assertTrue(saved.get(1).getFileName().toString().endsWith("-t-2-threads.json"), saved.toString());
        assertEquals(2, ScalingTool.pairs(saved.get(0)));
        assertEquals(2, ScalingTool.pairs(saved.get(1)));
        List<List<Double>> one = JmhJson.read(saved.get(0)).get(0).forks();
        assertEquals(1000, Stats.mean(one.get(0)), 20);
        assertEquals(1260, Stats.mean(one.get(1)), 25);
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, "--from", saved.get(0).toString(), saved.get(1).toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(line(o.out(), "stack=wss4j-dom").matches(".*\\| 0\\.(79|80|81), 0\\.9[3-6] \\|.*"), o.out());
    }

    /** A job split by benchmark into pieces, each its own two runs, is read back as one table; a benchmark twice is refused. */
    @Test
    void piecesOfOneJobJoinIntoOneTable(@TempDir Path dir) throws Exception {
        Path oneA = write(dir, "a1.json", List.of(entry("wss4j-dom", 1000, 1, 1)));
        Path twoA = write(dir, "a2.json", List.of(entry("wss4j-dom", 1100, 2, 3)));
        Path oneB = write(dir, "b1.json", List.of(entry("rampart", 2000, 1, 2)));
        Path twoB = write(dir, "b2.json", List.of(entry("rampart", 4000, 2, 4)));
        Path fourB = write(dir, "b4.json", List.of(entry("rampart", 4000, 4, 4)));
        ToolsTest.Outcome o = ToolsTest.run(Tool.SCALING, "--from", oneA.toString(), twoA.toString(), oneB.toString(), twoB.toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(line(o.out(), "stack=wss4j-dom").matches(".*\\| 0\\.(89|9\\d) \\(.*"), o.out());
        assertTrue(line(o.out(), "stack=rampart").contains("below 0.8: contended"), o.out());
        assertRefused("is in both", "--from", oneA.toString(), twoA.toString(), oneA.toString(), twoA.toString());
        assertRefused("one table compares one thread count with one other", "--from", oneA.toString(), twoA.toString(),
                oneB.toString(), fourB.toString());
    }

    @Test
    void theOrderTurnsEachPair() {
        assertEquals(List.of(1, 2, 2, 1, 1, 2), ScalingTool.order(3, 2));
        assertEquals(List.of(1, 8, 8, 1), ScalingTool.order(2, 8));
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
        assertRefused("takes saved runs two by two", "--from", one.toString());
        assertRefused("takes saved runs two by two", "--from", one.toString(), two.toString(), one.toString());
        assertRefused("sets -t itself", "-t", "4", "Inbound.total");
        assertRefused("'1' is not a whole number", "--threads", "1");
        assertRefused("'1' is not a whole number", "--pairs", "1", "Inbound.total");
        assertRefused("leave -f out", "-f", "2", "Inbound.total");
        assertRefused("takes saved runs two by two", "--from", one.toString(), two.toString(), "--pairs", "3");
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
