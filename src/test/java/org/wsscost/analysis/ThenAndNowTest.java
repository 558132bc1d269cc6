package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.harness.Harness;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * The then-and-now table on constructed results: the plan's cells and forks, the order of the rounds, and every
 * cell's figure or the reason it has none (a stack that cannot run it, a fork that failed, not steady, still
 * compiling, the quote rule).
 */
class ThenAndNowTest {
    private static final ThenAndNow.Plan ALL = ThenAndNow.plan(ThenAndNow.STUDIES, u -> null);

    @Test
    void thePlanHasEveryCellOfTheTableAndEachForkOnce() {
        // articles: 2 × (3 stacks × 1 profile × 2 workloads) + 2 × (2 stacks × 4 profiles × 2 workloads); successors: 4 × 12 phases
        assertEquals(2 * 6 + 2 * 16 + 4 * 12, ALL.cells().size());
        assertEquals(92, ALL.cells().stream().map(ThenAndNow.Cell::describe).distinct().count(), "two cells described alike");
        assertTrue(ALL.unmeasurable().isEmpty());
        assertEquals(ALL.units().size(), new HashSet<>(ALL.units()).size(), "a fork twice in a round");
        Set<ThenAndNow.Unit> needed = new HashSet<>();
        ALL.cells().forEach(c -> {
            needed.add(c.base());
            needed.add(c.of());
        });
        assertEquals(needed, new HashSet<>(ALL.units()));
        // the baseline's plain cell divides by itself, and every article cell by the baseline's plain fork
        for (ThenAndNow.Cell c : ALL.cells()) {
            if (c.study().form() == ThenAndNow.Form.ARTICLE) {
                assertEquals(new ThenAndNow.Unit(c.benchmark(), c.study().baseline(), Profile.PLAIN, c.workload()), c.base());
                assertEquals(c.stack().equals(c.study().baseline()) && c.profile() == Profile.PLAIN, c.self(), c.describe());
            } else {
                assertEquals(c.study().baseline(), c.base().stack());
                assertEquals(c.base().profile(), c.of().profile());
            }
        }
    }

    @Test
    void aConversionForkReadsTheReceiversSideAndEveryForkRunsTheLegacySuite() {
        ThenAndNow.Unit toDom = new ThenAndNow.Unit(Benchmark.CONVERSION_TO_DOM, "rampart", Profile.SIGNENCR, Workload.SMALL);
        assertEquals(Map.of("stack", "rampart", "profile", "signencr", "suite", "legacy", "workload", "small", "side", "receiver"),
                toDom.params());
        assertEquals("Conversion.toDom profile=signencr side=receiver stack=rampart suite=legacy workload=small", toDom.key());
        assertEquals(Map.of("stack", "axis1", "profile", "plain", "suite", "legacy", "workload", "large"),
                new ThenAndNow.Unit(Benchmark.ROUND_TRIP, "axis1", Profile.PLAIN, Workload.LARGE).params());
    }

    @Test
    void oddRoundsRunThePlansOrderAndEvenRoundsItsReverse() {
        List<ThenAndNow.Unit> one = ALL.order(1);
        List<ThenAndNow.Unit> two = ALL.order(2);
        assertEquals(ALL.units(), one);
        assertEquals(one, ALL.order(3));
        List<ThenAndNow.Unit> reversed = new ArrayList<>(one);
        Collections.reverse(reversed);
        assertEquals(reversed, two);
        assertEquals(one, ALL.order(5));
    }

    @Test
    void theFormsADivisionNeedsRunSideBySide() {
        List<ThenAndNow.Unit> order = ALL.order(1);
        // workload by workload, then benchmark, profile and stack: the stacks of one profile run one after the other
        for (int i = 1; i < order.size(); i++) {
            ThenAndNow.Unit a = order.get(i - 1);
            ThenAndNow.Unit b = order.get(i);
            assertTrue(a.workload().ordinal() <= b.workload().ordinal(), a.key() + " before " + b.key());
        }
        int base = order.indexOf(new ThenAndNow.Unit(Benchmark.ROUND_TRIP, "metro-1.5", Profile.PLAIN, Workload.SMALL));
        int axis2 = order.indexOf(new ThenAndNow.Unit(Benchmark.ROUND_TRIP, "rampart-1.5", Profile.PLAIN, Workload.SMALL));
        assertTrue(Math.abs(base - axis2) < 6, "metro-1.5 plain at " + base + ", rampart-1.5 plain at " + axis2);
    }

