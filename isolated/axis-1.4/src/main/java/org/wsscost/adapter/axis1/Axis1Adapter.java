package org.wsscost.adapter.axis1;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.SAXParser;
import org.apache.axis.AxisFault;
import org.apache.axis.Message;
import org.apache.axis.SOAPPart;
import org.apache.axis.encoding.SerializationContext;
import org.apache.axis.message.SOAPBodyElement;
import org.apache.axis.message.SOAPEnvelope;
import org.apache.axis.utils.XMLUtils;
import org.wsscost.adapter.axis1.types.Quake;
import org.wsscost.adapter.axis1.types.Query;
import org.wsscost.adapter.axis1.types.ResultSet;
import org.wsscost.adapter.axis1.types.Results;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Apache Axis 1.4 with WSS4J 1.5.8's handlers, driven as the suite drives an isolated stack: by these public
 * methods, whose names and JDK types are the contract (the suite's {@code stack.isolated.Adapter}), since this
 * class lives in a class loader that cannot see the suite. One instance per thread. Models are Axis messages
 * ({@code org.apache.axis.Message}), each the request of a message context of its own, as Axis makes one per
 * call; the binding is Axis 1.4's bean serializers on the beans its WSDL2Java generates from the seismic schema.
 */
public final class Axis1Adapter {
    private final Seismic seismic = new Seismic();

    /** A full SAX pass with the parser Axis hands out (the one its DeserializationContext parses with), no model. */
    public long parse(byte[] message) {
        SAXParser parser = XMLUtils.getSAXParser();
        Events events = new Events();
        try {
            parser.parse(new InputSource(new ByteArrayInputStream(message)), events);
        } catch (SAXException | IOException e) {
            throw new IllegalArgumentException("malformed XML: " + e.getMessage(), e);
        } finally {
            XMLUtils.releaseSAXParser(parser);
        }
        return events.count;
    }

    /**
     * The message as Axis's HTTP transport hands it in (a stream), parsed into Axis's envelope: SAX events recorded,
     * the elements built as Axis builds them; the Body's payload is bound later, from the record.
     */
    public Object build(byte[] message) {
        Message built = seismic.message(new ByteArrayInputStream(message));
        try {
            built.getSOAPEnvelope();
        } catch (AxisFault e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
        return built;
    }

    /**
     * The message as its SOAPPart writes it, without changing it: an envelope is written afresh on every call (the
     * bean inside it too), the bytes a secured message holds are copied. Not {@code Message.writeTo}, which logs a
     * failure instead of throwing it, nor anything that asks for the length or the bytes, which would make the part
     * keep its written bytes and every later call copy them.
     */
    public byte[] serialize(Object model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
        try {
            ((SOAPPart) ((Message) model).getSOAPPart()).writeTo(out);
        } catch (IOException e) {
            throw new IllegalStateException("axis1: serialize: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /**
     * The Body's payload as Axis deserialises a document/literal part: the bean deserializer fed with the element's
     * recorded SAX events, afresh on every call (not {@code getObjectValue}, which keeps the first bean it made).
     */
    public Object bind(Object model) {
        SOAPBodyElement payload;
        try {
            payload = ((Message) model).getSOAPEnvelope().getFirstBody();
        } catch (AxisFault e) {
            throw new IllegalStateException("axis1: bind: " + e.getMessage(), e);
        }
        if (payload == null) {
            throw new IllegalArgumentException("axis1: the Body holds no payload element");
        }
        Class<?> type = Seismic.type(payload.getNamespaceURI(), payload.getLocalName());
        try {
            return payload.getValueAsType(null, type);
        } catch (Exception e) {
            // getValueAsType declares Exception
            throw new IllegalStateException("axis1: bind: " + e, e);
        }
    }

    /**
     * As an Axis 1.4 stub sends a document/literal part: the bean goes into a new envelope's Body as the element's
     * value, written by its bean serializer only when the envelope is written (serialize, or WSS4J's handler).
     */
    public Object marshal(Object payload) {
        SOAPEnvelope envelope = new SOAPEnvelope();
        envelope.addBodyElement(new SOAPBodyElement(Seismic.element(payload), payload));
        return seismic.message(envelope);
    }

    /** A bound payload written out as XML by its bean serializer, for the suite's checks. */
    public byte[] payload(Object bound) {
        StringWriter out = new StringWriter();
        SerializationContext context = new SerializationContext(out, seismic.context());
        context.setSendDecl(false);
        try {
            context.serialize(Seismic.element(bound), null, bound);
        } catch (IOException e) {
            throw new IllegalStateException("axis1: payload: " + e.getMessage(), e);
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
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

    /** WSS4J 1.5.8's Axis handlers for one policy (the suite's map of it). */
    public Object security(Map<String, Object> policy) {
        return new HandlerSecurity(policy, seismic);
    }

    public List<String> steps(Object security, boolean outbound) {
        return ((HandlerSecurity) security).steps(outbound);
    }

    /** Runs one step; a refused message throws {@link SecurityException} with WSS4J's reason. */
    public Object step(Object security, boolean outbound, int index, Object model) {
        return ((HandlerSecurity) security).step(outbound, index, (Message) model);
    }

    /** The handlers convert Axis's envelope to a DOM document and back inside their own invoke: nothing to time alone. */
    public Object convert(String phase, Object model) {
        throw new IllegalArgumentException("axis1 has no in-memory model conversion (" + phase + ") of its own: WSS4J's "
                + "handlers write Axis's envelope, parse it into a DOM document and write that back inside their invoke");
    }

    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }

    /** Counts the parser's events, as the other stacks' parse counts theirs. */
    private static final class Events extends DefaultHandler {
        long count;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            count++;
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            count++;
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            count++;
        }
    }
}
