package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A library's releases compared pair by pair ({@code history}): each consecutive pair's paired
 * comparison, and the chain they make, every release as a ratio to the oldest. A release's ratio is
 * the product of the steps' ratios up to it; its 95% interval adds the steps' variances on the log
 * scale (each step's interval read as normal, half-width ÷ 1.96), so it widens along the chain. A step
 * not steady or still compiling on either side, or without an interval, leaves the releases after it without one.
 */
public final class History {
    /** One pair of consecutive releases and their comparison; {@code page} is its ab page's file name. */
    public record Step(String from, String to, Comparison comparison, String page) {
    }

    /** One release of one benchmark against the oldest release. */
    public record Point(String release, double ratio, double low, double high) {
    }

    /** One benchmark and parameter set along the releases. */
    public record Line(String benchmark, Map<String, String> params, List<Point> points) {
    }

    private final List<String> releases;
    private final List<Step> steps;
    private final List<Step> controls;
    private final double threshold;

    /** @param controls the A/A control at the newest release of each piece the chain was run in, oldest first */
    public History(List<String> releases, List<Step> steps, List<Step> controls, double threshold) {
        if (steps.size() != releases.size() - 1) {
            throw new IllegalArgumentException(releases.size() + " releases need " + (releases.size() - 1) + " steps, not "
                    + steps.size());
        }
        this.releases = List.copyOf(releases);
        this.steps = List.copyOf(steps);
        if (controls.isEmpty()) {
            throw new IllegalArgumentException("a history needs its A/A control");
        }
        this.controls = List.copyOf(controls);
        this.threshold = threshold;
    }

    public List<String> releases() {
        return releases;
    }

    public List<Step> steps() {
        return steps;
    }

    /**
     * The newest release against itself, once for every piece the chain was run in: the noise a step's interval
     * must be read against.
     */
    public List<Step> controls() {
        return controls;
    }

    public double threshold() {
        return threshold;
    }

    public boolean anySlower() {
        return steps.stream().anyMatch(s -> s.comparison().anySlower());
    }

    /** Every benchmark and parameter set of the first step, along the whole chain. */
    public List<Line> lines() {
        List<Line> lines = new ArrayList<>();
        for (Comparison.Row first : steps.get(0).comparison().rows()) {
            List<Point> points = new ArrayList<>(List.of(new Point(releases.get(0), 1, 1, 1)));
            double log = 0;
            double variance = 0;
            for (int i = 0; i < steps.size(); i++) {
                Comparison.Row row = find(steps.get(i).comparison(), first);
                if (row == null) {
                    break;
                }
                log += Math.log(row.ratio());
                boolean judged = row.verdict() != Comparison.Verdict.NOT_STEADY
                        && row.verdict() != Comparison.Verdict.STILL_COMPILING && !Double.isNaN(row.low());
                double half = (Math.log(row.high()) - Math.log(row.low())) / 2 / 1.96;
                variance = judged && !Double.isNaN(variance) ? variance + half * half : Double.NaN;
                double spread = 1.96 * Math.sqrt(variance);
                points.add(new Point(releases.get(i + 1), Math.exp(log), Math.exp(log - spread), Math.exp(log + spread)));
            }
            lines.add(new Line(first.benchmark(), new LinkedHashMap<>(first.params()), List.copyOf(points)));
        }
        return lines;
    }

    /** The row of {@code comparison} for the same benchmark, mode and parameters as {@code like}. */
    public static Comparison.Row find(Comparison comparison, Comparison.Row like) {
        return comparison.rows().stream().filter(r -> r.benchmark().equals(like.benchmark()) && r.mode().equals(like.mode())
                && r.params().equals(like.params())).findFirst().orElse(null);
    }
}
