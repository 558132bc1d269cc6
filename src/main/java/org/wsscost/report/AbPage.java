package org.wsscost.report;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.CpuWaits;
import org.wsscost.analysis.JitWork;
import org.wsscost.analysis.MachineNoise;
import org.wsscost.analysis.RulerPaid;
import org.wsscost.stats.Sequential;
import org.wsscost.stats.Stats;
import org.wsscost.results.Result;
import org.wsscost.turn.Side;

/**
 * An A/B as a page and its sidecar: what ran on each side, how the forks ran, what each fork recorded of itself
 * (waits for a CPU, JIT work, what the ruler paid), the precision reached and the smallest change it could have
 * seen, and the comparison. {@code ab} computes; this renders.
 */
public final class AbPage {
    private static final String WAITS = "**Waiting for a CPU:** how often each fork's measuring thread, in its measured iterations,"
            + " was ready to run while something else held its CPU (Linux's `schedstat`; docs/steady-state.md, *The machine's own noise*):";
    private static final String JIT = "**Compiling while measuring:** how long each fork's JIT compiled (all its compiler threads)"
            + " from its first measured iteration to its last, and in how many iterations' stretches (each from the end of the"
            + " one before) a compilation ended: a fork still compiling is still changing the code it times"
            + " (docs/steady-state.md, *Compiling while measuring*):";

    /** One side: its jar, the java it ran on, and what that loaded (library → version, and "java"). */
    public record Build(String jar, String java, Map<String, String> libraries) {
    }

    /**
     * A sequential run's stop: the target (a fraction), the cap, how long its pairs took and the last look's decision
     * and precision per benchmark.
     */
    public record Stop(double target, Duration cap, Duration took, Sequential.Look look) {
    }

    /**
     * Everything an A/B page says. {@code how} describes how the forks ran; {@code warmups} and {@code measured} the
     * calibrated warm-ups and measurements (empty when none); {@code ruler} the ruler's percentage (0: none);
     * {@code stop} the sequential stop (null for a fixed number of forks).
     */
    public record Run(String name, Map<Side, Build> sides, int forks, String how, List<String> jmh,
            Map<String, MachineNoise> noise, int probeSeconds, String warmups, String measured, double ruler, int aotSeconds,
            Stop stop, Map<Side, List<Result>> results, Comparison comparison) {
    }

    private final Run run;

    public AbPage(Run run) {
        this.run = run;
    }

    public String markdown() {
        List<Result> a = run.results().get(Side.A);
        List<Result> b = run.results().get(Side.B);
        String ruler = number(run.ruler());
        return "# A/B: " + run.name() + "\n\n" + "A: `" + jarName(Side.A) + "` " + differing(Side.A)
                + "\nB: `" + jarName(Side.B) + "` " + differing(Side.B) + "\n\n" + run.forks()
                + " forks a side, one per JVM, " + run.how() + "; JMH arguments: `" + String.join(" ", run.jmh()) + "`\n\n"
                + noiseLine() + forkSection(WAITS, waits(a), waits(b)) + forkSection(JIT, jit(a), jit(b)) + run.warmups()
                + run.measured()
                + (run.ruler() > 0 ? "**Ruler:** every benchmark on B pays " + ruler
                        + "% of its own time per operation as extra work (`Blackhole.consumeCPU`, sized in each fork from its"
                        + " last warm-up iterations, then from what it has measured so far): B must"
                        + " come out " + ruler + "% slower.\n\n" + paidLines(paid(b)) : "")
                + (run.aotSeconds() > 0 ? "**AOT cache:** every fork started from an AOT cache of its side's jar (classes and"
                        + " method profiles), trained in one JVM for " + run.aotSeconds() + " s a benchmark.\n\n" : "")
                + precision() + run.comparison().markdown();
    }

    /** The sidecar's fields beyond the run's own metadata (machine, JVM, command): both sides, the forks and what they recorded. */
    public Map<String, Object> sidecar() {
        List<Result> a = run.results().get(Side.A);
        List<Result> b = run.results().get(Side.B);
        Map<String, Object> meta = new LinkedHashMap<>();
        for (Side side : Side.values()) {
            Build build = run.sides().get(side);
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("jar", build.jar());
            s.put("java", build.java());
            s.put("libraries", build.libraries());
            meta.put(side.id(), s);
        }
        meta.put("jmhArgs", run.jmh());
        if (!run.noise().isEmpty()) {
            meta.put("machineNoise", run.noise());
        }
        if (!waits(a).isEmpty() || !waits(b).isEmpty()) {
            meta.put("cpuWaits", Map.of("a", waits(a), "b", waits(b)));
        }
        if (!jit(a).isEmpty() || !jit(b).isEmpty()) {
            meta.put("jitWhileMeasured", Map.of("a", jit(a), "b", jit(b)));
        }
        if (run.aotSeconds() > 0) {
            meta.put("aotTrainingSeconds", run.aotSeconds());
        }
        if (run.ruler() > 0) {
            meta.put("rulerPercent", run.ruler());
            meta.put("rulerPaid", paid(b));
        }
        if (run.stop() != null) {
            Map<String, Object> stop = new LinkedHashMap<>();
            stop.put("targetPercent", 100 * run.stop().target());
            stop.put("capSeconds", run.stop().cap().toSeconds());
            stop.put("tookSeconds", run.stop().took().toSeconds());
            stop.put("stopped", run.stop().look().state().label());
            stop.put("pairs", run.forks());
            Map<String, Object> precision = new LinkedHashMap<>();
            run.stop().look().precision().forEach((k, p) -> precision.put(k, Map.of("ratio", p.ratio(), "low", p.low(),
                    "high", p.high(), "precisionPercent", 100 * p.precision(), "detectablePercent", 100 * p.detectable())));
            stop.put("precision", precision);
            meta.put("sequential", stop);
        }
        return meta;
    }

