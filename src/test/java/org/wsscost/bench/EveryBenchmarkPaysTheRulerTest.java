package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every benchmark method's first statement is {@code Ruler.pay();}, the one call of the harness inside a timed
 * method: a method without it would not pay an {@code ab --ruler} run's spin, and that run's check of the comparison's
 * power would miss it. Nothing else of the harness is passed to a benchmark method.
 */
class EveryBenchmarkPaysTheRulerTest {
    private static final Pattern METHOD = Pattern.compile("@Benchmark\\b[^{;]*?\\s(\\w+)\\(([^)]*)\\)[^{]*\\{\\s*([^;]*;)");

    @Test
    void everyBenchmarkMethodCallsRulerPayFirst() throws IOException {
        List<String> wrong = new ArrayList<>();
        int methods = 0;
        int annotated = 0;
        try (Stream<Path> files = Files.list(Path.of("src", "jmh", "java", "org", "wsscost", "bench"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String text = Files.readString(file);
                annotated += (int) Pattern.compile("@Benchmark\\b(?!Mode)").matcher(text).results().count();
                Matcher m = METHOD.matcher(text);
                while (m.find()) {
                    methods++;
                    if (!m.group(3).equals("Ruler.pay();")) {
                        wrong.add(file.getFileName() + " " + m.group(1) + " starts with " + m.group(3));
                    }
                }
            }
        }
        assertTrue(methods > 20, "read only " + methods + " benchmark methods");
        assertEquals(annotated, methods, "every @Benchmark read as a method");
        assertEquals(List.of(), wrong);
    }
}
