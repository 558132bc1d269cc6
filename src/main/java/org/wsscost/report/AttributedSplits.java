package org.wsscost.report;

import java.awt.Color;
import java.awt.Paint;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.analysis.Breakdown;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.attribution.Attribution;
import org.wsscost.attribution.FrameTable;
import org.wsscost.attribution.Part;
import org.wsscost.attribution.Profiles;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.results.Result;
import org.wsscost.stack.StackId;

/**
 * The streaming stacks' fused passes split by {@code attribute}'s profiles: for each profiled direction total of a
 * fused stack (wss4j-stax, cxf-stax) and each profiled Metro runtime exchange, the measured bar (plain pass and
 * derived security share, or the measured total) beside an <em>attributed</em> bar: each part's share of the
 * profile's samples, drawn as that share of the measured mean. The attributed bars are never measured phases.
 */
final class AttributedSplits {
    static final String TITLE = "1a. Attributed splits of the streaming passes";
    private static final String MEASURED = "measured total";
    private static final String UNATTRIBUTED = "unattributed";
    /** A colour per part, in Part's order, then the unattributed share's. */
    private static final Color[] COLOURS = {new Color(0x4E79A7), new Color(0xA0CBE8), new Color(0xF28E2B), new Color(0xFFBE7D), new Color(0xFF9DA7),
        new Color(0xE15759), new Color(0x76B7B2), new Color(0x59A14F), new Color(0x8CD17D), new Color(0xB6992D),
        new Color(0xF1CE63), new Color(0x499894), new Color(0x86BCB6), new Color(0xD37295), new Color(0xB07AA1),
        new Color(0x9D7660), new Color(0x333333)};

    private AttributedSplits() {
    }

