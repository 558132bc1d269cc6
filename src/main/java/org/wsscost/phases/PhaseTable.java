package org.wsscost.phases;

import static org.wsscost.pipeline.Phase.ENCRYPT;
import static org.wsscost.pipeline.Phase.FROM_DOM;
import static org.wsscost.pipeline.Phase.PROCESS;
import static org.wsscost.pipeline.Phase.SECURE;
import static org.wsscost.pipeline.Phase.SIGN;
import static org.wsscost.pipeline.Phase.TOKEN;
import static org.wsscost.pipeline.Phase.TO_DOM;
import static org.wsscost.stack.StackId.AXIS1;
import static org.wsscost.stack.StackId.CXF;
import static org.wsscost.stack.StackId.CXF_STAX;
import static org.wsscost.stack.StackId.METRO_15;
import static org.wsscost.stack.StackId.METRO_XWSS;
import static org.wsscost.stack.StackId.RAMPART;
import static org.wsscost.stack.StackId.RAMPART_15;
import static org.wsscost.stack.StackId.RAMPART_STEPS;
import static org.wsscost.stack.StackId.SPRING_WS;
import static org.wsscost.stack.StackId.WSS4J_DOM;
import static org.wsscost.stack.StackId.WSS4J_STAX;
import static org.wsscost.stack.StackId.XFIRE;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * Which phases each stack's Security has, per profile and side, and the benchmark that times each:
 * the one table the step benchmarks' stack sets, PhaseSums, Tax and the report read. The rows are
 * written out rather than derived from Profile's predicates so that PhaseTableTest compares two
 * independent statements: every row against the stack's real {@code Security.outbound()} and
 * {@code inbound()}, for every StackId × Profile × Suite. A new StackId without rows fails that test.
 */
public final class PhaseTable {

    /** How a stack's steps relate to its direction totals. */
    public enum Pass {
        /** The steps run one after another on the stack's model, each timed alone; build and serialize are real. */
        SPLIT,
        /**
         * One streaming pass each way: marshal and bind carry all the work, build and serialize are
         * no-ops. The steps exist (they re-stream bytes for the tools and tests) but are never timed;
         * a secured total's security share is total(profile) − total(plain), derived.
         */
        FUSED
    }

    /**
     * A stack's facts beyond its rows. {@code oneCall}: its engine secures, or processes, a whole side in
     * one call. {@code defaultJob}: the benchmarks' {@code @Param stack} defaults list it, so the default
     * job runs it; a stack outside it runs the same benchmarks with {@code -p stack=…}, because every
     * stack in the default job costs about 20 minutes of a job that must stay under 90.
     */
    public record Traits(Pass pass, boolean oneCall, boolean defaultJob) {
    }

    /** What one stack's Security returns for one profile, in order, on each side. */
    public record Row(StackId stack, Profile profile, List<Phase> sender, List<Phase> receiver) {
        public List<Phase> steps(Side side) {
            return side.outbound() ? sender : receiver;
        }
    }

    /** What a side's direction total is made of. */
    public sealed interface Decomposition permits Sum, DerivedFromPlain {
    }

    /** The benchmarks that time the side's parts alone, in pipeline order: their sum is checked against the total. */
    public record Sum(List<Benchmark> parts) implements Decomposition {
    }

    /** A fused pass with security: its share is total(profile) − total(plain) of the same key, derived, never measured. */
    public record DerivedFromPlain() implements Decomposition {
    }

    private static final Map<StackId, Traits> TRAITS = new EnumMap<>(Map.ofEntries(
            Map.entry(WSS4J_DOM, new Traits(Pass.SPLIT, false, true)),
            Map.entry(WSS4J_STAX, new Traits(Pass.FUSED, false, true)),
            Map.entry(RAMPART, new Traits(Pass.SPLIT, true, false)),
            Map.entry(RAMPART_STEPS, new Traits(Pass.SPLIT, false, false)),
            Map.entry(METRO_XWSS, new Traits(Pass.SPLIT, true, true)),
            Map.entry(SPRING_WS, new Traits(Pass.SPLIT, true, false)),
            Map.entry(CXF, new Traits(Pass.SPLIT, true, false)),
            Map.entry(CXF_STAX, new Traits(Pass.FUSED, false, false)),
            Map.entry(RAMPART_15, new Traits(Pass.SPLIT, true, false)),
            Map.entry(AXIS1, new Traits(Pass.SPLIT, true, false)),
            Map.entry(METRO_15, new Traits(Pass.SPLIT, true, false)),
            Map.entry(XFIRE, new Traits(Pass.SPLIT, true, false))));

