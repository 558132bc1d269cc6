package org.wsscost.corpus.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Region;

class CatalogueTest {
    private static Catalogue catalogue;
    private static List<Quake> quakes;

    @BeforeAll
    static void generate() {
        catalogue = Catalogue.generate();
        quakes = catalogue.quakes();
    }

    @Test
    void sizeAndSpanAreTheOriginals() {
        assertEquals(93_000, quakes.size());
        assertEquals(Catalogue.START.toEpochMilli(), quakes.get(0).millis());
        assertEquals(Catalogue.END.toEpochMilli(), quakes.get(quakes.size() - 1).millis());
        for (int i = 1; i < quakes.size(); i++) {
            assertTrue(quakes.get(i - 1).millis() < quakes.get(i).millis(), "times ascending and distinct at " + i);
        }
    }

    @Test
    void generatingAgainGivesTheSameQuakes() {
        assertEquals(quakes, Catalogue.generate().quakes());
    }

    @Test
    void magnitudesFollowGutenbergRichter() {
        long small = quakes.stream().filter(q -> q.magnitude() < 4).count();
        long large = quakes.stream().filter(q -> q.magnitude() >= 5).count();
        assertTrue(large > 0 && large < small / 10, large + " quakes of M5+ against " + small + " below M4");
        // Aki's maximum-likelihood b for magnitudes binned at 0.1 above a threshold of 2.5.
        double mean = quakes.stream().mapToDouble(Quake::magnitude).average().orElseThrow();
        double b = Math.log10(Math.E) / (mean - (2.5 - 0.05));
        assertTrue(b > 0.9 && b < 1.1, "b-value " + b);
        for (Quake q : quakes) {
            assertTrue(q.magnitude() >= 2.5f && q.magnitude() <= 9.0f, "magnitude " + q.magnitude());
            assertTrue(Set.of("ML", "Md", "mb", "Ms", "Mw").contains(q.method()), q.method());
        }
    }

    @Test
    void valuesAreExactlyWhatTheMessagesPrint() {
        for (Quake q : quakes) {
            assertEquals(q.latitude(), Float.parseFloat(SeismicXml.decimal(q.latitude(), 4)));
            assertEquals(q.longitude(), Float.parseFloat(SeismicXml.decimal(q.longitude(), 4)));
            assertEquals(q.depth(), Float.parseFloat(SeismicXml.decimal(q.depth(), 1)));
            assertEquals(q.magnitude(), Float.parseFloat(SeismicXml.decimal(q.magnitude(), 1)));
            assertTrue(q.latitude() >= -90 && q.latitude() <= 90, "latitude " + q.latitude());
            assertTrue(q.longitude() >= -180 && q.longitude() < 180, "longitude " + q.longitude());
            assertTrue(q.depth() >= 0 && q.depth() <= 680, "depth " + q.depth());
        }
    }

    @Test
    void epicentresAreClustered() {
        // On a 10° grid (648 cells), a uniform catalogue would put ~10% of quakes in the busiest 10% of
        // cells; along plate boundaries most of them land there.
        Map<Integer, Integer> cells = new HashMap<>();
        for (Quake q : quakes) {
            int cell = (int) Math.floor((q.latitude() + 90) / 10) * 36 + (int) Math.floor((q.longitude() + 180) / 10);
            cells.merge(cell, 1, Integer::sum);
        }
        int busiest = cells.values().stream().sorted((a, b) -> b - a).limit(65).mapToInt(Integer::intValue).sum();
        assertTrue(busiest > quakes.size() * 0.6, busiest + " quakes in the busiest 10% of cells");
    }

    @Test
    void mostQuakesAreShallowSomeAreDeep() {
        long shallow = quakes.stream().filter(q -> q.depth() < 70).count();
        long deep = quakes.stream().filter(q -> q.depth() >= 300).count();
        assertTrue(shallow > quakes.size() * 0.7, shallow + " shallow");
        assertTrue(deep > 0 && deep < quakes.size() * 0.1, deep + " deep");
    }

    @Test
    void regionsAreNamedAndEachBelongsToAnArea() {
        List<Region> regions = catalogue.regions();
        assertTrue(regions.size() >= 150 && regions.size() <= 300, regions.size() + " regions");
        for (int i = 0; i < regions.size(); i++) {
            assertEquals(i + 1, regions.get(i).index(), "regions numbered from 1 in order");
        }
        assertEquals(regions.size(), regions.stream().map(Region::name).distinct().count(), "region names unique");
        Set<String> areas = regions.stream().map(Region::area).collect(Collectors.toSet());
        assertTrue(areas.size() >= 20 && areas.size() <= 40, areas.size() + " areas");
        Set<Region> known = Set.copyOf(regions);
        for (Quake q : quakes) {
            assertTrue(known.contains(q.region()), "quake region " + q.region() + " is a catalogue region");
        }
        long named = quakes.stream().map(q -> q.region().name()).distinct().count();
        assertTrue(named >= 100, named + " distinct region names among quakes");
    }
}
