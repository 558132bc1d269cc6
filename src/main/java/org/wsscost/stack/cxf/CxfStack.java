package org.wsscost.stack.cxf;

import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.io.ByteArrayInputStream;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import javax.xml.transform.dom.DOMSource;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.ReadHeadersInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapOutInterceptor;
import org.apache.cxf.binding.soap.saaj.SAAJInInterceptor;
import org.apache.cxf.binding.soap.saaj.SAAJOutInterceptor;
import org.apache.cxf.binding.soap.saaj.SAAJUtils;
import org.apache.cxf.helpers.DOMUtils;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.interceptor.StaxInInterceptor;
import org.apache.cxf.staxutils.StaxUtils;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.stack.cxfwss4j.CxfMessages;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Apache CXF's DOM path for WS-Security: the model is CXF's {@link SoapMessage} holding a SAAJ
 * {@link SOAPMessage} (Metro's SAAJ, the one on the classpath), built and written by CXF's own interceptors,
 * called one by one in their chain's order, as CXF's interceptor tests call them:
 * <ul>
 * <li>{@link #marshal}: {@code SAAJOutInterceptor} (what {@code WSS4JOutInterceptor} runs when no SAAJ
 * interceptor did) swaps the writer for one that builds the SAAJ tree, {@code SoapOutInterceptor} writes the
 * envelope's start, and JAXB marshals the payload into it, as CXF's JAXB data writer does;</li>
 * <li>{@link #serialize}: {@code SAAJOutEndingInterceptor} writes the SAAJ tree to a new StAX writer, which
 * {@code StaxOutEndingInterceptor} then ends;</li>
 * <li>{@link #build}: {@code StaxInInterceptor} opens CXF's Woodstox reader on the bytes,
 * {@code ReadHeadersInterceptor} reads the headers into a DOM, {@code SAAJInInterceptor} copies them and the
 * Body into SAAJ (the call {@code WSS4JInInterceptor} makes first; it does nothing the second time);</li>
 * <li>{@link #bind}: JAXB reads the payload from a StAX reader over the Body's DOM, as CXF's data reader does
 * once {@code WSS4JInInterceptor} has left one there.</li>
 * </ul>
 * The ending interceptors the called ones add to the message's chain ({@code SoapOutEndingInterceptor}'s end
 * tags, which a DOM writer only steps back over) are not run. Unlike CXF without security, {@code plain} builds
 * SAAJ too: this is the DOM path's baseline; CXF's real plain exchange streams, and is {@code CxfExchange}'s.
 */
public final class CxfStack implements Stack {
    private final Binder binder;
    private final CxfMessages messages = new CxfMessages();
    private final SAAJOutInterceptor saajOut = new SAAJOutInterceptor();
    private final SoapOutInterceptor soapOut = new SoapOutInterceptor(messages.bus());
    private final StaxInInterceptor staxIn = new StaxInInterceptor();
    private final ReadHeadersInterceptor readHeaders = new ReadHeadersInterceptor(messages.bus());

    public CxfStack(Binder binder) {
        this.binder = binder;
    }

    /** CXF's own reader (Woodstox, with CXF's limits), every event: the parse floor. */
    @Override
    public long parse(byte[] message) {
        return Soap.drain(StaxUtils.createXMLStreamReader(new ByteArrayInputStream(message)));
    }

    @Override
    public SoapMessage build(byte[] message) {
        SoapMessage m = messages.inbound(message);
        try {
            staxIn.handleMessage(m);
            readHeaders.handleMessage(m);
            SAAJInInterceptor.INSTANCE.handleMessage(m);
        } catch (Fault e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
        return m;
    }

    /**
     * Writes the SAAJ tree to bytes through a new writer each time, so a model can be written again: the
     * interceptor takes the original writer from the message and leaves the model as it was.
     */
    @Override
    public byte[] serialize(Object model) {
        SoapMessage m = (SoapMessage) model;
        return Soap.written("cxf", out -> {
            XMLStreamWriter writer = StaxUtils.createXMLStreamWriter(out, "UTF-8");
            m.put(SAAJOutInterceptor.ORIGINAL_XML_WRITER, writer);
            SAAJOutInterceptor.SAAJOutEndingInterceptor.INSTANCE.handleMessage(m);
            writer.writeEndDocument();
            writer.flush();
            writer.close();
        });
    }

    /**
     * Reads the payload through a new reader over the Body, as {@code WSS4JInInterceptor.advanceBody} leaves one
     * (over the Body's own DOM element, past its start tag), so a model can be bound again.
     */
    @Override
    public Object bind(Object model) {
        SOAPMessage saaj = ((SoapMessage) model).getContent(SOAPMessage.class);
        try {
            XMLStreamReader reader = StaxUtils.createXMLStreamReader(new DOMSource(DOMUtils.getDomElement(SAAJUtils.getBody(saaj))));
            reader.nextTag();
            reader.nextTag();
            return binder.unmarshal(reader);
        } catch (SOAPException | XMLStreamException e) {
            throw new IllegalArgumentException("SOAP Body unreadable: " + e.getMessage(), e);
        }
    }

    /** A new message for the party that sends requests; the security steps set the sender of the policy they secure. */
    @Override
    public SoapMessage marshal(Object payload) {
        SoapMessage m = messages.outbound(Party.CLIENT);
        saajOut.handleMessage(m);
        soapOut.handleMessage(m);
        binder.marshal(payload, m.getContent(XMLStreamWriter.class));
        return m;
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return CxfSecurity.of(policy, new Wss4jKeys(keys));
    }
}
