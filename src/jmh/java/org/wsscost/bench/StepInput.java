package org.wsscost.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.wsscost.phases.Benchmark;
import org.wsscost.pipeline.Security;

/**
 * Input for one security step timed alone: the phase and its side are the benchmark's in the phase
 * table ({@link Benchmark}), and its state class declares the stacks the table has it on
 * (BenchmarksFollowTheTableTest holds them to it; a comment names the profiles that have it beyond the
 * default job's {@code signencr}). Steps change the model they are given (signing adds to the
 * header, encryption replaces the Body, processing decrypts in place), so every invocation gets a
 * new model: {@link #fresh} runs at {@code Level.Invocation}, outside the timed
 * region, and makes it from the recorded bytes (marshal, or build) through every step before this
 * one. Steps last from tens of microseconds to milliseconds, well above the per-invocation overhead
 * JMH warns about for nanosecond work; the direction totals, which need no fresh input, are the
 * cross-check.
 */
@State(Scope.Thread)
public abstract class StepInput extends Opened {

    private boolean outbound;
    private int index;
    private Security.Step step;
    private Object model;

    @Override
    void opened(BenchmarkParams params) {
        Benchmark benchmark = Benchmark.ofJmh(params.getBenchmark()).orElseThrow(
                () -> new IllegalStateException(params.getBenchmark() + " is not in the phase table"));
        outbound = benchmark.side().outbound();
        index = p.indexOf(benchmark.phase(), outbound);
        step = p.steps(outbound).get(index);
    }

    @Setup(Level.Invocation)
    public void fresh() {
        model = p.before(index, outbound, p.next());
    }

    Object run() {
        return step.apply().apply(model);
    }
}
