package org.wsscost.binding.framework;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Region;
import org.wsscost.corpus.ResultSet;
import org.wsscost.corpus.Results;

/**
 * What every binder's conversion to records checks: the {@code count} attributes match what was bound,
 * each quake's {@code time} is its {@code millis}, and each quake's region is one the response lists.
 */
public final class Records {
    private final Map<String, Region> regions = new HashMap<>();

    /** Fails unless a {@code count} attribute equals the number of elements bound. */
    public static void count(String what, int attribute, int bound) {
        if (attribute != bound) {
            throw new IllegalStateException(what + " count=\"" + attribute + "\" but " + bound + " bound");
        }
    }

    /** Fails unless the quake's {@code time} attribute, as bound, is the instant of its {@code millis}. */
    public static void time(long time, long millis) {
        if (time != millis) {
            throw new IllegalStateException("quake time " + time + " ms differs from millis=\"" + millis + "\"");
        }
    }

    /** The region record for a bound region, remembered by its ident for the quakes that refer to it. */
    public Region region(String ident, int index, String name, String area) {
        Region r = new Region(index, name, area);
        if (!r.ident().equals(ident)) {
            throw new IllegalStateException("region ident=\"" + ident + "\" with index=\"" + index + "\"");
        }
        regions.put(ident, r);
        return r;
    }

    /** The region a quake's {@code region} IDREF names. */
    public Region region(String ident) {
        Region r = regions.get(ident);
        if (r == null) {
            throw new IllegalStateException("quake region=\"" + ident + "\" names no region of the response");
        }
        return r;
    }

    public static Results results(int count, List<ResultSet> sets) {
        Results r = new Results(sets);
        count("results", count, r.count());
        return r;
    }

    public static Quake quake(long time, long millis, float latitude, float longitude, float depth, float magnitude,
            String method, Region region) {
        time(time, millis);
        return new Quake(millis, latitude, longitude, depth, magnitude, method, region);
    }
}
