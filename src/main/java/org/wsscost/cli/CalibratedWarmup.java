package org.wsscost.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.analysis.Warmup;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;

/**
 * {@code ab --warmup-from}: each selected benchmark method warmed up for as long as its own cold
 * calibration says, for the parameters this run selects, instead of its {@code @Warmup}, which
 * carries the slowest stack and workload of all. The method runs as its own JMH invocation with that
 * {@code -wi}, and {@code -w} the calibration's iteration time.
 *
 * @param benchmark the method's full JMH name
 * @param iterations ⌈{@link Warmup#MARGIN} × the iterations its slowest matching cold result needed⌉
 * @param time one calibration iteration, as JMH's {@code -w} takes it ({@code 200ms})
 * @param moving matching results that were still moving after their truncation point in the calibration
 * @param measured the warm-up given by hand ({@code 90s}), or null when it comes from the cold results
 */
record CalibratedWarmup(String benchmark, int iterations, String time, List<String> moving, String measured) {
    /** JMH options that take no value; every other option takes one, and every other token is a regex. */
    private static final Set<String> FLAGS = Set.of("-h", "-l", "-lp", "-lrf", "-lprof");

    /**
     * The JMH arguments of this method's invocation: the user's, with its regex and warm-up set, and
     * its {@code -i} replaced by {@code measurementIterations} unless that is 0.
     */
    List<String> jmhArgs(List<String> options, int measurementIterations) {
        List<String> args = new ArrayList<>();
        args.add("^" + Pattern.quote(benchmark) + "$");
        for (int i = 0; i < options.size(); i++) {
            if (measurementIterations > 0 && options.get(i).equals("-i") && i + 1 < options.size()) {
                i++;
                continue;
            }
            args.add(options.get(i));
        }
        if (measurementIterations > 0) {
            args.addAll(List.of("-i", Integer.toString(measurementIterations)));
        }
        args.addAll(List.of("-wi", Integer.toString(iterations), "-w", time));
        return args;
    }

    /**
     * The warm-up of each of {@code selected} (the methods the JMH arguments select in the jar), from
     * the cold results in {@code calibrations} whose parameters are among those the arguments give,
     * or from {@code given} ({@code RoundTrip.exchange} → {@code 90s}), which takes precedence.
     */
    static List<CalibratedWarmup> plan(List<String> selected, CommandLineOptions cmd, List<Path> calibrations,
            Map<String, String> given) throws UsageException {
        if (cmd.getWarmupIterations().hasValue() || cmd.getWarmupTime().hasValue()) {
            throw new UsageException("--warmup-from sets -wi and -w from the calibration; leave them out");
        }
        if (selected.isEmpty()) {
            throw new UsageException("--warmup-from: the JMH arguments select no benchmark");
        }
        if (calibrations.isEmpty()) {
            throw new UsageException("--warmup-from: name at least one calibration file; its iterations set -w");
        }
        for (String name : given.keySet()) {
            if (selected.stream().noneMatch(b -> Result.name(b).equals(name))) {
                throw new UsageException("--warmup-from: " + name + "=" + given.get(name) + " names no selected benchmark");
            }
        }
        List<Result> cold = new ArrayList<>();
        String time = null;
        for (Path file : calibrations) {
            try {
                String t = JmhJson.measurementTime(file).replace(" ", "");
                if (t.equals("?")) {
                    throw new UsageException("--warmup-from: " + file + " does not say how long its iterations were");
                }
                if (time != null && !time.equals(t)) {
                    throw new UsageException("--warmup-from: " + file + " has iterations of " + t + ", the other file "
                            + time + "; calibrate with one iteration time");
                }
                time = t;
                cold.addAll(JmhJson.read(file));
            } catch (IOException e) {
                throw new UsageException(e.getMessage());
            }
        }
        List<CalibratedWarmup> plan = new ArrayList<>();
        for (String benchmark : selected) {
            String measured = given.get(Result.name(benchmark));
            if (measured != null) {
                plan.add(new CalibratedWarmup(benchmark, iterations(measured, time), time, List.of(), measured));
                continue;
            }
            int settled = -1;
            List<String> moving = new ArrayList<>();
            for (Result r : cold) {
                if (r.benchmark().equals(benchmark) && selects(cmd, r.params())) {
                    Warmup.Fit fit = Warmup.fit(r);
                    settled = Math.max(settled, fit.settled());
                    if (!fit.steady()) {
                        moving.add(r.params().toString());
                    }
                }
            }
            if (settled < 0) {
                throw new UsageException("--warmup-from: no cold result of " + benchmark + " with the parameters given in "
                        + calibrations + "; calibrate it first (docs/steady-state.md)");
            }
            plan.add(new CalibratedWarmup(benchmark, Warmup.iterations(settled), time, List.copyOf(moving), null));
        }
        return plan;
    }

    /** Iterations of {@code time} ({@code 200ms}) that last {@code measured} ({@code 90s}), rounded up. */
    private static int iterations(String measured, String time) throws UsageException {
        long total = Args.millis(measured, "--warmup-from: the warm-up '" + measured + "'");
        long each = Args.millis(time, "--warmup-from: the calibration's iteration time '" + time + "'");
        return (int) Math.max(Warmup.LEAST, (total + each - 1) / each);
    }

    /** The JMH arguments without their benchmark regexes: the options every method's invocation shares. */
    static List<String> options(List<String> jmh) throws UsageException {
        List<String> options = new ArrayList<>();
        for (int i = 0; i < jmh.size(); i++) {
            String token = jmh.get(i);
            if (!token.startsWith("-") || token.length() < 2) {
                continue;
            }
            options.add(token);
            if (!FLAGS.contains(token) && i + 1 < jmh.size()) {
                options.add(jmh.get(++i));
            }
        }
        try {
            if (!new CommandLineOptions(options.toArray(String[]::new)).getIncludes().isEmpty()) {
                throw new UsageException("--warmup-from: cannot tell the benchmark regex from the options in " + jmh);
            }
        } catch (CommandLineOptionException e) {
            throw new UsageException("JMH arguments: " + e.getMessage());
        }
        return options;
    }

    /** Whether a result's parameters are among those {@code -p} gives (a parameter not given matches any value). */
    private static boolean selects(CommandLineOptions cmd, Map<String, String> params) {
        for (Map.Entry<String, String> p : params.entrySet()) {
            var given = cmd.getParameter(p.getKey());
            if (given.hasValue()) {
                Collection<String> values = given.get();
                if (!values.contains(p.getValue())) {
                    return false;
                }
            }
        }
        return true;
    }
}
