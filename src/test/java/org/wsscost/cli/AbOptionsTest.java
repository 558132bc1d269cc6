package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.wsscost.fixtures.FakeRuns;

/** {@code ab}'s option table: the usage comes from it, and every bad value is refused by name before anything runs. */
class AbOptionsTest {
    @Test
    void theUsageListsEveryOptionOfTheTableWithItsDefault() {
        for (Option<?> option : AbTool.OPTIONS) {
            assertTrue(AbTool.USAGE.contains(option.synopsis()), option.synopsis());
            assertTrue(AbTool.USAGE.contains(option.line()), option.line());
        }
        assertTrue(AbTool.USAGE.contains("--a JAR|PROPERTY=VERSION --b JAR|PROPERTY=VERSION [--forks N]"), AbTool.USAGE);
        assertTrue(AbTool.USAGE.contains("[--order turns|sequential]"), AbTool.USAGE);
        assertTrue(AbTool.USAGE.lines().anyMatch(l -> l.matches("  --forks N +rounds, one fork of each side a round \\(default 6\\)")),
                AbTool.USAGE);
    }

    @Test
    void valuesAreReadIntoTheirTypes() throws Exception {
        Args args = Args.beforeJmh("ab", List.of("--target", "2%", "--max", "40m", "--order", "sequential", "Bench", "-i", "3"),
                List.of(AbTool.TARGET, AbTool.MAX, AbTool.ORDER, AbTool.FORKS, AbTool.THRESHOLD));
        assertEquals(2.0, args.value(AbTool.TARGET));
        assertEquals(Duration.ofMinutes(40), args.value(AbTool.MAX));
        assertEquals(AbTool.Order.SEQUENTIAL, args.value(AbTool.ORDER));
        assertEquals(6, args.value(AbTool.FORKS), "a default is read as a given value is");
        assertEquals(5.0, args.value(AbTool.THRESHOLD));
        assertTrue(args.given(AbTool.TARGET) && !args.given(AbTool.FORKS));
        assertEquals(List.of("Bench", "-i", "3"), args.positional);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--forks|1|--forks '1' is not a whole number from 2 to 100",
        "--forks|six|--forks 'six' is not a whole number from 2 to 100",
        "--target|0|--target '0' is not a percentage above 0 and at most 50",
        "--target|2 percent|--target '2 percent' is not a percentage above 0 and at most 50",
        "--max|forever|--max 'forever' is not a duration such as 90s or 200ms",
        "--threshold|-1|--threshold '-1' is not a percentage from 0 to 99",
        "--order|zigzag|--order 'zigzag' is none of turns, sequential",
        "--warmup|later|--warmup 'later' is none of turns, together",
        "--probe|ten|--probe 'ten' is not a whole number from 0 to 600",
        "--jvm-b|/no/java|--jvm-b /no/java: no java executable there",
        "--b|nothing.jar|--b nothing.jar: no such jar, nor PROPERTY=VERSION",
    })
    void aBadValueIsOneLineNamingItsOptionAndNothingIsWritten(String option, String value, String expected, @TempDir Path dir)
            throws Exception {
        Path jar = FakeRuns.suiteJar(dir.resolve("a.jar"), "");
        Path results = Files.createDirectory(dir.resolve("results"));
        List<String> args = new ArrayList<>(List.of("--a", jar.toString(), "--b", jar.toString(), "--results", results.toString()));
        int at = args.indexOf(option);
        if (at >= 0) {
            args.set(at + 1, value);
        } else {
            args.addAll(List.of(option, value));
        }
        args.add("Bench");
        ToolsTest.Outcome o = ToolsTest.run("ab", new AbTool(new NoLauncher(), null), args);
        assertEquals(2, o.exit(), o.err());
        assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
        assertTrue(o.err().contains(expected), o.err());
        assertEquals("", o.out());
        try (Stream<Path> files = Files.list(results)) {
            assertEquals(0, files.count());
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--max 40m|--max caps a run with --target; give --target too",
        "--target 2 --forks 4|--target runs rounds until the target or --max; --forks fixes their number: give one",
        "--target 2 --order sequential|--target needs --order turns: it stops on the pairs' ratios",
        "--order sequential --warmup together|--warmup together needs --order turns",
    })
    void optionsThatDoNotGoTogetherAreRefusedBeforeAnythingRuns(String options, String expected, @TempDir Path dir)
            throws Exception {
        Path jar = FakeRuns.suiteJar(dir.resolve("a.jar"), "");
        Path results = Files.createDirectory(dir.resolve("results"));
        List<String> args = new ArrayList<>(List.of("--a", jar.toString(), "--b", jar.toString(), "--results", results.toString()));
        args.addAll(List.of(options.split(" ")));
        args.add("Bench");
        ToolsTest.Outcome o = ToolsTest.run("ab", new AbTool(new NoLauncher(), null), args);
        assertEquals(2, o.exit(), o.err());
        assertTrue(o.err().contains(expected), o.err());
        try (Stream<Path> files = Files.list(results)) {
            assertFalse(files.findAny().isPresent());
        }
    }

    @Test
    void aMissingSideIsNamed(@TempDir Path dir) throws Exception {
        Path jar = FakeRuns.suiteJar(dir.resolve("a.jar"), "");
        ToolsTest.Outcome o = ToolsTest.run("ab", new AbTool(new NoLauncher(), null), List.of("--a", jar.toString(), "Bench"));
        assertEquals(2, o.exit());
        assertTrue(o.err().contains("--b JAR|PROPERTY=VERSION is required (see: ab --help)"), o.err());
    }

    /** A launcher that must never be reached: every refusal comes before a fork. */
    private static final class NoLauncher implements AbTool.Launcher {
        @Override
        public void fork(Path java, Path jar, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log) {
            throw new AssertionError("a refused run forked");
        }

        @Override
        public List<String> benchmarks(Path java, Path jar, List<String> jmhArgs) {
            throw new AssertionError("a refused run listed benchmarks");
        }

        @Override
        public java.util.Map<String, String> versions(Path java, Path jar) {
            throw new AssertionError("a refused run asked for versions");
        }

        @Override
        public List<Double> probe(int seconds) {
            throw new AssertionError("a refused run probed the machine");
        }
    }
}
