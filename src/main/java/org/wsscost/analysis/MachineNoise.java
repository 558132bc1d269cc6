package org.wsscost.analysis;

import java.util.List;
import java.util.Locale;
import org.wsscost.stats.Stats;

/**
 * How steady the machine itself ran: the times of equal pieces of register-only work, one after another,
 * read as their coefficient of variation and their slowest piece against the median. Such a loop touches
 * no memory and calls nothing, so what moves it is the machine (the host's other tenants, frequency),
 * which moves every benchmark too; a run's figures are read against it (docs/steady-state.md, *The
 * machine's own noise*).
 *
 * @param pieces how many pieces were timed
 * @param medianMillis the median piece, in milliseconds
 * @param variation the standard deviation of the pieces over their mean
 * @param slowest the slowest piece over the median, less one
 */
public record MachineNoise(int pieces, double medianMillis, double variation, double slowest) {

    /** The noise of {@code millis}, each the time of one equal piece of work; two at least. */
    public static MachineNoise of(List<Double> millis) {
        if (millis.size() < 2) {
            throw new IllegalArgumentException("the machine's noise needs two timed pieces at least, not " + millis.size());
        }
        double mean = millis.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double squares = millis.stream().mapToDouble(m -> (m - mean) * (m - mean)).sum();
        int n = millis.size();
        double median = Stats.median(millis);
        double slowest = millis.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return new MachineNoise(n, median, Math.sqrt(squares / (n - 1)) / mean, slowest / median - 1);
    }

    /** {@code varied by 2.6% over 200 pieces of 50 ms (the slowest 31% above the median)}. */
    public String describe() {
        return String.format(Locale.ROOT, "varied by %.1f%% over %d pieces of %.0f ms (the slowest %.0f%% above the median)",
                100 * variation, pieces, medianMillis, 100 * slowest);
    }
}
