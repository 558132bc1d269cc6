package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.shard.Combination;
import org.wsscost.shard.Job;
import org.wsscost.shard.Overheads;
import org.wsscost.shard.Partition;
import org.wsscost.shard.Timings;

/** {@code shards N [JMH args…]}: how {@code run --shard I/N} cuts the job, without running anything. */
final class ShardsTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar shards N [JMH args…]
                   java -jar target/benchmarks.jar shards --overheads SHARD.json…
              Shows how run --shard I/N cuts the job the JMH arguments make (the default job when there are none)
              into N parts: each part's comparison groups, combinations and estimated time (the iterations of
              every fork as the command line and the classes set them, plus each fork's start and setup from
              the committed table of measured fork overheads). Runs nothing.
              --overheads reads the sidecars of a sharded run's shards (one job) instead: each shard's estimated
              time then, with the fork overheads its wall times show, and measured; and the fork overheads
              (per benchmark and workload, the median of (wall time - iterations) / forks) as the lines of
              src/main/resources/wsscost/fork-overheads.csv. Exit 0, 2 bad usage.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        if (argv.isEmpty()) {
            throw new UsageException("expected N, the number of shards (see: shards --help)");
        }
        if (argv.get(0).equals("--help") || argv.get(0).equals("-h")) {
            out.println(USAGE);
            return 0;
        }
        if (argv.get(0).equals("--overheads")) {
            return overheads(argv.subList(1, argv.size()), out);
        }
        int n = Args.whole("", argv.get(0), 1, Partition.MOST, " of shards");
        List<String> jmh = argv.subList(1, argv.size());
        CommandLineOptions cmd = RunTool.jmhOptions(jmh);
        List<Combination> job = Job.expand(cmd, Timings.committed());
        if (job.isEmpty()) {
            throw new UsageException("no benchmark matches " + cmd.getIncludes() + " (try -l)");
        }
        Partition partition = Partition.of(job, n);
        out.printf(Locale.ROOT, "%d combinations in %d comparison groups, estimated %.0f min in all%n%n", job.size(),
                Partition.groups(job), Job.seconds(job) / 60);
        out.println("| shard | groups | combinations | estimated (min) |");
        out.println("|---:|---|---:|---:|");
        for (int i = 1; i <= n; i++) {
            List<Combination> shard = partition.shard(i);
            List<String> groups = shard.stream().map(Combination::group).distinct().toList();
            out.printf(Locale.ROOT, "| %d/%d | %s | %d | %.1f |%n", i, n, groups.isEmpty() ? "(empty)" : String.join("; ", groups),
                    shard.size(), Job.seconds(shard) / 60);
        }
        return 0;
    }

    /** A shard's sidecar: which combinations it ran, in order, and their wall times. */
    private record Ran(Path file, int index, int of, List<String> job, List<String> keys, List<Long> wall, long estimated) {
        static Ran read(String name) throws UsageException {
            Path file = Path.of(name.endsWith(".meta.json") ? name : name.replaceFirst("\\.json$", "") + ".meta.json");
            JsonNode meta;
            try {
                meta = new ObjectMapper().readTree(Args.read(file.toString()));
            } catch (IOException e) {
                throw new UsageException(file + ": not JSON: " + e.getMessage());
            }
            JsonNode shard = meta.path("shard");
            if (!shard.has("combinations") || meta.path("wallSeconds").size() != shard.path("combinations").size()) {
                throw new UsageException(file + ": not the sidecar of a shard (run --shard I/N) with a wall time per combination");
            }
            List<String> keys = new ArrayList<>();
            shard.path("combinations").forEach(k -> keys.add(k.asText()));
            List<Long> wall = new ArrayList<>();
            meta.path("wallSeconds").forEach(w -> wall.add(w.asLong()));
            List<String> job = new ArrayList<>();
            shard.path("job").forEach(a -> job.add(a.asText()));
            return new Ran(file, shard.path("index").asInt(), shard.path("of").asInt(), job, keys, wall,
                    shard.path("estimatedSeconds").asLong());
        }
    }

    private static int overheads(List<String> files, PrintStream out) throws Exception {
        if (files.isEmpty()) {
            throw new UsageException("--overheads needs the shards' JSON or sidecar files (see: shards --help)");
        }
        List<Ran> shards = new ArrayList<>();
        for (String f : files) {
            Ran r = Ran.read(f);
            if (!shards.isEmpty() && !shards.get(0).job().equals(r.job())) {
                throw new UsageException(r.file() + " ran the job " + r.job() + ", " + shards.get(0).file() + " "
                        + shards.get(0).job() + ": give the shards of one job");
            }
            shards.add(r);
        }
        CommandLineOptions cmd = RunTool.jmhOptions(shards.get(0).job());
        Map<String, Long> wall = new LinkedHashMap<>();
        shards.forEach(r -> {
            for (int i = 0; i < r.keys().size(); i++) {
                wall.put(r.keys().get(i), r.wall().get(i));
            }
        });
        List<Overheads.Row> rows;
        try {
            rows = Overheads.measure(cmd, wall);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage() + ": was the jar rebuilt since the run?");
        }
        Map<String, Double> now = new LinkedHashMap<>();
        Job.expand(cmd, Timings.of(rows)).forEach(c -> now.put(c.key(), c.seconds()));
        out.println("| shard | combinations | estimated at the run (min) | estimated with these overheads (min) | measured (min) |");
        out.println("|---:|---:|---:|---:|---:|");
        for (Ran r : shards) {
            out.printf(Locale.ROOT, "| %d/%d | %d | %.1f | %.1f | %.1f |%n", r.index(), r.of(), r.keys().size(), r.estimated() / 60.0,
                    r.keys().stream().mapToDouble(now::get).sum() / 60, r.wall().stream().mapToLong(Long::longValue).sum() / 60.0);
        }
        out.println();
        out.println("benchmark,workload,seconds");
        rows.forEach(r -> out.println(r.csv()));
        return 0;
    }

}
