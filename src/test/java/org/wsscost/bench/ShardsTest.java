package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.shard.Combination;
import org.wsscost.shard.Job;
import org.wsscost.shard.Overheads;
import org.wsscost.shard.Partition;
import org.wsscost.shard.Timings;

/**
 * {@code run --shard I/N} on the jobs users run: the default job and every command of the full matrix,
 * cut into 1 to 8 shards, cover every combination exactly once and never split a comparison group.
 */
class ShardsTest {
    private static List<Combination> job(List<String> args) throws Exception {
        return Job.expand(new CommandLineOptions(args.toArray(String[]::new)), Timings.committed());
    }

    private static void assertValidCuts(String name, List<Combination> job) {
        assertFalse(job.isEmpty(), name + " selects nothing");
        for (int n = 1; n <= 8; n++) {
            Partition partition = Partition.of(job, n);
            assertEquals(n, partition.shards().size());
            List<String> covered = new ArrayList<>();
            Map<String, Integer> groupShard = new HashMap<>();
            for (int i = 1; i <= n; i++) {
                for (Combination c : partition.shard(i)) {
                    covered.add(c.key());
                    Integer before = groupShard.put(c.group(), i);
                    assertTrue(before == null || before == i, name + ", " + n + " shards: group " + c.group()
                            + " is in shards " + before + " and " + i);
                }
            }
            assertEquals(job.size(), covered.size(), name + ", " + n + " shards: a combination twice or lost");
            assertEquals(Set.copyOf(job.stream().map(Combination::key).toList()), new HashSet<>(covered), name);
            assertEquals(partition, Partition.of(job, n), name + ": the same job and N must give the same shards");
        }
    }

    /** Wall times of 7 s per fork beyond the iterations give back 7 s for each benchmark and workload run. */
    @Test
    void forkOverheadsAreWhatTheWallTimesLeaveBeyondTheIterations() throws Exception {
        CommandLineOptions cmd = new CommandLineOptions("\\.Inbound\\.total$", "-p", "workload=small,large", "-f", "2");
        List<Combination> bare = Job.expand(cmd, Timings.uniform(0));
        Map<String, Long> wall = new HashMap<>();
        for (Combination c : bare) {
            wall.put(c.key(), Math.round(c.seconds() + 2 * 7));
        }
        List<Overheads.Row> rows = Overheads.measure(cmd, wall);
        assertEquals(List.of("Inbound.total,large", "Inbound.total,small"),
                rows.stream().map(r -> r.benchmark() + "," + r.workload()).toList());
        for (Overheads.Row r : rows) {
            assertEquals(7, r.seconds(), 0.5, r.toString());
        }
        Map<String, Long> unknown = Map.of("Outbound.total avgt {}", 10L);
        assertThrows(IllegalArgumentException.class, () -> Overheads.measure(cmd, unknown));
        assertEquals(Job.seconds(bare) + 2 * 7 * bare.size(), Job.seconds(Job.expand(cmd, Timings.of(rows))), 1.0 * bare.size());
    }

    @Test
    void theDefaultJobIsCutIntoWholeComparisonGroups() throws Exception {
        List<Combination> job = job(List.of());
        assertValidCuts("the default job", job);
        // every stack of the default job's Inbound.total of one workload, with the floor beneath it, in one group
        Set<String> groups = new HashSet<>();
        for (Combination c : job) {
            if (c.benchmark().endsWith("Inbound.total") || c.benchmark().endsWith("Floor.inbound")
                    || c.benchmark().endsWith("Santuario.inbound")) {
                if ("small".equals(c.params().get("workload"))) {
                    groups.add(c.group());
                }
            }
        }
        assertEquals(Set.of("receiver workload=small direction=response"), groups);
        assertTrue(Partition.groups(job) >= 8, "the default job has " + Partition.groups(job) + " groups");
    }

    @Test
    void everyCommandOfTheFullMatrixIsCutIntoWholeComparisonGroups() throws Exception {
        for (FullMatrix group : FullMatrix.GROUPS) {
            assertValidCuts(group.command(), job(group.jmhArgs()));
        }
    }

    @Test
    void theExpansionFollowsJmhsOwnRules() throws Exception {
        List<Combination> job = job(List.of("^org.wsscost.bench.Inbound.total$", "-p", "stack=rampart,wss4j-dom",
                "-p", "workload=small", "-wi", "2", "-w", "1s", "-i", "3", "-r", "500ms", "-f", "2"));
        // 2 stacks × the class's 2 profiles; each fork 2 × 1 s + 3 × 0.5 s plus its measured or assumed overhead
        assertEquals(4, job.size(), job.toString());
        assertTrue(job.stream().allMatch(c -> c.params().get("workload").equals("small") && c.mode().equals("avgt")));
        double overhead = Timings.committed().overhead("Inbound.total", "small");
        assertEquals(2 * (overhead + 3.5), job.get(0).seconds(), 1e-9);
        assertEquals(1, Partition.groups(job));
        assertTrue(Partition.of(job, 2).shard(2).isEmpty(), "one group: the second shard is empty");
    }

    @Test
    void theLongestGroupsAreDealtFirstToTheLeastLoadedShard() {
        List<Combination> job = new ArrayList<>();
        double[] minutes = {9, 7, 6, 5, 4, 3};
        for (int g = 0; g < minutes.length; g++) {
            job.add(new Combination("org.wsscost.bench.Inbound.total", "avgt",
                    Map.of("workload", "w" + g, "stack", "wss4j-dom"), minutes[g] * 60));
        }
        Partition p = Partition.of(job, 2);
        // 9 | 7, then 6 → the 7, 5 → the 9, 4 → the 13, 3 → the 14: 17 and 17
        assertEquals(17 * 60, Job.seconds(p.shard(1)), 1e-9);
        assertEquals(17 * 60, Job.seconds(p.shard(2)), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> Partition.of(job, 0));
        assertThrows(IllegalArgumentException.class, () -> Partition.of(job, Partition.MOST + 1));
    }
}
