package org.wsscost.report;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.attribution.FrameTable;
import org.wsscost.attribution.Profiles;
import org.wsscost.corpus.Workload;
import org.wsscost.results.Result;

/**
 * A JMH result as a report: what each phase costs per stack, profile and workload, the article's
 * view of whole exchanges, growth over the ladder, allocation, message sizes and the phase-sum
 * check — each section drawn from what the run has, and saying what it lacks. This class picks the
 * sections and their order; each section is its own class, and {@link Charts} styles their charts.
 */
public final class Report {
    /** A chart to be written as {@code file} (PNG) beside the report. */
    public record Chart(String file, JFreeChart chart, int width, int height) {
    }

    private final Page page = new Page();

    /**
     * @param sizes measures bytes on the wire for a workload (all stacks, profiles, both directions),
     *        or null to leave message sizes out
     * @param attributed {@code attribute}'s profiles to split the streaming passes by, or null when none were given
     */
    public Report(List<Result> results, String source, Map<String, Object> metadata,
            Function<Workload, List<Sizes.Size>> sizes, List<Profiles.Profiled> attributed) {
        List<Result> timed = results.stream().filter(Report::timed).toList();
        PhaseSums sums = new PhaseSums(timed);
        RunHeader.write(page, source, metadata, timed,
                results.stream().filter(r -> !timed(r)).map(Result::name).distinct().toList());
        SteadyState.write(page, results);
        PhaseBars.time(page, timed, sums);
        AttributedSplits.write(page, timed, sums, attributed, FrameTable.load());
        Exchanges.write(page, timed);
        GrowthCurves.write(page, timed);
        TaxLayers.write(page, timed);
        PhaseBars.allocation(page, timed, sums);
        MessageSizes.write(page, timed, sizes);
        PhaseCheck.write(page, sums);
        NotInRun.write(page, results);
    }

    public Doc doc() {
        return page.doc;
    }

    public List<Chart> charts() {
        return page.charts;
    }

    /** Scored as time per operation (avgt, sample, ss): the results the sections take figures from. */
    private static boolean timed(Result r) {
        return r.unit().endsWith("/op") && !r.unit().startsWith("ops");
    }
}
