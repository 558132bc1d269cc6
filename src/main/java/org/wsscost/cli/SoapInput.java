package org.wsscost.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.wsscost.pipeline.Soap;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Checks a tool's input before a stack sees it, so that bad input is a usage error (exit 2) and
 * not mistaken for a rejection: well-formed XML, no DTD, a SOAP 1.1 envelope.
 */
final class SoapInput {
    private SoapInput() {
    }

    static void check(String file, byte[] message) throws UsageException {
        String[] root = new String[2];
        try {
            SAXParserFactory factory = SAXParserFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.newSAXParser().parse(new ByteArrayInputStream(message), new DefaultHandler() {
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
