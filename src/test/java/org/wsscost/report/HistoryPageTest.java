package org.wsscost.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.History;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/** A history's page names, in the step's row, a side that moved from its first iteration to its last. */
class HistoryPageTest {
    private static final String B = "org.wsscost.bench.Inbound.total";
    private static List<Result> side(Path dir, String name, List<List<Double>> forks) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, FakeRuns.file(List.of(FakeRuns.entry(B, "avgt", "us/op", forks, "", "stack", "rampart"))));
        return JmhJson.read(file);
    }

    @Test
    void aSideThatMovedFromItsFirstIterationToItsLastIsNamedInItsStep(@TempDir Path dir) throws Exception {
        Comparison step = Comparison.of(side(dir, "a.json", FakeRuns.FLAT), side(dir, "b.json", FakeRuns.FIRST_HIGH), 3, Comparison.Pairing.FORKS);
        Comparison control = Comparison.of(side(dir, "c.json", FakeRuns.FLAT), side(dir, "d.json", FakeRuns.FLAT), 3, Comparison.Pairing.FORKS);
        History history = new History(List.of("1.0", "1.1"), List.of(new History.Step("1.0", "1.1", step, "step.md")),
                List.of(new History.Step("1.1", "1.1", control, "control.md")), 3);
        String page = new HistoryPage("lib.version", history, Map.of(), List.of("java -jar target/benchmarks.jar history"))
                .markdown();
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 1.0 → 1.1 | Inbound.total | stack=rampart |")
                && l.contains("; new falls 28.4% from its first iteration to its last |")), page);
        assertTrue(page.lines().anyMatch(l -> l.startsWith("| 1.1 → 1.1 | Inbound.total |")
                && !l.contains("from its first iteration")), page);
        assertTrue(page.contains("more than 10% apart is named after its verdict: not quoted"), page);
    }
}
