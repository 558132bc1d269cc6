package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.analysis.PhaseSums;

/**
 * The report's phase-sum check, {@link PhaseSums}'s (the `phases` tool's): how many direction totals
 * their phases miss by more than the tolerance, and which.
 */
final class PhaseCheck {
    private PhaseCheck() {
    }

    static void write(Page page, PhaseSums sums) {
        Doc doc = page.doc;
        doc.heading(2, "7. Do the phases add up?");
        List<PhaseSums.Row> rows = sums.rows();
        List<PhaseSums.Row> checked = rows.stream().filter(r -> r.note() == null && r.missing().isEmpty()).toList();
        List<PhaseSums.Row> flagged = checked.stream().filter(PhaseSums.Row::flagged).toList();
        if (checked.isEmpty()) {
            doc.para("No direction total with all its phases in this run: nothing to check.");
            page.lacking.add("phase-sum check: needs direction totals with their phase benchmarks");
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
                        Page.format(r.sum()), Page.format(r.total()) + String.format(Locale.ROOT, " ±%.1f%%", 100 * r.totalError()),
                        String.format(Locale.ROOT, "**%.2f**", r.sum() / r.total())));
            }
            doc.table(List.of("side", "stack", "profile", "suite", "workload", "direction", "sum of phases (µs)",
                    "total (µs, ± half its 95% interval)", "sum ÷ total"), table);
        }
    }
}
