package org.wsscost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.wsscost.phases.Benchmark;

/**
 * The phase table is the one place benchmark names are spelled: no string literal or text block in
 * src/main or src/jmh holds a benchmark's name ({@code Outbound.total}) or a class prefix to build
 * one from ({@code "Floor."}), but phases/Benchmark.java. Comments may name benchmarks; code and the
 * words it prints take them from {@link Benchmark}, so a renamed benchmark cannot leave a stale
 * name behind. Tests are not scanned: their expected outputs spell names on purpose.
 */
class NoBenchmarkNameOutsideTheTableTest {
    private static final Path TABLE = Path.of("src", "main", "java", "org", "wsscost", "phases", "Benchmark.java");

    /** The string literals and text blocks of a Java source, comments and char literals skipped. */
    static List<String> literals(String source) {
        List<String> literals = new ArrayList<>();
        int i = 0;
        while (i < source.length()) {
            if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? source.length() : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = closing(source, i + 3, "\"\"\"");
                literals.add(source.substring(i + 3, end));
                i = end + 3;
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                String quote = String.valueOf(source.charAt(i));
                int end = closing(source, i + 1, quote);
                if (quote.equals("\"")) {
                    literals.add(source.substring(i + 1, end));
                }
                i = end + 1;
            } else {
                i++;
            }
        }
        return literals;
    }

    /** Where {@code quote} closes a literal that starts at {@code from}, escapes skipped. */
    private static int closing(String source, int from, String quote) {
        int i = from;
        while (!source.startsWith(quote, i)) {
            if (i >= source.length()) {
                throw new IllegalArgumentException("unclosed literal from offset " + from);
            }
            i += source.charAt(i) == '\\' ? 2 : 1;
        }
        return i;
    }

    /** A literal that names {@code b}: its short name as a whole word, or exactly its class with the dot. */
    private static boolean names(String literal, Benchmark b) {
        return literal.equals(b.className() + ".")
                || Pattern.compile("(?<![\\w])" + Pattern.quote(b.shortName()) + "(?![\\w])").matcher(literal).find();
    }

    private static List<Path> sources() throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path root : List.of(Path.of("src", "main", "java"), Path.of("src", "jmh", "java"))) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
            }
        }
        return sources;
    }

    @Test
    void noSourceButTheTableSpellsABenchmarkName() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : sources()) {
            if (file.equals(TABLE)) {
                continue;
            }
            for (String literal : literals(Files.readString(file))) {
                for (Benchmark b : Benchmark.values()) {
                    if (names(literal, b)) {
                        found.add(file + ": \"" + literal + "\" names " + b.shortName());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "take these names from org.wsscost.phases.Benchmark");
    }

    /** The scan reads the table itself the same way, and finds every name there: a clean scan elsewhere means something. */
    @Test
    void theScanFindsEveryNameInTheTable() throws IOException {
        List<String> literals = literals(Files.readString(TABLE));
        for (Benchmark b : Benchmark.values()) {
            assertTrue(literals.stream().anyMatch(l -> names(l, b)), b.shortName());
        }
    }

    @Test
    void commentsAndCharLiteralsAreNotLiterals() {
        String source = "// \"Inbound.total\"\n/* \"Outbound.total\" */ char q = '\"'; String s = \"a\\\"b\"; "
                + "String t = \"\"\"\n  Floor.inbound\n  \"\"\";";
        assertEquals(List.of("a\\\"b", "\n  Floor.inbound\n  "), literals(source));
    }
}
