package org.wsscost.corpus.record;

import java.time.Instant;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;

/**
 * The size ladder: one query per rung whose response holds exactly N quakes, so that users can see how
 * each phase's cost grows with message size. Every rung asks for the same box (the western Pacific, which
 * spans many seismic areas as real responses do) from the same instant; only the end of the time window
 * moves, to the N-th matching quake. Quake times are distinct and bounds inclusive, so exactly N match.
 */
final class Ladder {
    static final Instant FROM = Instant.parse("2002-01-01T00:00:00Z");
    static final float MIN_LONG = 90;
    static final float MAX_LONG = 180;
    static final float MIN_LAT = -50;
    static final float MAX_LAT = 60;

    private Ladder() {
    }

    static Query query(Catalogue catalogue, int quakes) {
        Quake last = catalogue.matching(Query.box(FROM, null, MIN_LONG, MAX_LONG, MIN_LAT, MAX_LAT)).get(quakes - 1);
        return Query.box(FROM, Instant.ofEpochMilli(last.millis()), MIN_LONG, MAX_LONG, MIN_LAT, MAX_LAT);
    }
}
