package org.wsscost.attribution;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which {@link Part} a sample's work belongs to, from its frames: the versioned table in the jar
 * ({@value #RESOURCE}), one rule a line, {@code part<TAB>regular expression}, or a context rule,
 * {@code part<TAB>regular expression<TAB>below<TAB>regular expression}. A sample goes to the part of the
 * first frame, from the leaf towards the root, that a rule matches (rules tried in the table's order), so the
 * innermost known work decides: a digest inside canonicalization inside a reference's check is the digest's, and
 * a library with no rule of its own (JAXB) takes the part of the caller that has one. A context rule matches a
 * frame only when it is called from a frame its second expression matches: its nearest caller that some rule
 * matches and that its own first expression does not (so the parser's and the model's own frames between them,
 * and frames no rule knows, are passed over). So the DOM a decryption parses its plaintext into is the
 * decryption's, while a model conversion of the stack's own, called from the same engine, stays the model's. A sample no
 * rule matches is unattributed, and shown as such.
 */
public final class FrameTable {
    public static final String RESOURCE = "/wsscost/frames.tsv";
    private static final Pattern VERSION = Pattern.compile("#\\s*version\\s+(\\d+)\\b.*");

    /** The word between a context rule's two expressions. */
    static final String BELOW = "below";

    /**
     * One rule: a frame that matches {@code frame} is work of {@code part}; for a context rule ({@code below} not
     * null) only where its nearest known caller of other work matches {@code below}.
     */
    public record Rule(Part part, Pattern frame, Pattern below) {
    }

    private final int version;
    private final List<Rule> rules;

    private FrameTable(int version, List<Rule> rules) {
        this.version = version;
        this.rules = List.copyOf(rules);
    }

    /** The table the jar carries. */
    public static FrameTable load() {
        try (InputStream in = FrameTable.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not in the jar; rebuild with mvn package");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + ": " + e.getMessage(), e);
        }
    }

    /**
     * A table's text: a first line {@code # version N}, then comments ({@code #}), blank lines and rules.
     *
     * @throws IllegalArgumentException naming {@code where} and the line of a bad rule or of a missing version
     */
    static FrameTable parse(String text, String where) {
        String[] lines = text.split("\n", -1);
        Matcher v = VERSION.matcher(lines[0].strip());
        if (!v.matches()) {
            throw new IllegalArgumentException(where + ":1: the first line must be '# version N'");
        }
        List<Rule> rules = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            if (f.length != 2 && (f.length != 4 || !f[2].strip().equals(BELOW))) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": not 'part<TAB>regular expression' or 'part<TAB>"
                        + "regular expression<TAB>" + BELOW + "<TAB>regular expression': " + line);
            }
            try {
                rules.add(new Rule(Part.of(f[0].strip()), pattern(f[1], "the expression"),
                        f.length == 4 ? pattern(f[3], "the caller's expression") : null));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (rules.isEmpty()) {
            throw new IllegalArgumentException(where + ": no rules");
        }
        return new FrameTable(Integer.parseInt(v.group(1)), rules);
    }

    private static Pattern pattern(String text, String what) {
        try {
            return Pattern.compile(text.strip());
        } catch (PatternSyntaxException e) {
            throw new IllegalArgumentException(e.getDescription() + " at " + e.getIndex() + " of " + what, e);
        }
    }

    public int version() {
        return version;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The part of a sample whose frames run from the root to the leaf, or null where no rule matches any frame. */
    public Part partOf(List<String> frames) {
        List<String> read = frames.stream().map(FrameTable::frame).toList();
        for (int i = read.size() - 1; i >= 0; i--) {
            for (Rule rule : rules) {
                if (rule.frame().matcher(read.get(i)).find() && (rule.below() == null || calledFrom(rule, read, i))) {
                    return rule.part();
                }
            }
        }
        return null;
    }

    /**
     * Whether the nearest caller of frame {@code i} that some rule knows and {@code rule}'s own expression does not
     * matches {@code rule}'s {@code below}.
     */
    private boolean calledFrom(Rule rule, List<String> frames, int i) {
        for (int j = i - 1; j >= 0; j--) {
            String caller = frames.get(j);
            if (!rule.frame().matcher(caller).find() && rules.stream().anyMatch(r -> r.frame().matcher(caller).find())) {
                return rule.below().matcher(caller).find();
            }
        }
        return false;
    }

    /**
     * A frame as the rules read it: Java classes with dots ({@code java/lang/Thread.run} is {@code java.lang.Thread.run}),
     * without async-profiler's annotations ({@code _[j]}, {@code _[i]}, {@code _[k]}: interpreted, inlined, kernel).
     */
    static String frame(String raw) {
        String f = raw.endsWith("]") && raw.length() > 4 && raw.charAt(raw.length() - 4) == '_' ? raw.substring(0, raw.length() - 4) : raw;
        return f.indexOf('/') >= 0 && f.indexOf("::") < 0 ? f.replace('/', '.') : f;
    }
}
