package org.wsscost.corpus.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;
import org.wsscost.corpus.ResultSet;
import org.wsscost.corpus.Results;

class SeismicXmlTest {
    private static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope"
            + " xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Body>";
    private static final String TAIL = "</soapenv:Body></soapenv:Envelope>";

    @Test
    void requestListsTheGivenBoundsInSchemaOrder() {
        Query q = new Query(Instant.parse("2001-02-03T04:05:06Z"), Instant.parse("2001-02-04T00:00:00.250Z"),
                -10.5f, 20.25f, -5f, 5.125f, null, 6f, 10f, null);
        assertEquals(HEAD + "<query xmlns=\"http://wsscost.org/seismic/types\">"
                + "<min-date>2001-02-03T04:05:06.000Z</min-date><max-date>2001-02-04T00:00:00.250Z</max-date>"
                + "<min-long>-10.5000</min-long><max-long>20.2500</max-long>"
                + "<min-lat>-5.0000</min-lat><max-lat>5.1250</max-lat>"
                + "<max-mag>6.0</max-mag><min-depth>10.0</min-depth></query>" + TAIL, text(SeismicXml.request(q)));
    }

    @Test
    void responseGroupsAndEscapes() {
        Region honshu = new Region(17, "Near East Coast of Honshu, Japan", "Japan");
        Region odd = new Region(3, "Tom & Jerry's <\"Rift\">", "A&B");
        Results results = new Results(List.of(
                new ResultSet("A&B", List.of(odd), List.of(new Quake(0, -0.5f, -179.9999f, 0f, 2.5f, "ML", odd))),
                new ResultSet("Japan", List.of(honshu),
                        List.of(new Quake(981173106789L, 38.1234f, 142.5678f, 33f, 4.7f, "mb", honshu)))));
        assertEquals(HEAD + "<results xmlns=\"http://wsscost.org/seismic/types\" count=\"2\">"
                + "<result-set><area-name>A&amp;B</area-name><regions count=\"1\">"
                + "<region ident=\"rgn3\" index=\"3\">Tom &amp; Jerry&apos;s &lt;&quot;Rift&quot;&gt;</region></regions>"
                + "<quakes count=\"1\"><quake time=\"1970-01-01T00:00:00.000Z\" millis=\"0\" latitude=\"-0.5000\""
                + " longitude=\"-179.9999\" depth=\"0.0\" magnitude=\"2.5\" method=\"ML\" region=\"rgn3\"/></quakes>"
                + "</result-set>"
                + "<result-set><area-name>Japan</area-name><regions count=\"1\">"
                + "<region ident=\"rgn17\" index=\"17\">Near East Coast of Honshu, Japan</region></regions>"
                + "<quakes count=\"1\"><quake time=\"2001-02-03T04:05:06.789Z\" millis=\"981173106789\""
                + " latitude=\"38.1234\" longitude=\"142.5678\" depth=\"33.0\" magnitude=\"4.7\" method=\"mb\""
                + " region=\"rgn17\"/></quakes></result-set></results>" + TAIL, text(SeismicXml.response(results)));
    }

    @Test
    void noMatchesIsAnEmptyResultsElement() {
        assertEquals(HEAD + "<results xmlns=\"http://wsscost.org/seismic/types\" count=\"0\"/>" + TAIL,
                text(SeismicXml.response(new Results(List.of()))));
    }

    @Test
    void decimalsAreFixedPointWhateverTheLocale() {
        assertEquals("-12.3400", SeismicXml.decimal(-12.34f, 4));
        assertEquals("0.0000", SeismicXml.decimal(-0f, 4));
        assertEquals("180.0000", SeismicXml.decimal(180f, 4));
        assertEquals("7.0", SeismicXml.decimal(7f, 1));
        assertEquals("0.1", SeismicXml.decimal(0.1f, 1));
    }

    private static String text(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8);
    }
}
