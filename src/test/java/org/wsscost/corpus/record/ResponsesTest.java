package org.wsscost.corpus.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;
import org.wsscost.corpus.ResultSet;
import org.wsscost.corpus.Results;

class ResponsesTest {
    @Test
    void quakesAreGroupedByAreaWithTheRegionsTheyReferTo() {
        Catalogue catalogue = Catalogue.generate();
        for (Query q : QueryGenerator.sequence(0.3, 10)) {
            Results results = Responses.answer(catalogue, q);
            assertEquals(catalogue.matching(q).size(), results.count());
            List<String> areas = results.sets().stream().map(ResultSet::area).toList();
            assertEquals(areas.stream().sorted().distinct().toList(), areas, "areas once each, by name");
            for (ResultSet set : results.sets()) {
                assertTrue(!set.quakes().isEmpty());
                assertTrue(set.quakes().stream().allMatch(x -> x.region().area().equals(set.area()) && q.matches(x)));
                assertEquals(set.quakes().stream().sorted(Comparator.comparingLong(Quake::millis)).toList(),
                        set.quakes(), "quakes by time");
                Set<Region> referred = set.quakes().stream().map(Quake::region).collect(Collectors.toSet());
                assertEquals(referred.stream().sorted(Comparator.comparingInt(Region::index)).toList(),
                        set.regions(), "exactly the regions referred to, by index");
            }
        }
    }
}
