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
     * A merged sharded run ({@code merge}): its shards, where each ran and how long it took against the
     * estimate, and whether its ratios may cross machines.
     */
    private static void shards(Doc doc, Map<String, Object> metadata, List<Result> timed) {
        if (!(metadata.get("shards") instanceof List<?> shards)) {
            return;
        }
        long machines = timed.stream().map(Result::machine).filter(m -> m != null).distinct().count();
        doc.para("Merged from " + shards.size() + " shards run on " + machines + (machines == 1
                ? " machine: every ratio below was measured on one machine."
                : " machines: a ratio whose two sides ran on different machines is marked \"different machines\" and gets"
                        + " no verdict."));
        List<List<String>> rows = new ArrayList<>();
        for (Object o : shards) {
            if (o instanceof Map<?, ?> shard) {
                Object load = shard.get("machine") instanceof Map<?, ?> m ? m.get("loadAverage") : null;
                rows.add(List.of(shard.get("index") + "/" + shard.get("of"), String.valueOf(shard.get("machineLabel")),
                        String.valueOf(shard.get("date")), String.valueOf(load), minutes(shard.get("estimatedSeconds")),
                        minutes(shard.get("measuredSeconds"))));
            }
        }
        doc.table(List.of("shard", "machine", "finished", "load average", "estimated (min)", "measured (min)"), rows);
    }

    private static String minutes(Object seconds) {
        return seconds instanceof Number n ? String.format(java.util.Locale.ROOT, "%.1f", n.doubleValue() / 60) : "?";
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
            shards(doc, metadata, timed);
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
