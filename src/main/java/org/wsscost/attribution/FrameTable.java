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
 * ({@value #RESOURCE}), one rule a line, {@code part<TAB>regular expression}. A sample goes to the part of the
 * first frame, from the leaf towards the root, that a rule matches (rules tried in the table's order), so the
 * innermost known work decides: a digest inside canonicalization inside a reference's check is the digest's, and
 * a library with no rule of its own (JAXB) takes the part of the caller that has one. A sample no rule matches is
 * unattributed, and shown as such.
 */
public final class FrameTable {
    public static final String RESOURCE = "/wsscost/frames.tsv";
    private static final Pattern VERSION = Pattern.compile("#\\s*version\\s+(\\d+)\\b.*");

    /** One rule: a frame that matches {@code frame} is work of {@code part}. */
    public record Rule(Part part, Pattern frame) {
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
            int tab = line.indexOf('\t');
            if (tab < 0) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": not 'part<TAB>regular expression': " + line);
            }
            try {
                rules.add(new Rule(Part.of(line.substring(0, tab).strip()), Pattern.compile(line.substring(tab + 1).strip())));
            } catch (PatternSyntaxException e) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": " + e.getDescription() + " at " + e.getIndex()
                        + " of the expression", e);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (rules.isEmpty()) {
            throw new IllegalArgumentException(where + ": no rules");
        }
        return new FrameTable(Integer.parseInt(v.group(1)), rules);
    }

    public int version() {
        return version;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** The part of a sample whose frames run from the root to the leaf, or null where no rule matches any frame. */
    public Part partOf(List<String> frames) {
        for (int i = frames.size() - 1; i >= 0; i--) {
            String frame = frame(frames.get(i));
            for (Rule rule : rules) {
                if (rule.frame().matcher(frame).find()) {
                    return rule.part();
                }
            }
        }
        return null;
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
