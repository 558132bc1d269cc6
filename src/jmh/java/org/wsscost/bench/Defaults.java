package org.wsscost.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Run settings every wsscost benchmark inherits; JMH's command line overrides them
 * ({@code -f}, {@code -wi}, {@code -i}, {@code -w}, {@code -r}). Two forks, because JIT and GC
 * decisions differ between JVMs more than between iterations; a fixed 2 GB heap, because the large
 * workload's prebuilt models need room and a growing heap would add noise. The 3 × 1 s warm-up is
 * for benchmarks not yet calibrated; a calibrated benchmark carries its own {@code @Warmup}, from a
 * {@code calibrate} run under {@code results/calibration/} (docs/steady-state.md).
 *
 * <p>The default job (every benchmark, its classes' default parameters) runs the two ends of the
 * security range, {@code plain} and {@code signencr}; the full matrix of profiles is the README's
 * preset, and {@code SmokeTest} runs it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 2, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public abstract class Defaults {
}
