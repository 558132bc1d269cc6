package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What the report's sections write into: its document, the charts it shows, and what the run lacks for them. */
final class Page {
    final Doc doc = new Doc();
    final List<Report.Chart> charts = new ArrayList<>();
    /** One line per section the run has no data for; the last section lists them. */
    final List<String> lacking = new ArrayList<>();

    /** A figure as the report writes it: about three significant digits. */
    static String format(double v) {
        return String.format(Locale.ROOT, Math.abs(v) >= 100 ? "%.0f" : Math.abs(v) >= 10 ? "%.1f" : "%.2f", v);
    }
}
