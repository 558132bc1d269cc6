package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.wsscost.analysis.Growth;
import org.wsscost.results.Result;

/** {@code growth RESULT.json}: how each benchmark's cost grows along the ladder workloads. */
final class GrowthTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar growth RESULT.json
              Reads a JMH JSON result (-rf json) with ladder workloads (ladder-1 … ladder-10000: responses of exactly
              N quakes) and prints as Markdown, per benchmark and parameter set (all but the workload): the cost at
              each rung, the exponent (least-squares slope of ln cost on ln quakes over the rungs from 100 quakes up,
              where the message dominates fixed costs; all rungs if fewer than two are there), the same slope over
              every rung, and the marginal cost per quake (least-squares slope of cost on quakes over the same upper
              rungs). An exponent above 1.1 is flagged super-linear. Request-direction rows are left out: requests
              do not grow along the ladder. Then the results that are not steady (their iterations still
              trend). Exit 0 printed, 2 bad input (missing or non-JMH file, fewer than two
              ladder rungs for every benchmark).""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        return ResultTool.run("growth", USAGE, argv, out, GrowthTool::print);
    }

    private static int print(String file, List<Result> results, PrintStream out) throws UsageException {
        List<Growth.Row> rows;
        try {
            rows = Growth.rows(results);
        } catch (IllegalArgumentException e) {
            throw new UsageException(file + ": " + e.getMessage());
        }
        if (rows.isEmpty()) {
            throw new UsageException(file + ": no benchmark has two or more ladder workloads (-p workload=ladder-1,…)");
        }
        out.println(markdown(rows));
        return 0;
    }

    static String markdown(List<Growth.Row> rows) {
        StringBuilder s = new StringBuilder("## Growth with message size (ladder)\n\n");
        s.append("| benchmark | parameters | µs at quakes | exponent (≥ 100 quakes) | exponent (all rungs) | µs per quake | |\n");
        s.append("|---|---|---|---:|---:|---:|---|\n");
        for (Growth.Row r : rows) {
            StringBuilder rungs = new StringBuilder();
            for (Growth.Point p : r.points()) {
                rungs.append(rungs.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%d: %.1f", p.quakes(), p.micros()));
            }
            Growth.Fit f = r.fit();
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %.2f | %.2f | %.3f | %s |%n", r.benchmark(),
                    TaxTool.params(r.params()), rungs, f.exponent(), f.overall(), f.marginal(),
                    f.superLinear() ? "**super-linear**" : ""));
        }
        return s.toString();
    }
}
