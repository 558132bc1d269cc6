package org.wsscost.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;
import org.wsscost.turn.RunQueue;
import org.wsscost.turn.Turn;

/**
 * What {@code ab} does to a fork and what the fork learns about itself, as a JMH profiler
 * ({@code -prof org.wsscost.harness.Harness}): it runs in the fork, before and after each iteration,
 * outside the timed region, and writes what it learned into the result as secondary metrics, one value
 * per measured iteration, so that whoever reads the result file reads them too.
 *
 * <p>Turns ({@code -Dwsscost.turns=HOST:PORT/SIDE}, set by {@code ab --order turns}): before each
 * iteration the fork waits for its turn, and gives it back after (see {@link Turn}); JMH starts the
 * iteration's clock only after this. After its last measured iteration the fork also waits for the other
 * side's fork to finish, so that its JVM's exit and the next fork's start do not fall on the other side's
 * last iterations. With {@code -Dwsscost.turns.warmup=together} ({@code ab --warmup together}) the two
 * forks warm up at the same time and take turns only when measuring.
 *
 * <p>The ruler ({@code -Dwsscost.ruler=PERCENT}, set by {@code ab --ruler} on side B only): before each
 * iteration it sizes the spin every operation pays in {@link Ruler#pay}, PERCENT of B's own time per
 * operation, the spin left out: during the warm-up PERCENT of the last warm-up iterations, in the
 * measurement PERCENT of what B has measured so far (measured turns need not run at the level of the
 * warm-up's last iterations). It pays from the second warm-up iteration on, so the code the measurement
 * runs is the code the warm-up compiled. The tokens' speed is the one timed inside the benchmark in the
 * last iteration (before any was timed, measured here).
 *
 * <p>Per measured iteration it records:
 * <ul>
 * <li>{@link #JIT}, the JVM's compilation time (all its compiler threads, counted as each compilation
 * ends) from the end of the previous measured iteration (for the first, from its own start) to the end of
 * this one, and {@link #SPAN}, the wall time of the same stretch: their sums over a fork are what the JIT
 * compiled from its first measured iteration to its last, and how long that was, the other side's turns
 * included. Where the JVM times its compilations.</li>
 * <li>{@link #WAIT}, how long JMH's measuring thread (the mean of its threads, with {@code -t}) waited for a
 * CPU that something else held during the iteration, and {@link #ITERATION}, the iteration's wall time.
 * Where Linux counts it ({@link RunQueue}).</li>
 * <li>{@link #SPIN} and {@link #WORK}, with a ruler: the spin each operation paid and the rest of its time
 * per operation, in nanoseconds.</li>
 * </ul>
 */
public final class Harness implements InternalProfiler {
    public static final String JIT = "harness.jit";
    public static final String SPAN = "harness.span";
    public static final String WAIT = "harness.wait";
    public static final String ITERATION = "harness.iteration";
    public static final String SPIN = "harness.ruler.spin";
    public static final String WORK = "harness.ruler.work";

    private boolean started;
    private String key;
    private Turn turn;
    private boolean warmupByTurns;
    private boolean holding;
    private int measured;
    private long iterationStarted;
    private long lastEnded;

    private CompilationMXBean compiler;
    private long compiledBefore;

    private boolean waitsCounted;
    private List<Long> workers = List.of();
    private final Map<Long, Long> waitedBefore = new HashMap<>();

    private double percent;
    private double nanosPerToken;
    private long tokens;
    private final List<Double> warmupNanosPerOp = new ArrayList<>();
    private double measuredNanos;
    private long measuredSpun;
    private long measuredOps;