    /**
     * The precision the run reached and the smallest change it could have seen, per benchmark: for a sequential run,
     * its confidence sequence's; else the comparison's 95% interval, the change seen four times in five its half-width
     * plus 0.84 standard errors (taking the interval as a normal one).
     */
    private String precision() {
        StringBuilder s = new StringBuilder();
        if (run.stop() != null) {
            Stop stop = run.stop();
            s.append(String.format(Locale.ROOT, "**Sequential:** pairs of forks by turns until every benchmark's 95%% confidence"
                    + " sequence of the time ratio (anytime-valid, so looking after every pair does not narrow it;"
                    + " docs/steady-state.md, *Sequential stopping*) was within ±%s%%, or until another pair would pass %s: %s"
                    + " after %d pairs, %s.%n%n", number(100 * stop.target()), minutes(stop.cap()),
                    stop.look().state().label(), run.forks(), minutes(stop.took())));
            s.append("| benchmark | B ÷ A | 95% sequence | precision | smallest change seen 4 times in 5 |\n|---|---:|---|---:|---:|\n");
            stop.look().precision().forEach((k, p) -> s.append(String.format(Locale.ROOT, "| %s | %.3f | %s | %s | %s |%n", k,
                    p.ratio(), Double.isFinite(p.precision()) ? String.format(Locale.ROOT, "%.3f–%.3f", p.low(), p.high()) : "unbounded",
                    percent(p.precision()), percent(p.detectable()))));
            return s.append('\n').toString();
        }
        s.append("**Precision:** the larger half of each time ratio's 95% interval, and the smallest change the run would see"
                + " four times in five (that half plus 0.84 standard errors):");
        for (Comparison.Row r : run.comparison().rows()) {
            if (!Double.isNaN(r.low())) {
                double half = Math.max(r.high() / r.ratio() - 1, 1 - r.low() / r.ratio());
                s.append(" `").append(Result.describe(r.benchmark(), r.params())).append("` ").append(percent(half))
                        .append(", ").append(percent(Stats.detectable(half, half / 1.96))).append(';');
            }
        }
        return s.charAt(s.length() - 1) == ':' ? "" : s.substring(0, s.length() - 1) + ".\n\n";
    }

    /** A number as written on a command line: {@code 5}, {@code 2.5}. */
    public static String number(double v) {
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    private static String percent(double fraction) {
        return Double.isFinite(fraction) ? String.format(Locale.ROOT, "±%.1f%%", 100 * fraction) : "–";
    }

    private static String minutes(Duration d) {
        return String.format(Locale.ROOT, "%.1f min", d.toMillis() / 60_000.0);
    }

    private String jarName(Side side) {
        return java.nio.file.Path.of(run.sides().get(side).jar()).getFileName().toString();
    }

    private String differing(Side side) {
        Map<String, String> mine = run.sides().get(side).libraries();
        Map<String, String> theirs = run.sides().get(side == Side.A ? Side.B : Side.A).libraries();
        Map<String, String> d = new LinkedHashMap<>();
        mine.forEach((k, v) -> {
            if (!v.equals(theirs.get(k))) {
                d.put(k, v);
            }
        });
        return d.isEmpty() ? "(same library versions as the other side: " + mine.get("wss4j") + " wss4j, "
                + mine.get("santuario") + " santuario)" : d.toString();
    }

    /** The page's line on the machine's own noise before and after the run; empty without a probe. */
    private String noiseLine() {
        if (run.noise().isEmpty()) {
            return "";
        }
        return "**Machine:** a register-only loop timed for " + run.probeSeconds() + " s in ab's JVM (`--probe`) "
                + run.noise().get("before").describe() + " just before the first fork, and "
                + run.noise().get("after").describe() + " just after the last (docs/steady-state.md, *The machine's own noise*).\n\n";
    }

    private static List<String> waits(List<Result> results) {
        return forkLines(results, r -> CpuWaits.of(r).stream().map(CpuWaits::describe).toList());
    }

    private static List<String> jit(List<Result> results) {
        return forkLines(results, r -> JitWork.of(r).stream().map(JitWork::describe).toList());
    }

    private static List<String> paid(List<Result> results) {
        return forkLines(results, r -> RulerPaid.of(r).stream().map(RulerPaid::describe).toList());
    }

    /**
     * What {@code lines} says of each fork of each result, as {@code fork 2: Inbound.total (stack=rampart): …}; none
     * where the results carry none of it.
     */
    private static List<String> forkLines(List<Result> results, Function<Result, List<String>> lines) {
        List<String> named = new ArrayList<>();
        for (Result r : results) {
            List<String> forks = lines.apply(r);
            for (int f = 0; f < forks.size(); f++) {
                named.add("fork " + (f + 1) + ": " + r.describe() + ": " + forks.get(f));
            }
        }
        return named;
    }

    /** A section of what the forks recorded, A's then B's, under {@code heading}; nothing where none recorded it. */
    private static String forkSection(String heading, List<String> linesA, List<String> linesB) {
        if (linesA.isEmpty() && linesB.isEmpty()) {
            return "";
        }
        return heading + "\n\n"
                + linesA.stream().map(line -> "- A " + line + "\n").collect(Collectors.joining())
                + linesB.stream().map(line -> "- B " + line + "\n").collect(Collectors.joining()) + "\n";
    }

    private static String paidLines(List<String> paid) {
        return paid.isEmpty() ? "" : "What it paid in B's measurement (spin per operation on the rest of B's time per operation):\n\n"
                + paid.stream().map(line -> "- " + line + "\n").collect(Collectors.joining()) + "\n";
    }
}
