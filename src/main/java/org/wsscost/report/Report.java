package org.wsscost.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.Paint;
import java.awt.Rectangle;
import java.awt.TexturePaint;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.wsscost.phases.Benchmark;
import org.wsscost.seismic.Direction;
import org.wsscost.seismic.Workload;
import org.wsscost.stack.StackId;

/**
 * A JMH result as a report: what each phase costs per stack, profile and workload, the article's
 * view of whole exchanges, growth over the ladder, allocation, message sizes and the phase-sum
 * check — each section drawn from what the run has, and saying what it lacks.
 */
public final class Report {
    /** A chart to be written as {@code file} (PNG) beside the report. */
    public record Chart(String file, JFreeChart chart, int width, int height) {
    }

    static final String ALLOC = "gc.alloc.rate.norm";
    /** The results whose workloads the message sizes are measured for: direction totals and exchanges. */
    private static final Set<Benchmark> WORKLOADS = EnumSet.of(Benchmark.OUTBOUND_TOTAL, Benchmark.INBOUND_TOTAL,
            Benchmark.ROUND_TRIP);
    private static final Paint[] PALETTE = {new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759),
        new Color(0x76B7B2), new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
        new Color(0x9C755F), new Color(0xBAB0AC)};

    private final List<Result> all;
    private final List<Result> results;
    private final PhaseSums sums;
    private final Doc doc = new Doc();
    private final List<Chart> charts = new ArrayList<>();
    private final List<String> lacking = new ArrayList<>();
    private final Function<Workload, List<Sizes.Size>> sizes;

    /**
     * @param sizes measures bytes on the wire for a workload (all stacks, profiles, both directions),
     *        or null to leave message sizes out
     */
    public Report(List<Result> results, String source, Map<String, Object> metadata,
            Function<Workload, List<Sizes.Size>> sizes) {
        this.all = results;
        this.results = results.stream().filter(Report::timed).toList();
        this.sums = new PhaseSums(this.results);
        this.sizes = sizes;
        header(source, metadata);
        List<String> untimed = results.stream().filter(r -> !timed(r)).map(Result::name).distinct().toList();
        if (!untimed.isEmpty()) {
            doc.para("Left out, scored per unit of time rather than time per operation: " + String.join(", ",
                    untimed.stream().map(n -> "`" + n + "`").toList()) + ".");
        }
        steadiness();
        phaseBreakdown("Phase breakdown", "µs/op", PhaseSums::micros, "phases", "1");
        articleView();
        growth();
        tax();
        allocation();
        messageSizes();
        validity();
        missing();
    }

    public Doc doc() {
        return doc;
    }

    public List<Chart> charts() {
        return charts;
    }

    private void header(String source, Map<String, Object> metadata) {
        doc.heading(1, "wsscost report: `" + source + "`");
        Map<String, Integer> counts = new TreeMap<>();
        this.results.forEach(r -> counts.merge(r.name(), 1, Integer::sum));
        doc.para(results.size() + " results of " + counts.size() + " benchmarks: " + String.join(", ",
                counts.entrySet().stream().map(e -> "`" + e.getKey() + "` × " + e.getValue()).toList()) + ".");
        if (metadata != null) {
            List<List<String>> rows = new ArrayList<>();
            for (String k : List.of("date", "command", "git")) {
                if (metadata.get(k) != null) {
                    rows.add(List.of(k, "`" + metadata.get(k) + "`"));
                }
            }
            for (String group : List.of("libraries", "jvm", "machine")) {
                if (metadata.get(group) instanceof Map<?, ?> m) {
                    m.forEach((k, v) -> rows.add(List.of(group + "." + k, String.valueOf(v))));
                }
            }
            doc.table(List.of("run", "value"), rows);
        } else {
            doc.para("No metadata sidecar (`.meta.json`) beside this result: library versions and machine unknown "
                    + "(runs saved by the `run` tool have one).");
        }
    }

    /** How many results still trend across their measurement iterations, and which: their figures are not to be quoted. */
    private void steadiness() {
        doc.heading(2, "Steady state");
        List<Result> moving = Steadiness.notSteady(all);
        doc.para(Steadiness.summary(all) + (moving.isEmpty() ? "" : " Their figures below are not a steady level: warm"
                + " them up longer."));
        if (!moving.isEmpty()) {
            doc.table(List.of("result", "trend"), moving.stream()
                    .map(r -> List.of(Steadiness.label(r), Steadiness.of(r).describe())).toList());
        }
    }

    /** One stack × profile bar: its phases in pipeline order, each with its value. */
    private record Bar(String category, Map<Series, Double> parts, double total) {
    }

    /**
     * Stacked bars per side × suite × workload × direction: each stack × profile's isolated phases in
     * pipeline order, Rampart's conversions as their own segments; wss4j-stax's secured profiles as
     * its plain fused pass plus the derived security share.
     */
    private void phaseBreakdown(String title, String unit, ToDoubleFunction<Result> value, String prefix, String number) {
        doc.heading(2, number + ". " + title);
        if (prefix.equals("phases")) {
            doc.para("Each bar is one stack × profile: the isolated phase benchmarks of one side, stacked in pipeline "
                    + "order (sender: marshal → [to-dom] → token → sign → encrypt, or XWSS's one `secure` call → [from-dom] → "
                    + "serialize; receiver: build → [to-dom] → process → [from-dom] → bind). `to-dom` / `from-dom` are Rampart's "
                    + "in-memory model (`Conversion`). wss4j-stax fuses its phases into one pass: its secured bars are its plain "
                    + "total plus a **derived** security share (its total − its plain total), not measured phases.");
        }
        Map<String, List<Bar>> groups = new LinkedHashMap<>();
        Map<String, List<String>> incomplete = new LinkedHashMap<>();
        for (Result r : results) {
            Optional<Benchmark> total = PhaseSums.total(r);
            if (total.isEmpty() || Double.isNaN(value.applyAsDouble(r))) {
                continue;
            }
            Breakdown b = sums.breakdown(r, total.get(), value);
            Map<String, String> key = b.key();
            String group = total.get().side().id() + " " + key.get("suite") + " " + key.get("workload") + " "
                    + key.get("direction");
            String category = b.stack().id() + " " + key.get("profile");
            List<String> missing = b.parts().stream().filter(p -> !p.found() || Double.isNaN(p.value()))
                    .map(Breakdown.Part::name).toList();
            if (missing.isEmpty()) {
                groups.computeIfAbsent(group, g -> new ArrayList<>()).add(new Bar(category, segments(b), b.value()));
            } else {
                incomplete.computeIfAbsent(group, g -> new ArrayList<>()).add(category + " (no " + String.join(", ", missing) + ")");
            }
        }
        if (groups.isEmpty() && incomplete.isEmpty()) {
            doc.para("No `" + Benchmark.OUTBOUND_TOTAL + "` or `" + Benchmark.INBOUND_TOTAL + "` in this run"
                    + (prefix.equals("phases") ? "" : " with " + ALLOC) + ": nothing to break down.");
            lacking.add(title + ": needs `" + Benchmark.OUTBOUND_TOTAL + "` / `" + Benchmark.INBOUND_TOTAL
                    + "` and their phase benchmarks");
            return;
        }
        for (Map.Entry<String, List<Bar>> g : groups.entrySet()) {
            String[] k = g.getKey().split(" ");
            String caption = k[0] + " side, suite " + k[1] + ", workload " + k[2] + ", " + k[3] + "s";
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            List<List<String>> rows = new ArrayList<>();
            for (Series series : Series.values()) {
                if (g.getValue().stream().anyMatch(bar -> bar.parts().containsKey(series))) {
                    g.getValue().forEach(bar -> data.addValue(bar.parts().get(series), series.label(), bar.category()));
                }
            }
            for (Bar bar : g.getValue()) {
                double sum = bar.parts().values().stream().mapToDouble(Double::doubleValue).sum();
                rows.add(List.of(bar.category(), String.join(" + ", bar.parts().entrySet().stream()
                        .map(e -> e.getKey().label() + " " + format(e.getValue())).toList()), format(sum), format(bar.total())));
            }
            String file = prefix + "-" + String.join("-", k) + ".png";
            doc.heading(3, caption);
            charts.add(new Chart(file, stacked(title + ": " + caption, unit, data), 1000, 140 + 34 * g.getValue().size()));
            doc.image(file, title + ", " + caption);
            doc.table(List.of("stack profile", "phases (" + unit + ")", "sum", "measured total"), rows);
        }
        for (Map.Entry<String, List<String>> g : incomplete.entrySet()) {
            doc.para("Not drawn (" + g.getKey() + "): " + String.join("; ", g.getValue()) + ".");
        }
    }

    /** A whole breakdown's parts as bar segments: its measured phases, or a fused pass's plain total and derived share. */
    private static Map<Series, Double> segments(Breakdown b) {
        Map<Series, Double> segments = new LinkedHashMap<>();
        if (b.derived()) {
            segments.put(Series.FUSED_PLAIN, b.parts().get(0).value());
            segments.put(Series.DERIVED_SECURITY, b.derivedShare());
        } else {
            b.parts().forEach(p -> segments.put(Series.of(p.benchmark(), b.stack()), p.value()));
        }
        return segments;
    }

    /** The article's view: every stack's whole exchange as a multiple of Rampart's plain exchange. */
    private void articleView() {
        doc.heading(2, "2. Whole exchanges, normalised to rampart plain");
        doc.para("`" + Benchmark.ROUND_TRIP + "`: the client secures and sends the query, the server receives it and sends the "
                + "recorded results, the client receives them — per message, as the published comparison ran it. Each "
                + "stack × profile as a multiple of `rampart` `plain` on the same workload and suite (below 1 is faster). "
                + "`" + Benchmark.METRO_WSIT + "` (Metro's streaming security through its JAX-WS runtime, its own algorithm suite) "
                + "is shown as `" + Benchmark.METRO_WSIT.runtime() + "` where the run has it.");
        Map<String, Map<String, Double>> byGroup = new LinkedHashMap<>();
        for (Result r : results) {
            if (r.name().equals(Benchmark.ROUND_TRIP.shortName())) {
                byGroup.computeIfAbsent(r.param("suite") + " " + r.param("workload"), g -> new LinkedHashMap<>())
                        .put(r.param("stack") + " " + r.param("profile"), PhaseSums.micros(r));
            }
        }
        if (byGroup.isEmpty()) {
            doc.para("No `" + Benchmark.ROUND_TRIP + "` in this run.");
            lacking.add("whole exchanges: needs `" + Benchmark.ROUND_TRIP + "` (with `rampart` `plain` as the base)");
            return;
        }
        for (Map.Entry<String, Map<String, Double>> g : byGroup.entrySet()) {
            String[] k = g.getKey().split(" ");
            Map<String, Double> scores = new LinkedHashMap<>(g.getValue());
            for (Result r : results) {
                Optional<Benchmark> b = Benchmark.of(r.name()).filter(x -> x.kind() == Benchmark.Kind.RUNTIME_EXCHANGE);
                if (b.isPresent() && k[1].equals(r.param("workload"))) {
                    scores.put(b.get().runtime() + " " + r.param("profile"), PhaseSums.micros(r));
                }
            }
            Double base = scores.get("rampart plain");
            String caption = "suite " + k[0] + ", workload " + k[1];
            doc.heading(3, caption);
            if (base == null) {
                doc.para("No `rampart` `plain` exchange for " + caption + ": nothing to normalise to.");
                lacking.add("whole exchanges (" + caption + "): needs `" + Benchmark.ROUND_TRIP + "` rampart plain");
                continue;
            }
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            List<List<String>> rows = new ArrayList<>();
            scores.forEach((stackProfile, micros) -> {
                String[] sp = stackProfile.split(" ");
                data.addValue(micros / base, sp[0], sp[1]);
                rows.add(List.of(sp[0], sp[1], format(micros), String.format(Locale.ROOT, "%.2f", micros / base)));
            });
            String file = "exchange-" + k[0] + "-" + k[1] + ".png";
            JFreeChart chart = ChartFactory.createBarChart("Exchange ÷ rampart plain: " + caption, "profile",
                    "× rampart plain", data, PlotOrientation.VERTICAL, true, false, false);
            style(chart.getCategoryPlot());
            charts.add(new Chart(file, chart, 1000, 520));
            doc.image(file, "exchange normalised to rampart plain, " + caption);
            doc.table(List.of("stack", "profile", "µs/exchange", "× rampart plain"), rows);
        }
    }

    /** Growth over the ladder: log-log curves, and {@link Growth}'s fits (the `growth` tool's). */
    private void growth() {
        doc.heading(2, "3. Growth over the ladder");
        List<Growth.Row> fitted = Growth.rows(results);
        if (fitted.isEmpty()) {
            doc.para("No benchmark ran on two or more `ladder-N` workloads: no growth curves. Run e.g. `-p workload="
                    + "ladder-1,ladder-10,ladder-100,ladder-1000,ladder-10000`.");
            lacking.add("growth: needs a benchmark on two or more ladder workloads");
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
            XYSeriesCollection data = new XYSeriesCollection();
            for (Growth.Row r : b.getValue()) {
                String label = describe(r.params());
                XYSeries series = new XYSeries(label.isEmpty() ? b.getKey() : label);
                r.points().forEach(p -> series.add(p.quakes(), p.micros()));
                data.addSeries(series);
                Growth.Fit fit = r.fit();
                rows.add(List.of("`" + b.getKey() + "`", label, String.valueOf(r.points().size()),
                        String.format(Locale.ROOT, "%.2f", fit.exponent()), String.format(Locale.ROOT, "%.2f", fit.overall()),
                        String.format(Locale.ROOT, "%.3f", fit.marginal()), fit.superLinear() ? "**super-linear**" : ""));
            }
            JFreeChart chart = ChartFactory.createXYLineChart(b.getKey() + " over the ladder", "quakes in the message",
                    "µs/op", data, PlotOrientation.VERTICAL, true, false, false);
            XYPlot plot = chart.getXYPlot();
            plot.setDomainAxis(new LogAxis("quakes in the message"));
            plot.setRangeAxis(new LogAxis("µs/op"));
            XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
            for (int i = 0; i < data.getSeriesCount(); i++) {
                renderer.setSeriesPaint(i, PALETTE[i % PALETTE.length]);
                renderer.setSeriesStroke(i, new BasicStroke(2f));
            }
            plot.setRenderer(renderer);
            plot.setBackgroundPaint(Color.WHITE);
            plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
            plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
            String file = "growth-" + b.getKey().replace('.', '-') + ".png";
            charts.add(new Chart(file, chart, 1000, 600));
            doc.image(file, b.getKey() + " over the ladder");
        }
        doc.table(List.of("benchmark", "params", "rungs", "exponent (≥ " + Growth.UPPER_FROM + " quakes)",
                "exponent (all rungs)", "µs per quake", ""), rows);
    }

    /** The XML tax in three layers, {@link Tax}'s (the `tax` tool's): JCA floor → Santuario baseline → stack. */
    private void tax() {
        doc.heading(2, "4. XML tax");
        Tax tax = new Tax(results);
        if (!tax.hasFloor()) {
            doc.para("No `Floor` benchmark in this run: the XML tax (stack time ÷ the JCA operations alone) needs it.");
            lacking.add("XML tax: needs the `Floor` benchmarks");
            return;
        }
        doc.para("Each stack's direction total (`" + Benchmark.OUTBOUND_TOTAL + "`, `" + Benchmark.INBOUND_TOTAL
                + "`) against the layers beneath it: the JCA "
                + "floor (`Floor`, the cryptography alone) and the Santuario baseline (`Santuario`, XML-DSig and XML-Enc of "
                + "the Body without WS-Security). XML tax = stack total ÷ floor."
                + (tax.hasSantuario() ? "" : " This run has no Santuario baseline: that layer is empty."));
        if (!tax.hasSantuario()) {
            lacking.add("XML tax middle layer: needs the `Santuario` benchmarks");
        }
        List<List<String>> rows = new ArrayList<>();
        for (Tax.Row r : tax.rows()) {
            rows.add(List.of(r.side(), r.stack(), String.join(" ", r.params().values()), format(r.floor()),
                    r.santuario().containsKey("dom") ? format(r.santuario().get("dom")) : "–",
                    r.santuario().containsKey("stax") ? format(r.santuario().get("stax")) : "–", format(r.total()),
                    String.format(Locale.ROOT, "%.1f×", r.tax()), String.format(Locale.ROOT, "%.0f%%", 100 * r.floorShare())));
        }
        doc.table(List.of("side", "stack", "params", "floor µs", "santuario dom µs", "santuario stax µs", "stack µs",
                "XML tax", "floor share"), rows);
    }

    private void allocation() {
        boolean gc = results.stream().anyMatch(r -> r.secondary().containsKey(ALLOC));
        if (!gc) {
            doc.heading(2, "5. Allocation per phase");
            doc.para("This run has no `" + ALLOC + "`: run with `-prof gc` to see bytes allocated per operation.");
            lacking.add("allocation: needs a run with `-prof gc`");
            return;
        }
        phaseBreakdown("Allocation per phase", "B/op", r -> r.secondary().getOrDefault(ALLOC, Double.NaN), "alloc", "5");
    }

    private void messageSizes() {
        doc.heading(2, "6. Message sizes");
        if (sizes == null) {
            doc.para("Left out of this report (`--sizes off`).");
            return;
        }
        Set<String> groups = new LinkedHashSet<>();
        for (Result r : results) {
            if (r.param("workload") != null && Benchmark.of(r.name()).filter(WORKLOADS::contains).isPresent()) {
                groups.add(r.param("workload"));
            }
        }
        if (groups.isEmpty()) {
            doc.para("No direction total or exchange in this run: no workload to measure sizes for.");
            return;
        }
        doc.para("Bytes on the wire, for the workloads of this run's direction totals and exchanges: every message "
                + "bound and sent by each stack's sender under each profile (suite `modern`), mean per message; measured "
                + "when the report was made, not taken from the run.");
        List<List<String>> rows = new ArrayList<>();
        for (String w : groups) {
            Map<Direction, DefaultCategoryDataset> data = new TreeMap<>();
            Map<String, List<String>> pivot = new LinkedHashMap<>();
            for (Sizes.Size s : sizes.apply(Workload.of(w))) {
                data.computeIfAbsent(s.direction(), d -> new DefaultCategoryDataset())
                        .addValue(s.meanSent() / 1024, s.stack().id(), s.profile().id());
                pivot.computeIfAbsent(w + " " + s.direction().id() + " " + s.profile().id(), k -> new ArrayList<>(List.of(w,
                        s.direction().id(), s.profile().id(), String.format(Locale.ROOT, "%.0f", s.meanRecorded()))))
                        .add(String.format(Locale.ROOT, "%.0f", s.meanSent()));
            }
            rows.addAll(pivot.values());
            for (Map.Entry<Direction, DefaultCategoryDataset> d : data.entrySet()) {
                String file = "sizes-" + w + "-" + d.getKey().id() + ".png";
                JFreeChart chart = ChartFactory.createBarChart("Bytes on the wire: " + w + ", " + d.getKey().id() + "s",
                        "profile", "KiB per message", d.getValue(), PlotOrientation.VERTICAL, true, false, false);
                style(chart.getCategoryPlot());
                charts.add(new Chart(file, chart, 1000, 480));
                doc.image(file, "message sizes, " + w + " " + d.getKey().id());
            }
        }
        List<String> head = new ArrayList<>(List.of("workload", "direction", "profile", "recorded plain (B)"));
        for (StackId id : StackId.values()) {
            head.add(id.id() + " (B)");
        }
        doc.table(head, rows);
    }

    private void validity() {
        doc.heading(2, "7. Do the phases add up?");
        List<PhaseSums.Row> rows = sums.rows();
        List<PhaseSums.Row> checked = rows.stream().filter(r -> r.note() == null && r.missing().isEmpty()).toList();
        List<PhaseSums.Row> flagged = checked.stream().filter(PhaseSums.Row::flagged).toList();
        if (checked.isEmpty()) {
            doc.para("No direction total with all its phases in this run: nothing to check.");
            lacking.add("phase-sum check: needs direction totals with their phase benchmarks");
            return;
        }
        doc.para("Each direction total against the sum of its isolated phases (`phases` tool): " + flagged.size() + " of "
                + checked.size() + " are more than ±" + Math.round(PhaseSums.TOLERANCE * 100) + "% off"
                + (flagged.isEmpty() ? "." : " and listed here; read their phase breakdowns with care."));
        if (!flagged.isEmpty()) {
            List<List<String>> table = new ArrayList<>();
            for (PhaseSums.Row r : flagged) {
                Map<String, String> k = r.key();
                table.add(List.of(r.side(), k.get("stack"), k.get("profile"), k.get("suite"), k.get("workload"), k.get("direction"),
                        format(r.sum()), format(r.total()), String.format(Locale.ROOT, "**%.2f**", r.sum() / r.total())));
            }
            doc.table(List.of("side", "stack", "profile", "suite", "workload", "direction", "sum of phases (µs)",
                    "total (µs)", "sum ÷ total"), table);
        }
    }

    private void missing() {
        doc.heading(2, "8. Not in this run");
        Set<String> present = new LinkedHashSet<>();
        all.forEach(r -> present.add(r.name()));
        List<String> absent = Arrays.stream(Benchmark.values()).filter(Benchmark::reported)
                .filter(b -> !present.contains(b.shortName())).map(b -> "`" + b + "`").toList();
        List<String> lines = new ArrayList<>(lacking);
        if (!absent.isEmpty()) {
            lines.add(0, "benchmarks: " + String.join(", ", absent));
        }
        if (lines.isEmpty()) {
            doc.para("Nothing: every benchmark and section has data.");
            return;
        }
        doc.bullets(lines);
    }

    /** A benchmark's parameters but its workload, stack first: {@code wss4j-dom plain modern response}. */
    private static String describe(Map<String, String> params) {
        List<String> order = new ArrayList<>(List.of("stack", "profile", "suite", "direction", "side", "access"));
        params.keySet().stream().filter(k -> !order.contains(k)).sorted().forEach(order::add);
        order.remove("workload");
        return String.join(" ", order.stream().filter(params::containsKey).map(params::get).toList());
    }

    /** Scored as time per operation (avgt, sample, ss), as every section here reads them. */
    private static boolean timed(Result r) {
        return r.unit().endsWith("/op") && !r.unit().startsWith("ops");
    }

    /** Stacked bars; wss4j-stax's derived share hatched and its plain pass grey, so neither reads as a measured phase. */
    private static JFreeChart stacked(String title, String unit, DefaultCategoryDataset data) {
        JFreeChart chart = ChartFactory.createStackedBarChart(title, null, unit, data, PlotOrientation.HORIZONTAL, true,
                false, false);
        CategoryPlot plot = chart.getCategoryPlot();
        style(plot);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        for (int i = 0; i < data.getRowCount(); i++) {
            Series series = Series.labelled((String) data.getRowKey(i));
            renderer.setSeriesPaint(i, series == Series.DERIVED_SECURITY ? hatched() : series.colour());
        }
        return chart;
    }

    private static Paint hatched() {
        BufferedImage tile = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = tile.createGraphics();
        g.setColor(Series.DERIVED_SECURITY.colour());
        g.fillRect(0, 0, 8, 8);
        g.setColor(new Color(0x7F6A00));
        g.drawLine(0, 8, 8, 0);
        g.dispose();
        return new TexturePaint(tile, new Rectangle(0, 0, 8, 8));
    }

    private static void style(CategoryPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        BarRenderer renderer = (BarRenderer) plot.getRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        for (int i = 0; i < PALETTE.length; i++) {
            renderer.setSeriesPaint(i, PALETTE[i]);
        }
        CategoryAxis axis = plot.getDomainAxis();
        axis.setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        // Horizontal bars: labels may take 40% of the width; vertical: the whole category's width.
        axis.setMaximumCategoryLabelWidthRatio(plot.getOrientation() == PlotOrientation.HORIZONTAL ? 0.4f : 1f);
    }

    private static String format(double v) {
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.0f" : Math.abs(v) >= 10 ? "%.1f" : "%.2f", v);
    }
}
