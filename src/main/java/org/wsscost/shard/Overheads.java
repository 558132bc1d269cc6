package org.wsscost.shard;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.runner.options.Options;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;

/**
 * What a fork costs beyond its iterations, measured: a sharded run records each combination's wall
 * time, and the job's own settings say how much of it was iterations and how many forks there were.
 * Per benchmark and workload the median over its combinations, as {@code fork-overheads.csv} holds it.
 */
public final class Overheads {
    private Overheads() {
    }

    public record Row(String benchmark, String workload, double seconds, int combinations) {
        public String csv() {
            return String.format(Locale.ROOT, "%s,%s,%.1f", benchmark, workload, seconds);
        }
    }

    /** {@code wallSeconds}: combination key → its measured wall time; every key must be one of the job's. */
    public static List<Row> measure(Options job, Map<String, Long> wallSeconds) {
        Map<String, Combination> bare = byKey(Job.expand(job, Timings.uniform(0)));
        Map<String, Combination> plusOne = byKey(Job.expand(job, Timings.uniform(1)));
        Map<String, List<Double>> perBenchmark = new TreeMap<>();
        for (Map.Entry<String, Long> wall : wallSeconds.entrySet()) {
            Combination c = bare.get(wall.getKey());
            if (c == null) {
                throw new IllegalArgumentException("'" + wall.getKey() + "' is not a combination of the job " + job.getIncludes());
            }
            // a second of overhead per fork adds a second per fork: the difference counts the forks
            double forks = plusOne.get(wall.getKey()).seconds() - c.seconds();
            perBenchmark.computeIfAbsent(Result.name(c.benchmark()) + "," + c.params().getOrDefault("workload", ""),
                    k -> new ArrayList<>()).add(Math.max(0, (wall.getValue() - c.seconds()) / forks));
        }
        List<Row> rows = new ArrayList<>();
        perBenchmark.forEach((key, overheads) -> {
            String[] parts = key.split(",", -1);
            rows.add(new Row(parts[0], parts[1], Stats.median(overheads), overheads.size()));
        });
        return rows;
    }

    private static Map<String, Combination> byKey(List<Combination> job) {
        Map<String, Combination> map = new HashMap<>();
        job.forEach(c -> map.put(c.key(), c));
        return map;
    }
}
