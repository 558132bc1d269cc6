package org.wsscost.corpus.record;

import java.util.Random;

/**
 * A stretch of a seismic belt as a polyline of (latitude, longitude) points. Quakes fall uniformly along
 * it and are scattered by a Gaussian of {@code scatter} degrees, which gives the clustering real
 * catalogues show. Longitudes may run past ±180 so that a belt can cross the antimeridian.
 */
final class Belt {
    final String area;
    final double weight;
    private final Depths depths;
    private final double scatter;
    private final double[] lats;
    private final double[] lons;
    /** Length of the path up to each point, in degrees of arc (flat-earth approximation, good enough here). */
    private final double[] along;

    Belt(String area, Depths depths, double weight, double scatter, double[] lats, double[] lons) {
        this.area = area;
        this.depths = depths;
        this.weight = weight;
        this.scatter = scatter;
        this.lats = lats;
        this.lons = lons;
        along = new double[lats.length];
        for (int i = 1; i < lats.length; i++) {
            double cos = StrictMath.cos(StrictMath.toRadians((lats[i] + lats[i - 1]) / 2));
            along[i] = along[i - 1] + StrictMath.hypot(lats[i] - lats[i - 1], (lons[i] - lons[i - 1]) * cos);
        }
    }

    /** A random epicentre: {latitude, longitude}, longitude not yet wrapped into [-180, 180). */
    double[] epicentre(Random random) {
        double at = random.nextDouble() * along[along.length - 1];
        int i = 0;
        while (i < along.length - 2 && along[i + 1] < at) {
            i++;
        }
        double lat = lats[i];
        double lon = lons[i];
        if (lats.length > 1) {
            double t = (at - along[i]) / (along[i + 1] - along[i]);
            lat += t * (lats[i + 1] - lats[i]);
            lon += t * (lons[i + 1] - lons[i]);
        }
        lat = Math.max(-90, Math.min(90, lat + scatter * random.nextGaussian()));
        // A degree of longitude shrinks towards the poles; widen the scatter so it stays round on the ground.
        double cos = Math.max(0.1, StrictMath.cos(StrictMath.toRadians(lat)));
        lon += scatter / cos * random.nextGaussian();
        return new double[] {lat, lon};
    }

    double depth(Random random) {
        return depths.draw(random);
    }
}
