package org.wsscost.pipeline;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/** SOAP 1.1 names and the few DOM/StAX walks every stack needs. */
public final class Soap {
    public static final String NS = "http://schemas.xmlsoap.org/soap/envelope/";
    public static final String PREFIX = "soapenv";

    private Soap() {
    }

    /** The first element child of the Body of a namespace-aware SOAP 1.1 document. */
    public static Element payload(Document envelope) {
        Element root = envelope.getDocumentElement();
        if (!NS.equals(root.getNamespaceURI()) || !"Envelope".equals(root.getLocalName())) {
            throw new IllegalArgumentException("not a SOAP 1.1 envelope: {" + root.getNamespaceURI() + "}" + root.getLocalName());
        }
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && NS.equals(e.getNamespaceURI()) && "Body".equals(e.getLocalName())) {
                return firstElement(e);
            }
        }
        throw new IllegalArgumentException("SOAP envelope has no Body");
    }

    private static Element firstElement(Element parent) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                return e;
            }
        }
        throw new IllegalArgumentException("SOAP Body is empty");
    }

    /** Every event of the message through {@code factory}'s reader; the count proves the pass happened. */
    public static long drain(XMLInputFactory factory, byte[] message) {
        try {
            return drain(factory.createXMLStreamReader(new ByteArrayInputStream(message)));
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    /** Xerces' feature that refuses a DOCTYPE, as SOAP 1.1 forbids one (with it, the JDK's parsers read no external entity). */
    public static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";

    /** The JDK's SAX parser, namespace-aware and refusing a DOCTYPE: the parse floor of the stacks that parse with it. */
    public static SAXParser saxParser() {
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setNamespaceAware(true);
            spf.setFeature(DISALLOW_DOCTYPE, true);
            return spf.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("JDK SAX parser: " + e, e);
        }
    }

    /** How a stack's model writes itself to a stream. */
    public interface Writing {
        void to(OutputStream out) throws Exception;
    }

    /** The bytes a model writes; a failure names the stack. */
    public static byte[] written(String stack, Writing writing) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            writing.to(out);
        } catch (Exception e) {
            throw new IllegalStateException(stack + ": serialize: " + e, e);
        }
        return out.toByteArray();
    }

    /** Every SAX event of the message through {@code parser}; for the stacks whose parser is not StAX. */
    public static long drain(SAXParser parser, byte[] message) {
        EventCounter counter = new EventCounter();
        try {
            parser.parse(new ByteArrayInputStream(message), counter);
        } catch (SAXException | IOException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
        return counter.events;
    }

    /** Reads every remaining event and closes the reader; returns the number of events. */
    public static long drain(XMLStreamReader reader) {
        try {
            long events = 0;
            while (reader.hasNext()) {
                reader.next();
                events++;
            }
            reader.close();
            return events;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    /** Advances a reader over a SOAP envelope to the start tag of the Body's first child. */
    public static void toPayload(XMLStreamReader reader) throws XMLStreamException {
        int depth = 0;
        boolean inBody = false;
        while (reader.hasNext()) {
            int event = reader.next();
            if (event == XMLStreamConstants.START_ELEMENT) {
                depth++;
                if (depth == 2) {
                    inBody = "Body".equals(reader.getLocalName()) && NS.equals(reader.getNamespaceURI());
                } else if (depth == 3 && inBody) {
                    return;
                }
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                depth--;
            }
        }
        throw new IllegalArgumentException("SOAP envelope has no Body payload");
    }

    /** Counts SAX events the way a StAX pass counts its events: elements, text runs. */
    private static final class EventCounter extends DefaultHandler {
        long events;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes atts) {
            events++;
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            events++;
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            events++;
        }
    }
}
