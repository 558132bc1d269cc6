package org.wsscost.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsscost.corpus.record.Catalogue;
import org.wsscost.corpus.record.Responses;
import org.wsscost.corpus.record.SeismicXml;

/** The recorded messages as a run sees them: loaded from the classpath through {@link Corpus#load}. */
class CorpusTest {
    private static final Map<Workload, List<Exchange>> LOADED = new EnumMap<>(Workload.class);
    private static Catalogue catalogue;

    @BeforeAll
    static void load() {
        for (Workload w : Workload.values()) {
            LOADED.put(w, Corpus.load(w));
        }
        catalogue = Catalogue.generate();
    }

    @Test
    void smallHasTheArticlesShape() {
        assertShape(Workload.SMALL, 1_000, 816);
    }

    @Test
    void largeHasTheArticlesShape() {
        assertShape(Workload.LARGE, 100, 176_745);
    }

    @ParameterizedTest
    @EnumSource(value = Workload.class, names = "LADDER_.*", mode = EnumSource.Mode.MATCH_ANY)
    void eachLadderRungHoldsExactlyItsQuakes(Workload w) {
        List<Exchange> exchanges = LOADED.get(w);
        assertEquals(1, exchanges.size());
        assertEquals("0000", exchanges.get(0).id());
        assertEquals(Integer.parseInt(w.id().substring("ladder-".length())), exchanges.get(0).quakes());
    }

    @ParameterizedTest
    @EnumSource(Workload.class)
    void everyMessageIsWellFormedAndItsCountsAgree(Workload w) throws Exception {
        List<Exchange> exchanges = LOADED.get(w);
        for (int i = 0; i < exchanges.size(); i++) {
            Exchange x = exchanges.get(i);
            assertEquals(String.format(Locale.ROOT, "%04d", i), x.id(), "ids zero-padded, in order");
            MessageReader.request(x.request());
            MessageReader.ResponseFacts facts = MessageReader.response(x.response());
            assertEquals(x.quakes(), facts.count(), w.id() + " " + x.id() + ": results count");
            assertEquals(x.quakes(), facts.quakeElements(), w.id() + " " + x.id() + ": quake elements");
        }
    }

    /** Decoding each request and answering it from the catalogue gives back the recorded bytes exactly. */
    @ParameterizedTest
    @EnumSource(Workload.class)
    void everyRequestReallyProducesItsResponse(Workload w) throws Exception {
        for (Exchange x : LOADED.get(w)) {
            Query q = MessageReader.request(x.request());
            assertArrayEquals(x.request(), SeismicXml.request(q), w.id() + " " + x.id() + ": request round trip");
            assertArrayEquals(x.response(), SeismicXml.response(Responses.answer(catalogue, q)),
                    w.id() + " " + x.id() + ": response");
        }
    }

    private static void assertShape(Workload w, int exchanges, long articleQuakes) {
        List<Exchange> loaded = LOADED.get(w);
        assertEquals(exchanges, loaded.size());
        long quakes = loaded.stream().mapToLong(Exchange::quakes).sum();
        assertTrue(Math.abs(quakes - articleQuakes) <= articleQuakes / 10,
                w.id() + " holds " + quakes + " quakes, the article's " + articleQuakes + " ±10%");
    }
}
