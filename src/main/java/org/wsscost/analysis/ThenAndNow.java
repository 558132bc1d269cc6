package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.wsscost.corpus.Workload;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.results.Result;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * {@code then-and-now}: each published comparison beside the same comparison on today's releases, and each old
 * stack beside its successor, as one declarative table ({@link #STUDIES}) that makes a plan (the cells, and the
 * forks a round runs) and, from the pooled results of the rounds, a figure or a reason for every cell. Stacks are
 * named by their ids and resolved through {@link StackId} only when a cell is planned, so a stack this jar does not
 * have yet is a reason, not a compile error.
 */
public final class ThenAndNow {
    /** Every cell's algorithms: the old stacks run the legacy suite only (what their time used), so every stack does. */
    public static final Suite SUITE = Suite.LEGACY;
    /** Comparison's threshold; it only names a quoted ratio faster or slower, and the page quotes ratios, not verdicts. */
    private static final double THRESHOLD = 5;

    /** How a study sets its stacks side by side. */
    public enum Form {
        /**
         * The article's own form: every stack × profile as a multiple of the baseline stack's {@code plain} time on the
         * same benchmark and workload (the baseline's own plain is 1).
         */
        ARTICLE,
        /** Phase by phase: the successor's time ÷ the old stack's, the same benchmark, profile and workload. */
        SUCCESSOR
    }

    /**
     * One line of the table. For {@link Form#ARTICLE}, {@code baseline} is the stack the article compared against
     * and {@code others} the stacks it set beside it; for {@link Form#SUCCESSOR}, {@code baseline} is the old stack and
     * {@code others} its successor.
     */
    public record Study(String id, String title, String source, Form form, String baseline, List<String> others,
            List<Profile> profiles, List<Workload> workloads, List<Benchmark> benchmarks) {
        /** The stacks of its cells, the baseline first. */
        public List<String> stacks() {
            List<String> stacks = new ArrayList<>(List.of(baseline));
            stacks.addAll(others);
            return stacks;
        }
    }

    /**
     * The phases a successor is compared on, where both stacks have them: the exchange, each direction's total and its
     * parts in pipeline order. Outbound.marshal is not among them: it takes no profile (it marshals the plain payload),
     * and its work is inside the sender's total; nor is the sender's conversion, whose unit would need a side of its own.
     */
    private static final List<Benchmark> PHASES = List.of(Benchmark.ROUND_TRIP,
            Benchmark.OUTBOUND_TOTAL, Benchmark.OUTBOUND_TOKEN, Benchmark.OUTBOUND_SIGN, Benchmark.OUTBOUND_ENCRYPT,
            Benchmark.OUTBOUND_SECURE, Benchmark.OUTBOUND_SERIALIZE,
            Benchmark.INBOUND_TOTAL, Benchmark.INBOUND_BUILD, Benchmark.CONVERSION_TO_DOM, Benchmark.INBOUND_PROCESS,
            Benchmark.INBOUND_BIND);
    private static final List<Profile> ARTICLE_PROFILES = List.of(Profile.PLAIN, Profile.USERNAME, Profile.SIGN,
            Profile.SIGNENCR);
    private static final List<Workload> BOTH = List.of(Workload.SMALL, Workload.LARGE);

    /** The preset: the three articles' comparisons, the 2010 one again on today's releases, and four successions. */
    public static final List<Study> STUDIES = List.of(
            new Study("wso2-2006", "Axis2 against Axis 1.4", "WSO2, \"Axis2 – Performance Testing Round #1\" (2006)",
                    Form.ARTICLE, "axis1", List.of("rampart-1.5", "rampart"), List.of(Profile.PLAIN), BOTH,
                    List.of(Benchmark.ROUND_TRIP)),
            new Study("wso2-2007", "Axis2 against XFire 1.2.6", "WSO2, \"Web Services are Not Slow\" (2007)",
                    Form.ARTICLE, "xfire", List.of("rampart-1.5", "rampart"), List.of(Profile.PLAIN), BOTH,
                    List.of(Benchmark.ROUND_TRIP)),
            new Study("sosnoski-2010", "Axis2 1.5.1 / Rampart 1.5 against Metro 1.5",
                    "Dennis Sosnoski, \"Java Web services: Metro vs. Axis2 performance\" (2010)", Form.ARTICLE, "metro-1.5",
                    List.of("rampart-1.5"), ARTICLE_PROFILES, BOTH, List.of(Benchmark.ROUND_TRIP)),
            new Study("sosnoski-today", "Rampart 1.7.1 against Metro 4.0.5, the same comparison today",
                    "Dennis Sosnoski, \"Java Web services: Metro vs. Axis2 performance\" (2010), on today's releases",
                    Form.ARTICLE, "metro-xwss", List.of("rampart"), ARTICLE_PROFILES, BOTH, List.of(Benchmark.ROUND_TRIP)),
            new Study("axis2-rampart", "Axis2 1.5.1 / Rampart 1.5 → Axis2 1.7.6 / Rampart 1.7.1", "successor",
                    Form.SUCCESSOR, "rampart-1.5", List.of("rampart"), List.of(Profile.SIGNENCR), List.of(Workload.SMALL),
                    PHASES),
            new Study("metro", "Metro 1.5 → Metro 4.0.5 (XWSS)", "successor", Form.SUCCESSOR, "metro-1.5",
                    List.of("metro-xwss"), List.of(Profile.SIGNENCR), List.of(Workload.SMALL), PHASES),
            new Study("xfire-cxf", "XFire 1.2.6 → Apache CXF", "successor", Form.SUCCESSOR, "xfire", List.of("cxf"),
                    List.of(Profile.SIGNENCR), List.of(Workload.SMALL), PHASES),
            new Study("wss4j-dom", "WSS4J 1.5.8 (under Axis 1.4) → WSS4J 4.0 on the DOM API", "successor", Form.SUCCESSOR,
                    "axis1", List.of("wss4j-dom"), List.of(Profile.SIGNENCR), List.of(Workload.SMALL), PHASES));

    /** What the page calls each stack of the table. */
    private static final Map<String, String> LABELS = Map.of(
            "axis1", "Axis 1.4 + WSS4J 1.5.8",
            "xfire", "XFire 1.2.6",
            "rampart-1.5", "Axis2 1.5.1 + Rampart 1.5",
            "metro-1.5", "Metro 1.5",
            "rampart", "Axis2 1.7.6 + Rampart 1.7.1",
            "metro-xwss", "Metro 4.0.5 (XWSS)",
            "cxf", "Apache CXF 4.2",
            "wss4j-dom", "WSS4J 4.0 (DOM API)");

    private ThenAndNow() {
    }

    /** {@code Axis 1.4 + WSS4J 1.5.8} for {@code axis1}; the id itself for a stack the table does not name. */
    public static String label(String stack) {
        return LABELS.getOrDefault(stack, stack);
    }

    /**
     * One fork's worth of work: one benchmark on one stack, profile and workload, in the suite {@link #SUITE}; a
     * conversion on the receiver's side (what Rampart converts before it verifies and decrypts).
     */
    public record Unit(Benchmark benchmark, String stack, Profile profile, Workload workload) {
        /** Its {@code -p} parameters, by name. */
        public Map<String, String> params() {
            Map<String, String> params = new TreeMap<>();
            params.put("stack", stack);
            params.put("profile", profile.id());
            params.put("suite", SUITE.id());
            params.put("workload", workload.id());
            if (benchmark.side() == null && benchmark.kind() == Benchmark.Kind.STEP) {
                params.put("side", side().id());
            }
            return Collections.unmodifiableMap(params);
        }

        /** The side it times: the benchmark's own, or the receiver's for a conversion, which times either. */
        public Side side() {
            return benchmark.side() != null ? benchmark.side() : Side.RECEIVER;
        }

        /** {@code RoundTrip.exchange profile=plain stack=axis1 suite=legacy workload=small}: its name in files and on pages. */
        public String key() {
            return benchmark.shortName() + " " + params().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                    .collect(Collectors.joining(" "));
        }

        /** Whether {@code r} is this unit's result: the benchmark, and every parameter of the unit as it set them. */
        public boolean ranAs(Result r) {
            return r.benchmark().equals(benchmark.jmhName())
                    && params().entrySet().stream().allMatch(e -> e.getValue().equals(r.param(e.getKey())));
        }
    }

    /**
     * One figure of a study: {@code of}'s time ÷ {@code base}'s. In the article's form {@code base} is the baseline's
     * plain time ({@code of} = {@code base} for the baseline's own plain cell, which is 1); for a successor, the old
     * stack's time on the same benchmark and profile.
     */
    public record Cell(Study study, Benchmark benchmark, Workload workload, Profile profile, String stack, Unit base, Unit of) {
        public boolean self() {
            return base.equals(of);
        }

        /** {@code sosnoski-2010 RoundTrip.exchange small signencr rampart-1.5}: how the plan lists it. */
        public String describe() {
            return study.id() + " " + benchmark.shortName() + " " + workload.id() + " " + profile.id() + " " + stack;
        }
    }

    /**
     * The cells of the table, the reason each one that cannot be measured has (a stack this jar lacks, a phase one
     * stack does not have, a profile a stack refuses), and the forks one round runs, in round 1's order.
     */
    public record Plan(List<Cell> cells, Map<Cell, String> unmeasurable, List<Unit> units) {
        /** The units of round {@code round} (from 1): odd rounds in the plan's order, even rounds in reverse. */
        public List<Unit> order(int round) {
            if (round < 1) {
                throw new IllegalArgumentException("rounds count from 1, not " + round);
            }
            List<Unit> order = new ArrayList<>(units);
            if (round % 2 == 0) {
                Collections.reverse(order);
            }
            return List.copyOf(order);
        }
    }

    /**
     * The plan of {@code studies}: every cell, and the units its measurable cells need, each once. {@code cannot}
     * says why a unit cannot run (null where it can); {@link #cannotRun} is the jar's own answer. Units go workload by
     * workload, then benchmark, profile and stack in the table's order, so that the forks whose times a cell divides
     * run close together, the baselines beside the stacks set against them.
     */
    public static Plan plan(List<Study> studies, Function<Unit, String> cannot) {
        List<Cell> cells = new ArrayList<>();
        Map<Cell, String> unmeasurable = new LinkedHashMap<>();
        Set<Unit> needed = new LinkedHashSet<>();
        for (Study study : studies) {
            for (Workload workload : study.workloads()) {
                for (Benchmark benchmark : study.benchmarks()) {
                    for (Cell cell : cells(study, workload, benchmark)) {
                        cells.add(cell);
                        String why = cannot.apply(cell.base());
                        why = why != null ? why : cannot.apply(cell.of());
                        if (why != null) {
                            unmeasurable.put(cell, why);
                        } else {
                            needed.add(cell.base());
                            needed.add(cell.of());
                        }
                    }
                }
            }
        }
        List<Unit> units = new ArrayList<>(needed);
        List<Workload> workloads = order(studies, s -> s.workloads().stream());
        List<Benchmark> benchmarks = order(studies, s -> s.benchmarks().stream());
        List<String> stacks = order(studies, s -> s.stacks().stream());
        units.sort(Comparator.<Unit>comparingInt(u -> workloads.indexOf(u.workload()))
                .thenComparingInt(u -> benchmarks.indexOf(u.benchmark()))
                .thenComparingInt(u -> u.profile().ordinal())
                .thenComparingInt(u -> stacks.indexOf(u.stack())));
        return new Plan(List.copyOf(cells), Collections.unmodifiableMap(unmeasurable), List.copyOf(units));
    }

    private static <T> List<T> order(List<Study> studies, Function<Study, Stream<T>> of) {
        return List.copyOf(studies.stream().flatMap(of).collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    private static List<Cell> cells(Study study, Workload workload, Benchmark benchmark) {
        List<Cell> cells = new ArrayList<>();
        if (study.form() == Form.ARTICLE) {
            Unit base = new Unit(benchmark, study.baseline(), Profile.PLAIN, workload);
            for (Profile profile : study.profiles()) {
                for (String stack : study.stacks()) {
                    cells.add(new Cell(study, benchmark, workload, profile, stack, base, new Unit(benchmark, stack, profile, workload)));
                }
            }
        } else {
            for (Profile profile : study.profiles()) {
                for (String stack : study.others()) {
                    cells.add(new Cell(study, benchmark, workload, profile, stack,
                            new Unit(benchmark, study.baseline(), profile, workload), new Unit(benchmark, stack, profile, workload)));
                }
            }
        }
        return cells;
    }

    /**
     * Why this jar cannot run {@code unit}, in one line, or null where it can: a stack it does not have, a benchmark
     * that does not time the stack in the profile (a phase it does not have, by the phase table), or the stack's own
     * refusal of the profile in {@link #SUITE}.
     */
    public static String cannotRun(Unit unit) {
        Optional<StackId> known = Arrays.stream(StackId.values()).filter(s -> s.id().equals(unit.stack())).findFirst();
        if (known.isEmpty()) {
            return "stack `" + unit.stack() + "` is not in this jar (a build before it joined the suite)";
        }
        StackId stack = known.get();
        Phase phase = unit.benchmark().phase();
        if (!PhaseTable.stacksTimedBy(unit.benchmark(), EnumSet.of(unit.profile())).contains(stack)
                || phase != null && !PhaseTable.steps(stack, unit.profile(), unit.side()).contains(phase)) {
            return "`" + unit.stack() + "` has no phase that `" + unit.benchmark().shortName() + "` times in `"
                    + unit.profile().id() + "`" + steps(stack, unit);
        }
        if (unit.benchmark() == Benchmark.OUTBOUND_SERIALIZE && PhaseTable.serializesInSecure(stack, unit.profile())) {
            return "`" + unit.stack() + "` writes the secured envelope inside `secure`: its `" + unit.benchmark().shortName()
                    + "` in `" + unit.profile().id() + "` copies bytes, no phase to compare";
        }
        for (Party sender : Party.values()) {
            String refusal = stack.refusal(Policy.of(unit.profile(), SUITE, sender));
            if (refusal != null) {
                return refusal;
            }
        }
        return null;
    }

    /** {@code  (its receiver's steps: to-dom, process)} for a step benchmark, {@code  (fused pass)} for a stage. */
    private static String steps(StackId stack, Unit unit) {
        if (unit.benchmark().kind() != Benchmark.Kind.STEP) {
            return " (" + PhaseTable.traits(stack).pass().name().toLowerCase(Locale.ROOT) + " pass)";
        }
        List<Phase> steps = PhaseTable.steps(stack, unit.profile(), unit.side());
        return " (its " + (unit.side().outbound() ? "sender's" : "receiver's") + " steps: "
                + (steps.isEmpty() ? "none" : steps.stream().map(Phase::id).collect(Collectors.joining(", "))) + ")";
    }

    /**
     * A cell's figure: {@code of} ÷ {@code base} with its 95% interval (NaN bounds where there are too few samples),
     * and {@code reason} null where it may be quoted, else why not. {@code base} and {@code of} are null where the
     * run has no result for them.
     */
    public record Figure(Cell cell, Result base, Result of, double ratio, double low, double high, String reason) {
        public boolean quoted() {
            return reason == null;
        }
    }

    /**
     * Every cell's figure from {@code pooled}, the forks of {@code rounds} rounds merged per unit. {@code failed} holds,
     * per unit key, why its forks failed where they did. A ratio is quoted only where both sides have a fork from every
     * round (the rounds' turned order balances only then), and the one comparison every tool makes ({@link Comparison#of},
     * unpaired: the forks ran one after the other) gives it a verdict, both sides steady, not still compiling and on one
     * machine, and both sides pass the quote rule (first and last tenth within {@link Steadiness#SETTLED}). The
     * baseline's own plain cell, 1 by definition, is its result compared with itself, so that the same rules decide it;
     * its interval is the spread of the baseline's own mean.
     */
    public static List<Figure> figures(Plan plan, List<Result> pooled, Map<String, String> failed, int rounds) {
        List<Figure> figures = new ArrayList<>();
        for (Cell cell : plan.cells()) {
            String unmeasurable = plan.unmeasurable().get(cell);
            if (unmeasurable != null) {
                figures.add(new Figure(cell, null, null, Double.NaN, Double.NaN, Double.NaN, unmeasurable));
                continue;
            }
            Result base = find(pooled, cell.base());
            Result of = find(pooled, cell.of());
            String missing = Stream.of(missing(cell.base(), base, failed, rounds), missing(cell.of(), of, failed, rounds))
                    .filter(Objects::nonNull).findFirst().orElse(null);
            if (base == null || of == null) {
                figures.add(new Figure(cell, base, of, Double.NaN, Double.NaN, Double.NaN, missing));
                continue;
            }
            Comparison.Row row = Comparison.of(List.of(neutral(base)), List.of(neutral(of)), THRESHOLD,
                    Comparison.Pairing.NONE).rows().get(0);
            String reason = missing != null ? missing : reason(row);
            if (cell.self()) {
                Interval spread = Interval.of(base);
                Interval relative = spread.times(1 / spread.mean());
                figures.add(new Figure(cell, base, of, 1, relative.low(), relative.high(), reason));
            } else {
                figures.add(new Figure(cell, base, of, row.ratio(), row.low(), row.high(), reason));
            }
        }
        return List.copyOf(figures);
    }

    /**
     * Why {@code unit}'s result {@code r} (null when the rounds have none) does not have a fork from each of the
     * {@code rounds} rounds, with the reason its fork failed where {@code failed} has one; null when it has.
     */
    private static String missing(Unit unit, Result r, Map<String, String> failed, int rounds) {
        int forks = r == null ? 0 : (int) r.forks().stream().filter(f -> !f.isEmpty()).count();
        if (forks >= rounds) {
            return null;
        }
        String why = failed.get(unit.key());
        String failure = why == null ? "" : ": its fork failed: " + why;
        return forks == 0 ? "no result for `" + unit.key() + "` in the rounds joined" + failure
                : "`" + unit.key() + "` has forks from " + forks + " of the " + rounds + " rounds" + failure
                        + "; without one a round, the rounds' turned order does not balance its ratio";
    }

    private static Result find(List<Result> pooled, Unit unit) {
        List<Result> matching = pooled.stream().filter(unit::ranAs).toList();
        if (matching.size() > 1) {
            throw new IllegalArgumentException("the rounds hold " + matching.size() + " results for " + unit.key()
                    + ", differing in parameters the unit does not set; a round runs one");
        }
        return matching.isEmpty() ? null : matching.get(0);
    }

    /** The same result without its parameters: two stacks' results as one benchmark of two files, for {@link Comparison}. */
    private static Result neutral(Result r) {
        return new Result(r.benchmark(), r.mode(), Map.of(), r.score(), r.error(), r.unit(), r.samples(), r.forks(),
                r.secondary(), r.secondaryForks(), r.machine());
    }

    /** Why a compared ratio is not quoted, or null: no verdict (and why), or a side that fails the quote rule. */
    private static String reason(Comparison.Row row) {
        return switch (row.verdict()) {
            case SAME, FASTER, SLOWER -> row.moved().isEmpty() ? null : "not quoted: " + row.moved();
            case UNKNOWN -> "too few samples for an interval (fewer than two forks or iterations)";
            default -> row.verdict().label() + (row.why().isEmpty() ? "" : ": " + row.why());
        };
    }
}
