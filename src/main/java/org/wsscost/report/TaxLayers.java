package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.analysis.Tax;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/** The report's XML tax in three layers, {@link Tax}'s (the `tax` tool's): JCA floor → Santuario baseline → stack. */
final class TaxLayers {
    private TaxLayers() {
    }

    static void write(Page page, List<Result> results) {
        Doc doc = page.doc;
        doc.heading(2, "4. XML tax");
        Tax tax = new Tax(results);
        if (!tax.hasFloor()) {
            doc.para("No `Floor` benchmark in this run: the XML tax (stack time ÷ the JCA operations alone) needs it.");
            page.lacking.add("XML tax: needs the `Floor` benchmarks");
            return;
        }
        doc.para("Each stack's direction total (`" + Benchmark.OUTBOUND_TOTAL + "`, `" + Benchmark.INBOUND_TOTAL
                + "`) against the layers beneath it: the JCA "
                + "floor (`Floor`, the cryptography alone) and the Santuario baseline (`Santuario`, XML-DSig and XML-Enc of "
                + "the Body without WS-Security). XML tax = stack total ÷ floor."
                + (tax.hasSantuario() ? "" : " This run has no Santuario baseline: that layer is empty."));
        if (!tax.hasSantuario()) {
            page.lacking.add("XML tax middle layer: needs the `Santuario` benchmarks");
        }
        List<List<String>> rows = new ArrayList<>();
        for (Tax.Row r : tax.rows()) {
            rows.add(List.of(r.side(), r.stack(), String.join(" ", r.params().values()), figure(r, "floor", r.floor()),
                    r.santuario().containsKey("dom") ? figure(r, "dom", r.santuario().get("dom")) : "–",
                    r.santuario().containsKey("stax") ? figure(r, "stax", r.santuario().get("stax")) : "–",
                    figure(r, "total", r.total()),
                    String.format(Locale.ROOT, r.crossMachine() ? "%.1f× (different machines)" : "%.1f×", r.tax()),
                    String.format(Locale.ROOT, "%.0f%%", 100 * r.floorShare())));
        }
        doc.table(List.of("side", "stack", "params", "floor µs", "santuario dom µs", "santuario stax µs", "stack µs",
                "XML tax", "floor share"), rows);
        doc.para("Each figure with ± half its 95% interval, from its raw samples.");
    }

    /** A figure and its relative half-interval. */
    private static String figure(Tax.Row r, String which, double value) {
        double e = r.errors().getOrDefault(which, Double.NaN);
        return Page.format(value) + (Double.isNaN(e) ? " ±?" : String.format(Locale.ROOT, " ±%.1f%%", 100 * e));
    }
}
