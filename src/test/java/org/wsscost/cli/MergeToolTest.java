package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.analysis.Tax;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/** {@code merge} on made-up shards: what it joins, what it refuses, and the machines it keeps. */
class MergeToolTest {
    private static final String TOTAL = "org.wsscost.bench.Inbound.total";
    private static final String FLOOR = "org.wsscost.bench.Floor.inbound";

    /** A shard file and its sidecar: {@code benchmarks} each with one result, run on {@code host}. */
    private static Path shard(Path dir, int index, int of, String host, String sha, int jobCombinations, String... benchmarks)
            throws IOException {
        List<String> entries = Stream.of(benchmarks).map(b -> FakeRuns.entry(b, "avgt", "us/op", b.equals(FLOOR) ? 100 : 400,
                0.01, 1, 10, index, "profile", "signencr", "workload", "small", "direction", "response", "provider", "jdk",
                "suite", "modern", "stack", "wss4j-dom")).toList();
        Path json = Files.writeString(dir.resolve("2026-11-24-010000-job-shard-" + index + "-of-" + of + ".json"),
                FakeRuns.file(entries));
        String combinations = Stream.of(benchmarks).map(b -> "\"" + b + " avgt {}\"").collect(Collectors.joining(", "));
        Files.writeString(dir.resolve("2026-11-24-010000-job-shard-" + index + "-of-" + of + ".meta.json"), """
                { "date" : "2026-11-24T01:00:00Z", "git" : "abc", "libraries" : { "wss4j" : "4.0.1" },
                  "jar" : { "path" : "benchmarks.jar", "sha256" : "%s" },
                  "machine" : { "host" : "%s", "cpu" : "cpu", "loadAverage" : 1.0 }, "jvm" : { "version" : "17" },
                  "shard" : { "index" : %d, "of" : %d, "job" : [ "Inbound" ], "jobCombinations" : %d,
                              "estimatedSeconds" : 60, "combinations" : [ %s ] },
                  "wallSeconds" : [ 55 ] }""".formatted(sha, host, index, of, jobCombinations, combinations));
        return json;
    }

    private static Path merged(Path results) throws IOException {
        try (Stream<Path> files = Files.list(results)) {
            return files.filter(f -> f.toString().endsWith("-job.json")).findFirst().orElseThrow();
        }
    }

    @Test
    void shardsOfOneJobAreJoinedAndEachResultKeepsItsMachine(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path a = shard(dir, 1, 2, "runner-a", "aaa", 2, TOTAL);
        Path b = shard(dir, 2, 2, "runner-b", "aaa", 2, FLOOR);
        ToolsTest.Outcome o = ToolsTest.run(Tool.MERGE, "--results", results.toString(), a.toString(), b.toString());
        assertEquals(0, o.exit(), o.err());
        assertTrue(o.out().contains("merged 2 shards, 2 results, from 2 machines"), o.out());
        List<Result> merged = JmhJson.read(merged(results));
        assertEquals("runner-a (cpu)", merged.get(0).machine());
        assertEquals("runner-b (cpu)", merged.get(1).machine());
        String meta = Files.readString(merged(results).resolveSibling(merged(results).getFileName().toString()
                .replace(".json", ".meta.json")));
        assertTrue(meta.contains("\"machineLabel\" : \"runner-b (cpu)\"") && meta.contains("\"measuredSeconds\" : 55"), meta);

        // the floor ran on another machine than the total: the tax is shown, flagged
        Tax.Row row = new Tax(merged).rows().get(0);
        assertTrue(row.crossMachine(), row.toString());
        assertEquals(4, row.tax(), 0.2);
        ToolsTest.Outcome tax = ToolsTest.run(Tool.TAX, merged(results).toString());
        assertTrue(tax.out().contains("(different machines)"), tax.out());
    }

    @Test
    void shardsThatDoNotMakeOneRunAreRefusedAndNothingIsWritten(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        Path one = Files.createDirectory(dir.resolve("one"));
        Path two = Files.createDirectory(dir.resolve("two"));
        Path a = shard(one, 1, 2, "runner-a", "aaa", 2, TOTAL);
        Path otherJar = shard(two, 2, 2, "runner-b", "bbb", 2, FLOOR);
        String r = results.toString();
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "differ in their jar (bbb against aaa)", "--results", r,
                a.toString(), otherJar.toString());
        Path sameIndex = shard(Files.createDirectory(dir.resolve("three")), 1, 2, "runner-b", "aaa", 2, FLOOR);
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "shard 1/2 is given twice", "--results", r,
                a.toString(), sameIndex.toString());
        Path overlapping = shard(Files.createDirectory(dir.resolve("four")), 2, 2, "runner-b", "aaa", 2, TOTAL);
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "is in shard 1 too", "--results", r,
                a.toString(), overlapping.toString());
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "shards [2] of 2 are missing", "--results", r, a.toString());
        Path otherCut = shard(Files.createDirectory(dir.resolve("five")), 2, 3, "runner-b", "aaa", 2, FLOOR);
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "not one cut of the job", "--results", r,
                a.toString(), otherCut.toString());
        Path plain = Files.writeString(dir.resolve("plain.json"), FakeRuns.file(List.of(FakeRuns.entry(TOTAL, "avgt",
                "us/op", 400, 0.01, 1, 5, 1))));
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "no sidecar plain.meta.json beside it", "--results", r,
                plain.toString());
        ToolsTest.assertRefusedWritingNothing(Tool.MERGE, results, "give the shards' JSON files", "--results", r);
    }

    @Test
    void aRunOfOneMachineHasNoMachineOnItsResults(@TempDir Path dir) throws Exception {
        Path plain = Files.writeString(dir.resolve("plain.json"), FakeRuns.file(List.of(FakeRuns.entry(TOTAL, "avgt",
                "us/op", 400, 0.01, 1, 5, 1))));
        assertNull(JmhJson.read(plain).get(0).machine());
    }
}
