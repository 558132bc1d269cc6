package org.wsscost.stack.wss4jdom;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * CXF's default path: the JDK's DOM (Xerces), on which WSS4J's DOM API and Santuario work.
 * Its parser is not StAX, so its parse floor is the same JDK parser's SAX pass. Both parsers refuse
 * a DOCTYPE, as SOAP 1.1 forbids one: with the JDK's defaults they read
 * external entities (a local file ended up in the bound payload in the attack tests).
 */
public final class Wss4jDomStack implements Stack {
    private final Binder binder;
    private final DocumentBuilder builder;
    private final SAXParser sax = Soap.saxParser();
    private final Transformer serializer;

    public Wss4jDomStack(Binder binder) {
        this.binder = binder;
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            dbf.setFeature(Soap.DISALLOW_DOCTYPE, true);
            builder = dbf.newDocumentBuilder();
            // errors reach the caller as exceptions; Xerces' default handler would also print them
            builder.setErrorHandler(new DefaultHandler());
            serializer = TransformerFactory.newInstance().newTransformer();
            serializer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
        } catch (ParserConfigurationException | TransformerException e) {
            throw new IllegalStateException("wss4j-dom: JDK XML setup: " + e, e);
        }
    }

    @Override
    public long parse(byte[] message) {
        return Soap.drain(sax, message);
    }

    @Override
    public Document build(byte[] message) {
        try {
            return builder.parse(new ByteArrayInputStream(message));
        } catch (SAXException | IOException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] serialize(Object model) {
        return Soap.written("wss4j-dom", out -> serializer.transform(new DOMSource((Document) model), new StreamResult(out)));
    }

    @Override
    public Object bind(Object model) {
        return binder.unmarshal(Soap.payload((Document) model));
    }

    @Override
    public Document marshal(Object payload) {
        Document doc = builder.newDocument();
        Element envelope = doc.createElementNS(Soap.NS, Soap.PREFIX + ":Envelope");
        envelope.setAttributeNS("http://www.w3.org/2000/xmlns/", "xmlns:" + Soap.PREFIX, Soap.NS);
        Element body = doc.createElementNS(Soap.NS, Soap.PREFIX + ":Body");
        doc.appendChild(envelope).appendChild(body);
        binder.marshal(payload, body);
        return doc;
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return new DomSecurity(policy, new Wss4jKeys(keys));
    }
}
