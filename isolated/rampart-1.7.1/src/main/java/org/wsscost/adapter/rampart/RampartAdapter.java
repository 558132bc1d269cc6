package org.wsscost.adapter.rampart;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.util.StAXParserConfiguration;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axis2.databinding.ADBBean;
import org.apache.axis2.databinding.ADBException;
import org.apache.rampart.util.Axis2Util;
import org.apache.ws.security.WSSecurityException;
import org.w3c.dom.Document;
import org.wsscost.adapter.rampart.adb.Query;
import org.wsscost.adapter.rampart.adb.Quake;
import org.wsscost.adapter.rampart.adb.ResultSet;
import org.wsscost.adapter.rampart.adb.Results;

/**
 * Apache Rampart 1.7.1 on Axis2 1.7.6 and Axiom 1.2.20, as the suite drives an isolated stack: by these
 * public methods, whose names and JDK types are the contract (the suite's {@code stack.isolated.Adapter}),
 * since this class lives in a class loader that cannot see the suite. One instance per thread, as a suite
 * stack. Models are Axiom 1.2's: an LLOM envelope, or the DOOM document Rampart hands WSS4J.
 */
public final class RampartAdapter {
    private final SOAPFactory llom = OMAbstractFactory.getSOAP11Factory();

    /** A full StAX pass with the parser Axiom configures for SOAP, no model. */
    public long parse(byte[] message) {
        try {
            XMLStreamReader r = StAXUtils.createXMLStreamReader(StAXParserConfiguration.SOAP,
                    new ByteArrayInputStream(message));
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

    /** The envelope as Axis2's SOAP builder makes it, fully built (Axiom builds lazily). */
    public Object build(byte[] message) {
        try {
            SOAPEnvelope envelope = OMXMLBuilderFactory.createSOAPModelBuilder(new ByteArrayInputStream(message), "UTF-8")
                    .getSOAPEnvelope();
            envelope.build();
            return envelope;
        } catch (OMException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    /** LLOM, or the DOOM envelope a secured sender leaves (Axis2 writes that one as it is). */
    public byte[] serialize(Object model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            ((SOAPEnvelope) model).serialize(out);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("rampart: serialize: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** As Axis2 1.7's generated message receivers bind: the ADB factory on the payload's uncached StAX view. */
    public Object bind(Object model) {
        XMLStreamReader payload = ((SOAPEnvelope) model).getBody().getFirstElement().getXMLStreamReaderWithoutCaching();
        try {
            return Query.MY_QNAME.getLocalPart().equals(((SOAPEnvelope) model).getBody().getFirstElement().getLocalName())
                    ? Query.Factory.parse(payload) : Results.Factory.parse(payload);
        } catch (Exception e) {
            // the generated parse methods declare Exception
            throw new IllegalStateException("rampart: bind: " + e, e);
        }
    }

    /** As Axis2 does: the bean goes into the Body as an element it writes itself when serialised or converted. */
    public Object marshal(Object payload) {
        SOAPEnvelope envelope = llom.getDefaultEnvelope();
        try {
            envelope.getBody().addChild(((ADBBean) payload).getOMElement(qname(payload), llom));
        } catch (ADBException e) {
            throw new IllegalStateException("rampart: marshal: " + e.getMessage(), e);
        }
        return envelope;
    }

    /** A bound payload written out as XML, for the suite's checks. */
    public byte[] payload(Object bound) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            XMLStreamWriter w = StAXUtils.createXMLStreamWriter(out);
            ((ADBBean) bound).serialize(qname(bound), w);
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("rampart: payload: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** Quakes held by a bound payload; 0 for a query. */
    public int quakes(Object bound) {
        if (!(bound instanceof Results results) || results.getResultSet() == null) {
            return 0;
        }
        int quakes = 0;
        for (ResultSet set : results.getResultSet()) {
            Quake[] q = set.getQuakes().getQuake();
            quakes += q == null ? 0 : q.length;
        }
        return quakes;
    }

    /** Rampart for one policy, described by the keys of {@link RampartSecurity#RampartSecurity(Map)}. */
    public Object security(Map<String, Object> policy) {
        return new RampartSecurity(policy);
    }

    /** The phase ids of a side's steps, in order. */
    public List<String> steps(Object security, boolean outbound) {
        return ((RampartSecurity) security).steps(outbound);
    }

    /** Runs one step; a refused message throws {@link SecurityException} with Rampart's reason. */
    public Object step(Object security, boolean outbound, int index, Object model) {
        return ((RampartSecurity) security).step(outbound, index, model);
    }

    /** Rampart's own conversion alone: LLOM to DOOM ({@code to-dom}), DOOM to LLOM ({@code from-dom}). */
    public Object convert(String phase, Object model) {
        try {
            return switch (phase) {
                case "to-dom" -> Axis2Util.getDocumentFromSOAPEnvelope((SOAPEnvelope) model, true);
                case "from-dom" -> Axis2Util.getSOAPEnvelopeFromDOMDocument((Document) model, true);
                default -> throw new IllegalArgumentException("rampart converts to-dom and from-dom, not " + phase);
            };
        } catch (WSSecurityException e) {
            throw new IllegalStateException("rampart: " + phase + ": " + e.getMessage(), e);
        }
    }

    /**
     * Axis2's own runtime for a policy (the keys of {@link RampartSecurity#RampartSecurity(Map)}): a client and the
     * seismic service joined by an in-memory transport, the service answering each of {@code requests} (envelopes)
     * with the results of the response of the same index; {@code wire} sees each request's bytes on their way and
     * returns what the service receives.
     */
    public Object runtime(Map<String, Object> policy, List<byte[]> requests, List<byte[]> responses,
            UnaryOperator<byte[]> wire) {
        return new Axis2Runtime(policy, requests, responses, wire);
    }

    /** One whole exchange of the runtime's query {@code index}: the results the client bound. */
    public Object exchange(Object runtime, int index) {
        return ((Axis2Runtime) runtime).exchange(index);
    }

    /** The JCA provider order in force and which provider serves a signature algorithm (a JCA name). */
    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }

    private static QName qname(Object bean) {
        return bean instanceof Query ? Query.MY_QNAME : Results.MY_QNAME;
    }
}
