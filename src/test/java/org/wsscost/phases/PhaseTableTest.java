package org.wsscost.phases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.bind.JAXBContext;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.payload.Binder;
import org.wsscost.phases.PhaseTable.Pass;
import org.wsscost.phases.PhaseTable.Row;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Side;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * The phase table against the stacks themselves: each row is what the stack's Security really
 * returns, for every StackId × Profile × Suite and both parties, and the traits are what the
 * Securities do. The table is what PhaseSums, the report and the step benchmarks' defaults follow,
 * so a stack that changes its steps fails here first.
 */
class PhaseTableTest {
    private static final JAXBContext JAXB = Binder.context();
    private static Keys keys;

    @BeforeAll
    static void load() {
        keys = Keys.load();
    }

    static Stream<Arguments> everyStackProfileSuite() {
        List<Arguments> all = new ArrayList<>();
        for (StackId stack : StackId.values()) {
            for (Profile profile : Profile.values()) {
                for (Suite suite : Suite.values()) {
                    if (stack.refusal(Policy.of(profile, suite, Party.CLIENT)) == null) {
                        all.add(Arguments.of(stack, profile, suite));
                    }
                }
            }
        }
        return all.stream();
    }

    private static Security security(StackId id, Profile profile, Suite suite, Direction direction) {
        return id.create(JAXB).security(Policy.of(profile, suite, Party.sending(direction)), keys);
    }

    private static List<Phase> phases(List<Security.Step> steps) {
        return steps.stream().map(Security.Step::phase).toList();
    }

