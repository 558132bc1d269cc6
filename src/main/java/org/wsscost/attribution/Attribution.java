package org.wsscost.attribution;

import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A profile's samples attributed to {@link Part}s by a {@link FrameTable}, each part's share with its sampling
 * uncertainty, and the share no rule matched, with the leaf frames that make it up (so that the table can be
 * mended, never the share hidden).
 *
 * @param source what was profiled, as the table's heading names it
 * @param samples all samples
 * @param parts samples by part, every part present
 * @param unattributed samples no rule matched
 * @param unattributedLeaves the leaf frames of those samples, most frequent first, with their samples
 */
public record Attribution(String source, long samples, Map<Part, Long> parts, long unattributed,
        List<Map.Entry<String, Long>> unattributedLeaves) {
    /** How many of the unattributed leaves the table lists. */
    private static final int LEAVES = 5;
    /** The normal quantile of a 95% interval. */
    private static final double Z95 = 1.96;

    public Attribution {
        parts = Collections.unmodifiableMap(new EnumMap<>(parts));
        unattributedLeaves = List.copyOf(unattributedLeaves);
    }

    public static Attribution of(String source, Collapsed profile, FrameTable table) {
        Map<Part, Long> parts = new EnumMap<>(Part.class);
        for (Part p : Part.values()) {
            parts.put(p, 0L);
        }
        Map<String, Long> leaves = new HashMap<>();
        long unattributed = 0;
        for (Collapsed.Stack s : profile.stacks()) {
            Part part = table.partOf(s.frames());
            if (part == null) {
                unattributed += s.samples();
                leaves.merge(FrameTable.frame(s.frames().get(s.frames().size() - 1)), s.samples(), Long::sum);
            } else {
                parts.merge(part, s.samples(), Long::sum);
            }
        }
        List<Map.Entry<String, Long>> top = leaves.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(LEAVES).map(e -> Map.entry(e.getKey(), e.getValue())).toList();
        return new Attribution(source, profile.samples(), parts, unattributed, top);
    }

    public double share(Part part) {
        return parts.get(part) / (double) samples;
    }

    public double unattributedShare() {
        return unattributed / (double) samples;
    }

    /**
     * Half the width of the 95% interval of a share {@code p} of the samples, as if they were drawn independently
     * (binomial, normal approximation): a floor on the uncertainty, since neighbouring samples of one run are alike.
     */
    public double halfWidth(double p) {
        return Z95 * Math.sqrt(p * (1 - p) / samples);
    }

    /** The table: a row per part with samples, share and its ±, the unattributed row, its leading leaf frames. */
    public String markdown(int tableVersion) {
        StringBuilder s = new StringBuilder();
        s.append("### ").append(source).append("\n\n");
        s.append(String.format(Locale.ROOT, "%,d samples, frame table version %d.%n%n", samples, tableVersion));
        s.append("| part | samples | share | ± (95%) |\n|---|---:|---:|---:|\n");
        for (Part p : Part.values()) {
            s.append(row("`" + p.id() + "`", parts.get(p), share(p)));
        }
        s.append(row("**unattributed**", unattributed, unattributedShare()));
        if (!unattributedLeaves.isEmpty()) {
            s.append("\nUnattributed, by leaf frame:\n\n");
            for (Map.Entry<String, Long> e : unattributedLeaves) {
                s.append(String.format(Locale.ROOT, "- `%s`: %,d (%.1f%%)%n", e.getKey(), e.getValue(), 100.0 * e.getValue() / samples));
            }
        }
        return s.toString();
    }

    private String row(String name, long n, double share) {
        return String.format(Locale.ROOT, "| %s | %,d | %.1f%% | %.1f pp |%n", name, n, 100 * share, 100 * halfWidth(share));
    }
}
