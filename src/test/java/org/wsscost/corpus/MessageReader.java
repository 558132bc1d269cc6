package org.wsscost.corpus;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.wsscost.corpus.record.SeismicXml;

/**
 * Reads recorded messages back with the JDK's namespace-aware StAX parser, independently of
 * {@link SeismicXml}: a malformed message fails the read, and the structure is checked as it goes.
 */
final class MessageReader {
    private static final XMLInputFactory FACTORY = XMLInputFactory.newFactory();
    private static final List<String> QUERY_ELEMENTS = List.of("min-date", "max-date", "min-long", "max-long",
            "min-lat", "max-lat", "min-mag", "max-mag", "min-depth", "max-depth");

    static {
        FACTORY.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        FACTORY.setProperty(XMLInputFactory.SUPPORT_DTD, false);
    }

    /** What a response says about itself: its {@code count} and the {@code quake} elements actually present. */
    record ResponseFacts(int count, int quakeElements) {
    }

    private MessageReader() {
    }

    /** The query a request asks, as the service would decode it; its elements must come in schema order. */
    static Query request(byte[] message) throws XMLStreamException {
        XMLStreamReader r = payload(message, "query");
        Object[] values = new Object[QUERY_ELEMENTS.size()];
        int last = -1;
        while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
            check(SeismicXml.NAMESPACE.equals(r.getNamespaceURI()), "query child " + r.getName());
            int at = QUERY_ELEMENTS.indexOf(r.getLocalName());
            check(at > last, "query child " + r.getLocalName() + " unknown or out of order");
            last = at;
            String text = r.getElementText();
            values[at] = at < 2 ? Instant.parse(text) : Float.valueOf(text);
        }
        finish(r);
        return new Query((Instant) values[0], (Instant) values[1], (Float) values[2], (Float) values[3],
                (Float) values[4], (Float) values[5], (Float) values[6], (Float) values[7], (Float) values[8],
                (Float) values[9]);
    }

    /**
     * Walks a response, checking each result set's counts and that every quake's {@code region} refers
     * to a region listed in its own set.
     */
    static ResponseFacts response(byte[] message) throws XMLStreamException {
        XMLStreamReader r = payload(message, "results");
        int count = Integer.parseInt(r.getAttributeValue(null, "count"));
        int quakes = 0;
        while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
            expect(r, "result-set");
            expect(next(r), "area-name");
            if (r.getElementText().isEmpty()) {
                throw new AssertionError("empty area-name");
            }
            expect(next(r), "regions");
            int regionCount = Integer.parseInt(r.getAttributeValue(null, "count"));
            Set<String> idents = new HashSet<>();
            while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                expect(r, "region");
                idents.add(r.getAttributeValue(null, "ident"));
                if (!r.getAttributeValue(null, "ident").equals("rgn" + r.getAttributeValue(null, "index"))) {
                    throw new AssertionError("region ident is not rgn<index>");
                }
                r.getElementText();
            }
            check(idents.size() == regionCount, "regions count " + regionCount + " but " + idents.size() + " listed");
            expect(next(r), "quakes");
            int quakeCount = Integer.parseInt(r.getAttributeValue(null, "count"));
            int inSet = 0;
            while (r.nextTag() == XMLStreamConstants.START_ELEMENT) {
                expect(r, "quake");
                check(idents.contains(r.getAttributeValue(null, "region")), "quake refers to an unlisted region");
                inSet++;
                r.nextTag();
            }
            check(inSet == quakeCount, "quakes count " + quakeCount + " but " + inSet + " quake elements");
            quakes += inSet;
            r.nextTag(); // </result-set>
        }
        finish(r);
        return new ResponseFacts(count, quakes);
    }

    /** Positions the reader on the Body's first child, after checking the envelope and that child's name. */
    private static XMLStreamReader payload(byte[] message, String name) throws XMLStreamException {
        XMLStreamReader r = FACTORY.createXMLStreamReader(new ByteArrayInputStream(message));
        r.nextTag();
        check(r.getName().equals(new QName(SeismicXml.SOAP_NAMESPACE, "Envelope")), "root is " + r.getName());
        r.nextTag();
        check(r.getName().equals(new QName(SeismicXml.SOAP_NAMESPACE, "Body")), "first child is " + r.getName());
        r.nextTag();
        expect(r, name);
        return r;
    }

    /** Reads past the payload's end, Body and Envelope to the end of the document: the rest must be well-formed too. */
    private static void finish(XMLStreamReader r) throws XMLStreamException {
        while (r.hasNext()) {
            r.next();
        }
        r.close();
    }

    private static XMLStreamReader next(XMLStreamReader r) throws XMLStreamException {
        r.nextTag();
        return r;
    }

    private static void expect(XMLStreamReader r, String name) {
        check(r.isStartElement() && r.getName().equals(new QName(SeismicXml.NAMESPACE, name)),
                "expected {" + SeismicXml.NAMESPACE + "}" + name + ", found "
                        + (r.isStartElement() ? r.getName() : "event " + r.getEventType()));
    }

    private static void check(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }
}
