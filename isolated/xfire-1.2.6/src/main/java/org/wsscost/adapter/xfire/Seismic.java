package org.wsscost.adapter.xfire;

import java.util.Calendar;
import java.util.List;

/**
 * The seismic payloads as the Java types an XFire service would declare: what Aegis reads the Body into and
 * writes it from ({@link SeismicTypes}). Optional query bounds are null where the request leaves them out.
 */
final class Seismic {
    static final String NS = "http://wsscost.org/seismic/types";

    private Seismic() {
    }

    record Query(Calendar minDate, Calendar maxDate, Float minLong, Float maxLong, Float minLat, Float maxLat,
            Float minMag, Float maxMag, Float minDepth, Float maxDepth) {
    }

    record Results(int count, List<ResultSet> resultSets) {
        int quakes() {
            return resultSets.stream().mapToInt(s -> s.quakes().quakes().size()).sum();
        }
    }

    record ResultSet(String areaName, Regions regions, Quakes quakes) {
    }

    record Regions(int count, List<Region> regions) {
    }

    record Region(String ident, int index, String name) {
    }

    record Quakes(int count, List<Quake> quakes) {
    }

    record Quake(Calendar time, long millis, float latitude, float longitude, float depth, float magnitude,
            String method, String region) {
    }
}