    @Test
    void everyStackHasTraitsAndOneRowPerProfile() {
        for (StackId stack : StackId.values()) {
            assertNotNull(PhaseTable.traits(stack), stack.id());
            for (Profile profile : Profile.values()) {
                assertEquals(1, PhaseTable.rows().stream().filter(r -> r.stack() == stack && r.profile() == profile).count(),
                        stack.id() + " " + profile.id());
            }
        }
        assertEquals(StackId.values().length * Profile.values().length, PhaseTable.rows().size());
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyStackProfileSuite")
    void theRowIsTheSecuritysRealSteps(StackId id, Profile profile, Suite suite) {
        for (Direction d : Direction.values()) {
            Security security = security(id, profile, suite, d);
            assertEquals(PhaseTable.steps(id, profile, Side.SENDER), phases(security.outbound()), d.id());
            assertEquals(PhaseTable.steps(id, profile, Side.RECEIVER), phases(security.inbound()), d.id());
        }
    }

    /**
     * Opening an isolated stack's security in every profile leaves the JVM's JCA providers as they were: they are
     * JVM-wide, and this JVM runs the stacks that share one (WSS4J 1.5.1, XFire's, inserts its BouncyCastle 1.33 as
     * "BC" when its first class loads, which the suite's {@code bc} would then find instead of its own).
     */
    @ParameterizedTest
    @MethodSource("isolatedStacks")
    void openingAnIsolatedStacksSecurityInstallsNoProvider(StackId id) {
        List<java.security.Provider> before = List.of(java.security.Security.getProviders());
        for (Profile profile : Profile.values()) {
            security(id, profile, Suite.LEGACY, Direction.RESPONSE);
        }
        assertEquals(before, List.of(java.security.Security.getProviders()), id.id());
    }

    static Stream<StackId> isolatedStacks() {
        return Arrays.stream(StackId.values()).filter(StackId::isolated);
    }

    /** FUSED is exactly the stacks whose secured Security makes each direction total one pass of its own. */
    @ParameterizedTest
    @EnumSource(StackId.class)
    void aFusedStackIsOneWhoseSecurityOverridesTheTotals(StackId id) {
        Class<?> security = security(id, Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE).getClass();
        boolean fuses = declares(security, "send", Stack.class, Object.class)
                && declares(security, "receive", Stack.class, byte[].class);
        assertEquals(PhaseTable.traits(id).pass() == Pass.FUSED, fuses, security.getName());
    }

    private static boolean declares(Class<?> type, String name, Class<?>... parameters) {
        return Arrays.stream(type.getDeclaredMethods())
                .anyMatch(m -> m.getName().equals(name) && Arrays.equals(m.getParameterTypes(), parameters));
    }

    @Test
    void aOneCallStackHasOneStepEachWayWhenSecured() {
        for (Row row : PhaseTable.rows()) {
            if (PhaseTable.traits(row.stack()).oneCall() && row.profile().secured()) {
                // besides its conversion into its engine's model, where it has one (Rampart 1.7.1)
                assertEquals(List.of(Phase.SECURE), withoutToDom(row.sender()), row.toString());
                assertEquals(List.of(Phase.PROCESS), withoutToDom(row.receiver()), row.toString());
            }
        }
    }

    private static List<Phase> withoutToDom(List<Phase> steps) {
        return steps.stream().filter(p -> p != Phase.TO_DOM).toList();
    }

    /** The report labels a timed secure step as one call: only a one-call stack may have one. */
    @Test
    void onlyAOneCallStackHasATimedSecureStep() {
        for (StackId stack : PhaseTable.stacksTimedBy(Benchmark.OUTBOUND_SECURE, EnumSet.allOf(Profile.class))) {
            assertTrue(PhaseTable.traits(stack).oneCall(), stack.id());
        }
    }

    @Test
    void everyPhaseIsTimedByExactlyOneStepBenchmarkOnItsSide() {
        for (Phase phase : Phase.values()) {
            List<Benchmark> timing = Arrays.stream(Benchmark.values()).filter(b -> b.phase() == phase).toList();
            assertEquals(1, timing.size(), phase.id() + ": " + timing);
            assertEquals(Benchmark.Kind.STEP, timing.get(0).kind());
        }
        for (Row row : PhaseTable.rows()) {
            for (Side side : Side.values()) {
                for (Phase phase : row.steps(side)) {
                    Side timed = Benchmark.timing(phase).side();
                    assertTrue(timed == null || timed == side, row + ": " + phase.id() + " on the " + side.id() + " side");
                }
            }
        }
    }

    /** A model conversion wraps all the other steps of its side: to-dom first, from-dom last. */
    @Test
    void conversionsComeFirstAndLast() {
        for (Row row : PhaseTable.rows()) {
            for (Side side : Side.values()) {
                List<Phase> steps = row.steps(side);
                if (steps.contains(Phase.TO_DOM)) {
                    assertEquals(Phase.TO_DOM, steps.get(0), row.toString());
                }
                // Rampart 1.7.1 converts back inside its process step, and its sender writes DOOM out as it is
                assertEquals(row.stack() == StackId.RAMPART_STEPS && row.profile().secured(), steps.contains(Phase.FROM_DOM),
                        row.toString());
                if (steps.contains(Phase.FROM_DOM)) {
                    assertEquals(Phase.FROM_DOM, steps.get(steps.size() - 1), row.toString());
                }
            }
        }
    }

    @Test
    void aSplitTotalIsItsStagesAroundItsStepsAndAFusedSecuredOneIsDerived() {
        assertEquals(new PhaseTable.Sum(List.of(Benchmark.INBOUND_BUILD, Benchmark.CONVERSION_TO_DOM,
                Benchmark.INBOUND_PROCESS, Benchmark.CONVERSION_FROM_DOM, Benchmark.INBOUND_BIND)),
                PhaseTable.decomposition(StackId.RAMPART_STEPS, Profile.SIGN, Side.RECEIVER));
        assertEquals(new PhaseTable.Sum(List.of(Benchmark.OUTBOUND_MARSHAL, Benchmark.CONVERSION_TO_DOM,
                Benchmark.OUTBOUND_SECURE, Benchmark.OUTBOUND_SERIALIZE)),
                PhaseTable.decomposition(StackId.RAMPART, Profile.SIGNENCR, Side.SENDER));
        assertEquals(new PhaseTable.Sum(List.of(Benchmark.OUTBOUND_MARSHAL, Benchmark.OUTBOUND_SECURE,
                Benchmark.OUTBOUND_SERIALIZE)), PhaseTable.decomposition(StackId.METRO_XWSS, Profile.USERNAME, Side.SENDER));
        assertEquals(new PhaseTable.Sum(List.of(Benchmark.INBOUND_BIND)),
                PhaseTable.decomposition(StackId.WSS4J_STAX, Profile.PLAIN, Side.RECEIVER));
        assertEquals(new PhaseTable.DerivedFromPlain(),
                PhaseTable.decomposition(StackId.WSS4J_STAX, Profile.SIGNENCR, Side.SENDER));
    }

    @Test
    void namesAreLenientAndShortNamesRoundTrip() {
        for (Benchmark b : Benchmark.values()) {
            assertEquals(b, Benchmark.of(b.shortName()).orElseThrow());
            assertEquals(b, Benchmark.ofJmh(b.jmhName()).orElseThrow());
            assertEquals(b.shortName(), b.className() + "." + b.method());
        }
        assertTrue(Benchmark.of("Foo.total").isEmpty());
        assertTrue(Benchmark.ofJmh("com.example." + Benchmark.INBOUND_TOTAL.shortName()).isEmpty());
    }
}
