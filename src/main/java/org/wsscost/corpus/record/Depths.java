package org.wsscost.corpus.record;

import java.util.Random;

/** How deep a belt's quakes are: crustal faults and ridges stay shallow, subducting slabs reach down to 680 km. */
enum Depths {
    /** Faults, rifts and ridges: shallow only. */
    CRUSTAL(1.0, 1.0),
    /** A subduction zone seen from above: mostly shallow, some intermediate, a few deep. */
    ARC(0.78, 0.96),
    /** Where the slab itself dominates (Hindu Kush, Bolivia, Banda Sea). */
    SLAB(0.25, 0.85),
    /** Deep-focus clusters (Fiji, Santiago del Estero, Sea of Okhotsk). */
    DEEP(0.0, 0.1);

    private final double shallowShare;
    private final double notDeepShare;

    Depths(double shallowShare, double notDeepShare) {
        this.shallowShare = shallowShare;
        this.notDeepShare = notDeepShare;
    }

    /** A depth in km; shallow ones follow an exponential law cut at the base of the crust. */
    double draw(Random random) {
        double u = random.nextDouble();
        if (u < shallowShare) {
            return this == CRUSTAL ? truncatedExponential(random, 10, 40) : truncatedExponential(random, 20, 70);
        }
        if (u < notDeepShare) {
            return 70 + 230 * random.nextDouble();
        }
        return 300 + 380 * random.nextDouble();
    }

    /** Inverse transform of an exponential law with this mean, limited to [0, cap]: one draw, no rejection loop. */
    private static double truncatedExponential(Random random, double mean, double cap) {
        double tail = StrictMath.exp(-cap / mean);
        return -mean * StrictMath.log(1 - random.nextDouble() * (1 - tail));
    }
}
