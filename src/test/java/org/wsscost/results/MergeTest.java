package org.wsscost.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;

/** One-fork JMH files joined into one, as if JMH had run all the forks. */
class MergeTest {
    private static final String B = "org.example.Bench.run";

    @Test
    void forksAreKeptSideBySideAndTheScoreRecomputed(@TempDir Path dir) throws Exception {
        Path one = Files.writeString(dir.resolve("1.json"), FakeRuns.file(List.of(
                FakeRuns.entry(B, "avgt", "us/op", List.of(List.of(1.0, 2.0, 3.0)),
                        "\"·gc.alloc.rate.norm\" : { \"score\" : 10.0, \"scoreUnit\" : \"B/op\", \"rawData\" : [ [ 10.0, 10.0, 10.0 ] ] }",
                        "stack", "rampart"),
                FakeRuns.entry(B, "avgt", "us/op", List.of(List.of(7.0)), "", "stack", "wss4j-dom"))));
        Path two = Files.writeString(dir.resolve("2.json"), FakeRuns.file(List.of(
                FakeRuns.entry(B, "avgt", "us/op", List.of(List.of(4.0, 5.0, 6.0)),
                        "\"·gc.alloc.rate.norm\" : { \"score\" : 20.0, \"scoreUnit\" : \"B/op\", \"rawData\" : [ [ 20.0, 20.0, 20.0 ] ] }",
                        "stack", "rampart"))));
        Path merged = Files.write(dir.resolve("merged.json"), Merge.merge(List.of(one, two)));
        List<Result> results = JmhJson.read(merged);
        assertEquals(2, results.size());
        Result rampart = results.get(0);
        assertEquals("rampart", rampart.param("stack"));
        assertEquals(List.of(List.of(1.0, 2.0, 3.0), List.of(4.0, 5.0, 6.0)), rampart.forks());
        assertEquals(3.5, rampart.score(), 1e-9);
        assertEquals(15.0, rampart.secondary().get("gc.alloc.rate.norm"), 1e-9);
        assertTrue(rampart.error() > 0);
        assertEquals(List.of(List.of(7.0)), results.get(1).forks());
        assertTrue(Files.readString(merged).contains("\"forks\" : 2"));
    }

    @Test
    void aBrokenFileIsNamed(@TempDir Path dir) throws Exception {
        Path good = Files.writeString(dir.resolve("good.json"), FakeRuns.file(List.of(
                FakeRuns.entry(B, "avgt", "us/op", List.of(List.of(1.0)), ""))));
        Path bad = Files.writeString(dir.resolve("bad.json"), "[ { \"benchmark\" : ");
        IOException e = assertThrows(IOException.class, () -> Merge.merge(List.of(good, bad)));
        assertTrue(e.getMessage().startsWith(bad + ": not JSON"), e.getMessage());
    }
}
