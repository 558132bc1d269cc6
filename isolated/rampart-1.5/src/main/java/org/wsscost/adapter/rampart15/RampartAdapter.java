package org.wsscost.adapter.rampart15;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axiom.soap.impl.builder.StAXSOAPModelBuilder;
import org.apache.axis2.databinding.ADBException;
import org.apache.rampart.util.Axis2Util;
import org.apache.ws.security.WSSecurityException;
import org.w3c.dom.Document;
import org.wsscost.seismic.types.Quake;
import org.wsscost.seismic.types.Query;
import org.wsscost.seismic.types.ResultSet;
import org.wsscost.seismic.types.Results;

/**
 * Apache Rampart 1.5 on Axis2 1.5.1 and Axiom 1.2.8, as the 2010 comparison ran it, driven as the suite drives
 * an isolated stack: by these public methods, whose names and JDK types are the contract (the suite's
 * {@code stack.isolated.Adapter}), since this class lives in a class loader that cannot see the suite. One
 * instance per thread, as a suite stack. Models are Axiom 1.2.8's: an LLOM envelope, or the DOOM document
 * Rampart hands WSS4J. The ADB classes are Axis2 1.5.1's XSD2Java's, in the package it names after the
 * schema's namespace.
 */
public final class RampartAdapter {
    private final SOAPFactory llom = OMAbstractFactory.getSOAP11Factory();

    /** A full StAX pass with the parser Axiom hands out, no model. */
    public long parse(byte[] message) {
        try {
            XMLStreamReader r = StAXUtils.createXMLStreamReader(new ByteArrayInputStream(message));
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

    /** The envelope as Axis2 1.5.1's SOAPBuilder makes it, fully built (Axiom builds lazily). */
    public Object build(byte[] message) {
        try {
            SOAPEnvelope envelope = new StAXSOAPModelBuilder(
                    StAXUtils.createXMLStreamReader(new ByteArrayInputStream(message), "UTF-8")).getSOAPEnvelope();
            envelope.build();
            return envelope;
        } catch (XMLStreamException | OMException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    /** LLOM, or the DOOM envelope a secured sender leaves (Axis2 writes that one as it is). */
    public byte[] serialize(Object model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            ((SOAPEnvelope) model).serialize(out);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("rampart-1.5: serialize: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** As Axis2 1.5's generated message receivers bind: the ADB factory on the payload's uncached StAX view. */
    public Object bind(Object model) {
        OMElement first = ((SOAPEnvelope) model).getBody().getFirstElement();
        XMLStreamReader payload = first.getXMLStreamReaderWithoutCaching();
        try {
            return Query.MY_QNAME.getLocalPart().equals(first.getLocalName())
                    ? Query.Factory.parse(payload) : Results.Factory.parse(payload);
        } catch (Exception e) {
            // the generated parse methods declare Exception
            throw new IllegalStateException("rampart-1.5: bind: " + e, e);
        }
    }

    /** As Axis2 1.5's stubs do: the bean goes into the Body as an element it writes itself when serialised or converted. */
    public Object marshal(Object payload) {
        SOAPEnvelope envelope = llom.getDefaultEnvelope();
        envelope.getBody().addChild(element(payload));
        return envelope;
    }

    /** A bound payload written out as XML, for the suite's checks. */
    public byte[] payload(Object bound) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            element(bound).serialize(out);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("rampart-1.5: payload: " + e.getMessage(), e);
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
                default -> throw new IllegalArgumentException("rampart-1.5 converts to-dom and from-dom, not " + phase);
            };
        } catch (WSSecurityException e) {
            throw new IllegalStateException("rampart-1.5: " + phase + ": " + e.getMessage(), e);
        }
    }

    /** The JCA provider order in force and which provider serves a signature algorithm (a JCA name). */
    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }

    /** The bean as the element Axis2 1.5's ADB writes (the generated classes share no interface for it). */
    private OMElement element(Object bean) {
        try {
            return bean instanceof Query q ? q.getOMElement(Query.MY_QNAME, llom)
                    : ((Results) bean).getOMElement(Results.MY_QNAME, llom);
        } catch (ADBException e) {
            throw new IllegalStateException("rampart-1.5: marshal: " + e.getMessage(), e);
        }
    }
}
