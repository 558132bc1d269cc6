package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.wsscost.analysis.Growth;
import org.wsscost.results.Result;

/** The report's growth over the ladder: log-log curves per benchmark, and {@link Growth}'s fits (the `growth` tool's). */
final class GrowthCurves {
    private GrowthCurves() {
    }

    static void write(Page page, List<Result> results) {
        Doc doc = page.doc;
        doc.heading(2, "3. Growth over the ladder");
        List<Growth.Row> fitted = Growth.rows(results);
        if (fitted.isEmpty()) {
            doc.para("No benchmark ran on two or more `ladder-N` workloads: no growth curves. Run e.g. `-p workload="
                    + "ladder-1,ladder-10,ladder-100,ladder-1000,ladder-10000`.");
            page.lacking.add("growth: needs a benchmark on two or more ladder workloads");
            return;
        }
        doc.para("Score against quakes in the message, both axes logarithmic. The exponent is the least-squares slope of "
                + "ln(µs) on ln(quakes) over the rungs from " + Growth.UPPER_FROM + " quakes up (the slope over every rung "
                + "beside it); µs per quake is the linear slope over the same rungs; an exponent above "
                + Growth.SUPER_LINEAR + " is flagged super-linear.");
        Map<String, List<Growth.Row>> byBenchmark = new TreeMap<>();
        fitted.forEach(r -> byBenchmark.computeIfAbsent(r.benchmark(), b -> new ArrayList<>()).add(r));
        List<List<String>> rows = new ArrayList<>();
        for (Map.Entry<String, List<Growth.Row>> b : byBenchmark.entrySet()) {
            YIntervalSeriesCollection data = new YIntervalSeriesCollection();
            for (Growth.Row r : b.getValue()) {
                String label = describe(r.params());
                YIntervalSeries series = new YIntervalSeries(label.isEmpty() ? b.getKey() : label);
                // a point without an interval (one iteration) is drawn without a whisker
                r.points().forEach(p -> series.add(p.quakes(), p.micros(),
                        Double.isNaN(p.interval().low()) ? p.micros() : p.interval().low(),
                        Double.isNaN(p.interval().high()) ? p.micros() : p.interval().high()));
                data.addSeries(series);
                Growth.Fit fit = r.fit();
                double widest = r.points().stream().mapToDouble(p -> p.interval().relative()).max().orElse(Double.NaN);
                rows.add(List.of("`" + b.getKey() + "`", label, String.valueOf(r.points().size()),
                        Double.isNaN(widest) ? "±?" : String.format(Locale.ROOT, "±%.1f%%", 100 * widest),
                        String.format(Locale.ROOT, "%.2f", fit.exponent()), String.format(Locale.ROOT, "%.2f", fit.overall()),
                        String.format(Locale.ROOT, "%.3f", fit.marginal()), fit.superLinear() ? "**super-linear**" : ""));
            }
            String file = "growth-" + b.getKey().replace('.', '-') + ".png";
            page.charts.add(new Report.Chart(file, Charts.curves(b.getKey() + " over the ladder", "quakes in the message",
                    "µs/op", data), 1000, 600));
            doc.image(file, b.getKey() + " over the ladder");
        }
        doc.table(List.of("benchmark", "params", "rungs", "widest ± of a rung (95%)", "exponent (≥ " + Growth.UPPER_FROM + " quakes)",
                "exponent (all rungs)", "µs per quake", ""), rows);
    }

    /** A benchmark's parameters but its workload, stack first: {@code wss4j-dom plain modern response}. */
    private static String describe(Map<String, String> params) {
        List<String> order = new ArrayList<>(List.of("stack", "profile", "suite", "direction", "side", "access"));
        params.keySet().stream().filter(k -> !order.contains(k)).sorted().forEach(order::add);
        order.remove("workload");
        return String.join(" ", order.stream().filter(params::containsKey).map(params::get).toList());
    }
}
