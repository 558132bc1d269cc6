package org.wsscost.cli;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.shard.Job;
import org.wsscost.stack.StackId;

/**
 * What {@code -l} and {@code -lp} print after JMH's own listing: the stacks outside the default job
 * ({@link PhaseTable.Traits#defaultJob}), which no {@code @Param stack} default names, so JMH's listing never
 * shows them. Each such stack that a listed benchmark takes has one line (its id, what it is, the suites it runs
 * in which profiles, those benchmarks, by {@link PhaseTable#stacksTimedBy} over every profile) and one line of
 * the {@code -p} options that run it. A blank line parts the section from JMH's listing, so that a reader of
 * the listing ({@link JavaLauncher#names}) stops there.
 */
final class OutsideTheDefaultJob {
    static final String HEADING = "Stacks outside the default job, which the benchmarks named run with -p stack=ID "
            + "(the versions of the libraries this jar loads: java -jar target/benchmarks.jar versions):";

    private OutsideTheDefaultJob() {
    }

    /**
     * After JMH's {@code -l} or {@code -lp}, which return from its {@code Main} without exiting: the section,
     * where JMH wrote its listing ({@code -o FILE} or standard output); nothing for any other command line, or
     * with {@code -v SILENT}, which lists nothing.
     */
    static void afterListing(List<String> args) throws IOException {
        Optional<CommandLineOptions> cmd = listing(args);
        if (cmd.isEmpty()) {
            return;
        }
        List<String> lines = lines(Job.benchmarks(cmd.get()));
        if (cmd.get().getOutput().hasValue()) {
            try (PrintStream file = new PrintStream(new FileOutputStream(cmd.get().getOutput().get(), true), true,
                    StandardCharsets.UTF_8)) {
                lines.forEach(file::println);
            }
        } else {
            lines.forEach(System.out::println);
        }
    }

    /** The command line's options when JMH lists benchmarks by it: {@code -l} or {@code -lp}, not {@code -h}, which wins. */
    private static Optional<CommandLineOptions> listing(List<String> args) {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            // JMH has printed this error in place of any listing
            return Optional.empty();
        }
        boolean lists = (cmd.shouldList() || cmd.shouldListWithParams()) && !cmd.shouldHelp()
                && cmd.verbosity().orElse(VerboseMode.NORMAL) != VerboseMode.SILENT;
        return lists ? Optional.of(cmd) : Optional.empty();
    }

    /**
     * The section for the listed benchmarks (full JMH names, as {@code -l} prints them): a blank line, the heading,
     * then two lines for each stack outside the default job that one of them takes; none when no listed one does.
     */
    static List<String> lines(List<String> listed) {
        // a method of two modes is listed twice
        List<Benchmark> benchmarks = listed.stream().distinct().map(Benchmark::ofJmh).flatMap(Optional::stream).toList();
        List<String> lines = new ArrayList<>();
        for (StackId stack : StackId.values()) {
            if (PhaseTable.traits(stack).defaultJob()) {
                continue;
            }
            List<String> taking = benchmarks.stream()
                    .filter(b -> PhaseTable.stacksTimedBy(b, EnumSet.allOf(Profile.class)).contains(stack))
                    .map(Benchmark::shortName).toList();
            if (!taking.isEmpty()) {
                lines.add(stack.id() + ": " + stack.what() + "; suites " + suites(stack) + "; benchmarks "
                        + String.join(", ", taking));
                lines.add("  -p stack=" + stack.id() + suiteOption(stack));
            }
        }
        if (!lines.isEmpty()) {
            lines.addAll(0, List.of("", HEADING));
        }
        return lines;
    }

    /** Each suite the stack runs, with the profiles it runs it in where that is not all of them: {@code modern (plain, username), legacy}. */
    private static String suites(StackId stack) {
        List<String> suites = new ArrayList<>();
        for (Suite suite : Suite.values()) {
            List<String> profiles = profiles(stack, suite);
            if (profiles.size() == Profile.values().length) {
                suites.add(suite.id());
            } else if (!profiles.isEmpty()) {
                suites.add(suite.id() + " (" + String.join(", ", profiles) + ")");
            }
        }
        return String.join(", ", suites);
    }

    /** {@code -p suite=…} naming the suites the stack runs in every profile, where it refuses a suite somewhere; else nothing. */
    private static String suiteOption(StackId stack) {
        List<String> whole = Arrays.stream(Suite.values())
                .filter(s -> profiles(stack, s).size() == Profile.values().length).map(Suite::id).toList();
        return whole.isEmpty() || whole.size() == Suite.values().length ? "" : " -p suite=" + String.join(",", whole);
    }

    /** The profiles in which the stack runs {@code suite}: those its refusal lets through. */
    private static List<String> profiles(StackId stack, Suite suite) {
        return Arrays.stream(Profile.values()).filter(p -> stack.refusal(Policy.of(p, suite, Party.SERVER)) == null)
                .map(Profile::id).toList();
    }
}
