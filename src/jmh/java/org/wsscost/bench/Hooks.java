package org.wsscost.bench;

import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.wsscost.analysis.CpuWaits;
import org.wsscost.analysis.JitWork;
import org.wsscost.analysis.Ruler;
import org.wsscost.turn.RunQueue;
import org.wsscost.turn.Turn;

/**
 * What {@code ab} does to one side's forks, which every benchmark method takes; nothing unless
 * {@code ab} sets its system properties, so a plain run is untouched.
 *
 * <p>Turns ({@code -Dwsscost.turns=HOST:PORT/SIDE}, set by {@code ab --order turns}): before each
 * iteration the fork waits for its turn, outside the timed region, and gives it back after (see
 * {@link Turn}); JMH starts an iteration's clock only when the iteration's setup is done. At the end
 * of the trial it waits for the other side's fork to finish too, so that its JVM's exit and the next
 * fork's start do not fall on the other side's last iterations. With
 * {@code -Dwsscost.turns.warmup=together} ({@code ab --warmup together}) the two forks warm up at the
 * same time and take turns only when measuring; the first turn then waits for both to be warm.
 *
 * <p>The ruler ({@code -Dwsscost.ruler=PERCENT}, set by {@code ab --ruler} on side B only): every
 * operation pays a {@link Blackhole#consumeCPU} spin of PERCENT of B's own time per operation, the
 * spin left out ({@link Ruler#extraNanos}). Each spin is timed where it runs, inside the benchmark's
 * compiled code, and the tokens' speed in the last iteration converts the size to tokens (the first
 * spin's speed, before any was timed, is measured in setup). During the warm-up the size is PERCENT of
 * the last warm-up iterations; in the measurement it is resized after every iteration to PERCENT of
 * what B has measured so far, because measured turns need not run at the level of the warm-up's last
 * iterations (on 2026-11-27, a spin fixed at the warm-up's size paid 4.0–5.7% of B's measured time per
 * operation, fork by fork, where 5% was asked). The spin is paid from the second
 * warm-up iteration on, not first in the measurement, so the compiled code the measurement runs is the
 * code the warm-up compiled: a branch first taken in the measurement would de-optimise the benchmark's
 * loop in B's first measured turn. At the end of the trial the fork prints what the ruler paid in the
 * measurement against the rest of B's time, the share the comparison should see.
 *
 * <p>By turns, where Linux counts it ({@link RunQueue}), each measured turn also notes how long the
 * measuring thread waited for a CPU that something else held, read in the iteration's setup and
 * teardown, outside the timed region; at the end of the trial the fork prints how often that happened
 * ({@link CpuWaits}), and {@code ab} puts the line on the run's page. Where the JVM times its
 * compilations, each measured turn likewise notes the compilation time that ended in it, and the trial's
 * end says how long the JIT compiled from the first measured turn to the last ({@link JitWork}).
 */
@State(Scope.Thread)
public class Hooks {
    private String key;
    private Turn turn;
    private boolean warmupByTurns;
    private boolean holding;
    private double percent;
    private double nanosPerToken;
    private final List<Double> warmupNanosPerOp = new ArrayList<>();
    private boolean warmup;
    private long ops;
    private long started;
    private long tokens;
    private long spun;
    private long measuredOps;
    private long measuredNanos;
    private long measuredSpun;
    /** Whether this fork notes its measured turns' waits for a CPU: by turns, where the system counts them. */
    private boolean waitsCounted;
    /** Whether this iteration is a measured turn by turns, whose waits and compilations the fork notes. */
    private boolean measuredTurn;
    private long waitedBefore;
    private long turnStarted;
    private final List<long[]> turnWaits = new ArrayList<>();
    /** The JVM's compilers, by turns where the JVM times their work (asked only then, so a plain run loads nothing). */
    private CompilationMXBean compiler;
    private long compiledBefore;
    private long compiledAtFirstTurn;
    private long compiledAtLastTurn;
    private long firstTurnStarted;
    private long lastTurnEnded;
    private final List<Long> turnCompiles = new ArrayList<>();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws IOException {
        Map<String, String> values = new TreeMap<>();
        params.getParamsKeys().forEach(k -> values.put(k, params.getParam(k)));
        key = Ruler.key(params.getBenchmark(), values);
        String ruler = System.getProperty(Ruler.PROPERTY);
        percent = ruler == null ? 0 : Ruler.percent(ruler, "-D" + Ruler.PROPERTY);
        nanosPerToken = percent > 0 ? nanosPerToken() : 0;
        String referee = System.getProperty(Turn.PROPERTY);
        turn = referee == null ? null : Turn.join(referee, key);
        warmupByTurns = !"together".equals(System.getProperty(Turn.WARMUP_PROPERTY));
        waitsCounted = turn != null && RunQueue.counted();
        CompilationMXBean jit = turn == null ? null : ManagementFactory.getCompilationMXBean();
        compiler = jit != null && jit.isCompilationTimeMonitoringSupported() ? jit : null;
    }

