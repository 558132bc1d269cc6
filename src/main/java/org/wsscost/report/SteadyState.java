package org.wsscost.report;

import java.util.List;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.Result;

/** The report's steady-state section: how many results still trend across their iterations, and which. */
final class SteadyState {
    private SteadyState() {
    }

    /** Over every result, timed or not: a trending figure is not to be quoted whatever its unit. */
    static void write(Page page, List<Result> all) {
        Doc doc = page.doc;
        doc.heading(2, "Steady state");
        List<Result> moving = Steadiness.notSteady(all);
        doc.para(Steadiness.summary(all) + (moving.isEmpty() ? "" : " Their figures below are not a steady level: warm"
                + " them up longer."));
        if (!moving.isEmpty()) {
            doc.table(List.of("result", "trend"), moving.stream()
                    .map(r -> List.of(Steadiness.label(r), Steadiness.of(r).describe())).toList());
        }
        List<Result> unsettled = Steadiness.unsettled(all);
        doc.para(Steadiness.unsettledSentence(all));
        if (!unsettled.isEmpty()) {
            doc.table(List.of("result", "first to last"), unsettled.stream()
                    .map(r -> List.of(Steadiness.label(r), Steadiness.describeFirstToLast(r))).toList());
        }
    }
}
