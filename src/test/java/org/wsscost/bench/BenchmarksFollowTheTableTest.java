package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.wsscost.Id;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * The benchmarks against the phase table: every name in {@link Benchmark} is a real
 * {@code @Benchmark} method and every such method is in it, each benchmark's {@code @Param stack}
 * default lists exactly the stacks the table times it on, and the full matrix runs each step in the
 * profiles the table gives it. JMH needs its parameters as constants, so they cannot be read from the
 * table; this is where they are held to it. Reflection only: classes are loaded, never initialised,
 * so Santuario's baseline stays out of this JVM (see SantuarioSmokeTest).
 */
class BenchmarksFollowTheTableTest {
    private static final Path SOURCES = Path.of("src", "jmh", "java", "org", "wsscost", "bench");

    private static Class<?> load(String simpleName) throws ClassNotFoundException {
        return Class.forName(Benchmark.PACKAGE + simpleName, false, BenchmarksFollowTheTableTest.class.getClassLoader());
    }

    /** The {@code @Benchmark} method a table entry names. */
    private static Method method(Benchmark b) throws ClassNotFoundException {
        return Arrays.stream(load(b.className()).getMethods())
                .filter(m -> m.getName().equals(b.method()) && m.isAnnotationPresent(org.openjdk.jmh.annotations.Benchmark.class))
                .findFirst().orElseThrow(() -> new AssertionError(b.jmhName() + " is no @Benchmark method"));
    }

