package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.results.JmhJson;

/** The steady-state test on constructed series: trends are flagged, noise is not, too little data is unknown. */
class SteadinessTest {
    /** At most 5% of 200: the t-test's 1%, and the results whose three forks happen to drift alike, which are pooled: no run can tell those from a trend. */
    private static final int FLAGGED_WANDERING = 10;

    /** {@code forks} series of {@code n} iterations: level × (1 + drift·i/(n−1)) × (1 + noise·N(0,1)). */
    static List<List<Double>> series(int forks, int n, double drift, double noise, long seed) {
        Random random = new Random(seed);
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            double level = 100 * (1 + 0.05 * random.nextGaussian());
            List<Double> fork = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                fork.add(level * (1 + drift * i / (n - 1)) * (1 + noise * random.nextGaussian()));
            }
            all.add(fork);
        }
        return all;
    }

    @Test
    void aClearFallIsNotSteady() {
        Steadiness.Verdict v = Steadiness.of(series(2, 5, -0.30, 0.02, 1));
        assertEquals(Steadiness.State.NOT_STEADY, v.state(), v.describe());
        assertTrue(v.drift() < -0.2, v.describe());
        assertTrue(v.describe().startsWith("not steady (falls "), v.describe());
        assertEquals(Steadiness.State.NOT_STEADY, Steadiness.of(series(1, 30, 0.10, 0.03, 2)).state());
    }

    @Test
    void flatNoiseIsSteadyHoweverWideAtMostAtTheTestsRate() {
        int flagged = 0;
        for (long seed = 0; seed < 400; seed++) {
            flagged += Steadiness.of(series(2, 5, 0, 0.15, seed)).state() == Steadiness.State.NOT_STEADY ? 1 : 0;
        }
        assertTrue(flagged <= 8, flagged + " of 400 flat noisy results flagged");
    }

    /**
     * {@code forks} series of {@code n} iterations, each fork with a drift of its own, {@code common} +
     * {@code spread}·N(0,1), as where the machine's speed wanders over the length of a fork: the preset's
     * A/A forks drifted by 7-8% on small and 10-14% on large (one standard deviation), with no common direction on the direction totals.
     */
    static List<List<Double>> wandering(int forks, int n, double common, double spread, double noise, long seed) {
        Random random = new Random(seed);
        List<List<Double>> all = new ArrayList<>();
        for (int f = 0; f < forks; f++) {
            all.addAll(series(1, n, common + spread * random.nextGaussian(), noise, random.nextLong()));
        }
        return all;
    }

    @Test
    void forksThatEachWanderTheirOwnWayAreNoTrendAtMostAtTheTestsRate() {
        int flagged = 0;
        int forksFlaggedAlone = 0;
        for (long seed = 0; seed < 200; seed++) {
            List<List<Double>> forks = wandering(3, 50, 0, 0.09, 0.03, seed);
            flagged += Steadiness.of(forks).state() == Steadiness.State.NOT_STEADY ? 1 : 0;
            for (List<Double> fork : forks) {
                forksFlaggedAlone += Steadiness.of(List.of(fork)).state() == Steadiness.State.NOT_STEADY ? 1 : 0;
            }
        }
        // each fork alone does drift: pooling them as one trend measured three times would flag most results
        assertTrue(forksFlaggedAlone > 400, forksFlaggedAlone + " of 600 forks flagged alone");
        assertTrue(flagged <= FLAGGED_WANDERING, flagged + " of 200 wandering results flagged");
    }

    @Test
    void aTrendEveryForkSharesIsFlaggedThoughEachForkWanders() {
        int flagged = 0;
        for (long seed = 0; seed < 50; seed++) {
            flagged += Steadiness.of(wandering(3, 50, -0.15, 0.01, 0.01, seed)).state() == Steadiness.State.NOT_STEADY ? 1 : 0;
        }
        assertEquals(50, flagged, flagged + " of 50 shared falls flagged");
    }

    /** A fork of {@code n} iterations falling linearly from 100 by {@code fall}, ±0.5% alternately. */
    private static List<Double> falling(int n, double fall) {
        List<Double> fork = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            fork.add(100 * (1 - fall * i / (n - 1)) * (i % 2 == 0 ? 1.005 : 0.995));
        }
        return fork;
    }

    /**
     * The price of judging heterogeneous forks by their spread: two forks cannot tell a shared fall from
     * a wander when they fall by clearly different amounts (27% and 33%, each measured to ±1%), so the
     * trend test lets them pass with one degree of freedom; the first-to-last check still refuses to
     * quote them. Falls that agree within their iterations' noise are flagged as ever.
     */
    @Test
    void twoForksFallingByClearlyDifferentAmountsAreLeftToTheFirstToLastCheck() {
        List<List<Double>> apart = List.of(falling(10, 0.27), falling(10, 0.33));
        assertEquals(Steadiness.State.STEADY, Steadiness.of(apart).state(), Steadiness.of(apart).describe());
        assertTrue(Steadiness.firstToLast(apart) < -Steadiness.SETTLED);
        List<List<Double>> alike = List.of(falling(10, 0.30), falling(10, 0.30));
        assertEquals(Steadiness.State.NOT_STEADY, Steadiness.of(alike).state(), Steadiness.of(alike).describe());
    }

    @Test
    void theForksDriftsAreHeterogeneousOnlyBeyondTheirOwnErrors() {
        assertTrue(!Steadiness.heterogeneous(List.of(new Steadiness.ForkDrift(0.09, 0.01))));
        // Q = 2: within χ²(2)'s 75% quantile (2.77), one trend measured three times
        assertTrue(!Steadiness.heterogeneous(List.of(new Steadiness.ForkDrift(-0.10, 0.01), new Steadiness.ForkDrift(-0.11, 0.01),
                new Steadiness.ForkDrift(-0.09, 0.01))));
        // Q = 162: each fork drifts its own way
        assertTrue(Steadiness.heterogeneous(List.of(new Steadiness.ForkDrift(0.09, 0.01), new Steadiness.ForkDrift(0, 0.01),
                new Steadiness.ForkDrift(-0.09, 0.01))));
        assertTrue(!Steadiness.heterogeneous(List.of(new Steadiness.ForkDrift(0.09, 0), new Steadiness.ForkDrift(-0.09, 0.01))));
    }

    @Test
    void aSignificantButSmallDriftIsSteady() {
        Steadiness.Verdict v = Steadiness.of(series(2, 10, -0.01, 0.0001, 3));
        assertTrue(v.p() < Steadiness.ALPHA, "the trend is significant: p = " + v.p());
        assertEquals(Steadiness.State.STEADY, v.state(), v.describe());
    }

    @Test
    void oneSlowIterationOrForksAtDifferentLevelsAreNoTrend() {
        List<Double> flat = new ArrayList<>(List.of(100.0, 101.0, 99.0, 100.5, 99.5, 100.2, 99.8, 100.1));
        flat.set(0, 300.0);
        assertEquals(Steadiness.State.STEADY, Steadiness.of(List.of(flat)).state());
        List<Double> high = flat.stream().map(x -> x * 1.5).toList();
        assertEquals(Steadiness.State.STEADY, Steadiness.of(List.of(flat.subList(1, 8), high.subList(1, 8))).state());
    }

    @Test
    void tooFewIterationsAreUnknownNotSteady() {
        assertEquals(Steadiness.State.UNKNOWN, Steadiness.of(List.of(List.of(100.0))).state());
        assertEquals(Steadiness.State.UNKNOWN, Steadiness.of(List.of(List.of(100.0, 50.0), List.of(90.0, 40.0))).state());
        assertEquals(Steadiness.State.UNKNOWN, Steadiness.of(List.of(List.of(7.0, 7.0, 7.0))).state());
        assertEquals("unknown: too few iterations to test", Steadiness.of(List.of(List.of(1.0))).describe());
        // one fork of five: even a perfectly monotone fall cannot reach p < 0.01, so the test cannot speak
        assertEquals(Steadiness.State.UNKNOWN, Steadiness.of(List.of(List.of(150.0, 140.0, 130.0, 120.0, 110.0))).state());
        assertEquals(Steadiness.State.NOT_STEADY, Steadiness.of(series(1, 10, -0.30, 0.02, 6)).state());
    }

    @Test
    void theSectionCountsAndListsTheResultsThatAreNotSteady() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("steady", ".json");
        try {
            java.nio.file.Files.writeString(file, FakeRuns.file(List.of(
                    FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", series(2, 5, -0.3, 0.01, 4), "",
                            "stack", "rampart"),
                    FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", series(2, 5, 0, 0.01, 5), "",
                            "stack", "wss4j-dom"),
                    FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", List.of(List.of(5.0)), "",
                            "stack", "metro-xwss"))));
            String md = Steadiness.markdown(JmhJson.read(file));
            assertTrue(md.contains("1 of 3 results not steady, 1 with too few iterations to test"), md);
            assertTrue(md.contains("- Inbound.total stack=rampart: not steady (falls "), md);
            assertTrue(!md.contains("stack=wss4j-dom"), md);
        } finally {
            java.nio.file.Files.delete(file);
        }
    }

    /** {@code forks} series of {@code n} iterations flat at 100 with 1% noise, but the first iteration at {@code first}. */
    static List<List<Double>> lateFirst(int forks, int n, double first, long seed) {
        List<List<Double>> all = new ArrayList<>();
        for (List<Double> fork : series(forks, n, 0, 0.01, seed)) {
            List<Double> f = new ArrayList<>(fork);
            f.set(0, first);
            all.add(f);
        }
        return all;
    }

    @Test
    void aFirstIterationStillWarmingUpPassesTheTrendTestButNotTheFirstToLastCheck() {
        List<List<Double>> forks = lateFirst(3, 20, 125, 6);
        assertEquals(Steadiness.State.STEADY, Steadiness.of(forks).state(), Steadiness.of(forks).describe());
        double move = Steadiness.firstToLast(forks);
        assertTrue(move < -Steadiness.SETTLED && move > -0.35, "moved " + move);
        assertTrue(Math.abs(Steadiness.firstToLast(series(3, 20, 0, 0.01, 7))) < 0.05);
        assertEquals(0.5, Steadiness.firstToLast(List.of(List.of(100.0, 120.0, 150.0), List.of(100.0, 150.0))), 1e-12);
        assertTrue(Double.isNaN(Steadiness.firstToLast(List.of(List.of(5.0)))));
    }

    @Test
    void withManyShortIterationsFirstToLastComparesATenthAtEachEnd() {
        // the regression preset's shape: 3 forks of 50 turns, each turn 8% noise on its own
        int flagged = 0;
        for (long seed = 0; seed < 200; seed++) {
            flagged += Math.abs(Steadiness.firstToLast(series(3, 50, 0, 0.08, seed))) > Steadiness.SETTLED ? 1 : 0;
        }
        assertTrue(flagged <= 2, flagged + " of 200 flat series flagged");
        // a start still warming up: the first five turns of each fork 25% slow
        List<List<Double>> slowStart = new ArrayList<>();
        for (List<Double> fork : series(3, 50, 0, 0.01, 11)) {
            List<Double> f = new ArrayList<>(fork);
            for (int i = 0; i < 5; i++) {
                f.set(i, f.get(i) * 1.25);
            }
            slowStart.add(f);
        }
        assertTrue(Steadiness.firstToLast(slowStart) < -Steadiness.SETTLED, "moved " + Steadiness.firstToLast(slowStart));
        assertEquals(5, Steadiness.window(slowStart));
        assertEquals(1, Steadiness.window(series(2, 19, 0, 0.01, 12)));
        assertEquals(-0.2, Steadiness.firstToLast(List.of(List.of(120.0, 120.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0,
                100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0, 100.0))), 1e-12);
    }

    @Test
    void theSectionCountsAndListsTheResultsThatMoveFromFirstToLast() throws Exception {
        java.nio.file.Path file = java.nio.file.Files.createTempFile("settled", ".json");
        try {
            java.nio.file.Files.writeString(file, FakeRuns.file(List.of(
                    FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", lateFirst(3, 20, 125, 8), "",
                            "stack", "rampart"),
                    FakeRuns.entry("org.wsscost.bench.Inbound.total", "avgt", "us/op", series(3, 20, 0, 0.01, 9), "",
                            "stack", "wss4j-dom"))));
            String md = Steadiness.markdown(JmhJson.read(file));
            assertTrue(md.contains("0 of 2 results not steady"), md);
            assertTrue(md.contains("1 of 2 results move more than 10% from the first tenth of their measurement iterations to the last"), md);
            assertTrue(md.contains("- Inbound.total stack=rampart: falls "), md);
            assertTrue(!md.contains("stack=wss4j-dom"), md);
        } finally {
            java.nio.file.Files.delete(file);
        }
    }
}
