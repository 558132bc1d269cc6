package org.wsscost.adapter.metro15;

import com.sun.xml.ws.api.streaming.XMLStreamReaderFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.xml.bind.JAXBContext;
import javax.xml.bind.JAXBException;
import javax.xml.bind.Marshaller;
import javax.xml.bind.Unmarshaller;
import javax.xml.soap.MessageFactory;
import javax.xml.soap.MimeHeaders;
import javax.xml.soap.SOAPConstants;
import javax.xml.soap.SOAPException;
import javax.xml.soap.SOAPMessage;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsscost.adapter.metro15.jaxb.Query;
import org.wsscost.adapter.metro15.jaxb.ResultSet;
import org.wsscost.adapter.metro15.jaxb.Results;

/**
 * Metro 1.5's XWSS on Metro 1.5's own SAAJ, binding with the JAXB 2.1 runtime Metro 1.5 bundles, driven as the
 * suite drives an isolated stack: by these public methods, whose names and JDK types are the contract (the
 * suite's {@code stack.isolated.Adapter}), since this class lives in a class loader that cannot see the suite.
 * One instance per thread. Models are SAAJ messages, a DOM underneath; Metro's SAAJ extends the JDK's internal
 * Xerces DOM, hence the JVM's exports the suite checks before it loads the stack.
 */
public final class MetroAdapter {
    /**
     * XWSS logs every refused message at SEVERE before it throws, which would flood any run that checks
     * refusals; the reason travels in the exception. JUL holds loggers weakly: these references keep the level.
     */
    private static final List<Logger> XWSS_LOGS = List.of(Logger.getLogger("com.sun.xml.wss"),
            Logger.getLogger("javax.enterprise.resource.xml.webservices.security"));
    /** Costly and thread-safe: one per JVM, as a Metro endpoint holds one. */
    private static final JAXBContext JAXB = context();

    static {
        for (Logger log : XWSS_LOGS) {
            log.setLevel(Level.OFF);
        }
    }

    private final MessageFactory saaj;
    private final Unmarshaller unmarshaller;
    private final Marshaller marshaller;

    public MetroAdapter() {
        try {
            saaj = MessageFactory.newInstance(SOAPConstants.SOAP_1_1_PROTOCOL);
            unmarshaller = JAXB.createUnmarshaller();
            marshaller = JAXB.createMarshaller();
            marshaller.setProperty(Marshaller.JAXB_FRAGMENT, Boolean.TRUE);
        } catch (SOAPException | JAXBException e) {
            throw new IllegalStateException("metro-1.5: SAAJ or JAXB: " + e, e);
        }
    }

    private static JAXBContext context() {
        // JAXB 2.1 would generate field accessors by defining classes through ClassLoader.defineClass by
        // reflection, which JDK 17 refuses; its switch takes the plain reflection path (the property is JAXB
        // 2.1's own: today's JAXB reads another name)
        System.setProperty("com.sun.xml.bind.v2.bytecode.ClassTailor.noOptimize", "true");
        try {
            return JAXBContext.newInstance(Query.class, Results.class);
        } catch (JAXBException e) {
            throw new IllegalStateException("metro-1.5: JAXB context for the seismic payload: " + e, e);
        }
    }

    /** Metro reads every message through its own pooled StAX reader factory. */
    public long parse(byte[] message) {
        XMLStreamReader reader = XMLStreamReaderFactory.create(null, new ByteArrayInputStream(message), true);
        try {
            long events = 0;
            while (reader.hasNext()) {
                reader.next();
                events++;
            }
            return events;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        } finally {
            XMLStreamReaderFactory.recycle(reader);
        }
    }

    /** SAAJ parses lazily; asking for the Body forces the whole envelope into its DOM. */
    public Object build(byte[] message) {
        MimeHeaders headers = new MimeHeaders();
        headers.addHeader("Content-Type", "text/xml; charset=utf-8");
        try {
            SOAPMessage msg = saaj.createMessage(headers, new ByteArrayInputStream(message));
            msg.getSOAPBody();
            return msg;
        } catch (SOAPException | IOException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    public byte[] serialize(Object model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            ((SOAPMessage) model).writeTo(out);
        } catch (SOAPException | IOException e) {
            throw new IllegalStateException("metro-1.5: serialize: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** JAXB on the Body's payload element, as Metro's SAAJ-based handlers read it. */
    public Object bind(Object model) {
        try {
            return unmarshaller.unmarshal(payload(((SOAPMessage) model).getSOAPBody()));
        } catch (SOAPException | JAXBException e) {
            throw new IllegalStateException("metro-1.5: bind: " + e, e);
        }
    }

    public Object marshal(Object payload) {
        try {
            SOAPMessage msg = saaj.createMessage();
            marshaller.marshal(payload, msg.getSOAPBody());
            return msg;
        } catch (SOAPException | JAXBException e) {
            throw new IllegalStateException("metro-1.5: marshal: " + e, e);
        }
    }

    /** A bound payload written out as XML, for the suite's checks. */
    public byte[] payload(Object bound) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            marshaller.marshal(bound, out);
        } catch (JAXBException e) {
            throw new IllegalStateException("metro-1.5: payload: " + e, e);
        }
        return out.toByteArray();
    }

    /** Quakes held by a bound payload; 0 for a query. */
    public int quakes(Object bound) {
        if (!(bound instanceof Results results)) {
            return 0;
        }
        int quakes = 0;
        for (ResultSet set : results.getResultSet()) {
            quakes += set.getQuakes().getQuake().size();
        }
        return quakes;
    }

    /** XWSS for one policy (the suite's map of it). */
    public Object security(Map<String, Object> policy) {
        return new XwssSecurity(policy);
    }

    public List<String> steps(Object security, boolean outbound) {
        return ((XwssSecurity) security).steps(outbound);
    }

    /** Runs one step; a refused message throws {@link SecurityException} with XWSS's reason. */
    public Object step(Object security, boolean outbound, int index, Object model) {
        return ((XwssSecurity) security).step(outbound, index, model);
    }

    /** XWSS works on SAAJ's DOM itself: there is no model to convert. */
    public Object convert(String phase, Object model) {
        throw new IllegalArgumentException("metro-1.5 has no in-memory model conversion (" + phase + "): XWSS works on SAAJ's DOM");
    }

    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }

    private static Element payload(Node body) {
        for (Node n = body.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                return e;
            }
        }
        throw new IllegalArgumentException("metro-1.5: the Body holds no payload element");
    }
}