    /** The {@code @Param} default of {@code name} on the method's state arguments (superclasses included), if any. */
    private static Optional<List<String>> param(Method m, String name) {
        for (Class<?> state : m.getParameterTypes()) {
            for (Class<?> c = state; c != null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals(name) && f.isAnnotationPresent(Param.class)) {
                        return Optional.of(List.of(f.getAnnotation(Param.class).value()));
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Set<String> ids(Set<? extends Id> values) {
        return values.stream().map(Id::id).collect(Collectors.toCollection(TreeSet::new));
    }

    @ParameterizedTest
    @EnumSource(Benchmark.class)
    void theTableNamesARealBenchmarkMethod(Benchmark b) throws Exception {
        assertEquals(b.method(), method(b).getName());
    }

    @Test
    void everyBenchmarkMethodIsInTheTable() throws Exception {
        Set<String> methods = new TreeSet<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String name = file.getFileName().toString().replaceFirst("\\.java$", "");
                for (Method m : load(name).getMethods()) {
                    if (m.isAnnotationPresent(org.openjdk.jmh.annotations.Benchmark.class)) {
                        methods.add(name + "." + m.getName());
                    }
                }
            }
        }
        assertEquals(Arrays.stream(Benchmark.values()).map(Benchmark::shortName).collect(Collectors.toCollection(TreeSet::new)),
                methods);
    }

    /** A benchmark without a profile parameter (marshal) runs before any security: any profile is its. */
    @ParameterizedTest
    @EnumSource(Benchmark.class)
    void theDefaultStacksAreTheTables(Benchmark b) throws Exception {
        Method m = method(b);
        Set<Profile> profiles = param(m, "profile")
                .map(ps -> ps.stream().map(Profile::of).collect(Collectors.toCollection(() -> EnumSet.noneOf(Profile.class))))
                .orElse(EnumSet.allOf(Profile.class));
        Set<String> expected = ids(PhaseTable.defaultStacks(b, profiles));
        Optional<List<String>> stacks = param(m, "stack");
        if (b.phase() == Phase.TO_DOM || b.phase() == Phase.FROM_DOM) {
            assertEquals(List.of(StackId.RAMPART.id()), stacks.orElseThrow(), b + ": opens the real Rampart by default");
        } else if (stacks.isPresent()) {
            assertEquals(expected, new TreeSet<>(stacks.get()), b.shortName());
        } else {
            assertTrue(expected.isEmpty(), b + " has no stack @Param but the table times it on " + expected);
        }
    }

    /**
     * Conversion times the stacks that convert: every Rampart stack converts to DOOM, only the reconstruction
     * converts back as a step of its own (Rampart 1.7.1 and 1.5 do inside their process step). The other isolated
     * stacks secure the model they hold: Metro 1.5 its SAAJ message, XFire the DOM its DOMInHandler makes.
     */
    @Test
    void conversionTimesTheConvertingStacks() throws Exception {
        assertEquals(EnumSet.of(StackId.RAMPART, StackId.RAMPART_STEPS, StackId.RAMPART_15), PhaseTable.stacksWith(Phase.TO_DOM));
        assertEquals(EnumSet.of(StackId.RAMPART_STEPS), PhaseTable.stacksWith(Phase.FROM_DOM));
        for (Benchmark b : List.of(Benchmark.CONVERSION_TO_DOM, Benchmark.CONVERSION_FROM_DOM)) {
            assertEquals(ids(EnumSet.allOf(Side.class)), new TreeSet<>(param(method(b), "side").orElseThrow()), b.shortName());
        }
    }

    /** The parameters PhaseSums drops when it looks a part up: marshal runs before any security. */
    @Test
    void marshalHasNoProfileOrSuite() throws Exception {
        Method marshal = method(Benchmark.OUTBOUND_MARSHAL);
        assertTrue(param(marshal, "profile").isEmpty());
        assertTrue(param(marshal, "suite").isEmpty());
    }

    /** docs/benchmarks.md gives these commands (SmokeTest): each step's profiles are the ones the table has it in. */
    @Test
    void theFullMatrixRunsEachStepInTheProfilesTheTableGivesIt() {
        for (Benchmark b : Benchmark.values()) {
            if (b.kind() != Benchmark.Kind.STEP || b.side() == null) {
                continue; // Conversion's plain converts the recorded message anyway, to show the model alone
            }
            List<FullMatrix> groups = FullMatrix.GROUPS.stream().filter(g -> g.stacks().isEmpty())
                    .filter(g -> Pattern.compile(g.include()).matcher(b.jmhName()).find()).toList();
            assertEquals(1, groups.size(), b + " in " + groups);
            assertEquals(ids(PhaseTable.profilesTimedBy(b)), new TreeSet<>(groups.get(0).profiles()), groups.get(0).command());
        }
    }

    /** A stack outside the default job gets each benchmark the table times it by from exactly one named group. */
    @ParameterizedTest
    @EnumSource(StackId.class)
    void theFullMatrixNamesEachStackOutsideTheDefaultJob(StackId stack) {
        Assumptions.assumeFalse(PhaseTable.traits(stack).defaultJob(), stack.id() + " is in the default job");
        for (Benchmark b : Benchmark.values()) {
            if (b.kind() == Benchmark.Kind.BASELINE || b.kind() == Benchmark.Kind.FLOOR
                    || !PhaseTable.stacksTimedBy(b, EnumSet.allOf(Profile.class)).contains(stack)) {
                continue;
            }
            List<FullMatrix> groups = FullMatrix.GROUPS.stream().filter(g -> g.stacks().contains(stack.id()))
                    .filter(g -> Pattern.compile(g.include()).matcher(b.jmhName()).find()).toList();
            assertEquals(1, groups.size(), stack.id() + " " + b + " in " + groups);
        }
    }

    /** Every fork gets what every stack needs on its JVM's command line (metro-1.5's exports), beside the fixed heap. */
    @Test
    void theForksCarryWhatEveryStackNeedsOnItsCommandLine() {
        List<String> forks = List.of(Defaults.class.getAnnotation(Fork.class).jvmArgsAppend());
        for (StackId stack : StackId.values()) {
            assertTrue(forks.containsAll(stack.jvmArgs()), stack.id() + " needs " + stack.jvmArgs() + ", forks get " + forks);
        }
        assertTrue(forks.containsAll(List.of("-Xms2g", "-Xmx2g")), forks.toString());
    }
}
