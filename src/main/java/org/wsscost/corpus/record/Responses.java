package org.wsscost.corpus.record;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;
import org.wsscost.corpus.ResultSet;
import org.wsscost.corpus.Results;

/** What the service answers: the matching quakes grouped by seismic area, as the original service grouped them. */
public final class Responses {
    private Responses() {
    }

    public static Results answer(Catalogue catalogue, Query query) {
        // A TreeMap orders areas by name; quakes arrive by time and keep that order.
        Map<String, List<Quake>> byArea = new TreeMap<>();
        for (Quake q : catalogue.matching(query)) {
            byArea.computeIfAbsent(q.region().area(), a -> new ArrayList<>()).add(q);
        }
        List<ResultSet> sets = new ArrayList<>(byArea.size());
        byArea.forEach((area, quakes) -> sets.add(new ResultSet(area, quakes.stream().map(Quake::region).distinct()
                .sorted(Comparator.comparingInt(Region::index)).toList(), List.copyOf(quakes))));
        return new Results(List.copyOf(sets));
    }
}
