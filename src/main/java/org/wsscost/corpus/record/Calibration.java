package org.wsscost.corpus.record;

/**
 * A density f for {@link QueryGenerator} and how many quakes its sequence returns in all. The original
 * article gives only the totals (816 for 1,000 queries, 176,745 for 100), so f is found again on the
 * synthetic catalogue.
 */
public record Calibration(double density, int queries, long quakes) {
    private static final int STEPS = 50;

    /**
     * Bisection on f in (0, 1], each step replaying the same Random(5) sequence. The total grows with f
     * but not strictly (a wider box also moves), so the f whose total came closest to the target wins,
     * the earliest on a tie.
     */
    public static Calibration search(Catalogue catalogue, int queries, long target) {
        double low = 0;
        double high = 1;
        Calibration best = null;
        for (int step = 0; step < STEPS; step++) {
            double f = (low + high) / 2;
            Calibration c = new Calibration(f, queries, total(catalogue, f, queries));
            if (best == null || Math.abs(c.quakes - target) < Math.abs(best.quakes - target)) {
                best = c;
            }
            if (c.quakes == target) {
                break;
            }
            if (c.quakes < target) {
                low = f;
            } else {
                high = f;
            }
        }
        return best;
    }

    private static long total(Catalogue catalogue, double f, int queries) {
        return QueryGenerator.sequence(f, queries).stream().mapToLong(q -> catalogue.matching(q).size()).sum();
    }
}
