package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.wsscost.results.Result;

/** The report's head: which run, what it holds, its metadata, and the results the report leaves out. */
final class RunHeader {
    private RunHeader() {
    }

    /**
     * @param timed the results the report reads (time per operation)
     * @param untimed the names of the others, scored per unit of time
     */
    static void write(Page page, String source, Map<String, Object> metadata, List<Result> timed, List<String> untimed) {
        Doc doc = page.doc;
        doc.heading(1, "wsscost report: `" + source + "`");
        Map<String, Integer> counts = new TreeMap<>();
        timed.forEach(r -> counts.merge(r.name(), 1, Integer::sum));
        doc.para(timed.size() + " results of " + counts.size() + " benchmarks: " + String.join(", ",
                counts.entrySet().stream().map(e -> "`" + e.getKey() + "` × " + e.getValue()).toList()) + ".");
        if (metadata != null) {
            List<List<String>> rows = new ArrayList<>();
            for (String k : List.of("date", "command", "git")) {
                if (metadata.get(k) != null) {
                    rows.add(List.of(k, "`" + metadata.get(k) + "`"));
                }
            }
            for (String group : List.of("libraries", "jvm", "machine")) {
                if (metadata.get(group) instanceof Map<?, ?> m) {
                    m.forEach((k, v) -> rows.add(List.of(group + "." + k, String.valueOf(v))));
                }
            }
            doc.table(List.of("run", "value"), rows);
        } else {
            doc.para("No metadata sidecar (`.meta.json`) beside this result: library versions and machine unknown "
                    + "(runs saved by the `run` tool have one).");
        }
        if (!untimed.isEmpty()) {
            doc.para("Left out, scored per unit of time rather than time per operation: " + String.join(", ",
                    untimed.stream().map(n -> "`" + n + "`").toList()) + ".");
        }
    }
}
