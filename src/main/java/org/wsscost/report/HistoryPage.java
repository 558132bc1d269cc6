package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.analysis.Allocation;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.History;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.Result;

/**
 * A library's history as a page: the releases left out and why, every step between consecutive
 * releases with its verdict, each benchmark along the releases as a ratio to the oldest with its
 * interval (a table and a chart), and the A/A control at the newest.
 */
public final class HistoryPage {
    private final Page page = new Page();

    /**
     * @param leftOut release → the one-line reason it is not in the chain
     * @param commands the command that reproduces the history; for a history run in pieces, each piece's and then
     *     the one that joined them
     */
    public HistoryPage(String property, History history, Map<String, String> leftOut, List<String> commands) {
        Doc doc = page.doc;
        List<String> releases = history.releases();
        doc.heading(1, "History of `" + property + "`: " + String.join(", ", releases));
        if (commands.size() == 1) {
            doc.para("Each pair of consecutive releases ran interleaved by `ab` (by turns, paired fork by fork), and the "
                    + "newest against itself as the control. Reproduce with `" + commands.get(0) + "`.");
        } else {
            doc.para("Each pair of consecutive releases ran interleaved by `ab` (by turns, paired fork by fork). The chain "
                    + "was run in " + (commands.size() - 1) + " pieces, each ending with its newest release against itself "
                    + "as a control, and the pieces joined where one's newest release is the next one's oldest. Reproduce "
                    + "with these commands, one after another:");
            doc.bullets(commands.stream().map(c -> "`" + c + "`").toList());
        }
        if (!leftOut.isEmpty()) {
            doc.para("Left out of the chain:");
            doc.bullets(leftOut.entrySet().stream().map(e -> "`" + e.getKey() + "`: " + e.getValue()).toList());
        }
        doc.heading(2, "Steps");
        doc.para(String.format(Locale.ROOT, "A step is flagged where its 95%% interval excludes 1 and its ratio is beyond "
                + "±%.0f%%; a step not steady or still compiling on either side gets no verdict; a change of the bytes allocated"
                + " per operation is named after it. A side whose first and last tenth of iterations are more than "
                + "%.0f%% apart is named after its verdict: not quoted.", history.threshold(), 100 * Steadiness.SETTLED));
        List<List<String>> rows = new ArrayList<>();
        for (History.Step step : history.steps()) {
            rows.addAll(stepRows(step));
        }
        doc.table(List.of("from → to", "benchmark", "params", "to ÷ from", "95% CI", "verdict", "run"), rows);

        doc.heading(2, "Against the oldest");
        doc.para("Each release's score as a ratio to `" + releases.get(0) + "`: the product of the steps up to it, its "
                + "interval the steps' variances added on the log scale (so it widens along the chain); none past a step "
                + "without a verdict.");
        int n = 0;
        for (History.Line line : history.lines()) {
            n++;
            String label = Result.name(line.benchmark()) + " " + params(line.params());
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            Whiskers whiskers = new Whiskers();
            List<List<String>> table = new ArrayList<>();
            for (History.Point p : line.points()) {
                data.addValue(p.ratio(), "× " + releases.get(0), p.release());
                whiskers.put("× " + releases.get(0), p.release(), new Whiskers.Mark(p.low(), p.high(), false));
                table.add(List.of(p.release(), String.format(Locale.ROOT, "%.3f", p.ratio()), Double.isNaN(p.low()) ? "–"
                        : String.format(Locale.ROOT, "%.3f–%.3f", p.low(), p.high())));
            }
            String file = "history-" + n + ".png";
            doc.heading(3, label);
            page.charts.add(new Report.Chart(file, Charts.bars(label, "release", "× " + releases.get(0), data, whiskers), 900,
                    480));
            doc.image(file, label + " along the releases");
            doc.table(List.of("release", "× " + releases.get(0), "95% interval"), table);
        }

        for (History.Step control : history.controls()) {
            doc.heading(2, "Control: " + control.from() + " against itself");
            doc.table(List.of("from → to", "benchmark", "params", "to ÷ from", "95% CI", "verdict", "run"), stepRows(control));
            doc.para(control.comparison().summary());
        }
    }

    public String markdown() {
        return page.doc.markdown();
    }

    public List<Report.Chart> charts() {
        return page.charts;
    }

    private static List<List<String>> stepRows(History.Step step) {
        List<List<String>> rows = new ArrayList<>();
        for (Comparison.Row r : step.comparison().rows()) {
            rows.add(List.of(step.from() + " → " + step.to(), Result.name(r.benchmark()), params(r.params()),
                    String.format(Locale.ROOT, "%.3f", r.ratio()),
                    Double.isNaN(r.low()) ? "–" : String.format(Locale.ROOT, "%.3f–%.3f", r.low(), r.high()),
                    (r.verdict() == Comparison.Verdict.SLOWER || r.verdict() == Comparison.Verdict.FASTER
                            ? "**" + r.verdict().label() + "**" : r.verdict().label() + (r.why().isEmpty() ? "" : ": " + r.why()))
                            + allocation(step.comparison(), r) + (r.moved().isEmpty() ? "" : "; " + r.moved()),
                    "[" + step.page() + "](" + step.page() + ")"));
        }
        return rows;
    }

    /** {@code ; **allocates more** (+1040 B/op)} where the step's bytes per operation changed for {@code r}; else empty. */
    private static String allocation(Comparison comparison, Comparison.Row r) {
        return comparison.allocations().stream()
                .filter(a -> a.benchmark().equals(r.benchmark()) && a.params().equals(r.params()))
                .filter(a -> a.verdict() == Allocation.Verdict.MORE || a.verdict() == Allocation.Verdict.LESS)
                .map(a -> String.format(Locale.ROOT, "; **%s** (%+.0f B/op)", a.verdict().label(), a.fresh() - a.base()))
                .findFirst().orElse("");
    }

    private static String params(Map<String, String> params) {
        return String.join(" ", params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }
}
