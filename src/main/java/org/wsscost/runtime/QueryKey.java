package org.wsscost.runtime;

import java.util.Date;
import org.wsscost.payload.JaxbQuery;

/** A query by content, so that a runtime's service finds the recorded response for a query bound again from the wire. */
record QueryKey(Long minDate, Long maxDate, Float minLong, Float maxLong, Float minLat, Float maxLat, Float minMag,
        Float maxMag, Float minDepth, Float maxDepth) {

    static QueryKey of(JaxbQuery q) {
        return new QueryKey(millis(q.minDate), millis(q.maxDate), q.minLong, q.maxLong, q.minLat, q.maxLat, q.minMag,
                q.maxMag, q.minDepth, q.maxDepth);
    }

    private static Long millis(Date d) {
        return d == null ? null : d.getTime();
    }
}
