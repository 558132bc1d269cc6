package org.wsscost.corpus.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;

class QueryGeneratorTest {
    private static final long SPAN = Catalogue.END.toEpochMilli() - Catalogue.START.toEpochMilli();

    @Test
    void eachSequenceStartsFromTheSameSeed() {
        assertEquals(QueryGenerator.sequence(0.1, 1000).subList(0, 10), QueryGenerator.sequence(0.1, 10));
        assertEquals(QueryGenerator.sequence(0.1, 10), QueryGenerator.sequence(0.1, 10));
    }

    @Test
    void rangesAreTheOriginalFractionsOfTheFullRanges() {
        double f = 0.2;
        double root = Math.sqrt(f);
        for (Query q : QueryGenerator.sequence(f, 500)) {
            long window = q.maxDate().toEpochMilli() - q.minDate().toEpochMilli();
            assertTrue(window >= 0.5 * f * SPAN - 1 && window <= f * SPAN, "time window " + window);
            assertFalse(q.minDate().isBefore(Catalogue.START) || q.maxDate().isAfter(Catalogue.END));
            double longRange = q.maxLong() - q.minLong();
            assertTrue(longRange >= 0.5 * root * 360 - 1e-3 && longRange <= root * 360 + 1e-3, "long " + longRange);
            assertTrue(q.minLong() >= -180 && q.maxLong() <= 180);
            double latRange = q.maxLat() - q.minLat();
            assertTrue(latRange >= 0.5 * root * 180 - 1e-3 && latRange <= root * 180 + 1e-3, "lat " + latRange);
            assertTrue(q.minLat() >= -90 && q.maxLat() <= 90);
            assertEquals(null, q.minMag());
        }
    }

    @Test
    void boundsAreInclusive() {
        Region region = new Region(1, "Somewhere", "Area");
        Quake q = new Quake(1000, 10f, 20f, 33f, 4.5f, "mb", region);
        Instant t = Instant.ofEpochMilli(1000);
        assertTrue(new Query(t, t, 20f, 20f, 10f, 10f, 4.5f, 4.5f, 33f, 33f).matches(q));
        assertTrue(new Query(null, null, null, null, null, null, null, null, null, null).matches(q));
        assertFalse(Query.box(t.plusMillis(1), null, 20f, 20f, 10f, 10f).matches(q));
        assertFalse(Query.box(null, t.minusMillis(1), 20f, 20f, 10f, 10f).matches(q));
        assertFalse(Query.box(t, t, 20.0001f, 21f, 10f, 10f).matches(q));
        assertFalse(Query.box(t, t, 20f, 20f, 9f, 9.9999f).matches(q));
        assertFalse(new Query(null, null, null, null, null, null, 4.6f, null, null, null).matches(q));
        assertFalse(new Query(null, null, null, null, null, null, null, null, null, 32.9f).matches(q));
    }

    @Test
    void catalogueMatchingEqualsAFullScan() {
        Catalogue catalogue = Catalogue.generate();
        for (Query q : QueryGenerator.sequence(0.3, 20)) {
            List<Quake> scanned = catalogue.quakes().stream().filter(q::matches).toList();
            assertEquals(scanned, catalogue.matching(q));
        }
        Query openEnded = new Query(null, null, -180f, 180f, 0f, 90f, 6f, null, null, null);
        assertEquals(catalogue.quakes().stream().filter(openEnded::matches).toList(), catalogue.matching(openEnded));
    }
}