    //              stack       profile           sender: Security.outbound()                      receiver: Security.inbound()
    private static final List<Row> ROWS = List.of(
            new Row(WSS4J_DOM,  Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(WSS4J_DOM,  Profile.USERNAME, List.of(TOKEN),                                  List.of(PROCESS)),
            new Row(WSS4J_DOM,  Profile.SIGN,     List.of(TOKEN, SIGN),                            List.of(PROCESS)),
            new Row(WSS4J_DOM,  Profile.ENCRYPT,  List.of(TOKEN, ENCRYPT),                         List.of(PROCESS)),
            new Row(WSS4J_DOM,  Profile.SIGNENCR, List.of(TOKEN, SIGN, ENCRYPT),                   List.of(PROCESS)),
            new Row(WSS4J_STAX, Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(WSS4J_STAX, Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(WSS4J_STAX, Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(WSS4J_STAX, Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(WSS4J_STAX, Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(RAMPART,    Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(RAMPART,    Profile.USERNAME, List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART,    Profile.SIGN,     List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART,    Profile.ENCRYPT,  List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART,    Profile.SIGNENCR, List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART_STEPS,Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(RAMPART_STEPS,Profile.USERNAME, List.of(TO_DOM, TOKEN, FROM_DOM),                List.of(TO_DOM, PROCESS, FROM_DOM)),
            new Row(RAMPART_STEPS,Profile.SIGN,     List.of(TO_DOM, TOKEN, SIGN, FROM_DOM),          List.of(TO_DOM, PROCESS, FROM_DOM)),
            new Row(RAMPART_STEPS,Profile.ENCRYPT,  List.of(TO_DOM, TOKEN, ENCRYPT, FROM_DOM),       List.of(TO_DOM, PROCESS, FROM_DOM)),
            new Row(RAMPART_STEPS,Profile.SIGNENCR, List.of(TO_DOM, TOKEN, SIGN, ENCRYPT, FROM_DOM), List.of(TO_DOM, PROCESS, FROM_DOM)),
            new Row(METRO_XWSS, Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(METRO_XWSS, Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_XWSS, Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_XWSS, Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_XWSS, Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(SPRING_WS,  Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(SPRING_WS,  Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(SPRING_WS,  Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(SPRING_WS,  Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(SPRING_WS,  Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF,        Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(CXF,        Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF,        Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF,        Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF,        Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF_STAX,   Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(CXF_STAX,   Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF_STAX,   Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF_STAX,   Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(CXF_STAX,   Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(RAMPART_15, Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(RAMPART_15, Profile.USERNAME, List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART_15, Profile.SIGN,     List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART_15, Profile.ENCRYPT,  List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(RAMPART_15, Profile.SIGNENCR, List.of(TO_DOM, SECURE),                         List.of(TO_DOM, PROCESS)),
            new Row(AXIS1,      Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(AXIS1,      Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(AXIS1,      Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(AXIS1,      Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(AXIS1,      Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_15,   Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(METRO_15,   Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_15,   Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_15,   Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(METRO_15,   Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(XFIRE,      Profile.PLAIN,    List.of(),                                       List.of()),
            new Row(XFIRE,      Profile.USERNAME, List.of(SECURE),                                 List.of(PROCESS)),
            new Row(XFIRE,      Profile.SIGN,     List.of(SECURE),                                 List.of(PROCESS)),
            new Row(XFIRE,      Profile.ENCRYPT,  List.of(SECURE),                                 List.of(PROCESS)),
            new Row(XFIRE,      Profile.SIGNENCR, List.of(SECURE),                                 List.of(PROCESS)));

    private PhaseTable() {
    }

    public static List<Row> rows() {
        return ROWS;
    }

    private static Row row(StackId stack, Profile profile) {
        return ROWS.stream().filter(r -> r.stack() == stack && r.profile() == profile).findFirst()
                .orElseThrow(() -> new IllegalStateException("the phase table has no row for " + stack.id() + " "
                        + profile.id()));
    }

    public static List<Phase> steps(StackId stack, Profile profile, Side side) {
        return row(stack, profile).steps(side);
    }

    public static Traits traits(StackId stack) {
        Traits traits = TRAITS.get(stack);
        if (traits == null) {
            throw new IllegalStateException("the phase table has no traits for " + stack.id());
        }
        return traits;
    }

    /**
     * Whether the stack's sender writes the secured envelope inside its security step, so that its
     * {@code Outbound.serialize} only copies bytes and compares with no other stack's: WSS4J 1.5.8's
     * {@code WSDoAllSender} on {@code axis1} sets the message's bytes itself.
     */
    public static boolean serializesInSecure(StackId stack, Profile profile) {
        return stack == AXIS1 && profile != Profile.PLAIN;
    }

    /** What the direction total of {@code side} is made of for the stack and profile. */
    public static Decomposition decomposition(StackId stack, Profile profile, Side side) {
        List<Phase> steps = steps(stack, profile, side);
        if (traits(stack).pass() == Pass.FUSED) {
            // the fused pass is marshal (sender) or bind (receiver); its build and serialize are no-ops
            return steps.isEmpty()
                    ? new Sum(List.of(side.outbound() ? Benchmark.OUTBOUND_MARSHAL : Benchmark.INBOUND_BIND))
                    : new DerivedFromPlain();
        }
        List<Benchmark> parts = new ArrayList<>();
        parts.add(Benchmark.opening(side));
        steps.forEach(phase -> parts.add(Benchmark.timing(phase)));
        parts.add(Benchmark.closing(side));
        return new Sum(List.copyOf(parts));
    }

    /** The stacks a benchmark times when it runs {@code profiles}, in the default job or with {@code -p stack=…}. */
    public static Set<StackId> stacksTimedBy(Benchmark benchmark, Set<Profile> profiles) {
        Set<StackId> timed = EnumSet.noneOf(StackId.class);
        for (StackId stack : StackId.values()) {
            boolean split = traits(stack).pass() == Pass.SPLIT;
            boolean times = switch (benchmark.kind()) {
                case PASS, STAGE, TOTAL, EXCHANGE -> true;
                case MODEL_STAGE -> split;
                case STEP -> split && profiles.stream().anyMatch(p -> has(stack, p, benchmark));
                case RUNTIME_EXCHANGE -> benchmark.stacks().contains(stack);
                default -> false;
            };
            if (times) {
                timed.add(stack);
            }
        }
        return timed;
    }

    /** Of the stacks a benchmark times in {@code profiles}, those of the default job: its {@code @Param stack} default. */
    public static Set<StackId> defaultStacks(Benchmark benchmark, Set<Profile> profiles) {
        Set<StackId> stacks = stacksTimedBy(benchmark, profiles);
        if (benchmark.kind() != Benchmark.Kind.RUNTIME_EXCHANGE) {
            // a runtime's exchange is its own benchmark: the default job runs it on the runtime's paths
            stacks.removeIf(s -> !traits(s).defaultJob());
        }
        return stacks;
    }

    /** The profiles in which some stack's {@code step} is timed: the profiles the full matrix runs it in. */
    public static Set<Profile> profilesTimedBy(Benchmark step) {
        Set<Profile> profiles = EnumSet.noneOf(Profile.class);
        for (Profile p : Profile.values()) {
            if (!stacksTimedBy(step, EnumSet.of(p)).isEmpty()) {
                profiles.add(p);
            }
        }
        return profiles;
    }

    /** The stacks any of whose rows has {@code phase}, on either side. */
    public static Set<StackId> stacksWith(Phase phase) {
        Set<StackId> stacks = EnumSet.noneOf(StackId.class);
        ROWS.stream().filter(r -> r.sender().contains(phase) || r.receiver().contains(phase))
                .forEach(r -> stacks.add(r.stack()));
        return stacks;
    }

    /** Whether the stack's steps in the profile include the step's phase, on its side or (Conversion) on either. */
    private static boolean has(StackId stack, Profile profile, Benchmark step) {
        Row row = row(stack, profile);
        return step.side() == null
                ? row.sender().contains(step.phase()) || row.receiver().contains(step.phase())
                : row.steps(step.side()).contains(step.phase());
    }
}
