package org.wsscost.stack;

import org.apache.axis2.databinding.ADBBean;
import org.wsscost.bind.Binder;
import org.wsscost.bind.Query;
import org.wsscost.bind.Quake;
import org.wsscost.bind.Region;
import org.wsscost.bind.ResultSet;
import org.wsscost.bind.Results;
import org.wsscost.binding.Stax;
import org.wsscost.binding.adb.AdbBinder;

/**
 * Every bound value of a payload in one string, so that two binds can be compared for equality.
 * Rampart's ADB beans are written out and read back with JAXB first, so every stack compares alike.
 */
public final class Fingerprint {
    private static final Binder JAXB = new Binder(Binder.context());
    private static final AdbBinder ADB = new AdbBinder(new Stax());

    private Fingerprint() {
    }

    /** The {@code count} attribute of a bound response. */
    public static int count(Object payload) {
        return ((Results) jaxb(payload)).count;
    }

    public static String of(Object bound) {
        Object payload = jaxb(bound);
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

    private static Object jaxb(Object payload) {
        return payload instanceof ADBBean bean ? JAXB.unmarshal(new Stax().reader(ADB.marshal(bean))) : payload;
    }

    private static Object time(java.util.Date d) {
        return d == null ? null : d.getTime();
    }
}
