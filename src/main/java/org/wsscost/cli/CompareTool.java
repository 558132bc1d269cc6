package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.wsscost.analysis.Comparison;
import org.wsscost.results.Result;
import org.wsscost.shard.Combination;

/**
 * {@code compare BASE.json NEW.json [--threshold 5] [--pairs forks]}: regressions between two JMH
 * results, with statistics.
 */
final class CompareTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar compare BASE.json NEW.json [--threshold PERCENT] [--pairs forks]
                       [--within groups]
              Compares two JMH JSON results (any JMH JSON) benchmark by benchmark (name + params + mode): the
              ratio new ÷ base of the score, its 95% confidence interval from a bootstrap of both files' raw
              per-fork, per-iteration samples (forks resampled, then iterations; fixed seed), and a verdict:
              slower or faster when the interval excludes 1 and the change exceeds the threshold (default 5%),
              else no difference. A benchmark whose iterations still trend on either side (not steady: the
              suite's steady-state test) gets no verdict, and the row says which side and how; so does one with a
              fork on either side whose JIT compiled for more than 10% of its measured span (still compiling),
              where the files carry it (ab's forks record it). ab and history give the same verdicts on the same
              files. Time modes (avgt, sample, ss): lower is better; thrpt: higher is better.
              Benchmarks present in only one file are listed. Prints Markdown. --pairs forks: the k-th forks of
              the two files ran together (ab --order turns), so the interval is a t-interval over the forks'
              paired log ratios instead, and a benchmark whose ratio, pair by pair, still trends gets no verdict. --within groups: each ratio is divided by the geometric mean ratio of the
              other steady results of its comparison group (the results run sharding keeps on one machine), so
              what is compared is how a result moved against those it is compared with in one run, and a change
              of the machine's speed between the two runs cancels; a result alone in its group gets no verdict.
              Exit 0 no significant slowdown, 1 something is significantly slower, 2 unreadable input or
              mismatched modes.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("compare", argv, Set.of("threshold", "pairs", "within"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(2, "BASE.json NEW.json");
        double threshold = threshold(args.get("threshold", "5"));
        String pairs = args.get("pairs", null);
        if (pairs != null && !pairs.equals("forks")) {
            throw new UsageException("--pairs '" + pairs + "' is not 'forks', the only pairing there is");
        }
        String within = args.get("within", null);
        if (within != null && !within.equals("groups")) {
            throw new UsageException("--within '" + within + "' is not 'groups', the only grouping there is");
        }
        List<Result> base = Args.results(args.positional.get(0));
        List<Result> fresh = Args.results(args.positional.get(1));
        Comparison comparison;
        try {
            comparison = Comparison.of(base, fresh, threshold, pairs != null ? Comparison.Pairing.FORKS : Comparison.Pairing.NONE);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (within != null) {
            comparison = comparison.withinGroups(r -> new Combination(r.benchmark(), r.mode(), r.params(), 0).group());
        }
        out.print("base: " + args.positional.get(0) + "\nnew:  " + args.positional.get(1) + "\n\n" + comparison.markdown());
        return comparison.anySlower() ? 1 : 0;
    }

    static double threshold(String value) throws UsageException {
        return Args.percent("--threshold", value, true, 99);
    }

}
