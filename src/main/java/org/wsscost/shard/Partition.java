package org.wsscost.shard;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A job cut into N shards that are each a valid comparison on their own: a comparison group
 * ({@link Combination#group()}) is never split, and the groups are dealt, longest estimate first, to
 * the shard with the least estimated time so far (ties to the lower index). Nothing depends on the
 * machine, so the same job and N give the same shards everywhere. A shard may be empty when the job
 * has fewer groups than N.
 */
public record Partition(List<List<Combination>> shards) {
    public static final int MOST = 64;

    public static Partition of(List<Combination> job, int n) {
        if (n < 1 || n > MOST) {
            throw new IllegalArgumentException("a job is cut into 1 to " + MOST + " shards, not " + n);
        }
        Map<String, List<Combination>> groups = new LinkedHashMap<>();
        for (Combination c : job) {
            groups.computeIfAbsent(c.group(), g -> new ArrayList<>()).add(c);
        }
        List<Map.Entry<String, List<Combination>>> longestFirst = new ArrayList<>(groups.entrySet());
        longestFirst.sort(Comparator.comparingDouble((Map.Entry<String, List<Combination>> g) -> -Job.seconds(g.getValue()))
                .thenComparing(Map.Entry::getKey));
        double[] load = new double[n];
        List<List<Combination>> dealt = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            dealt.add(new ArrayList<>());
        }
        for (Map.Entry<String, List<Combination>> group : longestFirst) {
            int least = 0;
            for (int i = 1; i < n; i++) {
                if (load[i] < load[least]) {
                    least = i;
                }
            }
            dealt.get(least).addAll(group.getValue());
            load[least] += Job.seconds(group.getValue());
        }
        List<List<Combination>> shards = new ArrayList<>();
        for (List<Combination> shard : dealt) {
            // each shard runs in the job's own order
            shards.add(job.stream().filter(shard::contains).toList());
        }
        return new Partition(List.copyOf(shards));
    }

    /** The I-th shard, counted from 1. */
    public List<Combination> shard(int index) {
        return shards.get(index - 1);
    }

    /** How many comparison groups the job holds. */
    public static long groups(List<Combination> job) {
        return job.stream().map(Combination::group).distinct().count();
    }
}
