package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.analysis.ThenAndNow;
import org.wsscost.corpus.Workload;
import org.wsscost.phases.Benchmark;
import org.wsscost.security.Profile;
import org.wsscost.fixtures.FakeRuns;

/**
 * The then-and-now tool with a fake runner that writes a constructed result for each fork it is asked for: the plan,
 * the order of the rounds, each round saved as its own file, a failed fork recorded, the rounds joined into a page
 * whose every cell has its figure or its reason, and the joins it refuses, in one line, writing nothing.
 */
class ThenAndNowToolTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A fake runner: per fork, one entry of ten iterations around a time set by the stack and profile; the calls it had. */
    private static final class Fake implements ThenAndNowTool.Runner {
        final List<String> calls = new ArrayList<>();
        final String failing;

        Fake(String failing) {
            this.failing = failing;
        }

        @Override
        public void run(List<String> jmh, Path json) throws Exception {
            String benchmark = jmh.get(0).replaceAll("^\\^\\\\Q|\\\\E\\$$", "");
            List<String> params = new ArrayList<>();
            for (int i = 0; i < jmh.size() - 1; i++) {
                if (jmh.get(i).equals("-p")) {
                    params.addAll(List.of(jmh.get(i + 1).split("=", 2)));
                }
            }
            String key = benchmark + " " + params;
            calls.add(key);
            if (failing != null && key.contains(failing)) {
                throw new UsageException("the run failed, nothing saved: boom\n\tat somewhere");
            }
            String stack = params.get(params.indexOf("stack") + 1);
            double plain = stack.equals("metro-1.5") ? 100 : stack.equals("rampart-1.5") ? 250 : 150;
            double micros = plain * (params.contains("plain") ? 1 : 4);
            Files.writeString(json, FakeRuns.file(List.of(FakeRuns.entry(benchmark, "avgt", "us/op", micros, 0.01, 1, 10,
                    calls.size(), params.toArray(String[]::new)))));
        }
    }

    /** The jar's own answer, and no {@code axis1} even where the jar has it: a cell of every kind of reason. */
    private static final Function<ThenAndNow.Unit, String> NO_AXIS1 = u -> u.stack().equals("axis1") ? "no axis1 here"
            : ThenAndNow.cannotRun(u);
    /** The fork the first round's fake fails, as {@link Fake} names it. */
    private static final String METRO_OUT = "Outbound.total [profile, signencr, stack, metro-xwss, suite, legacy, workload, small]";

    private static ToolsTest.Outcome run(Fake fake, String... args) {
        return ToolsTest.run("then-and-now", new ThenAndNowTool(fake, NO_AXIS1), List.of(args));
    }

    private static List<Path> listing(Path dir) throws Exception {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.sorted().toList();
        }
    }

    private static Path saved(Path dir, String suffix) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }

    private static Path sidecar(Path json) {
        return json.resolveSibling(json.getFileName().toString().replace(".json", ".meta.json"));
    }

    @Test
    void thePlanListsEveryCellAndTheForksOfARoundWithTheirTimeAndRunsNothing() {
        ToolsTest.Outcome o = ToolsTest.run(Tool.THEN_AND_NOW, "--plan", "--rounds", "4");
        assertEquals(0, o.exit(), o.err());
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, ThenAndNow::cannotRun);
        assertTrue(o.out().startsWith("then-and-now: 92 cells, " + (92 - plan.unmeasurable().size()) + " of them measurable;"
                + " a round runs " + plan.units().size() + " forks, one a JVM, in this order (even rounds in reverse), estimated "),
                o.out());
        assertTrue(o.out().lines().findFirst().orElseThrow().matches(".*estimated (\\d+ h )?\\d+ min; 4 rounds (\\d+ h )?\\d+ min\\."),
                o.out());
        // the forks of round 1 in the plan's order, numbered, each with its estimate
        List<String> forks = o.out().lines().filter(l -> l.matches(" +\\d+\\. .* +\\d+ s")).toList();
        assertEquals(plan.order(1).stream().map(ThenAndNow.Unit::key).toList(),
                forks.stream().map(l -> l.replaceAll("^ +\\d+\\. | +\\d+ s$", "")).toList());
        // every cell once: the fork it divides by, the baseline, or why it cannot be measured
        List<String> cells = o.out().lines().dropWhile(l -> !l.startsWith("Cells")).skip(1).toList();
        assertEquals(plan.cells().stream().map(ThenAndNow.Cell::describe).toList(),
                cells.stream().map(l -> l.strip().substring(0, l.strip().indexOf(": "))).toList());
        assertTrue(o.out().contains("\n  metro Conversion.toDom small signencr metro-xwss: cannot: `metro-1.5` has no phase that"
                + " `Conversion.toDom` times in `signencr` (its receiver's steps: process)\n"), o.out());
        assertTrue(o.out().contains("\n  sosnoski-2010 RoundTrip.exchange small plain metro-1.5: the baseline (1)\n"), o.out());
        assertTrue(o.out().contains("\n  sosnoski-2010 RoundTrip.exchange large signencr rampart-1.5: ÷ RoundTrip.exchange"
                + " profile=plain stack=metro-1.5 suite=legacy workload=large\n"), o.out());
        assertTrue(o.out().contains("\n  axis2-rampart InboundProcess.process small signencr rampart: ÷ InboundProcess.process"
                + " profile=signencr stack=rampart-1.5 suite=legacy workload=small\n"), o.out());
    }

    @Test
    void roundsRunInTurnedOrderEachSavedAsItsOwnFileAndJoinIntoAPage(@TempDir Path dir) throws Exception {
        Fake first = new Fake(METRO_OUT);
        ToolsTest.Outcome one = run(first, "--round", "1", "--rounds", "2", "--results", dir.toString());
        assertEquals(0, one.exit(), one.err());
        Fake second = new Fake(null);
        ToolsTest.Outcome two = run(second, "--round", "2", "--rounds", "2", "--results", dir.toString());
        assertEquals(0, two.exit(), two.err());
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, NO_AXIS1);
        assertEquals(plan.units().stream().map(u -> u.benchmark().jmhName() + " " + u.params().entrySet().stream()
                .flatMap(e -> Stream.of(e.getKey(), e.getValue())).toList()).toList(), first.calls);
        List<String> reversed = new ArrayList<>(first.calls);
        Collections.reverse(reversed);
        assertEquals(reversed, second.calls);

        Path r1 = saved(dir, "-then-and-now-round-1-of-2.json");
        Path r2 = saved(dir, "-then-and-now-round-2-of-2.json");
        JsonNode meta = JSON.readTree(sidecar(r1).toFile()).path("thenAndNow");
        assertEquals(1, meta.path("round").asInt());
        assertEquals(2, meta.path("rounds").asInt());
        assertEquals(first.calls.size(), meta.path("order").size());
        assertEquals(plan.units().get(0).key(), meta.path("order").get(0).asText());
        assertEquals(plan.units().size(), meta.path("settings").size());
        // the fork that failed in round 1 is recorded with the first line of its reason
        String metroOut = new ThenAndNow.Unit(Benchmark.OUTBOUND_TOTAL, "metro-xwss", Profile.SIGNENCR, Workload.SMALL).key();
        assertEquals(List.of(metroOut), names(meta.path("failed").fieldNames()));
        assertEquals("the run failed, nothing saved: boom", meta.path("failed").path(metroOut).asText());
        assertEquals(0, JSON.readTree(sidecar(r2).toFile()).path("thenAndNow").path("failed").size());
        // each result keeps the machine it ran on
        JsonNode results = JSON.readTree(r1.toFile());
        assertEquals(first.calls.size() - 1, results.size());
        results.forEach(e -> assertTrue(e.path("machine").asText().contains("("), e.toString()));

        ToolsTest.Outcome page = run(new Fake(null), "--from", r1 + "," + r2, "--results", dir.toString());
        assertEquals(0, page.exit(), page.err());
        Path folder;
        try (Stream<Path> files = Files.list(dir)) {
            folder = files.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        assertTrue(folder.getFileName().toString().endsWith("-then-and-now"), folder.toString());
        String readme = Files.readString(folder.resolve("README.md"));
        assertTrue(readme.startsWith("# Then and now"), readme);
        assertTrue(readme.contains("## How this differs from the articles\n\n- **In one process, no transport.**"), readme);
        // Axis2 1.5.1 plain ÷ Metro 1.5 plain: 250 ÷ 100, quoted with its interval
        assertTrue(readme.matches("(?s).*\\| plain \\| `rampart-1\\.5` \\| 2[45]\\d ±[\\d.]+% \\| \\*\\*2\\.[45]\\d\\*\\* \\(2\\.\\d\\d–2\\.\\d\\d\\) \\|  \\|.*"),
                readme);
        // Metro 1.5 plain is the baseline of its own article: 1
        assertTrue(readme.matches("(?s).*\\| plain \\| `metro-1\\.5` \\| (99|10\\d) ±[\\d.]+% \\| \\*\\*1\\.00\\*\\* \\(0\\.\\d\\d–1\\.\\d\\d\\) \\(the baseline\\) \\|  \\|.*"),
                readme);
        assertTrue(readme.contains("| plain | `rampart` | – | – | no axis1 here |"), readme);
        assertTrue(readme.contains("`" + metroOut + "` has forks from 1 of the 2 rounds: its fork failed: round 1: the run failed,"
                + " nothing saved: boom; without one a round, the rounds' turned order does not balance its ratio"), readme);
        assertTrue(readme.contains("## Forks that failed\n\n- `" + metroOut + "`: round 1: the run failed, nothing saved: boom\n"),
                readme);
        assertTrue(Files.isRegularFile(folder.resolve("then-and-now-1.png")));
        assertTrue(Files.isRegularFile(folder.resolve("then-and-now.meta.json")));
        // the page has a row for every cell of the table, each with its figure or its reason
        List<String> rows = readme.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| profile |")
                && !l.startsWith("| phase |")).toList();
        assertEquals(plan.cells().size(), rows.size(), readme);
        for (String row : rows) {
            List<String> cells = List.of(row.substring(2, row.length() - 2).split(" \\| ", -1));
            String figure = cells.get(cells.size() - 2);
            String reason = cells.get(cells.size() - 1).strip();
            assertTrue(figure.startsWith("**") != !reason.isEmpty(), "a figure in bold or a reason: " + row);
        }
    }

    @Test
    void withoutRoundTheWholeJobRunsItsRoundsAndWritesThePage(@TempDir Path dir) throws Exception {
        Fake fake = new Fake(null);
        ToolsTest.Outcome o = run(fake, "--rounds", "2", "--name", "tn", "--results", dir.toString());
        assertEquals(0, o.exit(), o.err());
        int units = ThenAndNow.plan(ThenAndNow.STUDIES, NO_AXIS1).units().size();
        assertEquals(2 * units, fake.calls.size());
        List<String> reversed = new ArrayList<>(fake.calls.subList(0, units));
        Collections.reverse(reversed);
        assertEquals(reversed, fake.calls.subList(units, 2 * units));
        saved(dir, "-tn-round-1-of-2.json");
        saved(dir, "-tn-round-2-of-2.json");
        Path folder = saved(dir, "-tn");
        assertTrue(Files.readString(folder.resolve("README.md")).startsWith("# Then and now"));
        assertTrue(o.out().contains("\nsaved " + folder), o.out());
    }

    private static List<String> names(Iterator<String> names) {
        List<String> list = new ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }

    @Test
    void theJoinRefusesRoundsOfAnotherJarMachineSettingsOrJobAndARoundTwiceOrMissingWritingNothing(@TempDir Path dir)
            throws Exception {
        Path runs = Files.createDirectory(dir.resolve("runs"));
        Path out = Files.createDirectory(dir.resolve("out"));
        assertEquals(0, run(new Fake(null), "--round", "1", "--rounds", "2", "--results", runs.toString()).exit());
        assertEquals(0, run(new Fake(null), "--round", "2", "--rounds", "2", "--results", runs.toString()).exit());
        Path r1 = saved(runs, "round-1-of-2.json");
        Path r2 = saved(runs, "round-2-of-2.json");
        refused(out, "is given twice", "--from", r1 + "," + r1, "--results", out.toString());
        refused(out, "round 2 of 2 not given: join every round of the job", "--from", r1.toString(), "--results", out.toString());
        refused(out, "differ in their jars", "--from", r1 + "," + edited(r2, dir, "jar", m -> ((ObjectNode) m.path("jar"))
                .put("sha256", "another")), "--results", out.toString());
        refused(out, "the rounds of one job run on one machine", "--from", r1 + "," + edited(r2, dir, "machine",
                m -> ((ObjectNode) m.path("machine")).put("host", "elsewhere")), "--results", out.toString());
        refused(out, "differ in their settings", "--from", r1 + "," + edited(r2, dir, "settings",
                m -> ((ObjectNode) m.path("thenAndNow").path("settings")).remove(m.path("thenAndNow").path("settings")
                        .fieldNames().next())), "--results", out.toString());
        refused(out, "not rounds of one job", "--from", r1 + "," + edited(r2, dir, "rounds",
                m -> ((ObjectNode) m.path("thenAndNow")).put("rounds", 4)), "--results", out.toString());
        refused(out, "not a then-and-now round", "--from", r1 + "," + edited(r2, dir, "plain",
                m -> ((ObjectNode) m).remove("thenAndNow")), "--results", out.toString());
        Path alone = Files.copy(r2, dir.resolve("alone.json"));
        refused(out, "no sidecar", "--from", alone.toString(), "--results", out.toString());
        refused(out, "not its sidecar", "--from", sidecar(r1).toString(), "--results", out.toString());
        refused(out, "not a round's result file", "--from", dir.resolve("notes.txt").toString(), "--results", out.toString());
        refused(out, "--round K needs --rounds N", "--round", "1", "--results", out.toString());
        refused(out, "--rounds 3: give an even number", "--rounds", "3", "--results", out.toString());
        refused(out, "--round '3' is not a whole number from 1 to 2", "--round", "3", "--rounds", "2", "--results", out.toString());
        refused(out, "--warmup-from: " + dir.resolve("cold.json") + ": no such file", "--warmup-from",
                dir.resolve("cold.json").toString(), "--results", out.toString());
        refused(out, "takes no JMH arguments", "Inbound.total");
        refused(out, "--from joins saved rounds", "--from", r1.toString(), "--rounds", "2");
        refused(out, "--plan runs nothing and saves nothing", "--plan", "--results", out.toString());
    }

    /** A copy of a round (its JSON and its sidecar, edited by {@code edit}) under {@code dir}/{@code name}/. */
    private static Path edited(Path round, Path dir, String name, java.util.function.Consumer<JsonNode> edit) throws Exception {
        Path folder = Files.createDirectory(dir.resolve(name));
        Path json = Files.copy(round, folder.resolve(round.getFileName()));
        JsonNode meta = JSON.readTree(sidecar(round).toFile());
        edit.accept(meta);
        JSON.writeValue(sidecar(json).toFile(), meta);
        return json;
    }

    private static void refused(Path results, String expected, String... args) throws Exception {
        List<Path> before = listing(results);
        ToolsTest.Outcome o = run(new Fake(null), args);
        assertEquals(2, o.exit(), o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
        assertEquals(before, listing(results), "written anyway");
    }
}
