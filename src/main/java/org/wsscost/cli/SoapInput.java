package org.wsscost.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.wsscost.pipeline.Soap;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Checks a tool's input before a stack sees it, so that bad input is a usage error (exit 2) and
 * not mistaken for a rejection: well-formed XML, no DTD, a SOAP 1.1 envelope, within the JDK parser's
 * limits (at most 10,000 attributes on an element) and nested at most {@value #DEPTH} elements deep.
 */
final class SoapInput {
    /**
     * The deepest nesting a tool takes, as Woodstox's default limit has it: deeper input is refused here,
     * before an engine that follows elements recursively runs out of stack on it.
     */
    static final int DEPTH = 1000;
    private static final String MAX_DEPTH = "jdk.xml.maxElementDepth";

    private SoapInput() {
    }

    static void check(String file, byte[] message) throws UsageException {
        String[] root = new String[2];
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            SAXParser parser = factory.newSAXParser();
            parser.setProperty(MAX_DEPTH, String.valueOf(DEPTH));
            parser.parse(new ByteArrayInputStream(message), new DefaultHandler() {
                @Override
                public void startElement(String uri, String localName, String qName, Attributes atts) {
                    if (root[1] == null) {
                        root[0] = uri;
                        root[1] = localName;
                    }
                }
            });
        } catch (SAXParseException e) {
            throw new UsageException(file + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": not well-formed XML: "
                    + e.getMessage());
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new UsageException(file + ": not readable as XML: " + e.getMessage());
        }
        if (!"Envelope".equals(root[1]) || !Soap.NS.equals(root[0])) {
            String what = "Envelope".equals(root[1]) && "http://www.w3.org/2003/05/soap-envelope".equals(root[0])
                    ? "a SOAP 1.2 envelope; wsscost speaks SOAP 1.1" : "root element {" + root[0] + "}" + root[1];
            throw new UsageException(file + ": not a SOAP 1.1 envelope: " + what);
        }
    }
}
