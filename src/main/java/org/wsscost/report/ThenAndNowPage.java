package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.analysis.Interval;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.analysis.Steadiness;
import org.wsscost.analysis.ThenAndNow;
import org.wsscost.corpus.Workload;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/**
 * The then-and-now page: each published comparison in the article's own form beside the same comparison today,
 * each old stack beside its successor phase by phase, every cell with its figure and interval or the reason it
 * has none, a chart per comparison of the quoted figures, and how the in-process setting differs from the articles'.
 */
public final class ThenAndNowPage {
    /**
     * Where the figures come from. {@code files} the round files joined, {@code rounds} how many rounds the job was cut
     * into, {@code failed} per unit key why its fork failed in some round.
     */
    public record Source(List<String> files, int rounds, String machine, String jvm, String jar, String git,
            Map<String, String> failed) {
    }

    /** How the in-process setting differs from the articles', on the page and in docs/tools.md. */
    public static final List<String> SETTING = List.of(
            "**In one process, no transport.** The articles timed a client calling the service over HTTP, the service in "
                    + "a servlet container (Tomcat) and the client a separate process: their times hold the transport, the "
                    + "container and the hand-offs between processes and threads. Here client and server of `"
                    + Benchmark.ROUND_TRIP.shortName() + "` are two instances of the stack in one JVM, the bytes passed in "
                    + "memory, so a figure is the SOAP and WS-Security work alone, and a ratio is further from 1 than the "
                    + "article's where the transport added the same time to both stacks.",
            "**Messages.** Sosnoski's seismic service is the suite's own workload (a synthetic catalogue of the same shape "
                    + "and totals: the original is not public), its small and large sequences. WSO2 echoed arrays of simple and "
                    + "complex types (the Indiana University SOAP benchmark), which the suite does not have: their rows run the "
                    + "seismic exchange instead, small and large.",
            "**One setting for every stack.** The same recorded messages, the same keys (RSA-2048), the legacy algorithm "
                    + "suite (RSA-SHA1, SHA-1, AES-128-CBC, RSA-OAEP; the old stacks run nothing newer), the same 2 GB heap, "
                    + "one stack per forked JVM (JCA providers are JVM-wide), each benchmark's calibrated warm-up, and one "
                    + "JVM (today's) instead of the Java 5 and 6 of their time; all of it fixed by the preset before any "
                    + "figure is seen, and recorded with every round.",
            "**Interleaved, steady results only.** Every fork of the job ran on one machine, one fork of every unit a "
                    + "round, even rounds in the reverse order of odd ones, so a drift of the machine falls alike on the two "
                    + "sides of a ratio. A figure is quoted only where both of its sides have a fork from every round, are "
                    + "steady, not still compiling, and within 10% from their first to their last tenth of iterations; "
                    + "every other cell says why not.");

    private final Page page = new Page();

    public ThenAndNowPage(List<ThenAndNow.Figure> figures, Source source) {
        Doc doc = page.doc;
        doc.heading(1, "Then and now: the published comparisons beside today's");
        long quoted = figures.stream().filter(ThenAndNow.Figure::quoted).count();
        doc.para("Each published comparison in the article's own form (times as multiples of the baseline stack's `plain` "
                + "time), the same comparison on today's releases, and each old stack beside its successor phase by phase. "
                + quoted + " of " + figures.size() + " cells are quoted; every other cell gives the reason it has none.");
        doc.para("From the " + source.rounds() + " rounds of one job (one fork of every unit a round, even rounds in "
                + "reverse order), joined: " + String.join(", ", source.files().stream().map(f -> "`" + f + "`").toList())
                + ". Machine: " + source.machine() + "; JVM: " + source.jvm() + "; jar: `" + source.jar() + "`; git: `"
                + source.git() + "`.");
        doc.heading(2, "How this differs from the articles");
        doc.bullets(SETTING);
        doc.para("An interval is the 95% bootstrap interval of the ratio of means (forks, then iterations, resampled; the "
                + "forks ran one after the other, so the comparison is unpaired, as `compare` makes it). In a reason, "
                + "*base* is the cell's denominator (the baseline's `plain`, or the old stack) and *new* its numerator; "
                + "the baseline's own `plain` cell is its result set against itself, so both name it, and its interval is "
                + "that of its own mean.");
        int chart = 0;
        for (ThenAndNow.Study study : figures.stream().map(f -> f.cell().study()).distinct().toList()) {
            List<ThenAndNow.Figure> mine = figures.stream().filter(f -> f.cell().study().equals(study)).toList();
            doc.heading(2, study.title());
            doc.para((study.form() == ThenAndNow.Form.ARTICLE
                    ? "Source: " + study.source() + ". Each stack × profile ÷ `" + study.baseline() + "` `plain`, on the "
                            + "same benchmark and workload. Stacks: " + String.join(", ", study.stacks().stream()
                                    .map(s -> "`" + s + "` (" + ThenAndNow.label(s) + ")").toList()) + "."
                    : "`" + study.baseline() + "` (" + ThenAndNow.label(study.baseline()) + ") → `" + study.others().get(0) + "` ("
                            + ThenAndNow.label(study.others().get(0)) + "): the successor's time ÷ the old stack's, phase by "
                            + "phase where both have the phase."));
            chart = study.form() == ThenAndNow.Form.ARTICLE ? article(study, mine, chart) : successor(study, mine, chart);
        }
        if (!source.failed().isEmpty()) {
            doc.heading(2, "Forks that failed");
            doc.bullets(source.failed().entrySet().stream().map(e -> "`" + e.getKey() + "`: " + e.getValue()).toList());
        }
    }

