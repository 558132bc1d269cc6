package org.wsscost.stack;

import org.wsscost.bind.Query;
import org.wsscost.bind.Quake;
import org.wsscost.bind.Region;
import org.wsscost.bind.ResultSet;
import org.wsscost.bind.Results;

/** Every bound value of a payload in one string, so that two binds can be compared for equality. */
public final class Fingerprint {
    private Fingerprint() {
    }

    public static String of(Object payload) {
        StringBuilder s = new StringBuilder();
        if (payload instanceof Query q) {
            s.append("query ").append(time(q.minDate)).append(' ').append(time(q.maxDate)).append(' ')
                    .append(q.minLong).append(' ').append(q.maxLong).append(' ').append(q.minLat).append(' ')
                    .append(q.maxLat).append(' ').append(q.minMag).append(' ').append(q.maxMag).append(' ')
                    .append(q.minDepth).append(' ').append(q.maxDepth);
        } else if (payload instanceof Results r) {
            s.append("results ").append(r.count);
            for (ResultSet set : r.resultSets) {
                s.append("\n").append(set.areaName).append(" regions ").append(set.regions.count);
                for (Region region : set.regions.regions) {
                    s.append("\n ").append(region.ident).append(' ').append(region.index).append(' ').append(region.name);
                }
                s.append("\n quakes ").append(set.quakes.count);
                for (Quake q : set.quakes.quakes) {
                    s.append("\n  ").append(time(q.time)).append(' ').append(q.millis).append(' ').append(q.latitude)
                            .append(' ').append(q.longitude).append(' ').append(q.depth).append(' ')
                            .append(q.magnitude).append(' ').append(q.method).append(' ')
                            .append(q.region == null ? "unresolved" : q.region.ident);
                }
            }
        } else {
            throw new IllegalArgumentException("not a seismic payload: " + payload);
        }
        return s.toString();
    }

    private static Object time(java.util.Date d) {
        return d == null ? null : d.getTime();
    }
}
