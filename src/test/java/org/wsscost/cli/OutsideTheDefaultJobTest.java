package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.shard.Job;
import org.wsscost.stack.StackId;

/**
 * The section {@code -l} and {@code -lp} end with, built from the jar's benchmark list and the tables alone (nothing
 * runs, no stack is created): every stack outside the default job, its suites, the benchmarks that take it and
 * its options; and the listing's reader stops before it.
 */
class OutsideTheDefaultJobTest {
    /** Every benchmark in the jar, as {@code -l} with no regex lists them. */
    private static List<String> all() throws Exception {
        return Job.benchmarks(new CommandLineOptions("-l"));
    }

    private static String line(List<String> lines, StackId stack) {
        return lines.stream().filter(l -> l.startsWith(stack.id() + ": ")).findFirst()
                .orElseThrow(() -> new AssertionError(stack.id() + " not in:\n" + String.join("\n", lines)));
    }

    private static boolean runs(StackId stack, Suite suite, Profile profile) {
        return stack.refusal(Policy.of(profile, suite, Party.SERVER)) == null;
    }

    @Test
    void everyStackOutsideTheDefaultJobHasItsLineAndItsOptionsAndNoOtherStackHas() throws Exception {
        List<String> lines = OutsideTheDefaultJob.lines(all());
        assertEquals(List.of("", OutsideTheDefaultJob.HEADING), lines.subList(0, 2));
        for (StackId stack : StackId.values()) {
            String options = "  -p stack=" + stack.id();
            long named = lines.stream().filter(l -> l.startsWith(stack.id() + ": ") || l.equals(options)
                    || l.startsWith(options + " ")).count();
            assertEquals(PhaseTable.traits(stack).defaultJob() ? 0 : 2, named, stack.id() + " in:\n" + String.join("\n", lines));
        }
        assertEquals(2 + 2 * Arrays.stream(StackId.values()).filter(s -> !PhaseTable.traits(s).defaultJob()).count(), lines.size());
    }

    @Test
    void eachStacksLineSaysWhatItIsWhichSuitesItRunsAndWhichBenchmarksTakeIt() throws Exception {
        List<String> all = all();
        List<String> lines = OutsideTheDefaultJob.lines(all);
        for (StackId stack : StackId.values()) {
            if (PhaseTable.traits(stack).defaultJob()) {
                continue;
            }
            String line = line(lines, stack);
            assertTrue(line.startsWith(stack.id() + ": " + stack.what() + "; suites "), line);
            for (Suite suite : Suite.values()) {
                boolean some = Arrays.stream(Profile.values()).anyMatch(p -> runs(stack, suite, p));
                assertEquals(some, line.matches(".*; suites [^;]*\\b" + suite.id() + "\\b.*"), suite.id() + ": " + line);
            }
            List<String> taking = new ArrayList<>();
            for (String name : all) {
                Benchmark b = Benchmark.ofJmh(name).orElseThrow();
                if (PhaseTable.stacksTimedBy(b, EnumSet.allOf(Profile.class)).contains(stack)) {
                    taking.add(b.shortName());
                }
            }
            assertTrue(line.endsWith("; benchmarks " + String.join(", ", taking)), line);
            boolean everywhere = Arrays.stream(Suite.values())
                    .allMatch(s -> Arrays.stream(Profile.values()).allMatch(p -> runs(stack, s, p)));
            assertEquals("  -p stack=" + stack.id() + (everywhere ? "" : " -p suite=legacy"), lines.get(lines.indexOf(line) + 1));
        }
        // the four old stacks run the legacy suite only; Rampart 1.7.1 modern where it neither signs nor encrypts
        for (StackId old : List.of(StackId.RAMPART_15, StackId.AXIS1, StackId.METRO_15, StackId.XFIRE)) {
            assertTrue(line(lines, old).contains("; suites legacy; benchmarks "), line(lines, old));
        }
        assertTrue(line(lines, StackId.RAMPART).contains("; suites modern (plain, username), legacy; benchmarks "),
                line(lines, StackId.RAMPART));
    }

    @Test
    void onlyTheListedBenchmarksAreNamedAndNoneThatTakesNoSuchStackMakesASection() {
        assertEquals(List.of("", OutsideTheDefaultJob.HEADING,
                        "rampart-steps: " + StackId.RAMPART_STEPS.what() + "; suites modern, legacy; benchmarks "
                                + Benchmark.CONVERSION_FROM_DOM.shortName(),
                        "  -p stack=rampart-steps"),
                OutsideTheDefaultJob.lines(List.of(Benchmark.FLOOR_INBOUND.jmhName(), Benchmark.CONVERSION_FROM_DOM.jmhName())));
        assertEquals(List.of(), OutsideTheDefaultJob.lines(List.of(Benchmark.FLOOR_INBOUND.jmhName(), Benchmark.METRO_WSIT.jmhName())));
        assertEquals(List.of(), OutsideTheDefaultJob.lines(List.of()));
    }

    /** ab's launcher reads the names JMH lists and stops at the section; an older jar's listing has none. */
    @Test
    void theListingsReaderStopsBeforeTheSection() {
        List<String> names = List.of(Benchmark.INBOUND_PARSE.jmhName(), Benchmark.ROUND_TRIP.jmhName());
        String jmh = "# a warning JMH prints first\nBenchmarks: \n" + String.join("\n", names) + "\n";
        assertEquals(names, JavaLauncher.names(jmh));
        assertEquals(names, JavaLauncher.names(jmh + String.join("\n", OutsideTheDefaultJob.lines(names)) + "\n"));
        assertEquals(List.of(), JavaLauncher.names("Benchmarks: \n\n" + String.join("\n", OutsideTheDefaultJob.lines(names))));
    }
}
