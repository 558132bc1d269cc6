package org.wsscost.attribution;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.wsscost.phases.Benchmark;
import org.wsscost.pipeline.Side;
import org.wsscost.stack.StackId;

/**
 * Which {@link Part}s make which measured phases, for the stacks whose phases are also timed alone: the versioned
 * table in the jar ({@value #RESOURCE}), one group a line, {@code stack<TAB>side<TAB>group<TAB>benchmarks<TAB>parts<TAB>frame}.
 * A group joins the phases whose work the parts cannot tell apart. {@code benchmarks} are the isolated benchmarks
 * whose means make the group ({@code +}, and {@code -} for a part of one that belongs to another group); {@code frame}
 * matches the suite's own frames that say where a sample really was, for the reasons of a miss.
 */
public final class PhaseMap {
    public static final String RESOURCE = "/wsscost/phase-parts.tsv";
    /** Work beside the phases, in no group's share: the collector, the JIT compilers and JMH. */
    public static final Set<Part> BESIDE = EnumSet.of(Part.COLLECTOR, Part.OTHER);
    private static final Pattern VERSION = Pattern.compile("#\\s*version\\s+(\\d+)\\b.*");
    private static final Pattern TERM = Pattern.compile("([+-]?)([A-Za-z]+\\.[A-Za-z]+)");

    /** One benchmark of a group, added or taken away. */
    public record Term(Benchmark benchmark, boolean minus) {
    }

    /** One group of a stack's side: its isolated benchmarks, its parts, the frames that mark it. */
    public record Group(StackId stack, Side side, String name, List<Term> terms, Set<Part> parts, Pattern frame) {
        public Group {
            terms = List.copyOf(terms);
            parts = Set.copyOf(parts);
        }

        /** {@code Inbound.build + Conversion.toDom − …}, as the page prints it. */
        public String formula() {
            StringBuilder s = new StringBuilder();
            for (Term t : terms) {
                s.append(s.isEmpty() ? (t.minus() ? "− " : "") : t.minus() ? " − " : " + ").append(t.benchmark().shortName());
            }
            return s.toString();
        }
    }

    private final int version;
    private final List<Group> groups;

    private PhaseMap(int version, List<Group> groups) {
        this.version = version;
        this.groups = List.copyOf(groups);
    }

    /** The table the jar carries. */
    public static PhaseMap load() {
        try (InputStream in = PhaseMap.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not in the jar; rebuild with mvn package");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + ": " + e.getMessage(), e);
        }
    }

    /**
     * A table's text: a first line {@code # version N}, then comments, blank lines and groups.
     *
     * @throws IllegalArgumentException naming {@code where} and the line of a bad group or of a missing version
     */
    static PhaseMap parse(String text, String where) {
        String[] lines = text.split("\n", -1);
        Matcher v = VERSION.matcher(lines[0].strip());
        if (!v.matches()) {
            throw new IllegalArgumentException(where + ":1: the first line must be '# version N'");
        }
        List<Group> groups = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String at = where + ":" + (i + 1) + ": ";
            String[] f = line.split("\t");
            if (f.length != 6) {
                throw new IllegalArgumentException(at + "not 'stack<TAB>side<TAB>group<TAB>benchmarks<TAB>parts<TAB>frame': " + line);
            }
            try {
                Group g = new Group(StackId.of(f[0]), Side.of(f[1]), f[2], terms(f[3]), parts(f[4]), Pattern.compile(f[5]));
                if (groups.stream().anyMatch(o -> o.stack() == g.stack() && o.side() == g.side() && o.name().equals(g.name()))) {
                    throw new IllegalArgumentException("group " + g.name() + " of " + f[0] + " " + f[1] + " is there twice");
                }
                groups.add(g);
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException(at + e.getDescription() + " at " + e.getIndex() + " of the frame expression", e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(at + e.getMessage(), e);
            }
        }
        if (groups.isEmpty()) {
            throw new IllegalArgumentException(where + ": no groups");
        }
        return new PhaseMap(Integer.parseInt(v.group(1)), groups);
    }

    private static List<Term> terms(String text) {
        List<Term> terms = new ArrayList<>();
        Matcher m = TERM.matcher(text);
        int end = 0;
        while (m.find() && m.start() == end) {
            if (terms.isEmpty() == !m.group(1).isEmpty()) {
                throw new IllegalArgumentException("benchmarks '" + text + "': + or - between benchmarks, none before the first");
            }
            terms.add(new Term(Benchmark.of(m.group(2)).orElseThrow(
                    () -> new IllegalArgumentException("no benchmark " + m.group(2) + " (in '" + text + "')")), m.group(1).equals("-")));
            end = m.end();
        }
        if (end != text.length() || terms.isEmpty()) {
            throw new IllegalArgumentException("benchmarks '" + text + "' are not Class.method joined by + or -");
        }
        return terms;
    }

    private static Set<Part> parts(String text) {
        Set<Part> parts = EnumSet.noneOf(Part.class);
        for (String id : text.split(",")) {
            Part p = Part.of(id.strip());
            if (BESIDE.contains(p)) {
                throw new IllegalArgumentException("part " + p.id() + " is work beside the phases, in no group");
            }
            if (!parts.add(p)) {
                throw new IllegalArgumentException("part " + p.id() + " is listed twice");
            }
        }
        return parts;
    }

    public int version() {
        return version;
    }

    public List<Group> groups() {
        return groups;
    }

    /** The groups of one stack's side, in the table's order; empty where the table has none. */
    public List<Group> groups(StackId stack, Side side) {
        return groups.stream().filter(g -> g.stack() == stack && g.side() == side).toList();
    }

    /** The group of {@code stack}'s {@code side} that takes {@code part}'s samples, or null. */
    public static Group groupOf(List<Group> side, Part part) {
        return side.stream().filter(g -> g.parts().contains(part)).findFirst().orElse(null);
    }

    /** The group whose frame the innermost of {@code frames} (root first) matches, or null where none does. */
    public static Group framedGroup(List<Group> side, List<String> frames) {
        for (int i = frames.size() - 1; i >= 0; i--) {
            String frame = FrameTable.frame(frames.get(i));
            for (Group g : side) {
                if (g.frame().matcher(frame).find()) {
                    return g;
                }
            }
        }
        return null;
    }
}
