package org.wsscost.springws;

import java.io.ByteArrayInputStream;
import java.util.function.Function;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMException;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.soap.SOAPEnvelope;
import org.wsscost.Id;
import org.wsscost.payload.Binder;
import org.wsscost.stack.metroxwss.MetroXwssStack;

/**
 * The three ways Spring-WS lets an endpoint read a request payload, which it once compared at 34
 * (SAAJ), 31 (Axiom, payload cached) and 182 (Axiom, not cached) requests a second for a 68 KB
 * request: SAAJ builds a DOM; Axiom with caching builds its tree while the binder reads; Axiom
 * without caching streams the payload straight from the parser and builds nothing below the Body.
 */
public enum PayloadAccess implements Id {
    SAAJ(binder -> {
        MetroXwssStack saaj = new MetroXwssStack(binder);
        return message -> saaj.bind(saaj.build(message));
    }),
    AXIOM_CACHED(binder -> message -> binder.unmarshal(payload(message).getXMLStreamReader(true))),
    AXIOM_STREAMING(binder -> message -> binder.unmarshal(payload(message).getXMLStreamReaderWithoutCaching()));

    /** Bytes of a request to the bound payload, as one endpoint call does it. */
    public interface Reader {
        Object read(byte[] message);
    }

    private final Function<Binder, Reader> factory;

    PayloadAccess(Function<Binder, Reader> factory) {
        this.factory = factory;
    }

    /** A reader for one thread. */
    public Reader create(Binder binder) {
        return factory.apply(binder);
    }

    public static PayloadAccess of(String id) {
        return Id.parse(PayloadAccess.class, "payload access", id);
    }

    private static OMElement payload(byte[] message) {
        try {
            SOAPEnvelope envelope = OMXMLBuilderFactory.createSOAPModelBuilder(new ByteArrayInputStream(message), "UTF-8")
                    .getSOAPEnvelope();
            return envelope.getBody().getFirstElement();
        } catch (OMException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }
}
