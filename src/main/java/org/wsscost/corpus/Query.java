package org.wsscost.corpus;

import java.time.Instant;

/**
 * The service's request: every bound is optional (null) and inclusive. Component order is the order of
 * the elements in the request message.
 */
public record Query(Instant minDate, Instant maxDate, Float minLong, Float maxLong, Float minLat, Float maxLat,
        Float minMag, Float maxMag, Float minDepth, Float maxDepth) {

    /** A time window and a latitude/longitude box, the kind of query the original load generator sent. */
    public static Query box(Instant minDate, Instant maxDate, float minLong, float maxLong, float minLat,
            float maxLat) {
        return new Query(minDate, maxDate, minLong, maxLong, minLat, maxLat, null, null, null, null);
    }

    public boolean matches(Quake q) {
        return (minDate == null || q.millis() >= minDate.toEpochMilli())
                && (maxDate == null || q.millis() <= maxDate.toEpochMilli())
                && within(q.longitude(), minLong, maxLong)
                && within(q.latitude(), minLat, maxLat)
                && within(q.magnitude(), minMag, maxMag)
                && within(q.depth(), minDepth, maxDepth);
    }

    private static boolean within(float value, Float min, Float max) {
        return (min == null || value >= min) && (max == null || value <= max);
    }
}
