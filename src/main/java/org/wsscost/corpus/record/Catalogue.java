package org.wsscost.corpus.record;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;

/**
 * A synthetic earthquake catalogue standing in for the original service's, which was never published:
 * the same size and time span, Gutenberg-Richter magnitudes, epicentres clustered along real plate
 * boundaries. It is a pure function of {@link #SEED}; every call of {@link #generate()} gives the same quakes.
 */
public final class Catalogue {
    /** The original catalogue's first and last quake times. */
    public static final Instant START = Instant.parse("2000-01-01T01:19:26Z");
    public static final Instant END = Instant.parse("2003-08-31T23:07:59Z");
    public static final int SIZE = 93_000;
    /** Not the query generator's 5: the two sequences must not be correlated. */
    public static final long SEED = 20000101L;
    /** Gutenberg-Richter: log10 N(≥M) = a − b·M, with b = 1 as in most real catalogues. */
    static final double B_VALUE = 1.0;
    static final double MIN_MAGNITUDE = 2.5;
    static final double MAX_MAGNITUDE = 9.0;

    private final List<Quake> quakes;
    private final List<Region> regions;
    /** Quake times, ascending, for finding a query's time window by binary search. */
    private final long[] times;

    private Catalogue(List<Quake> quakes, List<Region> regions) {
        this.quakes = quakes;
        this.regions = regions;
        times = quakes.stream().mapToLong(Quake::millis).toArray();
    }

    public static Catalogue generate() {
        Geography geography = new Geography();
        Random random = new Random(SEED);
        long[] times = times(random);
        List<Belt> belts = geography.belts();
        double totalWeight = belts.stream().mapToDouble(b -> b.weight).sum();
        List<Quake> quakes = new ArrayList<>(SIZE);
        for (long time : times) {
            Belt belt = pick(belts, random.nextDouble() * totalWeight);
            double[] at = belt.epicentre(random);
            // Round first, then name the region, so that the region matches the printed coordinates.
            long lat4 = Math.round(at[0] * 1e4);
            long lon4 = Math.floorMod(Math.round(at[1] * 1e4) + 1_800_000, 3_600_000) - 1_800_000;
            // Float division of an exact integer rounds once, as parsing the printed decimal would.
            float lat = lat4 / 1e4f;
            float lon = lon4 / 1e4f;
            float depth = tenths(belt.depth(random));
            float magnitude = tenths(magnitude(random));
            quakes.add(new Quake(time, lat, lon, depth, magnitude, method(magnitude, random),
                    geography.nearest(belt.area, lat, lon)));
        }
        return new Catalogue(List.copyOf(quakes), geography.regions());
    }

    /** All quakes, by time. */
    public List<Quake> quakes() {
        return quakes;
    }

    /** All regions, by index (some may have no quakes). */
    public List<Region> regions() {
        return regions;
    }

    /** The quakes a query matches, by time. */
    public List<Quake> matching(Query query) {
        int from = query.minDate() == null ? 0 : firstAtOrAfter(query.minDate().toEpochMilli());
        int to = query.maxDate() == null ? times.length : firstAtOrAfter(query.maxDate().toEpochMilli() + 1);
        List<Quake> matches = new ArrayList<>();
        for (Quake q : quakes.subList(from, Math.max(from, to))) {
            if (query.matches(q)) {
                matches.add(q);
            }
        }
        return matches;
    }

    private int firstAtOrAfter(long millis) {
        int i = Arrays.binarySearch(times, millis);
        return i >= 0 ? i : -i - 1;
    }

    /** Distinct millisecond times: the first exactly at START, the last exactly at END, the rest uniform between. */
    private static long[] times(Random random) {
        long start = START.toEpochMilli();
        long span = END.toEpochMilli() - start;
        TreeSet<Long> offsets = new TreeSet<>();
        while (offsets.size() < SIZE - 2) {
            long offset = (long) (random.nextDouble() * span);
            if (offset > 0) {
                offsets.add(offset);
            }
        }
        long[] times = new long[SIZE];
        times[0] = start;
        int i = 1;
        for (long offset : offsets) {
            times[i++] = start + offset;
        }
        times[SIZE - 1] = start + span;
        return times;
    }

    private static Belt pick(List<Belt> belts, double point) {
        for (Belt b : belts) {
            point -= b.weight;
            if (point < 0) {
                return b;
            }
        }
        return belts.get(belts.size() - 1);
    }

    /** Inverse transform of Gutenberg-Richter above the catalogue's threshold. */
    private static double magnitude(Random random) {
        double m = MIN_MAGNITUDE - StrictMath.log10(1 - random.nextDouble()) / B_VALUE;
        return Math.min(m, MAX_MAGNITUDE);
    }

    /**
     * The scale an agency would report at that size: local or duration magnitudes for small quakes,
     * body waves for moderate ones, surface waves or moment for large ones.
     */
    private static String method(float magnitude, Random random) {
        double u = random.nextDouble();
        if (magnitude < 4.0f) {
            return u < 0.3 ? "Md" : "ML";
        }
        if (magnitude < 5.0f) {
            return u < 0.3 ? "ML" : "mb";
        }
        if (magnitude < 6.0f) {
            return u < 0.6 ? "mb" : u < 0.8 ? "Ms" : "Mw";
        }
        if (magnitude < 6.5f) {
            return u < 0.3 ? "Ms" : "Mw";
        }
        return "Mw";
    }

    private static float tenths(double value) {
        return Math.round(value * 10) / 10f;
    }
}