    @Test
    void aCellThatCannotRunSaysWhyAndItsForksAreNotPlanned() {
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, u -> u.stack().equals("xfire") ? "no xfire here" : null);
        List<ThenAndNow.Cell> xfire = plan.cells().stream()
                .filter(c -> c.base().stack().equals("xfire") || c.of().stack().equals("xfire")).toList();
        assertEquals(6 + 12, xfire.size());
        xfire.forEach(c -> assertEquals("no xfire here", plan.unmeasurable().get(c), c.describe()));
        assertTrue(plan.units().stream().noneMatch(u -> u.stack().equals("xfire")));
        // the cxf forks are needed by no other cell
        assertTrue(plan.units().stream().noneMatch(u -> u.stack().equals("cxf")));
    }

    @Test
    void theJarSaysWhichPhasesAStackLacks() {
        // Metro has no in-memory model to convert to
        String why = ThenAndNow.cannotRun(new ThenAndNow.Unit(Benchmark.CONVERSION_TO_DOM, "metro-1.5", Profile.SIGNENCR,
                Workload.SMALL));
        assertEquals("`metro-1.5` has no phase that `Conversion.toDom` times in `signencr` (its receiver's steps: process)", why);
        // WSS4J's DOM API signs in steps, not in one call, and Rampart in one call, not in steps
        assertEquals("`wss4j-dom` has no phase that `OutboundSecure.secure` times in `signencr` (its sender's steps: token, sign,"
                + " encrypt)", ThenAndNow.cannotRun(new ThenAndNow.Unit(Benchmark.OUTBOUND_SECURE, "wss4j-dom", Profile.SIGNENCR,
                Workload.SMALL)));
        assertEquals("`rampart` has no phase that `OutboundSign.sign` times in `signencr` (its sender's steps: to-dom, secure)",
                ThenAndNow.cannotRun(new ThenAndNow.Unit(Benchmark.OUTBOUND_SIGN, "rampart", Profile.SIGNENCR, Workload.SMALL)));
        assertNull(ThenAndNow.cannotRun(new ThenAndNow.Unit(Benchmark.CONVERSION_TO_DOM, "rampart-1.5", Profile.SIGNENCR,
                Workload.SMALL)));
        assertNull(ThenAndNow.cannotRun(new ThenAndNow.Unit(Benchmark.ROUND_TRIP, "rampart-1.5", Profile.USERNAME,
                Workload.LARGE)));
        assertEquals("stack `no-such-stack` is not in this jar (a build before it joined the suite)", ThenAndNow.cannotRun(
                new ThenAndNow.Unit(Benchmark.ROUND_TRIP, "no-such-stack", Profile.PLAIN, Workload.SMALL)));
    }

    /**
     * The table names stacks an older build lacks ({@code axis1}, {@code xfire} joined late): planning with the jar's own answer never fails, every cell of such a stack says it is not in the jar,
     * no fork of it is planned, and the cells of the stacks the jar has are measurable wherever they have the phase.
     */
    @Test
    void aStackThisJarLacksIsAReasonNotACrash() {
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, ThenAndNow::cannotRun);
        Set<String> known = Arrays.stream(StackId.values()).map(StackId::id).collect(Collectors.toSet());
        for (ThenAndNow.Cell c : plan.cells()) {
            String why = plan.unmeasurable().get(c);
            String lacking = List.of(c.base().stack(), c.of().stack()).stream().filter(s -> !known.contains(s)).findFirst()
                    .orElse(null);
            if (lacking != null) {
                assertEquals("stack `" + lacking + "` is not in this jar (a build before it joined the suite)", why, c.describe());
            } else if (c.benchmark() == Benchmark.ROUND_TRIP || c.benchmark().kind() == Benchmark.Kind.TOTAL) {
                assertNull(why, c.describe());
            }
        }
        assertTrue(plan.units().stream().allMatch(u -> known.contains(u.stack())), plan.units().toString());
        assertNull(plan.unmeasurable().get(plan.cells().stream()
                .filter(c -> c.describe().equals("sosnoski-2010 RoundTrip.exchange large signencr rampart-1.5")).findFirst()
                .orElseThrow()));
    }

    /** A result of {@code unit}: two forks of ten iterations around {@code micros}, 1% noise. */
    private static Result result(ThenAndNow.Unit unit, List<List<Double>> forks, Map<String, List<List<Double>>> secondary) {
        Map<String, String> params = new LinkedHashMap<>(unit.params());
        params.put("provider", "jdk");
        return new Result(unit.benchmark().jmhName(), "avgt", params, forks.stream().flatMap(List::stream)
                .mapToDouble(Double::doubleValue).average().orElseThrow(), 0, "us/op",
                forks.stream().flatMap(List::stream).toList(), forks, Map.of(), secondary, "host (cpu)");
    }

    private static Result flat(ThenAndNow.Unit unit, double micros, long seed) {
        return result(unit, FakeRuns.raw(micros, 0.01, 2, 10, seed), Map.of());
    }

    private static ThenAndNow.Figure figure(List<ThenAndNow.Figure> figures, String describe) {
        return figures.stream().filter(f -> f.cell().describe().equals(describe)).findFirst().orElseThrow();
    }

    @Test
    void everyCellHasItsFigureOrTheReasonItHasNone() {
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, u -> u.stack().equals("axis1") ? "axis1 refuses" : null);
        ThenAndNow.Unit metroOut = new ThenAndNow.Unit(Benchmark.OUTBOUND_TOTAL, "metro-xwss", Profile.SIGNENCR, Workload.SMALL);
        List<Result> pooled = new ArrayList<>();
        long seed = 1;
        for (ThenAndNow.Unit u : plan.units()) {
            double plain = switch (u.stack()) {
                case "metro-1.5" -> 100;
                case "rampart-1.5" -> 250;
                default -> 150;
            };
            double micros = plain * (u.profile() == Profile.PLAIN ? 1 : 4);
            if (u.stack().equals("metro-xwss") && u.profile() == Profile.SIGN && u.workload() == Workload.SMALL) {
                // falls 28% from its first iteration to its last: steady by the trend test's verdict or not, never quoted
                pooled.add(result(u, FakeRuns.FIRST_HIGH, Map.of()));
            } else if (u.stack().equals("rampart") && u.profile() == Profile.SIGNENCR && u.workload() == Workload.LARGE) {
                List<List<Double>> span = List.of(List.of(500.0, 500.0, 500.0, 500.0), List.of(500.0, 500.0, 500.0, 500.0));
                List<List<Double>> jit = List.of(List.of(100.0, 100.0, 100.0, 100.0), List.of(0.0, 0.0, 10.0, 0.0));
                pooled.add(result(u, FakeRuns.raw(micros, 0.01, 2, 4, seed++), Map.of(Harness.JIT, jit, Harness.SPAN, span)));
            } else if (u.equals(metroOut)) {
                // its fork of one round failed: one fork where there were two rounds
                pooled.add(result(u, FakeRuns.raw(micros, 0.01, 1, 10, seed++), Map.of()));
            } else if (!(u.stack().equals("cxf") && u.benchmark() == Benchmark.INBOUND_TOTAL)) {
                pooled.add(flat(u, micros, seed++));
            }
        }
        ThenAndNow.Unit cxfIn = new ThenAndNow.Unit(Benchmark.INBOUND_TOTAL, "cxf", Profile.SIGNENCR, Workload.SMALL);
        List<ThenAndNow.Figure> figures = ThenAndNow.figures(plan, pooled, Map.of(cxfIn.key(), "the run failed: boom",
                metroOut.key(), "round 2: the run failed: bang"), 2);
        assertEquals(plan.cells(), figures.stream().map(ThenAndNow.Figure::cell).toList());
        for (ThenAndNow.Figure f : figures) {
            if (f.quoted()) {
                assertTrue(f.low() <= f.ratio() && f.ratio() <= f.high() && f.ratio() > 0, f.toString());
            } else {
                assertTrue(!f.reason().isBlank(), f.toString());
            }
        }
        assertEquals("`" + metroOut.key() + "` has forks from 1 of the 2 rounds: its fork failed: round 2: the run failed: bang;"
                + " without one a round, the rounds' turned order does not balance its ratio",
                figure(figures, "metro Outbound.total small signencr metro-xwss").reason());
        assertEquals(600.0 / 400, figure(figures, "metro Outbound.total small signencr metro-xwss").ratio(), 0.05,
                "the figure is still shown beside its reason");

        ThenAndNow.Figure axis2 = figure(figures, "sosnoski-2010 RoundTrip.exchange small plain rampart-1.5");
        assertTrue(axis2.quoted(), axis2.reason());
        assertEquals(2.5, axis2.ratio(), 0.05);
        assertTrue(axis2.low() < axis2.ratio() && axis2.ratio() < axis2.high());
        ThenAndNow.Figure signed = figure(figures, "sosnoski-2010 RoundTrip.exchange large signencr rampart-1.5");
        assertEquals(10, signed.ratio(), 0.2);
        ThenAndNow.Figure self = figure(figures, "sosnoski-2010 RoundTrip.exchange small plain metro-1.5");
        assertTrue(self.quoted() && self.cell().self());
        assertEquals(1, self.ratio());

        assertEquals("not quoted: new falls 28.4% from its first iteration to its last",
                figure(figures, "sosnoski-today RoundTrip.exchange small sign metro-xwss").reason());
        assertTrue(figure(figures, "sosnoski-today RoundTrip.exchange large signencr rampart").reason()
                .startsWith("no verdict: still compiling: new still compiling"));
        assertEquals("axis1 refuses", figure(figures, "wso2-2006 RoundTrip.exchange small plain rampart").reason());
        assertEquals("no result for `" + cxfIn.key() + "` in the rounds joined: its fork failed: the run failed: boom",
                figure(figures, "xfire-cxf Inbound.total small signencr cxf").reason());
        ThenAndNow.Figure successor = figure(figures, "axis2-rampart InboundProcess.process small signencr rampart");
        assertEquals(150.0 / 250, successor.ratio(), 0.02);
        assertTrue(successor.quoted(), successor.reason());
    }

    @Test
    void aBaselineThatIsNotSteadyLeavesItsOwnCellUnquoted() {
        ThenAndNow.Plan plan = ThenAndNow.plan(ThenAndNow.STUDIES, u -> null);
        List<Result> pooled = new ArrayList<>();
        long seed = 1;
        for (ThenAndNow.Unit u : plan.units()) {
            pooled.add(u.stack().equals("metro-1.5") && u.profile() == Profile.PLAIN && u.workload() == Workload.SMALL
                    && u.benchmark() == Benchmark.ROUND_TRIP ? result(u, FakeRuns.FIRST_HIGH, Map.of()) : flat(u, 100, seed++));
        }
        List<ThenAndNow.Figure> figures = ThenAndNow.figures(plan, pooled, Map.of(), 2);
        ThenAndNow.Figure self = figure(figures, "sosnoski-2010 RoundTrip.exchange small plain metro-1.5");
        assertTrue(!self.quoted());
        assertTrue(self.reason().startsWith("not quoted: base") || self.reason().startsWith("no verdict"), self.reason());
        assertTrue(!figure(figures, "sosnoski-2010 RoundTrip.exchange small sign rampart-1.5").quoted());
    }
}
