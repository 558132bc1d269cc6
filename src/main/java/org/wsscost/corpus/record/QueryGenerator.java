package org.wsscost.corpus.record;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.wsscost.corpus.Query;

/**
 * The original load generator's queries: a {@code java.util.Random(5)}, and for density f each query's
 * time window is a random 0.5f–1.0f of the catalogue span, its longitude and latitude ranges each a random
 * 0.5·√f–1.0·√f of the full range, all placed at random offsets. The draws come in the original's order
 * (time range, time offset, longitude range and offset, latitude range and offset).
 */
public final class QueryGenerator {
    static final long SEED = 5;

    private QueryGenerator() {
    }

    /** The first {@code count} queries for density {@code f}; the same arguments always give the same queries. */
    public static List<Query> sequence(double f, int count) {
        Random random = new Random(SEED);
        long start = Catalogue.START.toEpochMilli();
        long span = Catalogue.END.toEpochMilli() - start;
        double root = Math.sqrt(f);
        List<Query> queries = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long window = (long) (fraction(random, f) * span);
            long from = start + (long) (random.nextDouble() * (span - window));
            double longRange = fraction(random, root) * 360;
            double minLong = -180 + random.nextDouble() * (360 - longRange);
            double latRange = fraction(random, root) * 180;
            double minLat = -90 + random.nextDouble() * (180 - latRange);
            queries.add(Query.box(Instant.ofEpochMilli(from), Instant.ofEpochMilli(from + window),
                    tenThousandths(minLong), tenThousandths(minLong + longRange),
                    tenThousandths(minLat), tenThousandths(minLat + latRange)));
        }
        return queries;
    }

    /** A random fraction between half of {@code f} and all of it. */
    private static double fraction(Random random, double f) {
        return (random.nextDouble() + 1) * 0.5 * f;
    }

    /** Bounds are sent with 4 decimals, so that the float the service parses is the float matched here. */
    private static float tenThousandths(double value) {
        return Math.round(value * 1e4) / 1e4f;
    }
}
