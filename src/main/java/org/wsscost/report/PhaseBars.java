package org.wsscost.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.analysis.Breakdown;
import org.wsscost.analysis.Interval;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.analysis.Steadiness;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/**
 * The report's phase breakdowns, in µs and in bytes allocated: stacked bars per side × suite ×
 * workload × direction, one per stack × profile, of the parts {@link PhaseSums#breakdown} gives each
 * direction total, in pipeline order ({@link Series}).
 */
final class PhaseBars {
    private static final String ALLOC = "gc.alloc.rate.norm";

    /**
     * One stack × profile bar: its segments in pipeline order, each with its value and its whisker,
     * and the measured total with its interval.
     */
    private record Bar(String category, Map<Series, Double> parts, Map<Series, Whiskers.Mark> marks, Interval total) {
    }

    private PhaseBars() {
    }

    static void time(Page page, List<Result> results, PhaseSums sums) {
        write(page, results, sums, "Phase breakdown", "µs/op", PhaseSums::micros,
                r -> Interval.of(r).times(PhaseSums.micros(r) / r.score()), "phases", "1");
    }

    static void allocation(Page page, List<Result> results, PhaseSums sums) {
        boolean gc = results.stream().anyMatch(r -> r.secondary().containsKey(ALLOC));
        if (!gc) {
            page.doc.heading(2, "5. Allocation per phase");
            page.doc.para("This run has no `" + ALLOC + "`: run with `-prof gc` to see bytes allocated per operation.");
            page.lacking.add("allocation: needs a run with `-prof gc`");
            return;
        }
        write(page, results, sums, "Allocation per phase", "B/op", r -> r.secondary().getOrDefault(ALLOC, Double.NaN),
                r -> Interval.of(r.secondaryForks().getOrDefault(ALLOC, List.of())), "alloc", "5");
    }

    private static void write(Page page, List<Result> results, PhaseSums sums, String title, String unit,
            ToDoubleFunction<Result> value, Function<Result, Interval> interval, String prefix, String number) {
        Doc doc = page.doc;
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
                groups.computeIfAbsent(group, g -> new ArrayList<>()).add(new Bar(category, segments(b), marks(b, r, interval),
                        interval.apply(r)));
            } else {
                incomplete.computeIfAbsent(group, g -> new ArrayList<>()).add(category + " (no " + String.join(", ", missing) + ")");
            }
        }
        if (groups.isEmpty() && incomplete.isEmpty()) {
            doc.para("No `" + Benchmark.OUTBOUND_TOTAL + "` or `" + Benchmark.INBOUND_TOTAL + "` in this run"
                    + (prefix.equals("phases") ? "" : " with " + ALLOC) + ": nothing to break down.");
            page.lacking.add(title + ": needs `" + Benchmark.OUTBOUND_TOTAL + "` / `" + Benchmark.INBOUND_TOTAL
                    + "` and their phase benchmarks");
            return;
        }
        for (Map.Entry<String, List<Bar>> g : groups.entrySet()) {
            String[] k = g.getKey().split(" ");
            String caption = k[0] + " side, suite " + k[1] + ", workload " + k[2] + ", " + k[3] + "s";
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            Whiskers whiskers = new Whiskers();
            List<List<String>> rows = new ArrayList<>();
            for (Series series : Series.values()) {
                if (g.getValue().stream().anyMatch(bar -> bar.parts().containsKey(series))) {
                    g.getValue().forEach(bar -> data.addValue(bar.parts().get(series), series.label(), bar.category()));
                    g.getValue().stream().filter(bar -> bar.marks().containsKey(series))
                            .forEach(bar -> whiskers.put(series.label(), bar.category(), bar.marks().get(series)));
                }
            }
            for (Bar bar : g.getValue()) {
                double sum = bar.parts().values().stream().mapToDouble(Double::doubleValue).sum();
                rows.add(List.of(bar.category(), String.join(" + ", bar.parts().entrySet().stream()
                        .map(e -> e.getKey().label() + " " + Page.format(e.getValue()) + " " + percent(bar.marks().get(e.getKey()),
                                e.getValue())).toList()), Page.format(sum),
                        Page.format(bar.total().mean()) + " " + bar.total().percent()));
            }
            String file = prefix + "-" + String.join("-", k) + ".png";
            doc.heading(3, caption);
            page.charts.add(new Report.Chart(file, Charts.stacked(title + ": " + caption, unit, data, whiskers), 1000,
                    160 + 34 * g.getValue().size()));
            doc.image(file, title + ", " + caption);
            doc.table(List.of("stack profile", "phases (" + unit + ", ± half the 95% interval)", "sum", "measured total"), rows);
        }
        for (Map.Entry<String, List<String>> g : incomplete.entrySet()) {
            doc.para("Not drawn (" + g.getKey() + "): " + String.join("; ", g.getValue()) + ".");
        }
    }

    /**
     * Each segment's whisker: a measured part's own interval; a derived share's half-width is the
     * total's and the plain pass's combined in quadrature (independent measurements), and it is not
     * steady when either is not.
     */
    private static Map<Series, Whiskers.Mark> marks(Breakdown b, Result total, Function<Result, Interval> interval) {
        Map<Series, Whiskers.Mark> marks = new LinkedHashMap<>();
        if (b.derived()) {
            Result plain = b.parts().get(0).result();
            Interval p = interval.apply(plain);
            Interval t = interval.apply(total);
            marks.put(Series.FUSED_PLAIN, Whiskers.Mark.of(p, notSteady(plain)));
            double half = Math.hypot(Math.max(t.high() - t.mean(), t.mean() - t.low()),
                    Math.max(p.high() - p.mean(), p.mean() - p.low()));
            double share = b.derivedShare();
            marks.put(Series.DERIVED_SECURITY, new Whiskers.Mark(share - half, share + half,
                    notSteady(plain) || notSteady(total)));
        } else {
            b.parts().forEach(part -> marks.put(Series.of(part.benchmark(), b.stack()),
                    Whiskers.Mark.of(interval.apply(part.result()), notSteady(part.result()))));
        }
        return marks;
    }

    private static boolean notSteady(Result r) {
        return Steadiness.of(r).state() == Steadiness.State.NOT_STEADY;
    }

    /** A segment's ± as a percentage of its value, marked † when not steady. */
    private static String percent(Whiskers.Mark mark, double value) {
        if (mark == null || Double.isNaN(mark.low())) {
            return "±?";
        }
        return String.format(Locale.ROOT, "±%.1f%%", 100 * Math.max(mark.high() - value, value - mark.low()) / value)
                + (mark.notSteady() ? " †" : "");
    }

    /** A breakdown's parts as bar segments: its measured phases, or a fused pass's plain total and derived share. */
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
}
