package org.wsscost.stack.rampart;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import javax.xml.stream.XMLStreamException;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.om.util.StAXParserConfiguration;
import org.apache.axiom.om.util.StAXUtils;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.wsscost.bind.Binder;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.Security;
import org.wsscost.stack.Soap;
import org.wsscost.stack.Stack;
import org.wsscost.stack.StackId;
import org.wsscost.stack.wss4j.Wss4jKeys;
import org.wsscost.stack.wss4jdom.DomSecurity;

/**
 * Axis2 + Rampart: Axiom's LLOM. With no security policy Rampart leaves the message on LLOM, so the
 * plain pipeline never converts; secured, it goes through {@link InMemoryModel} around WSS4J.
 */
public final class RampartStack implements Stack {
    private final Binder binder;
    private final SOAPFactory llom = OMAbstractFactory.getSOAP11Factory();

    public RampartStack(Binder binder) {
        this.binder = binder;
    }

    @Override
    public StackId id() {
        return StackId.RAMPART;
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
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ((SOAPEnvelope) model).serialize(out);
        } catch (XMLStreamException e) {
            throw new IllegalStateException("rampart: serialize: " + e, e);
        }
        return out.toByteArray();
    }

    /** Axis2 binds from the payload's StAX view; with caching on, the tree stays usable afterwards. */
    @Override
    public Object bind(Object model) {
        return binder.unmarshal(((SOAPEnvelope) model).getBody().getFirstElement().getXMLStreamReader(true));
    }

    @Override
    public SOAPEnvelope marshal(Object payload) {
        SOAPEnvelope envelope = llom.getDefaultEnvelope();
        binder.marshal(payload, envelope.getBody().getSAXResult());
        return envelope;
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return new RampartSecurity(new DomSecurity(policy, new Wss4jKeys(keys)));
    }
}
