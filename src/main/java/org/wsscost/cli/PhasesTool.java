package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.results.Result;

/** {@code phases RESULT.json}: do the isolated phases add up to the direction totals? */
final class PhasesTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar phases RESULT.json
              Reads a JMH JSON result (-rf json) and prints, as Markdown, (1) every direction total beside
              the sum of the isolated phases of the same stack, profile, suite, workload and direction,
              flagging sums more than 15% off; wss4j-stax's secured profiles get their derived security
              share (total − plain total) instead; (2) the totals side by side with ratios to wss4j-dom,
              Rampart's in-memory model share and spring-ws's document-copy share; (3) the one-call stacks'
              (metro-xwss, spring-ws) sign and encrypt shares, derived by difference between profiles since
              each applies a whole configuration in one call; (4) the results that are
              not steady (their iterations still trend: see docs on steady state). Exit 0 printed, 1 some sum
              is more than 15% off, 2 bad input.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        return ResultTool.run("phases", USAGE, argv, out, PhasesTool::print);
    }

    private static int print(String file, List<Result> results, PrintStream out) throws UsageException {
        PhaseSums sums;
        try {
            sums = new PhaseSums(results);
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
        out.println("## Phases against direction totals\n");
        out.println(sums.markdown());
        out.println("## Direction totals by stack\n");
        out.println(sums.totalsMarkdown());
        out.println("## One-call stacks' per-operation shares, derived by difference between profiles\n");
        out.println(sums.oneCallDerivedMarkdown());
        return sums.rows().stream().anyMatch(PhaseSums.Row::flagged) ? 1 : 0;
    }
}
