package org.wsscost.adapter.wss4j1;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.w3c.dom.ls.DOMImplementationLS;
import org.w3c.dom.ls.LSOutput;
import org.w3c.dom.ls.LSSerializer;
import org.xml.sax.SAXException;

/**
 * The JDK's own DOM parser and serializer, by name ({@code newDefaultInstance}), never one a release's libraries
 * register as a service: both releases parse and write alike. One instance per thread.
 */
final class Dom {
    static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    /** The seismic schema's namespace (src/main/resources/wsscost/seismic.xsd). */
    static final String SEISMIC = "http://wsscost.org/seismic/types";

    private final DocumentBuilder builder;
    private final DOMImplementationLS ls;
    private final LSSerializer serializer;

    Dom() {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        try {
            builder = factory.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("wss4j1: the JDK's DOM parser: " + e.getMessage(), e);
        }
        ls = (DOMImplementationLS) builder.getDOMImplementation();
        serializer = ls.createLSSerializer();
    }

    Document parse(byte[] xml) {
        try {
            return builder.parse(new ByteArrayInputStream(xml));
        } catch (SAXException | IOException e) {
            throw new IllegalArgumentException("wss4j1: malformed XML: " + e.getMessage(), e);
        }
    }

    /** A document, or one element of it, as UTF-8 bytes. */
    byte[] write(Node node) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 14);
        LSOutput out = ls.createLSOutput();
        out.setByteStream(bytes);
        out.setEncoding(StandardCharsets.UTF_8.name());
        if (!serializer.write(node, out)) {
            throw new IllegalStateException("wss4j1: the JDK's serializer could not write " + node.getNodeName());
        }
        return bytes.toByteArray();
    }

    /** The envelope's Body. */
    static Element body(Document document) {
        NodeList bodies = document.getElementsByTagNameNS(SOAP, "Body");
        if (bodies.getLength() != 1) {
            throw new IllegalArgumentException("wss4j1: the envelope holds " + bodies.getLength() + " SOAP 1.1 Bodies, not one");
        }
        return (Element) bodies.item(0);
    }
}
