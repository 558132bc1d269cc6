package org.wsscost.report;

import java.util.List;

/**
 * The least-squares line through (log quakes, log score) of one benchmark over the ladder: the slope
 * is the growth exponent (1 linear, above 1 worse than linear). A minimal fit for the report's
 * growth section; a fuller model of growth (with intervals) can replace it behind the same call.
 */
public final class LadderFit {
    private LadderFit() {
    }

    /** Exponent and R² of {@code score ∝ quakes^exponent}. */
    public record Fit(double exponent, double r2, int points) {
    }

    public static Fit fit(List<double[]> quakesAndScores) {
        int n = quakesAndScores.size();
        double sx = 0;
        double sy = 0;
        double sxx = 0;
        double sxy = 0;
        double syy = 0;
        for (double[] p : quakesAndScores) {
            double x = Math.log(p[0]);
            double y = Math.log(p[1]);
            sx += x;
            sy += y;
            sxx += x * x;
            sxy += x * y;
            syy += y * y;
        }
        double cov = sxy - sx * sy / n;
        double varX = sxx - sx * sx / n;
        double varY = syy - sy * sy / n;
        double slope = cov / varX;
        double r2 = varY == 0 ? 1 : cov * cov / (varX * varY);
        return new Fit(slope, r2, n);
    }
}