    @Setup(Level.Iteration)
    public void startIteration(IterationParams iteration) throws IOException {
        holding = turn != null && (warmupByTurns || iteration.getType() == IterationType.MEASUREMENT);
        if (holding) {
            turn.await();
        }
        measuredTurn = holding && iteration.getType() == IterationType.MEASUREMENT;
        if (measuredTurn) {
            turnStarted = System.nanoTime();
            if (waitsCounted) {
                waitedBefore = RunQueue.waitedNanos().orElseThrow();
            }
            if (compiler != null) {
                compiledBefore = compiler.getTotalCompilationTime();
                if (turnCompiles.isEmpty()) {
                    compiledAtFirstTurn = compiledBefore;
                    firstTurnStarted = turnStarted;
                }
            }
        }
        if (percent > 0) {
            warmup = iteration.getType() == IterationType.WARMUP;
            if (!warmup && warmupNanosPerOp.isEmpty()) {
                throw Ruler.noWarmup(key);
            }
            ops = 0;
            spun = 0;
            started = System.nanoTime();
        }
    }

    @TearDown(Level.Iteration)
    public void endIteration() throws IOException {
        if (percent > 0 && ops > 0) {
            long elapsed = System.nanoTime() - started;
            nanosPerToken = Ruler.nanosPerToken(spun, tokens * ops, nanosPerToken);
            double extra;
            if (warmup) {
                warmupNanosPerOp.add(Ruler.netNanosPerOp(elapsed, ops, spun / (double) ops));
                extra = Ruler.extraNanos(percent, warmupNanosPerOp, key);
            } else {
                measuredOps += ops;
                measuredNanos += elapsed;
                measuredSpun += spun;
                extra = Ruler.extraNanos(percent, measuredNanos, measuredSpun, measuredOps);
            }
            tokens = Math.max(1, Math.round(extra / nanosPerToken));
        }
        if (measuredTurn) {
            long ended = System.nanoTime();
            if (waitsCounted) {
                turnWaits.add(new long[] {RunQueue.waitedNanos().orElseThrow() - waitedBefore, ended - turnStarted});
            }
            if (compiler != null) {
                compiledAtLastTurn = compiler.getTotalCompilationTime();
                lastTurnEnded = ended;
                turnCompiles.add(compiledAtLastTurn - compiledBefore);
            }
        }
        if (holding) {
            turn.pass();
            holding = false;
        }
    }

    @TearDown(Level.Trial)
    public void leave() throws IOException {
        if (percent > 0 && measuredOps > 0) {
            System.out.println(Ruler.paid(key, percent, measuredNanos, measuredSpun, measuredOps));
        }
        if (!turnWaits.isEmpty()) {
            System.out.println(CpuWaits.of(turnWaits.stream().mapToLong(w -> w[0]).toArray(),
                    turnWaits.stream().mapToLong(w -> w[1]).toArray()).line(key));
        }
        if (!turnCompiles.isEmpty()) {
            System.out.println(JitWork.of(turnCompiles.stream().mapToLong(Long::longValue).toArray(),
                    compiledAtLastTurn - compiledAtFirstTurn, lastTurnEnded - firstTurnStarted).line(key));
        }
        if (turn != null) {
            turn.leave();
            turn.close();
            turn = null;
        }
    }

    /** The time of one {@link Blackhole#consumeCPU} token on this JVM, after the spin is compiled. */
    private static double nanosPerToken() {
        for (int i = 0; i < 2_000; i++) {
            Blackhole.consumeCPU(10_000);
        }
        long tokens = 50_000_000;
        long start = System.nanoTime();
        Blackhole.consumeCPU(tokens);
        return (System.nanoTime() - start) / (double) tokens;
    }

    void pay() {
        ops++;
        if (tokens > 0) {
            long start = System.nanoTime();
            Blackhole.consumeCPU(tokens);
            spun += System.nanoTime() - start;
        }
    }
}
