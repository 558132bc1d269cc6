package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** {@code compare} as users run it: exit codes, output, and one-line errors on bad input. */
class CompareToolTest {
    private static final String B = "org.example.Bench.run";

    private static Path write(Path dir, String name, String... entries) throws Exception {
        return Files.writeString(dir.resolve(name), FakeRuns.file(List.of(entries)));
    }

    private static void assertUsageError(ToolsTest.Outcome o, String expected) {
        assertEquals(2, o.exit(), o.err());
        assertEquals("", o.out());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
    }

    @Test
    void aSlowdownExitsOneAndNoiseExitsZero(@TempDir Path dir) throws Exception {
        Path base = write(dir, "base.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 1, "stack", "rampart"));
        Path slow = write(dir, "slow.json", FakeRuns.entry(B, "avgt", "us/op", 120, 0.03, 3, 5, 2, "stack", "rampart"));
        Path same = write(dir, "same.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 3, "stack", "rampart"));
        ToolsTest.Outcome s = ToolsTest.run(Tool.COMPARE, base.toString(), slow.toString());
        assertEquals(1, s.exit(), s.err());
        assertTrue(s.out().contains("| Bench.run | stack=rampart | avgt |"), s.out());
        assertTrue(s.out().contains("**slower**"), s.out());
        assertTrue(s.out().contains("1 compared: 1 slower, 0 faster, 0 no difference"), s.out());
        ToolsTest.Outcome n = ToolsTest.run(Tool.COMPARE, base.toString(), same.toString(), "--threshold", "5");
        assertEquals(0, n.exit(), n.err());
        assertTrue(n.out().contains("1 compared: 0 slower, 0 faster, 1 no difference"), n.out());
        ToolsTest.Outcome loose = ToolsTest.run(Tool.COMPARE, base.toString(), slow.toString(), "--threshold", "30");
        assertEquals(0, loose.exit(), loose.out());
        ToolsTest.Outcome paired = ToolsTest.run(Tool.COMPARE, base.toString(), slow.toString(), "--pairs", "forks");
        assertEquals(1, paired.exit(), paired.err());
        assertTrue(paired.out().contains("log ratios of iterations measured in turn"), paired.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo(@TempDir Path dir) throws Exception {
        Path good = write(dir, "good.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 1));
        Path empty = Files.createFile(dir.resolve("empty.json"));
        String text = Files.readString(good);
        Path truncated = Files.writeString(dir.resolve("truncated.json"), text.substring(0, text.length() / 2));
        Path object = Files.writeString(dir.resolve("object.json"), "{\"benchmark\": \"x\"}");
        Path notJmh = Files.writeString(dir.resolve("other.json"), "[{\"name\": \"x\", \"value\": 1}]");
        Path none = Files.writeString(dir.resolve("none.json"), "[]");
        Path thrpt = write(dir, "thrpt.json", FakeRuns.entry(B, "thrpt", "ops/us", 0.01, 0.03, 3, 5, 1));
        String g = good.toString();
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, dir.resolve("missing.json").toString()), "missing.json: no such file");
        assertUsageError(ToolsTest.run(Tool.COMPARE, dir.toString(), g), ": is a directory");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, empty.toString()), "empty.json: is empty");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, truncated.toString()), "truncated.json: not JSON, or cut short");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, object.toString()), "object.json: not a JMH result file");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, notJmh.toString()), "other.json: entry 0 is not a JMH result");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, none.toString()), "none.json: holds no benchmark results");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, thrpt.toString()), "mismatched modes for " + B);
        assertUsageError(ToolsTest.run(Tool.COMPARE, g), "expected BASE.json NEW.json");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, g, "--threshold", "lots"), "--threshold 'lots'");
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, g, "--pairs", "iterations"), "--pairs 'iterations' is not 'forks'");
        Path two = write(dir, "two.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 2, 5, 1));
        assertUsageError(ToolsTest.run(Tool.COMPARE, g, two.toString(), "--pairs", "forks"), "has 3 in base and 2 in new");
    }
}
