package org.wsscost.corpus.record;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.wsscost.corpus.Quake;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Region;
import org.wsscost.corpus.ResultSet;
import org.wsscost.corpus.Results;

/**
 * Writes the SOAP 1.1 envelopes the service exchanges, as UTF-8 bytes: compact (no whitespace between
 * elements) and deterministic, so re-recording gives the same bytes. Written by hand rather than through a
 * StAX writer because writers differ in how they escape and close empty elements.
 */
public final class SeismicXml {
    public static final String SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
    public static final String NAMESPACE = "http://wsscost.org/seismic/types";

    private static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><soapenv:Envelope xmlns:soapenv=\""
            + SOAP_NAMESPACE + "\"><soapenv:Body>";
    private static final String TAIL = "</soapenv:Body></soapenv:Envelope>";
    /** xsd:dateTime in UTC; always with milliseconds, since quake times and query bounds carry them. */
    private static final DateTimeFormatter TIME =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private SeismicXml() {
    }

    public static byte[] request(Query q) {
        StringBuilder x = new StringBuilder(512).append(HEAD).append("<query xmlns=\"").append(NAMESPACE).append("\">");
        element(x, "min-date", q.minDate());
        element(x, "max-date", q.maxDate());
        element(x, "min-long", q.minLong(), 4);
        element(x, "max-long", q.maxLong(), 4);
        element(x, "min-lat", q.minLat(), 4);
        element(x, "max-lat", q.maxLat(), 4);
        element(x, "min-mag", q.minMag(), 1);
        element(x, "max-mag", q.maxMag(), 1);
        element(x, "min-depth", q.minDepth(), 1);
        element(x, "max-depth", q.maxDepth(), 1);
        return x.append("</query>").append(TAIL).toString().getBytes(StandardCharsets.UTF_8);
    }

    /** An empty response is an empty {@code results} element with {@code count="0"}. */
    public static byte[] response(Results results) {
        StringBuilder x = new StringBuilder(256 + 160 * results.count()).append(HEAD)
                .append("<results xmlns=\"").append(NAMESPACE).append("\" count=\"").append(results.count()).append('"');
        if (results.sets().isEmpty()) {
            x.append("/>");
        } else {
            x.append('>');
            for (ResultSet set : results.sets()) {
                resultSet(x, set);
            }
            x.append("</results>");
        }
        return x.append(TAIL).toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void resultSet(StringBuilder x, ResultSet set) {
        x.append("<result-set><area-name>");
        escape(x, set.area());
        x.append("</area-name><regions count=\"").append(set.regions().size()).append("\">");
        for (Region r : set.regions()) {
            x.append("<region ident=\"").append(r.ident()).append("\" index=\"").append(r.index()).append("\">");
            escape(x, r.name());
            x.append("</region>");
        }
        x.append("</regions><quakes count=\"").append(set.quakes().size()).append("\">");
        for (Quake q : set.quakes()) {
            x.append("<quake time=\"");
            TIME.formatTo(Instant.ofEpochMilli(q.millis()), x);
            x.append("\" millis=\"").append(q.millis());
            x.append("\" latitude=\"").append(decimal(q.latitude(), 4));
            x.append("\" longitude=\"").append(decimal(q.longitude(), 4));
            x.append("\" depth=\"").append(decimal(q.depth(), 1));
            x.append("\" magnitude=\"").append(decimal(q.magnitude(), 1));
            x.append("\" method=\"");
            escape(x, q.method());
            x.append("\" region=\"").append(q.region().ident()).append("\"/>");
        }
        x.append("</quakes></result-set>");
    }

    private static void element(StringBuilder x, String name, Instant value) {
        if (value != null) {
            x.append('<').append(name).append('>');
            TIME.formatTo(value, x);
            x.append("</").append(name).append('>');
        }
    }

    private static void element(StringBuilder x, String name, Float value, int places) {
        if (value != null) {
            x.append('<').append(name).append('>').append(decimal(value, places)).append("</").append(name).append('>');
        }
    }

    /** Fixed-point and locale-free ("-12.3400"): the float's exact binary value, rounded to that many places. */
    static String decimal(float value, int places) {
        return new BigDecimal(value).setScale(places, RoundingMode.HALF_EVEN).toPlainString();
    }

    /** Escapes the five XML special characters, so the text is safe in content and in quoted attributes alike. */
    static void escape(StringBuilder x, String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> x.append("&amp;");
                case '<' -> x.append("&lt;");
                case '>' -> x.append("&gt;");
                case '"' -> x.append("&quot;");
                case '\'' -> x.append("&apos;");
                default -> x.append(c);
            }
        }
    }
}
