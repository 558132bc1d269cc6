package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.shard.Combination;
import org.wsscost.shard.Job;
import org.wsscost.shard.Partition;
import org.wsscost.shard.Timings;

/** {@code shards N [JMH args…]}: how {@code run --shard I/N} cuts the job, without running anything. */
final class ShardsTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar shards N [JMH args…]
              Shows how run --shard I/N cuts the job the JMH arguments make (the default job when there are none)
              into N parts: each part's comparison groups, combinations and estimated time (the iterations of
              every fork as the command line and the classes set them, plus each fork's start and setup from
              the committed table of measured fork overheads). Runs nothing. Exit 0, 2 bad usage.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        if (argv.isEmpty() || argv.get(0).equals("--help") || argv.get(0).equals("-h")) {
            out.println(USAGE);
            return 0;
        }
        int n = count(argv.get(0));
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

    private static int count(String value) throws UsageException {
        if (!value.matches("[0-9]{1,3}") || Integer.parseInt(value) < 1 || Integer.parseInt(value) > Partition.MOST) {
            throw new UsageException("'" + value + "' is not a number of shards from 1 to " + Partition.MOST
                    + " (see: shards --help)");
        }
        return Integer.parseInt(value);
    }
}
