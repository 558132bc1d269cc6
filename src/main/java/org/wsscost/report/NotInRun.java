package org.wsscost.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/** The report's last section: the reported benchmarks the run does not have, and what each earlier section lacked. */
final class NotInRun {
    private NotInRun() {
    }

    /** Over every result, timed or not: a benchmark the report leaves out is still in the run. */
    static void write(Page page, List<Result> all) {
        page.doc.heading(2, "8. Not in this run");
        Set<String> present = new LinkedHashSet<>();
        all.forEach(r -> present.add(r.name()));
        List<String> absent = Arrays.stream(Benchmark.values()).filter(Benchmark::reported)
                .filter(b -> !present.contains(b.shortName())).map(b -> "`" + b + "`").toList();
        List<String> lines = new ArrayList<>(page.lacking);
        if (!absent.isEmpty()) {
            lines.add(0, "benchmarks: " + String.join(", ", absent));
        }
        if (lines.isEmpty()) {
            page.doc.para("Nothing: every benchmark and section has data.");
            return;
        }
        page.doc.bullets(lines);
    }
}