    private int article(ThenAndNow.Study study, List<ThenAndNow.Figure> mine, int chart) {
        Doc doc = page.doc;
        int n = chart;
        for (Benchmark benchmark : study.benchmarks()) {
            for (Workload workload : study.workloads()) {
                List<ThenAndNow.Figure> these = mine.stream()
                        .filter(f -> f.cell().benchmark() == benchmark && f.cell().workload() == workload).toList();
                String caption = "`" + benchmark.shortName() + "`, " + workload.id() + ", × `" + study.baseline() + "` plain";
                doc.heading(3, caption);
                DefaultCategoryDataset data = new DefaultCategoryDataset();
                Whiskers whiskers = new Whiskers();
                List<List<String>> rows = new ArrayList<>();
                for (ThenAndNow.Figure f : these) {
                    String stack = f.cell().stack();
                    String profile = f.cell().profile().id();
                    if (f.quoted()) {
                        data.addValue(f.ratio(), stack, profile);
                        whiskers.put(stack, profile, new Whiskers.Mark(f.low(), f.high(), false));
                    }
                    rows.add(List.of(profile, "`" + stack + "`", time(f.of()), figure(f), why(f)));
                }
                n = chart(data, whiskers, n, study.id() + " " + benchmark.shortName() + " " + workload.id(), "profile",
                        "× " + study.baseline() + " plain", caption);
                doc.table(List.of("profile", "stack", "µs (± half the 95% interval)", "× `" + study.baseline()
                        + "` plain (95% interval)", "not quoted because"), rows);
            }
        }
        return n;
    }

    private int successor(ThenAndNow.Study study, List<ThenAndNow.Figure> mine, int chart) {
        String old = study.baseline();
        String now = study.others().get(0);
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        Whiskers whiskers = new Whiskers();
        List<List<String>> rows = new ArrayList<>();
        for (ThenAndNow.Figure f : mine) {
            String series = f.cell().workload().id() + " " + f.cell().profile().id();
            String phase = f.cell().benchmark().shortName();
            if (f.quoted()) {
                data.addValue(f.ratio(), series, phase);
                whiskers.put(series, phase, new Whiskers.Mark(f.low(), f.high(), false));
            }
            rows.add(List.of("`" + phase + "`", f.cell().workload().id(), f.cell().profile().id(), time(f.base()), time(f.of()),
                    figure(f), why(f)));
        }
        int n = chart(data, whiskers, chart, study.id(), "phase", now + " ÷ " + old, "`" + now + "` ÷ `" + old + "`");
        page.doc.table(List.of("phase", "workload", "profile", "`" + old + "` µs", "`" + now + "` µs", "`" + now + "` ÷ `" + old
                + "` (95% interval)", "not quoted because"), rows);
        return n;
    }

    /** A bar chart of the quoted figures, or a line saying there is none; returns the charts drawn so far. */
    private int chart(DefaultCategoryDataset data, Whiskers whiskers, int drawn, String title, String categories,
            String values, String caption) {
        if (data.getRowCount() == 0) {
            page.doc.para("No figure of " + caption + " is quoted, so there is no chart.");
            return drawn;
        }
        String file = "then-and-now-" + (drawn + 1) + ".png";
        JFreeChart bars = Charts.bars(title, categories, values, data, whiskers);
        // a phase's name is longer than a bar is wide
        bars.getCategoryPlot().getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
        page.charts.add(new Report.Chart(file, bars, 1000, 560));
        page.doc.image(file, caption);
        return drawn + 1;
    }

    /** {@code 1234 ±2.1%} (µs per operation), {@code –} where the run has no result; † where it is not steady. */
    private static String time(Result r) {
        if (r == null) {
            return "–";
        }
        return Page.format(PhaseSums.micros(r)) + " " + Interval.of(r).percent()
                + (Steadiness.of(r).state() == Steadiness.State.NOT_STEADY ? " †" : "");
    }

    private static String figure(ThenAndNow.Figure f) {
        if (Double.isNaN(f.ratio())) {
            return "–";
        }
        String ratio = String.format(Locale.ROOT, "%.2f", f.ratio());
        String interval = Double.isNaN(f.low()) ? "" : String.format(Locale.ROOT, " (%.2f–%.2f)", f.low(), f.high());
        return (f.quoted() ? "**" + ratio + "**" : ratio) + interval + (f.cell().self() ? " (the baseline)" : "");
    }

    private static String why(ThenAndNow.Figure f) {
        return f.quoted() ? "" : f.reason();
    }

    public String markdown() {
        return page.doc.markdown();
    }

    public List<Report.Chart> charts() {
        return page.charts;
    }
}
