package org.wsscost.corpus.record;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.corpus.Region;

/**
 * Where the synthetic catalogue's quakes happen: seismic areas, each with belts (polylines along real
 * plate boundaries, with a share of the activity) and regions (Flinn-Engdahl-style names with a centre).
 * The table is data in the jar ({@code wsscost/geography.txt}), read by each new Geography. Coordinates are
 * approximate, read off maps; they only need to put quakes where quakes are. A quake is named after the
 * nearest region centre of its own belt's area.
 */
final class Geography {
    /** The table, in the jar: comment lines start with {@code #}; its head says what each line holds. */
    private static final String TABLE = "/wsscost/geography.txt";

    /** A region and where it is centred. */
    private record Site(Region region, double lat, double lon) {
    }

    private final List<Belt> belts = new ArrayList<>();
    private final List<Site> sites = new ArrayList<>();

    Geography() {
        String area = null;
        for (String line : lines()) {
            String[] f = line.split(" ", 2);
            switch (f[0]) {
                case "area" -> area = f[1];
                case "belt" -> belts.add(belt(area, f[1]));
                case "region" -> {
                    String[] r = f[1].split(" ", 3);
                    Region region = new Region(sites.size() + 1, r[2], area);
                    sites.add(new Site(region, Double.parseDouble(r[0]), Double.parseDouble(r[1])));
                }
                default -> throw new IllegalStateException("bad geography line '" + line + "'");
            }
        }
    }

    /** The table's data lines, in order. */
    private static List<String> lines() {
        try (InputStream in = Geography.class.getResourceAsStream(TABLE)) {
            if (in == null) {
                throw new IllegalStateException(TABLE + " is not on the classpath: the catalogue's geography ships in the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + TABLE, e);
        }
    }

    private static Belt belt(String area, String spec) {
        String[] f = spec.split(" ", 4);
        String[] points = f[3].split(", ");
        double[] lats = new double[points.length];
        double[] lons = new double[points.length];
        for (int i = 0; i < points.length; i++) {
            String[] p = points[i].split(" ");
            lats[i] = Double.parseDouble(p[0]);
            lons[i] = Double.parseDouble(p[1]);
        }
        return new Belt(area, Depths.valueOf(f[0].toUpperCase(Locale.ROOT)), Double.parseDouble(f[1]),
                Double.parseDouble(f[2]), lats, lons);
    }

    List<Belt> belts() {
        return belts;
    }

    /** All regions, by index. */
    List<Region> regions() {
        return sites.stream().map(Site::region).toList();
    }

    /** The region of {@code area} whose centre is nearest to the point (longitude in [-180, 180)). */
    Region nearest(String area, double lat, double lon) {
        Region best = null;
        double bestDistance = Double.MAX_VALUE;
        for (Site s : sites) {
            if (!s.region().area().equals(area)) {
                continue;
            }
            double dLon = Math.abs(lon - s.lon());
            dLon = Math.min(dLon, 360 - dLon);
            dLon *= StrictMath.cos(StrictMath.toRadians((lat + s.lat()) / 2));
            double dLat = lat - s.lat();
            double distance = dLat * dLat + dLon * dLon;
            if (distance < bestDistance) {
                bestDistance = distance;
                best = s.region();
            }
        }
        return best;
    }
}
