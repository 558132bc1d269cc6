package org.wsscost.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.fixtures.FakeRuns;
import org.wsscost.harness.Harness;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/** The comparator's statistics on constructed runs: what it flags and what it lets pass. */
class ComparisonTest {
    private static final String B = "org.example.Bench.run";

    private static List<Result> parse(Path dir, String name, String... entries) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, FakeRuns.file(List.of(entries)));
        return JmhJson.read(file);
    }

    @Test
    void aTwentyPercentSlowdownIsFlagged(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 120, 0.03, 3, 5, 2)), 5, Comparison.Pairing.NONE);
        Comparison.Row row = c.rows().get(0);
        assertEquals(Comparison.Verdict.SLOWER, row.verdict());
        assertTrue(row.low() > 1.05 && row.high() < 1.35, row.low() + "–" + row.high());
        assertTrue(row.ratio() > row.low() && row.ratio() < row.high());
        assertTrue(c.anySlower());
    }

    /** The same results, as {@code merge} tags them: run on {@code machine}. */
    private static List<Result> on(String machine, List<Result> results) {
        return results.stream().map(r -> new Result(r.benchmark(), r.mode(), r.params(), r.score(), r.error(), r.unit(),
                r.samples(), r.forks(), r.secondary(), r.secondaryForks(), machine)).toList();
    }

    @Test
    void aRatioAcrossTwoMachinesIsShownButGetsNoVerdict(@TempDir Path dir) throws Exception {
        List<Result> base = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 1));
        List<Result> fresh = parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 120, 0.03, 3, 5, 2));
        Comparison c = Comparison.of(on("runner-a", base), on("runner-b", fresh), 5, Comparison.Pairing.NONE);
        Comparison.Row row = c.rows().get(0);
        assertEquals(Comparison.Verdict.CROSS_MACHINE, row.verdict());
        assertEquals(1.2, row.ratio(), 0.05);
        assertEquals("base ran on runner-a, new on runner-b", row.why());
        assertFalse(c.anySlower());
        assertTrue(c.summary().contains("1 without a verdict because measured on different machines"), c.summary());
        assertTrue(c.markdown().contains("no verdict: different machines: base ran on runner-a"), c.markdown());
        // one machine on both sides, or a run of one machine against a merged one: judged as ever
        assertEquals(Comparison.Verdict.SLOWER, Comparison.of(on("runner-a", base), on("runner-a", fresh), 5, Comparison.Pairing.NONE).rows().get(0).verdict());
        assertEquals(Comparison.Verdict.SLOWER, Comparison.of(base, on("runner-b", fresh), 5, Comparison.Pairing.NONE).rows().get(0).verdict());
    }

    /**
     * A second run on a machine 7% faster, one result of the group also 10% slower against the rest: plainly every
     * result is faster; within its group, only that one moved, and it is slower. A group of one gets no verdict.
     */
    @Test
    void withinGroupsAShiftOfTheWholeGroupCancelsAndWhatMovedAgainstItRemains(@TempDir Path dir) throws Exception {
        List<Result> base = parse(dir, "a.json",
                FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 3, 10, 1, "stack", "a"),
                FakeRuns.entry(B, "avgt", "us/op", 200, 0.01, 3, 10, 2, "stack", "b"),
                FakeRuns.entry(B, "avgt", "us/op", 300, 0.01, 3, 10, 3, "stack", "c"),
                FakeRuns.entry(B, "avgt", "us/op", 400, 0.01, 3, 10, 4, "stack", "d"),
                FakeRuns.entry("org.example.Other.run", "avgt", "us/op", 50, 0.01, 3, 10, 5));
        List<Result> fresh = parse(dir, "b.json",
                FakeRuns.entry(B, "avgt", "us/op", 93, 0.01, 3, 10, 6, "stack", "a"),
                FakeRuns.entry(B, "avgt", "us/op", 186, 0.01, 3, 10, 7, "stack", "b"),
                FakeRuns.entry(B, "avgt", "us/op", 279, 0.01, 3, 10, 8, "stack", "c"),
                FakeRuns.entry(B, "avgt", "us/op", 400 * 0.93 * 1.1, 0.01, 3, 10, 9, "stack", "d"),
                FakeRuns.entry("org.example.Other.run", "avgt", "us/op", 46.5, 0.01, 3, 10, 10));
        Comparison plain = Comparison.of(base, fresh, 5, Comparison.Pairing.NONE);
        assertEquals(4, plain.rows().stream().filter(r -> r.verdict() == Comparison.Verdict.FASTER).count(), plain.markdown());

        Comparison within = plain.withinGroups(r -> Result.name(r.benchmark()).substring(0, Result.name(r.benchmark()).indexOf('.')));
        Map<String, Comparison.Row> rows = within.rows().stream()
                .collect(Collectors.toMap(r -> r.params().getOrDefault("stack", "other"), r -> r));
        for (String same : List.of("a", "b", "c")) {
            assertEquals(Comparison.Verdict.SAME, rows.get(same).verdict(), within.markdown());
        }
        assertEquals(Comparison.Verdict.SLOWER, rows.get("d").verdict(), within.markdown());
        assertEquals(1.10, rows.get("d").ratio(), 0.02);
        assertTrue(rows.get("d").low() < 1.10 && rows.get("d").high() > 1.10, within.markdown());
        assertEquals(Comparison.Verdict.ALONE, rows.get("other").verdict(), within.markdown());
        assertTrue(within.summary().contains("within their groups") && within.summary().contains("1 without a verdict because alone"),
                within.summary());
    }

    @Test
    void aResultsIntervalCoversItsMeanAndNarrowsWithMoreForks(@TempDir Path dir) throws Exception {
        Interval three = Interval.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 3, 5, 1)).get(0));
        Interval twelve = Interval.of(parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.03, 12, 5, 1)).get(0));
        assertTrue(three.low() < three.mean() && three.mean() < three.high(), three.toString());
        assertTrue(twelve.relative() < three.relative(), twelve + " against " + three);
        Interval single = Interval.of(List.of(List.of(100.0)));
        assertTrue(Double.isNaN(single.low()) && single.percent().equals("±?"), single.toString());
        Interval ratio = Comparison.ratio(parse(dir, "c.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 3, 5, 1)).get(0),
                parse(dir, "d.json", FakeRuns.entry(B, "avgt", "us/op", 150, 0.01, 3, 5, 2)).get(0));
        assertTrue(ratio.low() < 1.5 && ratio.high() > 1.5 && ratio.low() > 1.4 && ratio.high() < 1.6, ratio.toString());
    }

    @Test
    void pureNoiseIsNoDifferenceAtMostAtTheNominalRate(@TempDir Path dir) throws Exception {
        int flagged = 0;
        for (long seed = 10; seed < 110; seed += 2) {
            Comparison c = Comparison.of(
                    parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.04, 6, 5, seed)),
                    parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.04, 6, 5, seed + 1)), 5, Comparison.Pairing.NONE);
            Comparison.Verdict v = c.rows().get(0).verdict();
            flagged += v == Comparison.Verdict.SLOWER || v == Comparison.Verdict.FASTER ? 1 : 0;
        }
        assertTrue(flagged <= 3, flagged + " of 50 noise pairs called slower or faster");
        Comparison one = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.04, 6, 5, 10)),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.04, 6, 5, 11)), 5, Comparison.Pairing.NONE);
        assertEquals(Comparison.Verdict.SAME, one.rows().get(0).verdict());
        assertFalse(one.anySlower());
    }

    @Test
    void aSideThatIsNotSteadyGetsNoVerdictAndTheRowSaysWhy(@TempDir Path dir) throws Exception {
        List<List<Double>> falling = List.of(List.of(150.0, 140.0, 130.0, 120.0, 110.0), List.of(152.0, 139.0, 131.0, 118.0, 112.0));
        List<List<Double>> slowFlat = List.of(List.of(200.0, 201.0, 199.0, 200.5, 199.5), List.of(202.0, 198.0, 200.0, 201.0, 199.0));
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", falling, "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", slowFlat, "")), 5, Comparison.Pairing.NONE);
        Comparison.Row row = c.rows().get(0);
        assertEquals(Comparison.Verdict.NOT_STEADY, row.verdict());
        assertTrue(row.why().startsWith("base not steady (falls "), row.why());
        assertFalse(c.anySlower());
        assertTrue(c.markdown().contains("no verdict: not steady: base not steady (falls "), c.markdown());
        assertTrue(c.summary().contains("1 without a verdict because not steady"), c.summary());
    }

    @Test
    void aSideWhoseFirstIterationIsFarFromItsLastIsListedBesideItsVerdict(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", FakeRuns.FIRST_HIGH, "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", FakeRuns.FLAT, "")), 5, Comparison.Pairing.NONE);
        assertEquals(List.of("Bench.run: base falls 28.4% from its first iteration to its last"), c.unsettled());
        assertTrue(c.markdown().contains("More than 10% apart from the first tenth of the measurement iterations to the last"), c.markdown());
        assertTrue(c.markdown().contains("\n- Bench.run: base falls 28.4%"), c.markdown());
        Comparison same = Comparison.of(
                parse(dir, "c.json", FakeRuns.entry(B, "avgt", "us/op", FakeRuns.FLAT, "")),
                parse(dir, "d.json", FakeRuns.entry(B, "avgt", "us/op", FakeRuns.FLAT, "")), 5, Comparison.Pairing.NONE);
        assertTrue(same.unsettled().isEmpty());
        assertFalse(same.markdown().contains("More than 10% apart"), same.markdown());
    }

    @Test
    void oneSampleASideIsTooFewToJudge(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "ss", "ms/op", 100, 0.01, 1, 1, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "ss", "ms/op", 200, 0.01, 1, 1, 2)), 5, Comparison.Pairing.NONE);
        assertEquals(Comparison.Verdict.UNKNOWN, c.rows().get(0).verdict());
        assertFalse(c.anySlower());
    }

    @Test
    void aSignificantChangeBelowTheThresholdIsNoDifference(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.002, 3, 5, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 103, 0.002, 3, 5, 2)), 5, Comparison.Pairing.NONE);
        Comparison.Row row = c.rows().get(0);
        assertTrue(row.low() > 1, "the interval excludes 1");
        assertEquals(Comparison.Verdict.SAME, row.verdict());
    }

    @Test
    void throughputIsHigherIsBetter(@TempDir Path dir) throws Exception {
        Comparison slower = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "thrpt", "ops/s", 1000, 0.02, 2, 5, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "thrpt", "ops/s", 800, 0.02, 2, 5, 2)), 5, Comparison.Pairing.NONE);
        assertEquals(Comparison.Verdict.SLOWER, slower.rows().get(0).verdict());
        assertEquals(1.25, slower.rows().get(0).cost(), 0.05);
        Comparison faster = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "thrpt", "ops/s", 1000, 0.02, 2, 5, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "thrpt", "ops/s", 1300, 0.02, 2, 5, 2)), 5, Comparison.Pairing.NONE);
        assertEquals(Comparison.Verdict.FASTER, faster.rows().get(0).verdict());
        assertFalse(faster.anySlower());
    }

    @Test
    void unitsConvertBeforeComparing(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "ms/op", 1, 0.01, 2, 5, 1)),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 1000, 0.01, 2, 5, 2)), 5, Comparison.Pairing.NONE);
        assertEquals(1, c.rows().get(0).ratio(), 0.03);
        assertEquals(Comparison.Verdict.SAME, c.rows().get(0).verdict());
    }

    @Test
    void benchmarksInOneFileOnlyAreListed(@TempDir Path dir) throws Exception {
        Comparison c = Comparison.of(
                parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 2, 3, 1, "stack", "rampart"),
                        FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 2, 3, 1, "stack", "wss4j-dom")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 2, 3, 2, "stack", "rampart"),
                        FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 2, 3, 2, "stack", "metro-xwss")), 5, Comparison.Pairing.NONE);
        assertEquals(1, c.rows().size());
        assertEquals(List.of(B + " stack=wss4j-dom (avgt)"), c.onlyInBase());
        assertEquals(List.of(B + " stack=metro-xwss (avgt)"), c.onlyInNew());
        assertTrue(c.markdown().contains("only in base: " + B + " stack=wss4j-dom"), c.markdown());
        assertTrue(c.summary().endsWith("1 only in base, 1 only in new"), c.summary());
    }

    @Test
    void mismatchedModesAreRefused(@TempDir Path dir) throws Exception {
        List<Result> a = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.01, 2, 3, 1));
        List<Result> b = parse(dir, "b.json", FakeRuns.entry(B, "thrpt", "ops/us", 0.01, 0.01, 2, 3, 2));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Comparison.of(a, b, 5, Comparison.Pairing.NONE));
        assertTrue(e.getMessage().startsWith("mismatched modes for " + B), e.getMessage());
    }

    @Test
    void theIntervalIsTheSameEveryTime(@TempDir Path dir) throws Exception {
        List<Result> a = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", 100, 0.05, 3, 5, 1));
        List<Result> b = parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", 104, 0.05, 3, 5, 2));
        assertEquals(Comparison.of(a, b, 5, Comparison.Pairing.NONE).markdown(), Comparison.of(a, b, 5, Comparison.Pairing.NONE).markdown());
    }

    /** Fork k of a side at the machine's speed {@code drift[k]} times {@code level}, ±0.5% within the fork. */
    private static List<List<Double>> forks(double level, double... drift) {
        return Arrays.stream(drift)
                .mapToObj(d -> List.of(level * d * 1.005, level * d * 0.995, level * d, level * d * 1.004, level * d * 0.996))
                .toList();
    }

    @Test
    void pairedForksCancelADriftThatHidesAFivePercentSlowdownUnpaired(@TempDir Path dir) throws Exception {
        double[] drift = {1.00, 1.12, 0.93, 1.05, 0.97, 1.09};
        double[] b = Arrays.stream(drift).map(d -> d * (1 + (d > 1 ? 0.004 : -0.004))).toArray();
        List<Result> base = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", forks(100, drift), ""));
        List<Result> fresh = parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", forks(105, b), ""));

        Comparison.Row unpaired = Comparison.of(base, fresh, 3, Comparison.Pairing.NONE).rows().get(0);
        assertEquals(Comparison.Verdict.SAME, unpaired.verdict());
        Comparison paired = Comparison.of(base, fresh, 3, Comparison.Pairing.FORKS);
        Comparison.Row row = paired.rows().get(0);
        assertEquals(Comparison.Verdict.SLOWER, row.verdict());
        assertTrue(row.low() > 1.04 && row.high() < 1.06 && row.low() < row.ratio() && row.ratio() < row.high(),
                row.low() + " " + row.ratio() + " " + row.high());
        assertTrue(paired.summary().contains("log ratios of iterations measured in turn"), paired.summary());
    }

    /** Each fork's iterations' stretches of 100 ms, in which {@code compiled[f]} ms of compilation ended in all (in the first). */
    private static String jit(int iterations, double... compiled) {
        List<List<Double>> jit = new ArrayList<>();
        List<List<Double>> span = new ArrayList<>();
        for (double c : compiled) {
            List<Double> fork = new ArrayList<>(java.util.Collections.nCopies(iterations, 0.0));
            fork.set(0, c);
            jit.add(fork);
            span.add(java.util.Collections.nCopies(iterations, 100.0));
        }
        return FakeRuns.secondary(Harness.JIT, "ms", jit) + ", " + FakeRuns.secondary(Harness.SPAN, "ms", span);
    }

    @Test
    void aBenchmarkOneSideWasStillCompilingWhileMeasuredGetsItsOwnVerdictWhateverItsTrend(@TempDir Path dir) throws Exception {
        double[] drift = {1.00, 1.12, 0.93, 1.05, 0.97, 1.09};
        List<Result> base = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", forks(100, drift), jit(5, 10, 10, 10, 10, 10, 10)));
        // one of new's six forks compiled for 125 ms of its 500 ms measured span: 25%
        List<Result> fresh = parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", forks(105, drift), jit(5, 10, 125, 10, 10, 10, 10)));

        Comparison.Row row = Comparison.of(base, fresh, 3, Comparison.Pairing.FORKS).rows().get(0);
        assertEquals(Comparison.Verdict.STILL_COMPILING, row.verdict());
        assertEquals("new still compiling (its JIT compiled for 25.0% of the measured span in 1 of 6 forks; warm forks: under 10%)",
                row.why());
        assertTrue(row.low() > 1.04 && row.high() < 1.06, row.low() + "–" + row.high());
        assertTrue(Comparison.of(base, fresh, 3, Comparison.Pairing.FORKS).markdown().contains("| no verdict: still compiling: new still"
                + " compiling (its JIT"), "its own verdict in the table");
        assertTrue(Comparison.of(base, fresh, 3, Comparison.Pairing.NONE).summary().contains("1 without a verdict because still compiling"));
        List<Result> warm = parse(dir, "c.json", FakeRuns.entry(B, "avgt", "us/op", forks(105, drift), jit(5, 10, 10, 10, 10, 10, 10)));
        assertEquals(Comparison.Verdict.SLOWER, Comparison.of(base, warm, 3, Comparison.Pairing.FORKS).rows().get(0).verdict());
    }

    @Test
    void pairedSidesWithDifferentForkCountsAreRefusedByName(@TempDir Path dir) throws Exception {
        List<Result> base = parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", forks(100, 1, 1, 1), ""));
        List<Result> fresh = parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", forks(100, 1, 1), ""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Comparison.of(base, fresh, 3, Comparison.Pairing.FORKS));
        assertTrue(e.getMessage().contains(B + " has 3 in base and 2 in new"), e.getMessage());
    }

    /** Pairs of forks × 10 iterations: base 100, new 100 × e^(the pair's offset ± noise, alternately). */
    private static List<List<List<Double>>> pairs(double noise, double... offsets) {
        List<List<Double>> base = new ArrayList<>();
        List<List<Double>> fresh = new ArrayList<>();
        for (double offset : offsets) {
            List<Double> b = new ArrayList<>();
            List<Double> n = new ArrayList<>();
            for (int k = 0; k < 10; k++) {
                b.add(100.0);
                n.add(100 * Math.exp(offset + (k % 2 == 0 ? noise : -noise)));
            }
            base.add(b);
            fresh.add(n);
        }
        return List.of(base, fresh);
    }

    @Test
    void pairedIterationsCountOneByOneOnlyWhenTheForksAgree(@TempDir Path dir) throws Exception {
        List<List<List<Double>>> white = pairs(0.05, 0, 0, 0);
        Comparison.Row pooled = Comparison.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", white.get(0), "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", white.get(1), "")), 3, Comparison.Pairing.FORKS).rows().get(0);
        assertTrue(pooled.high() / pooled.low() < 1.06 && pooled.low() < 1 && pooled.high() > 1,
                "30 pairs of 5% noise: " + pooled.low() + "–" + pooled.high());

        List<List<List<Double>>> shifted = pairs(0.05, 0.08, 0, -0.08);
        Comparison.Row forks = Comparison.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", shifted.get(0), "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", shifted.get(1), "")), 3, Comparison.Pairing.FORKS).rows().get(0);
        assertTrue(forks.high() / forks.low() > 1.2 && forks.low() < 1 && forks.high() > 1,
                "forks 8% apart count by their means: " + forks.low() + "–" + forks.high());
    }

    /**
     * The same log ratios in two orders: as a slow wave (neighbours alike, as when the machine's speed
     * drifts across iterations) and alternating high and low. Their mean and spread are equal, but
     * the wave holds fewer independent pairs, so its interval must be wider.
     */
    @Test
    void neighbouringPairsThatMoveTogetherWidenThePooledInterval(@TempDir Path dir) throws Exception {
        double[] wave = new double[20];
        for (int k = 0; k < wave.length; k++) {
            wave[k] = 0.04 * Math.sin(2 * Math.PI * k / wave.length);
        }
        double[] sorted = wave.clone();
        java.util.Arrays.sort(sorted);
        double[] alternating = new double[wave.length];
        for (int k = 0; k < wave.length; k++) {
            alternating[k] = k % 2 == 0 ? sorted[k / 2] : sorted[wave.length - 1 - k / 2];
        }
        Comparison.Row smooth = threeForks(dir, wave);
        Comparison.Row rough = threeForks(dir, alternating);
        assertEquals(smooth.ratio(), rough.ratio(), 1e-9);
        assertTrue(rough.high() / rough.low() < 1.03, "alternating: " + rough.low() + "–" + rough.high());
        assertTrue(smooth.high() / smooth.low() > 2 * (rough.high() / rough.low() - 1) + 1,
                "wave " + smooth.low() + "–" + smooth.high() + " against alternating " + rough.low() + "–" + rough.high());
        assertEquals(1, Comparison.inflation(-0.3));
        assertEquals(3, Comparison.inflation(0.5), 1e-12);
    }

    /** Three pairs of forks whose log ratios are {@code logs}, each. */
    private static Comparison.Row threeForks(Path dir, double[] logs) throws Exception {
        List<List<Double>> base = new ArrayList<>();
        List<List<Double>> fresh = new ArrayList<>();
        for (int j = 0; j < 3; j++) {
            List<Double> b = new ArrayList<>();
            List<Double> n = new ArrayList<>();
            for (double d : logs) {
                b.add(100.0);
                n.add(100 * Math.exp(d));
            }
            base.add(b);
            fresh.add(n);
        }
        return Comparison.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", base, "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", fresh, "")), 3, Comparison.Pairing.FORKS).rows().get(0);
    }

    /**
     * Three pairs of forks of 50 turns by turns: the machine's speed drifts by {@code machine[j]} across
     * pair j, on both sides alike; new is {@code slower} × base and, on top, moves by {@code apart}
     * across every fork; ±1% alternating noise a turn.
     */
    private static List<List<List<Double>>> byTurns(double slower, double apart, double... machine) {
        List<List<Double>> base = new ArrayList<>();
        List<List<Double>> fresh = new ArrayList<>();
        for (double m : machine) {
            List<Double> b = new ArrayList<>();
            List<Double> n = new ArrayList<>();
            for (int k = 0; k < 50; k++) {
                double speed = 1 + m * k / 49;
                double noise = k % 2 == 0 ? 1.01 : 0.99;
                b.add(100 * speed * noise);
                n.add(100 * slower * (1 + apart * k / 49) * speed / noise);
            }
            base.add(b);
            fresh.add(n);
        }
        return List.of(base, fresh);
    }

    @Test
    void byTurnsAWanderBothSidesShareLeavesTheVerdictButSidesMovingApartGetNone(@TempDir Path dir) throws Exception {
        List<List<List<Double>>> shared = byTurns(1.05, 0, 0.09, -0.12, 0.03);
        Comparison.Row row = Comparison.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", shared.get(0), "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", shared.get(1), "")), 3, Comparison.Pairing.FORKS).rows().get(0);
        assertEquals(Comparison.Verdict.SLOWER, row.verdict(), row.why());

        List<List<List<Double>>> apart = byTurns(1.05, -0.08, 0.09, -0.12, 0.03);
        Comparison.Row moving = Comparison.of(parse(dir, "a.json", FakeRuns.entry(B, "avgt", "us/op", apart.get(0), "")),
                parse(dir, "b.json", FakeRuns.entry(B, "avgt", "us/op", apart.get(1), "")), 3, Comparison.Pairing.FORKS).rows().get(0);
        assertEquals(Comparison.Verdict.NOT_STEADY, moving.verdict());
        assertTrue(moving.why().startsWith("the pairs' ratio not steady (falls "), moving.why());
    }
}