    @Override
    public String getDescription() {
        return "wsscost's harness: turns and the ruler of ab, and per measured iteration the JIT's work, the waits for a CPU"
                + " and what the ruler paid";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        boolean measuring = iteration.getType() == IterationType.MEASUREMENT;
        try {
            if (!started) {
                start(benchmark);
            }
            holding = turn != null && (warmupByTurns || measuring);
            if (holding) {
                turn.await();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (Ruler.ON) {
            if (nanosPerToken == 0) {
                nanosPerToken = Ruler.nanosPerToken();
            }
            if (measuring && warmupNanosPerOp.isEmpty()) {
                throw Ruler.noWarmup(key);
            }
            Ruler.start(tokens);
        }
        iterationStarted = System.nanoTime();
        if (measuring) {
            if (measured == 0) {
                lastEnded = iterationStarted;
                compiledBefore = compiler == null ? 0 : compiler.getTotalCompilationTime();
            }
            waitedBefore.clear();
            if (waitsCounted) {
                if (workers.isEmpty()) {
                    workers = RunQueue.threadsNamed(worker(benchmark));
                }
                workers.forEach(id -> waitedBefore.put(id, RunQueue.waitedNanos(id)));
            }
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmark, IterationParams iteration, IterationResult result) {
        long ended = System.nanoTime();
        boolean measuring = iteration.getType() == IterationType.MEASUREMENT;
        List<Result> results = new ArrayList<>();
        if (measuring) {
            measured++;
            if (compiler != null) {
                long compiled = compiler.getTotalCompilationTime();
                results.add(new ScalarResult(JIT, compiled - compiledBefore, "ms", AggregationPolicy.SUM));
                results.add(new ScalarResult(SPAN, (ended - lastEnded) / 1e6, "ms", AggregationPolicy.SUM));
                compiledBefore = compiled;
            }
            lastEnded = ended;
            if (waitsCounted) {
                if (workers.isEmpty()) {
                    // JMH starts its workers in the first iteration: a run without warm-up meets them only now, from 0
                    workers = RunQueue.threadsNamed(worker(benchmark));
                }
                if (!workers.isEmpty()) {
                    double waited = workers.stream().mapToLong(id -> RunQueue.waitedNanos(id) - waitedBefore.getOrDefault(id, 0L))
                            .average().orElseThrow();
                    results.add(new ScalarResult(WAIT, waited / 1e6, "ms", AggregationPolicy.SUM));
                    results.add(new ScalarResult(ITERATION, (ended - iterationStarted) / 1e6, "ms", AggregationPolicy.SUM));
                }
            }
        }
        if (Ruler.ON) {
            results.addAll(sizeRuler(benchmark, measuring, result));
        }
        try {
            if (holding) {
                turn.pass();
                holding = false;
            }
            if (turn != null && measuring && measured == iteration.getCount()) {
                turn.leave();
                turn.close();
                turn = null;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return results;
    }

    private void start(BenchmarkParams benchmark) throws IOException {
        started = true;
        Map<String, String> values = new TreeMap<>();
        benchmark.getParamsKeys().forEach(k -> values.put(k, benchmark.getParam(k)));
        key = key(benchmark.getBenchmark(), values);
        if (Ruler.ON) {
            percent = Ruler.percent(System.getProperty(Ruler.PROPERTY), "-D" + Ruler.PROPERTY);
            if (benchmark.getThreads() > 1) {
                throw new IllegalStateException("the ruler counts one measuring thread's operations, and " + key + " runs "
                        + benchmark.getThreads() + "; run it with -t 1");
            }
        }
        String referee = System.getProperty(Turn.PROPERTY);
        turn = referee == null ? null : Turn.join(referee, key);
        warmupByTurns = !"together".equals(System.getProperty(Turn.WARMUP_PROPERTY));
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        compiler = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit : null;
        waitsCounted = RunQueue.counted();
    }

    /** What the ruler paid in the iteration just ended, when it was measured; and the size of the next iteration's spin. */
    private List<Result> sizeRuler(BenchmarkParams benchmark, boolean measuring, IterationResult result) {
        long ops = Ruler.ops();
        if (ops == 0) {
            throw new IllegalStateException("the ruler was asked for, and " + key + " never called Ruler.pay() in an iteration:"
                    + " every benchmark method calls it first");
        }
        long spun = Ruler.spun();
        double spin = spun / (double) ops;
        double nanosPerOp = nanosPerOp(benchmark, result.getPrimaryResult().getScore());
        nanosPerToken = Ruler.nanosPerToken(spun, Ruler.tokens() * ops, nanosPerToken);
        double extra;
        if (!measuring) {
            warmupNanosPerOp.add(nanosPerOp - spin);
            extra = Ruler.extraNanos(percent, warmupNanosPerOp, key);
        } else {
            measuredOps += ops;
            measuredNanos += nanosPerOp * ops;
            measuredSpun += spun;
            extra = Ruler.extraNanos(percent, measuredNanos, measuredSpun, measuredOps);
        }
        tokens = Math.max(1, Math.round(extra / nanosPerToken));
        return measuring ? List.of(new ScalarResult(SPIN, spin, "ns/op", AggregationPolicy.AVG),
                new ScalarResult(WORK, nanosPerOp - spin, "ns/op", AggregationPolicy.AVG)) : List.of();
    }

    /** A score of the benchmark's mode and unit as nanoseconds per operation. */
    private static double nanosPerOp(BenchmarkParams benchmark, double score) {
        double unit = benchmark.getTimeUnit().toNanos(1);
        return benchmark.getMode() == Mode.Throughput ? unit / score : score * unit;
    }

    /** The name JMH gives the threads that run {@code benchmark}'s iterations. */
    private static String worker(BenchmarkParams benchmark) {
        return benchmark.getBenchmark() + "-jmh-worker-";
    }

    /** {@code org.wsscost.bench.Inbound.total profile=signencr stack=rampart …}, parameters sorted: how a turn names its benchmark. */
    static String key(String benchmark, Map<String, String> params) {
        StringBuilder s = new StringBuilder(benchmark);
        new TreeMap<>(params).forEach((k, v) -> s.append(' ').append(k).append('=').append(v));
        return s.toString();
    }
}
