package org.wsscost.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.stack.metro15.Metro15;

/**
 * Run settings every wsscost benchmark inherits; JMH's command line overrides them
 * ({@code -f}, {@code -wi}, {@code -i}, {@code -w}, {@code -r}). One fork: pairs of JVMs running the
 * same benchmark differ by 1-3% (docs/steady-state.md), less than a second fork's time is worth in a
 * default job that must fit 90 minutes on 2 cores; {@code -f 2} and more for a figure to quote with
 * its spread, and {@code ab} pairs forks for comparisons. Ten measurement iterations of 500 ms, not
 * five of 1 s: the same time, and enough iterations in one fork for the steady-state check to flag a
 * trend (with five it never could). A fixed 2 GB heap, because the large
 * workload's prebuilt models need room and a growing heap would add noise. The JDK's internal Xerces packages
 * exported to unnamed modules, which Metro 1.5's SAAJ extends ({@code metro-1.5}, an isolated stack): on every
 * fork, since an annotation cannot depend on a parameter and the exports change nothing for the other stacks;
 * a command line's {@code -jvmArgsAppend} replaces them with the heap, and metro-1.5 then stops in one line
 * naming them. Every benchmark method
 * carries its own {@code @Warmup}, from a {@code calibrate} run under {@code results/calibration/}
 * (docs/steady-state.md); the 3 × 1 s here is for a benchmark added before it is calibrated.
 *
 * <p>The default job (every benchmark, its classes' default parameters) runs the totals and the
 * exchange at the two ends of the security range, {@code plain} and {@code signencr}, and splits
 * {@code signencr} into its phases; the full matrix of profiles is docs/benchmarks.md's preset, and
 * {@code SmokeTest} runs it.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 10, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g",
        "--add-exports=" + Metro15.XERCES_DOM + "=ALL-UNNAMED", "--add-exports=" + Metro15.XERCES_JAXP + "=ALL-UNNAMED",
        "--add-exports=" + Metro15.XML_UTILS + "=ALL-UNNAMED", "--add-exports=" + Metro15.XPATH + "=ALL-UNNAMED",
        "--add-exports=" + Metro15.XPATH_FUNCTIONS + "=ALL-UNNAMED", "--add-exports=" + Metro15.XPATH_OBJECTS + "=ALL-UNNAMED",
        "--add-exports=" + Metro15.XSLT_TRAX + "=ALL-UNNAMED"})
public abstract class Defaults {
}
