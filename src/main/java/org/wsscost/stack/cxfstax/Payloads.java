package org.wsscost.stack.cxfstax;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.wsscost.payload.Binder;

/**
 * Where a CXF endpoint's data binding sits in its chains, for the streaming stack's own chains: JAXB writes the
 * payload into whatever writer the chain holds at {@code MARSHAL} (the securing one, when WS-Security streams)
 * and reads it from the chain's reader at {@code UNMARSHAL} (the verifying one). The payload travels on the
 * message under {@link #PAYLOAD}, as a service's parameters travel in its message.
 */
final class Payloads {
    static final String PAYLOAD = Payloads.class.getName() + ".payload";

    private Payloads() {
    }

    /** An interceptor of one phase that binds with the party's binder. */
    abstract static class WithBinder extends AbstractPhaseInterceptor<Message> {
        final Binder binder;

        WithBinder(String phase, Binder binder) {
            super(phase);
            this.binder = binder;
        }
    }

    /** Marshals the message's payload into the Body the envelope's writer has opened. */
    static final class Writing extends WithBinder {
        Writing(Binder binder) {
            super(Phase.MARSHAL, binder);
        }

        @Override
        public void handleMessage(Message message) {
            binder.marshal(message.get(PAYLOAD), message.getContent(XMLStreamWriter.class));
        }
    }

    /**
     * Binds the Body's payload, then reads the rest of the message: a streaming receiver checks the Body's
     * digest at its end tag, which CXF's document-literal reader reaches as it looks for further parts.
     */
    static final class Reading extends WithBinder {
        Reading(Binder binder) {
            super(Phase.UNMARSHAL, binder);
        }

        @Override
        public void handleMessage(Message message) {
            XMLStreamReader reader = message.getContent(XMLStreamReader.class);
            try {
                while (reader.getEventType() != XMLStreamConstants.START_ELEMENT) {
                    if (reader.getEventType() == XMLStreamConstants.END_ELEMENT) {
                        throw new Fault(new IllegalArgumentException("SOAP Body is empty"));
                    }
                    reader.next();
                }
                message.put(PAYLOAD, binder.unmarshal(reader));
                while (reader.hasNext()) {
                    reader.next();
                }
            } catch (XMLStreamException e) {
                throw new Fault(e);
            }
        }
    }
}
