package org.wsscost.stack.wss4jstax;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * CXF's streaming path: Woodstox events straight into JAXB, no object model. Phases are fused:
 * {@link #build} keeps the bytes (there is nothing to build), {@link #bind} parses while binding,
 * {@link #marshal} serialises while marshalling and {@link #serialize} hands the bytes over.
 * Its reader supports no DTD and no external entity, as SOAP 1.1 allows none: with Woodstox's defaults
 * it read a local file into the bound payload in the attack tests.
 */
public final class Wss4jStaxStack implements Stack {
    private final Binder binder;
    private final XMLInputFactory input = secure(new WstxInputFactory());
    private final XMLOutputFactory output = new WstxOutputFactory();

    public Wss4jStaxStack(Binder binder) {
        this.binder = binder;
    }

    private static XMLInputFactory secure(XMLInputFactory factory) {
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return factory;
    }

    @Override
    public long parse(byte[] message) {
        return Soap.drain(input, message);
    }

    @Override
    public WireMessage build(byte[] message) {
        return new WireMessage(message);
    }

    @Override
    public byte[] serialize(Object model) {
        return ((WireMessage) model).bytes();
    }

    @Override
    public Object bind(Object model) {
        try {
            return read(reader(((WireMessage) model).bytes()));
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        }
    }

    @Override
    public WireMessage marshal(Object payload) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter out = output.createXMLStreamWriter(bytes, "UTF-8");
            write(payload, out);
            out.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("wss4j-stax: marshal: " + e, e);
        }
        return new WireMessage(bytes.toByteArray());
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return new StaxSecurity(this, policy, new Wss4jKeys(keys));
    }

    XMLStreamReader reader(byte[] message) throws XMLStreamException {
        return input.createXMLStreamReader(new ByteArrayInputStream(message));
    }

    XMLStreamWriter writer(OutputStream out) throws XMLStreamException {
        return output.createXMLStreamWriter(out, "UTF-8");
    }

    /** Binds the payload of an envelope read from {@code reader}, which is left after the payload. */
    Object read(XMLStreamReader reader) throws XMLStreamException {
        Soap.toPayload(reader);
        return binder.unmarshal(reader);
    }

    /** Writes a whole envelope around the payload: the events a streaming sender emits. */
    void write(Object payload, XMLStreamWriter out) throws XMLStreamException {
        out.writeStartDocument("UTF-8", "1.0");
        out.setPrefix(Soap.PREFIX, Soap.NS);
        out.writeStartElement(Soap.PREFIX, "Envelope", Soap.NS);
        out.writeNamespace(Soap.PREFIX, Soap.NS);
        out.writeStartElement(Soap.PREFIX, "Body", Soap.NS);
        binder.marshal(payload, out);
        out.writeEndElement();
        out.writeEndElement();
        out.writeEndDocument();
    }
}
