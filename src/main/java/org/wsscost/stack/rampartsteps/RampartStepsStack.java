package org.wsscost.stack.rampartsteps;

import java.io.ByteArrayInputStream;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.util.StAXParserConfiguration;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axis2.databinding.ADBBean;
import org.apache.axis2.databinding.ADBException;
import org.w3c.dom.Document;
import org.wsscost.binding.adb.AdbBinder;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Converting;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jdom.DomSecurity;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Axis2 + Rampart: Axiom's LLOM. With no security policy Rampart leaves the message on LLOM, so the
 * plain pipeline never converts; secured, it goes through {@link InMemoryModel} around WSS4J.
 * Payloads are bound with ADB, Axis2's default binding (classes generated from the seismic schema),
 * not JAXB as the other stacks.
 */
public final class RampartStepsStack implements Stack, Converting {
    private final SOAPFactory llom = OMAbstractFactory.getSOAP11Factory();
    private final InMemoryModel conversion = new InMemoryModel();

    /** Takes the JAXB binder all stacks are made with, unused: Axis2 binds with ADB. */
    public RampartStepsStack(Binder unused) {
    }

    @Override
    public long parse(byte[] message) {
        try {
            return Soap.drain(StAXUtils.createXMLStreamReader(StAXParserConfiguration.SOAP, new ByteArrayInputStream(message)));
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    /** The envelope, fully built: Axiom builds lazily, and a half-built tree would flatter it. */
    @Override
    public SOAPEnvelope build(byte[] message) {
        try {
            SOAPEnvelope envelope = OMXMLBuilderFactory.createSOAPModelBuilder(new ByteArrayInputStream(message), "UTF-8")
                    .getSOAPEnvelope();
            envelope.build();
            return envelope;
        } catch (OMException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] serialize(Object model) {
        return Soap.written("rampart", out -> ((SOAPEnvelope) model).serialize(out));
    }

    /**
     * ADB's generated parser reads the payload's StAX view, as Axis2's generated message receivers do;
     * with caching on, the tree stays usable afterwards. The view starts before the element, ADB on it.
     */
    @Override
    public Object bind(Object model) {
        XMLStreamReader payload = ((SOAPEnvelope) model).getBody().getFirstElement().getXMLStreamReader(true);
        try {
            payload.nextTag();
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("rampart: bind: " + e.getMessage(), e);
        }
        return AdbBinder.parse(payload);
    }

    /**
     * As Axis2 does: the ADB bean goes into the Body as an element backed by the bean
     * ({@code ADBDataSource}), which writes itself out only when the envelope is serialised or
     * converted to DOOM. So this phase is cheap and the serialise or to-dom phase carries the
     * writing, as in Axis2.
     */
    @Override
    public SOAPEnvelope marshal(Object payload) {
        SOAPEnvelope envelope = llom.getDefaultEnvelope();
        try {
            envelope.getBody().addChild(((ADBBean) payload).getOMElement(null, llom));
        } catch (ADBException e) {
            throw new IllegalStateException("rampart: marshal: " + e, e);
        }
        return envelope;
    }

    @Override
    public Object convert(Phase phase, Object model) {
        return switch (phase) {
            case TO_DOM -> conversion.toDom((SOAPEnvelope) model);
            case FROM_DOM -> conversion.fromDom((Document) model);
            default -> throw new IllegalArgumentException("rampart-steps converts to-dom and from-dom, not " + phase.id());
        };
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return StepsSecurity.of(new DomSecurity(policy, new Wss4jKeys(keys)));
    }
}