    /**
     * @param profiles the profiles {@code report --attribution} found, or null when none was given
     */
    static void write(Page page, List<Result> results, PhaseSums sums, List<Profiles.Profiled> profiles, FrameTable table) {
        Doc doc = page.doc;
        doc.heading(2, TITLE);
        if (profiles == null) {
            doc.para("No attribution given: `report RESULT.json --attribution DIR`, DIR an `attribute` run's folder (or a folder of "
                    + "them) with `" + Benchmark.INBOUND_TOTAL + "` / `" + Benchmark.OUTBOUND_TOTAL + "` of wss4j-stax or cxf-stax, or `"
                    + Benchmark.METRO_WSIT + "`, in "
                    + "this run's parameters.");
            page.lacking.add("attributed splits: needs `--attribution DIR` with profiles of the streaming passes");
            return;
        }
        doc.para("A streaming stack does its phases in one pass, which no benchmark can time apart. Beside each measured bar, "
                + "the *attributed* bar splits the same mean by `attribute`'s profile of it: each part's share of the profile's "
                + "samples (frame table version " + table.version() + "), drawn as that share of the measured mean. Attributed "
                + "shares are estimates from samples, not measured phases; the table gives each share's binomial 95% interval "
                + "(a floor), and the DOM stacks' validation (`attribute --validate`) says how far such shares are to be trusted.");
        Map<String, DefaultCategoryDataset> charts = new LinkedHashMap<>();
        Map<String, List<List<String>>> tables = new LinkedHashMap<>();
        List<String> notDrawn = new ArrayList<>();
        for (Profiles.Profiled p : profiles) {
            Optional<Benchmark> benchmark = Benchmark.of(p.benchmark()).filter(AttributedSplits::streaming);
            String stackId = p.params().get("stack");
            if (benchmark.isEmpty() || benchmark.get().kind() == Benchmark.Kind.TOTAL && (stackId == null || !fused(stackId))) {
                continue;
            }
            Benchmark b = benchmark.get();
            String label = (stackId == null ? b.runtime() : stackId) + " " + p.params().getOrDefault("profile", "");
            Attribution a = Attribution.of(label, p.profile(), table);
            Result measured;
            try {
                measured = Profiles.fitting(b.shortName(), p.params(), null, results);
            } catch (IllegalArgumentException e) {
                notDrawn.add(label + " (" + e.getMessage() + ")");
                continue;
            }
            if (measured == null) {
                notDrawn.add(label + " (no " + b.shortName() + " with " + new TreeMap<>(p.params()) + " in this run)");
                continue;
            }
            // a runtime's exchange has no suite parameter: its WSDL's policy sets the algorithms
            String group = b.shortName() + (p.params().containsKey("suite") ? ", suite " + p.params().get("suite") : "") + ", workload "
                    + p.params().getOrDefault("workload", "?") + (p.params().containsKey("direction") ? ", " + p.params().get("direction") + "s" : "");
            DefaultCategoryDataset data = charts.computeIfAbsent(group, g -> new DefaultCategoryDataset());
            double mean = PhaseSums.micros(measured);
            String measuredBar = label + " (measured)";
            String attributedBar = label + " (attributed)";
            Breakdown split = b.kind() == Benchmark.Kind.TOTAL ? sums.breakdown(measured, b, PhaseSums::micros) : null;
            if (split != null && split.derived() && split.parts().get(0).found()) {
                data.addValue(split.parts().get(0).value(), Series.FUSED_PLAIN.label(), measuredBar);
                data.addValue(split.derivedShare(), Series.DERIVED_SECURITY.label(), measuredBar);
            } else {
                data.addValue(mean, MEASURED, measuredBar);
            }
            List<String> shares = new ArrayList<>();
            for (Part part : Part.values()) {
                double share = a.share(part);
                if (share > 0) {
                    data.addValue(share * mean, part.id(), attributedBar);
                    shares.add(String.format(Locale.ROOT, "%s %.1f%% ±%.1f", part.id(), 100 * share, 100 * a.halfWidth(share)));
                }
            }
            data.addValue(a.unattributedShare() * mean, UNATTRIBUTED, attributedBar);
            shares.add(String.format(Locale.ROOT, "%s %.1f%%", UNATTRIBUTED, 100 * a.unattributedShare()));
            tables.computeIfAbsent(group, g -> new ArrayList<>()).add(List.of(label, String.join(", ", shares),
                    String.format(Locale.ROOT, "%,d", a.samples()), Page.format(mean)));
        }
        if (charts.isEmpty()) {
            doc.para("The profiles given hold no streaming pass of this run's: nothing to split"
                    + (notDrawn.isEmpty() ? "." : " (" + String.join("; ", notDrawn) + ")."));
            page.lacking.add("attributed splits: the profiles given match no streaming pass of this run");
            return;
        }
        Map<String, Paint> paints = paints();
        int n = 0;
        for (Map.Entry<String, DefaultCategoryDataset> chart : charts.entrySet()) {
            String file = "attributed-" + (++n) + ".png";
            doc.heading(3, chart.getKey());
            page.charts.add(new Report.Chart(file, Charts.stackedPainted("Attributed split: " + chart.getKey(), "µs/op",
                    chart.getValue(), paints), 1000, 200 + 34 * chart.getValue().getColumnCount()));
            doc.image(file, "Attributed split, " + chart.getKey());
            doc.table(List.of("stack profile", "attributed parts (share of samples ± 95% floor)", "samples", "measured (µs/op)"),
                    tables.get(chart.getKey()));
        }
        if (!notDrawn.isEmpty()) {
            doc.para("Not drawn: " + String.join("; ", notDrawn) + ".");
        }
    }

    /** A direction total (of a fused stack, checked by the caller) or Metro's runtime exchange. */
    private static boolean streaming(Benchmark b) {
        return b.kind() == Benchmark.Kind.TOTAL || b == Benchmark.METRO_WSIT;
    }

    private static boolean fused(String stack) {
        return Arrays.stream(StackId.values()).anyMatch(s -> s.id().equals(stack) && PhaseTable.traits(s).pass() == PhaseTable.Pass.FUSED);
    }

    private static Map<String, Paint> paints() {
        Map<String, Paint> paints = new LinkedHashMap<>();
        Part[] parts = Part.values();
        for (int i = 0; i < parts.length; i++) {
            paints.put(parts[i].id(), COLOURS[i]);
        }
        paints.put(UNATTRIBUTED, COLOURS[parts.length]);
        paints.put(MEASURED, Color.DARK_GRAY);
        paints.put(Series.FUSED_PLAIN.label(), Series.FUSED_PLAIN.colour());
        paints.put(Series.DERIVED_SECURITY.label(), Series.DERIVED_SECURITY.colour());
        return paints;
    }
}
