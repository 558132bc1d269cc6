package org.wsscost.report;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.wsscost.analysis.HeapSearch;

/**
 * The heap each receiver needs, as a page: a table (smallest heap, the time there and with room to
 * spare, the bytes on the wire), two charts, heap and time, a bar per receiver and size, and the two on one
 * chart, time against heap, a line per receiver through its sizes.
 */
public final class HeapPage {
    private final Page page = new Page();

    public HeapPage(String profile, Duration floor, Duration timeout, List<HeapSearch.Row> rows, String command) {
        Doc doc = page.doc;
        doc.heading(1, "The heap a receiver needs: `" + profile + "` responses of " + sizes(rows) + " MB");
        doc.para(String.format(Locale.ROOT, "Each receiver's `verify` ran in child JVMs (default collector): first with %d MB, "
                + "for the time it takes with room to spare; then with `-Xmx` doubled from %d MB until the message verified "
                + "in time, then bisected until the smallest heap that does is known within %d%%. In time means within %d "
                + "times the time with room to spare (at least %d s, at most %d s): a JVM just short of heap can collect "
                + "for minutes before it fails. A child that ran out of heap (exit 3) or failed otherwise counted as too "
                + "small. Times are wall times of the whole child JVM (start, keys, parse, verify, bind), one run each. "
                + "The message is the large workload's responses joined into one, secured by the receiver's own sender. "
                + "Reproduce with `%s`.", HeapSearch.CAP_MB, HeapSearch.START_MB, HeapSearch.PRECISION_PERCENT,
                HeapSearch.SLOWDOWN, floor.toSeconds(), timeout.toSeconds(), command));
        List<List<String>> table = new ArrayList<>();
        DefaultCategoryDataset heap = new DefaultCategoryDataset();
        DefaultCategoryDataset time = new DefaultCategoryDataset();
        for (HeapSearch.Row r : rows) {
            String size = r.sizeMb() + " MB";
            table.add(List.of(r.stack(), size, Page.format(r.wireBytes() / 1048576.0),
                    r.found() ? String.valueOf(r.smallestMb()) : "more than " + HeapSearch.CAP_MB,
                    r.found() ? Page.format(r.atSmallest().millis() / 1000.0) : "–",
                    r.atCap().verified() ? Page.format(r.atCap().millis() / 1000.0) : "failed",
                    String.valueOf(r.trials().size())));
            if (r.found()) {
                heap.addValue(r.smallestMb(), size, r.stack());
                time.addValue(r.atSmallest().millis() / 1000.0, size, r.stack());
            }
        }
        doc.table(List.of("receiver", "plain size", "on the wire (MB)", "smallest -Xmx (MB)", "time there (s)",
                "time with " + HeapSearch.CAP_MB + " MB (s)", "runs"), table);
        chart(doc, "heap.png", "Smallest heap that verifies", "-Xmx (MB, log scale)", heap, 10);
        chart(doc, "time.png", "Time to verify with that heap", "seconds (log scale)", time, 0.1);
        tradeOff(doc, rows);
    }

    /**
     * Time against heap, one line per receiver through its message sizes: where a receiver buys memory with
     * time (the streaming ones) and where the reverse, on one chart.
     */
    private void tradeOff(Doc doc, List<HeapSearch.Row> rows) {
        Map<String, XYSeries> lines = new LinkedHashMap<>();
        Map<String, List<Integer>> sizes = new LinkedHashMap<>();
        for (HeapSearch.Row r : rows) {
            if (r.found()) {
                lines.computeIfAbsent(r.stack(), s -> new XYSeries(s, false)).add(r.smallestMb(), r.atSmallest().millis() / 1000.0);
                sizes.computeIfAbsent(r.stack(), s -> new ArrayList<>()).add(r.sizeMb());
            }
        }
        XYSeriesCollection data = new XYSeriesCollection();
        lines.values().forEach(data::addSeries);
        List<String> stacks = List.copyOf(lines.keySet());
        String file = "heap-time.png";
        String title = "Time and heap per message size, each receiver";
        page.charts.add(new Report.Chart(file, Charts.points(title, "smallest -Xmx (MB, log scale)", "seconds to verify (log scale)",
                data, (dataset, series, item) -> sizes.get(stacks.get(series)).get(item) + " MB"), 900, 560));
        doc.para("Each receiver's line joins its message sizes (the label at each point): to the right costs memory, up "
                + "costs time. A streaming receiver's line lies to the left of and above a DOM receiver's when it trades heap "
                + "for time.");
        doc.image(file, title);
    }

    /** Bars on a logarithmic axis, drawn up from {@code base} (a bar cannot start at 0 on it). */
    private void chart(Doc doc, String file, String title, String unit, DefaultCategoryDataset data, double base) {
        JFreeChart chart = Charts.bars(title, "receiver", unit, data, null);
        LogAxis axis = new LogAxis(unit);
        axis.setSmallestValue(base);
        chart.getCategoryPlot().setRangeAxis(axis);
        ((BarRenderer) chart.getCategoryPlot().getRenderer()).setBase(base);
        page.charts.add(new Report.Chart(file, chart, 900, 480));
        doc.image(file, title);
    }

    private static String sizes(List<HeapSearch.Row> rows) {
        return String.join(", ", rows.stream().map(r -> String.valueOf(r.sizeMb())).distinct().toList());
    }

    public String markdown() {
        return page.doc.markdown();
    }

    public List<Report.Chart> charts() {
        return page.charts;
    }
}
