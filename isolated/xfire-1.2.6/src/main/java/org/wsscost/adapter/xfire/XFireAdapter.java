package org.wsscost.adapter.xfire;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.codehaus.xfire.MessageContext;
import org.codehaus.xfire.aegis.stax.ElementReader;
import org.codehaus.xfire.aegis.stax.ElementWriter;
import org.codehaus.xfire.exchange.InMessage;
import org.codehaus.xfire.exchange.MessageExchange;
import org.codehaus.xfire.exchange.OutMessage;
import org.codehaus.xfire.fault.XFireFault;
import org.codehaus.xfire.util.STAXUtils;
import org.codehaus.xfire.util.dom.DOMInHandler;
import org.codehaus.xfire.util.dom.DOMOutHandler;
import org.codehaus.xfire.util.dom.DOMSerializer;
import org.codehaus.xfire.util.stax.W3CDOMStreamReader;
import org.codehaus.xfire.util.stax.W3CDOMStreamWriter;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * Codehaus XFire 1.2.6 with its WSS4J 1.5.1 handlers, binding with Aegis, driven as the suite drives an isolated
 * stack: by these public methods, whose names and JDK types are the contract (the suite's
 * {@code stack.isolated.Adapter}), since this class lives in a class loader that cannot see the suite. One
 * instance per thread. XFire streams a plain message; with WS-Security it holds the envelope as a W3C DOM
 * (DOMInHandler, DOMOutHandler) for WSS4J, and that DOM is the model here on both sides.
 */
public final class XFireAdapter {
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    private final MessageContext context = new MessageContext();
    private final SeismicTypes aegis = new SeismicTypes();
    private final DocumentBuilder builder;

    public XFireAdapter() {
        try {
            // as DOMOutHandler makes its own
            builder = DocumentBuilderFactory.newInstance().newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("xfire: document builder: " + e.getMessage(), e);
        }
    }

    /** A full StAX pass with the parser XFire's transports read with (Woodstox 3.2). */
    public long parse(byte[] message) {
        XMLStreamReader r = STAXUtils.createXMLStreamReader(new ByteArrayInputStream(message), "UTF-8", context);
        try {
            long events = 0;
            while (r.hasNext()) {
                r.next();
                events++;
            }
            r.close();
            return events;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    /** XFire's DOMInHandler on the message as its transport hands it over: the stream read into a W3C DOM. */
    public Object build(byte[] message) {
        MessageContext ctx = new MessageContext();
        InMessage in = new InMessage(STAXUtils.createXMLStreamReader(new ByteArrayInputStream(message), "UTF-8", ctx));
        new MessageExchange(ctx).setInMessage(in);
        try {
            new DOMInHandler().invoke(ctx);
        } catch (Exception e) {
            // invoke declares Exception: a stream XFire cannot read into a DOM
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
        return in.getProperty(DOMInHandler.DOM_MESSAGE);
    }

    /** The DOM as XFire writes it after DOMOutHandler: its DOMSerializer on the transport's StAX writer. */
    public byte[] serialize(Object model) {
        OutMessage out = new OutMessage("");
        out.setProperty(DOMOutHandler.DOM_MESSAGE, model);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 14);
        XMLStreamWriter writer = STAXUtils.createXMLStreamWriter(bytes, "UTF-8", context);
        try {
            new DOMSerializer().writeMessage(out, writer, context);
            writer.close();
        } catch (XFireFault | XMLStreamException e) {
            throw new IllegalStateException("xfire: serialize: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    /** Aegis on the Body's payload through XFire's DOM stream reader, as XFire binds after DOMInHandler. */
    public Object bind(Object model) {
        Element payload = payload((Document) model);
        try {
            XMLStreamReader reader = new W3CDOMStreamReader(payload);
            STAXUtils.skipToStartOfElement(reader);
            return aegis.forElement(payload.getLocalName()).readObject(new ElementReader(reader), context);
        } catch (XFireFault | XMLStreamException e) {
            throw new IllegalStateException("xfire: bind: " + e.getMessage(), e);
        }
    }

    /** As DOMOutHandler has XFire write a message: the envelope, and Aegis in its Body, into a DOM stream writer. */
    public Object marshal(Object payload) {
        W3CDOMStreamWriter writer = new W3CDOMStreamWriter(builder);
        try {
            writer.writeStartElement("soap", "Envelope", SOAP);
            writer.writeNamespace("soap", SOAP);
            writer.writeStartElement("soap", "Body", SOAP);
            write(payload, writer);
            writer.writeEndElement();
            writer.writeEndElement();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("xfire: marshal: " + e.getMessage(), e);
        }
        return writer.getDocument();
    }

    /** A bound payload written out as XML, for the suite's checks. */
    public byte[] payload(Object bound) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(1 << 14);
        XMLStreamWriter writer = STAXUtils.createXMLStreamWriter(bytes, "UTF-8", context);
        try {
            write(bound, writer);
            writer.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("xfire: payload: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    /** Quakes held by a bound payload; 0 for a query. */
    public int quakes(Object bound) {
        return bound instanceof Seismic.Results r ? r.quakes() : 0;
    }

    /** XFire's WSS4J handlers for one policy (the suite's map of it). */
    public Object security(Map<String, Object> policy) {
        return new Wss4jHandlers(policy);
    }

    public List<String> steps(Object security, boolean outbound) {
        return ((Wss4jHandlers) security).steps(outbound);
    }

    /** Runs one step; a refused message throws {@link SecurityException} with the handler's reason. */
    public Object step(Object security, boolean outbound, int index, Object model) {
        return ((Wss4jHandlers) security).step(outbound, (Document) model);
    }

    /** XFire's WSS4J handlers work on the DOM the model already is: there is nothing to convert. */
    public Object convert(String phase, Object model) {
        throw new IllegalArgumentException("xfire has no in-memory model conversion (" + phase
                + "): its WSS4J handlers work on the DOM that DOMInHandler and DOMOutHandler make");
    }

    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }

    private void write(Object bean, XMLStreamWriter writer) throws XMLStreamException {
        String name = bean instanceof Seismic.Query ? "query" : "results";
        ElementWriter element = new ElementWriter(writer, name, Seismic.NS);
        try {
            aegis.forBean(bean).writeObject(bean, element, context);
        } catch (XFireFault e) {
            throw new IllegalStateException("xfire: Aegis: " + e.getMessage(), e);
        }
        element.close();
    }

    private static Element payload(Document envelope) {
        for (Node n = envelope.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && "Body".equals(e.getLocalName())) {
                for (Node c = e.getFirstChild(); c != null; c = c.getNextSibling()) {
                    if (c instanceof Element p) {
                        return p;
                    }
                }
            }
        }
        throw new IllegalArgumentException("xfire: the Body holds no payload element");
    }
}
