package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.analysis.Tax;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/** {@code tax RESULT.json}: each stack's direction total against the crypto floor, and the provider and keystore ratios. */
final class TaxTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar tax RESULT.json
              Reads a JMH JSON result (-rf json) holding Floor results beside the stacks' %1$s and
              %2$s, and prints as Markdown: (1) per stack × profile × suite × workload × direction ×
              provider (× keystore) the XML tax = stack total ÷ crypto floor and the floor's share of the total,
              with the Santuario baseline (%3$s/%4$s, api dom and stax) as the middle layer when
              the run has it; (2) every benchmark measured with both providers: jdk ÷ bc; (3) every benchmark
              measured with both keystore types: pkcs12 ÷ jks; (4) the results that are not steady (their
              iterations still trend). plain and username do no cryptography and have
              no floor. A run without Floor results prints only (2) and (3). Exit 0 printed, 2 bad input
              (missing or non-JMH file, neither Floor results nor a provider or keystore pair).""".formatted(
            Benchmark.OUTBOUND_TOTAL, Benchmark.INBOUND_TOTAL, Benchmark.SANTUARIO_OUTBOUND, Benchmark.SANTUARIO_INBOUND.method());

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        return ResultTool.run("tax", USAGE, argv, out, TaxTool::print);
    }

    private static int print(String file, List<Result> results, PrintStream out) throws UsageException {
        Tax tax = new Tax(results);
        if (!tax.hasFloor() && tax.ratios("provider", "jdk", "bc").isEmpty()
                && tax.ratios("keystore", "pkcs12", "jks").isEmpty()) {
            throw new UsageException(file + ": no Floor results and no benchmark measured with both providers or both"
                    + " keystore types; run Floor beside the stacks' totals (see: tax --help)");
        }
        out.println(markdown(tax));
        return 0;
    }


    static String markdown(Tax tax) {
        StringBuilder s = new StringBuilder("## XML tax: stack direction total ÷ crypto floor\n\n");
        if (!tax.hasFloor()) {
            s.append("No `" + Benchmark.FLOOR_OUTBOUND + "` / `" + Benchmark.FLOOR_INBOUND + "` in this run: no XML tax.\n");
        } else {
            s.append(taxTable(tax));
        }
        s.append("\n## Provider: jdk ÷ bc\n\n").append(ratios(tax.ratios("provider", "jdk", "bc"), "jdk", "bc"));
        s.append("\n## Keystore: pkcs12 ÷ jks\n\n").append(ratios(tax.ratios("keystore", "pkcs12", "jks"), "pkcs12", "jks"));
        return s.toString();
    }

    private static String taxTable(Tax tax) {
        StringBuilder s = new StringBuilder();
        if (!tax.hasSantuario()) {
            s.append("Santuario baseline (middle layer): absent, no `" + Benchmark.SANTUARIO_OUTBOUND + "` / `"
                    + Benchmark.SANTUARIO_INBOUND + "` in this run.\n\n");
        }
        s.append("| side | stack | profile | suite | workload | direction | provider | keystore | floor (µs) | "
                + "santuario dom (µs) | santuario stax (µs) | stack total (µs) | XML tax | floor share |\n");
        s.append("|---|---|---|---|---|---|---|---|---:|---:|---:|---:|---:|---:|\n");
        List<Tax.Row> rows = tax.rows();
        for (Tax.Row r : rows) {
            Map<String, String> p = r.params();
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %.1f | %s | %s | %.1f | %.1f×%s | %.0f%% |%n",
                    r.side(), r.stack(), p.get("profile"), p.get("suite"), p.get("workload"), p.get("direction"),
                    dash(p.get("provider")), dash(p.get("keystore")), r.floor(), micros(r.santuario().get("dom")),
                    micros(r.santuario().get("stax")), r.total(), r.tax(), r.crossMachine() ? " " + CROSS : "",
                    100 * r.floorShare()));
        }
        if (rows.isEmpty()) {
            s.append("| no secured stack total in this run matches a floor | | | | | | | | | | | | | |\n");
        }
        return s.toString();
    }

    private static String ratios(List<Tax.Ratio> ratios, String a, String b) {
        if (ratios.isEmpty()) {
            return "No benchmark in this run was measured both ways.\n";
        }
        StringBuilder s = new StringBuilder("| benchmark | parameters | " + a + " (µs) | " + b + " (µs) | " + a + " ÷ " + b + " |\n");
        s.append("|---|---|---:|---:|---:|\n");
        for (Tax.Ratio r : ratios) {
            s.append(String.format(Locale.ROOT, "| %s | %s | %.1f | %.1f | %.2f%s |%n", r.benchmark(), params(r.params()),
                    r.a(), r.b(), r.ratio(), r.crossMachine() ? " " + CROSS : ""));
        }
        return s.toString();
    }

    /** What a ratio whose two sides ran on different machines (a merged sharded run) carries instead of a verdict. */
    static final String CROSS = "(different machines)";

    static String params(Map<String, String> params) {
        StringBuilder s = new StringBuilder();
        params.forEach((k, v) -> s.append(s.length() == 0 ? "" : " ").append(k).append('=').append(v));
        return s.toString();
    }

    private static String dash(String value) {
        return value == null ? "–" : value;
    }

    private static String micros(Double value) {
        return value == null ? "–" : String.format(Locale.ROOT, "%.1f", value);
    }
}
