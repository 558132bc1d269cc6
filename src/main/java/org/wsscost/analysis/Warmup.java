package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.results.Result;

/**
 * Warm-up lengths from cold forks: runs measured with no warm-up and many iterations, in which each
 * fork's series starts wherever the JVM starts and settles at its level.
 *
 * <p>Where a series becomes steady is found with MSER, the marginal standard error rule of
 * simulation output analysis (White 1997; Hoad, Robinson and Davies 2010): of the truncation points
 * d from 0 to n/2, choose the one that minimises the squared standard error of the mean of what is
 * left, Σ(x<sub>i</sub> − x̄<sub>d</sub>)² / (n − d)² over i &gt; d. Cutting a falling start lowers that
 * sum faster than it shortens the series; cutting flat noise does not. Each iteration of a JMH run is
 * already a batch mean (of one second's operations), so this is MSER on batch means. A result settles
 * after the largest d of its forks, and only if what is left of every fork is {@linkplain Steadiness
 * steady}; a benchmark's warm-up is its slowest result's, times {@link #MARGIN}, set on the benchmark
 * method with {@code @Warmup} (JMH annotations cannot depend on a parameter, so the slowest workload
 * and parameter set decide).
 */
public final class Warmup {
    /**
     * Warm-up iterations = ⌈MARGIN × the iterations its slowest result needed⌉, at least {@link #LEAST}.
     * The slowest result is already the last of every fork to settle; a quarter more on top is what fits
     * the default job in 90 minutes on 2 cores, and every run's steady-state check tells if it was too little.
     */
    public static final double MARGIN = 1.25;
    /** Even a result that starts steady gets this many warm-up iterations: the first one loads classes. */
    public static final int LEAST = 2;

    /** One cold result: where each fork settled, where the result did, and whether the rest is steady. */
    public record Fit(Result result, List<Integer> perFork, int settled, Steadiness.Verdict rest) {
        public boolean steady() {
            return rest.state() != Steadiness.State.NOT_STEADY;
        }
    }

    /** One benchmark ({@code Inbound.total}) on one workload: its results' fits, and the warm-up they call for. */
    public record Group(String benchmark, String workload, List<Fit> fits) {
        /** The fit that settled last. */
        public Fit slowest() {
            Fit slowest = fits.get(0);
            for (Fit f : fits) {
                if (f.settled() > slowest.settled()) {
                    slowest = f;
                }
            }
            return slowest;
        }

        public int warmup() {
            return iterations(slowest().settled());
        }

        /** Results that were still moving after their truncation point: the cold run was too short for them. */
        public List<Fit> moving() {
            return fits.stream().filter(f -> !f.steady()).toList();
        }
    }

    private Warmup() {
    }

    /** Warm-up iterations for a result that settled after {@code settled} iterations. */
    public static int iterations(int settled) {
        return Math.max(LEAST, (int) Math.ceil(MARGIN * settled));
    }

    /** MSER's truncation point of one series: how many leading iterations to drop (0 to n/2). */
    public static int truncation(List<Double> series) {
        int n = series.size();
        int best = 0;
        double bestScore = Double.POSITIVE_INFINITY;
        for (int d = 0; d <= n / 2; d++) {
            List<Double> rest = series.subList(d, n);
            double mean = rest.stream().mapToDouble(Double::doubleValue).average().orElse(0);
            double sse = rest.stream().mapToDouble(x -> (x - mean) * (x - mean)).sum();
            double score = sse / ((double) (n - d) * (n - d));
            if (score < bestScore) {
                bestScore = score;
                best = d;
            }
        }
        return best;
    }

    public static Fit fit(Result r) {
        List<Integer> perFork = new ArrayList<>();
        List<List<Double>> rest = new ArrayList<>();
        for (List<Double> fork : r.forks()) {
            int d = truncation(fork);
            perFork.add(d);
            rest.add(fork.subList(d, fork.size()));
        }
        int settled = perFork.stream().mapToInt(Integer::intValue).max().orElse(0);
        return new Fit(r, List.copyOf(perFork), settled, Steadiness.of(rest));
    }

    /** The results grouped by benchmark and workload, in the run's order. */
    public static List<Group> groups(List<Result> results) {
        Map<String, List<Fit>> byGroup = new LinkedHashMap<>();
        for (Result r : results) {
            byGroup.computeIfAbsent(r.name() + " " + r.params().getOrDefault("workload", "–"), k -> new ArrayList<>())
                    .add(fit(r));
        }
        List<Group> groups = new ArrayList<>();
        byGroup.forEach((key, fits) -> {
            String[] parts = key.split(" ", 2);
            groups.add(new Group(parts[0], parts[1], List.copyOf(fits)));
        });
        return groups;
    }

    /** Per benchmark: the warm-up its slowest workload calls for (a method has one {@code @Warmup}). */
    public static Map<String, Integer> perBenchmark(List<Group> groups) {
        Map<String, Integer> warmups = new LinkedHashMap<>();
        for (Group g : groups) {
            warmups.merge(g.benchmark(), g.warmup(), Math::max);
        }
        return warmups;
    }

    /**
     * The calibration as Markdown: per benchmark and workload, where the slowest result settled and
     * the warm-up that gives; per benchmark, the {@code @Warmup} to set; then every result with its forks.
     */
    public static String markdown(List<Group> groups, String iteration) {
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "Iterations of %s, no warm-up. A result settles after the largest MSER truncation"
                + " of its forks; warm-up = ⌈%.2f × that⌉, at least %d.%n%n", iteration, MARGIN, LEAST));
        s.append("| benchmark | workload | results | slowest to settle | settled after | warm-up | still moving after truncation |\n");
        s.append("|---|---|---:|---|---:|---:|---|\n");
        for (Group g : groups) {
            Fit slow = g.slowest();
            s.append(String.format(Locale.ROOT, "| %s | %s | %d | %s | %d | %d | %s |%n", g.benchmark(), g.workload(),
                    g.fits().size(), Steadiness.label(slow.result()), slow.settled(), g.warmup(),
                    g.moving().isEmpty() ? "none" : String.join("; ", g.moving().stream()
                            .map(f -> Steadiness.label(f.result()) + ": " + f.rest().describe()).toList())));
        }
        s.append("\n| benchmark | `@Warmup(iterations = …)` |\n|---|---:|\n");
        perBenchmark(groups).forEach((c, w) -> s.append("| ").append(c).append(" | ").append(w).append(" |\n"));
        s.append("\n| result | settled after, per fork | after truncation | level (mean of the rest) | first iteration |\n");
        s.append("|---|---|---|---:|---:|\n");
        for (Group g : groups) {
            for (Fit f : g.fits()) {
                List<List<Double>> forks = f.result().forks();
                double level = 0;
                int count = 0;
                for (int i = 0; i < forks.size(); i++) {
                    for (double x : forks.get(i).subList(f.perFork().get(i), forks.get(i).size())) {
                        level += x;
                        count++;
                    }
                }
                double first = forks.stream().filter(x -> !x.isEmpty()).mapToDouble(x -> x.get(0)).average().orElse(Double.NaN);
                s.append(String.format(Locale.ROOT, "| %s | %s | %s | %.4g %s | %.4g |%n", Steadiness.label(f.result()),
                        f.perFork(), f.rest().describe(), level / count, f.result().unit(), first));
            }
        }
        return s.toString();
    }
}
