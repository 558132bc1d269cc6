package org.wsscost.stack.metroxwss;

import com.sun.xml.ws.api.streaming.XMLStreamReaderFactory;
import jakarta.xml.soap.MessageFactory;
import jakarta.xml.soap.MimeHeaders;
import jakarta.xml.soap.SOAPConstants;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.stream.XMLStreamReader;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;

/** Metro's XWSS processor works on SAAJ messages: Metro's own SAAJ implementation, a DOM underneath. */
public final class MetroXwssStack implements Stack {
    private final Binder binder;
    private final MessageFactory saaj;

    public MetroXwssStack(Binder binder) {
        this.binder = binder;
        try {
            saaj = MessageFactory.newInstance(SOAPConstants.SOAP_1_1_PROTOCOL);
        } catch (SOAPException e) {
            throw new IllegalStateException("metro-xwss: SAAJ: " + e, e);
        }
    }

    /** Metro reads every message through its own pooled StAX reader factory. */
    @Override
    public long parse(byte[] message) {
        XMLStreamReader reader = XMLStreamReaderFactory.create(null, new ByteArrayInputStream(message), true);
        try {
            return Soap.drain(reader);
        } finally {
            XMLStreamReaderFactory.recycle(reader);
        }
    }

    /** SAAJ parses lazily; asking for the Body forces the whole envelope into its DOM. */
    @Override
    public SOAPMessage build(byte[] message) {
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

    @Override
    public byte[] serialize(Object model) {
        return Soap.written("metro-xwss", out -> ((SOAPMessage) model).writeTo(out));
    }

    @Override
    public Object bind(Object model) {
        return binder.unmarshal(Soap.payload(((SOAPMessage) model).getSOAPPart()));
    }

    @Override
    public SOAPMessage marshal(Object payload) {
        try {
            SOAPMessage msg = saaj.createMessage();
            binder.marshal(payload, msg.getSOAPBody());
            return msg;
        } catch (SOAPException e) {
            throw new IllegalStateException("metro-xwss: marshal: " + e, e);
        }
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return policy.profile().secured() ? XwssSecurity.of(policy, keys) : Security.none(policy);
    }
}
