package org.wsscost.report;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;
import org.wsscost.stack.StackId;

/** The report's message sizes: bytes on the wire per stack and profile, for the workloads the run timed whole. */
final class MessageSizes {
    /** The results whose workloads sizes are measured for: direction totals and exchanges. */
    private static final Set<Benchmark> WHOLE = EnumSet.of(Benchmark.OUTBOUND_TOTAL, Benchmark.INBOUND_TOTAL,
            Benchmark.ROUND_TRIP);

    private MessageSizes() {
    }

    /** @param sizes measures a workload's messages now, or null when the report leaves sizes out */
    static void write(Page page, List<Result> results, Function<Workload, List<Sizes.Size>> sizes) {
        Doc doc = page.doc;
        doc.heading(2, "6. Message sizes");
        if (sizes == null) {
            doc.para("Left out of this report (`--sizes off`).");
            return;
        }
        Set<String> groups = new LinkedHashSet<>();
        for (Result r : results) {
            if (r.param("workload") != null && Benchmark.of(r.name()).filter(WHOLE::contains).isPresent()) {
                groups.add(r.param("workload"));
            }
        }
        if (groups.isEmpty()) {
            doc.para("No direction total or exchange in this run: no workload to measure sizes for.");
            return;
        }
        doc.para("Bytes on the wire, for the workloads of this run's direction totals and exchanges: every message "
                + "bound and sent by each stack's sender under each profile (suite `modern`), mean per message; measured "
                + "when the report was made, not taken from the run. These are counted bytes, the same every time they are "
                + "measured, so their bars carry no interval.");
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
                page.charts.add(new Report.Chart(file, Charts.bars("Bytes on the wire: " + w + ", " + d.getKey().id() + "s",
                        "profile", "KiB per message", d.getValue(), null), 1000, 480));
                doc.image(file, "message sizes, " + w + " " + d.getKey().id());
            }
        }
        List<String> head = new ArrayList<>(List.of("workload", "direction", "profile", "recorded plain (B)"));
        for (StackId id : StackId.shared()) {
            head.add(id.id() + " (B)");
        }
        doc.table(head, rows);
    }
}
