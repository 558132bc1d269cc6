package org.wsscost.adapter.rampart;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.function.UnaryOperator;
import org.apache.axis2.AxisFault;
import org.apache.axis2.Constants;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.TransportOutDescription;
import org.apache.axis2.handlers.AbstractHandler;
import org.apache.axis2.transport.TransportSender;
import org.apache.axis2.transport.TransportUtils;

/**
 * Axis2's transport between a client and a service in one JVM, with no sockets: a request is written out as an
 * HTTP sender writes it, and its bytes are what the service receives; the service's reply is written out the same
 * way and read back by the client's own builder. Axis2 1.7 has a local transport, but it finds its one service
 * through a JVM-wide configuration, and a benchmark runs a client and a service per thread.
 */
final class InMemoryTransport {
    /** The name both sides know the transport by. */
    static final String NAME = "wsscost-memory";
    /** What an HTTP transport would send as Content-Type: SOAP 1.1 in UTF-8. */
    static final String CONTENT_TYPE = "text/xml; charset=UTF-8";

    private InMemoryTransport() {
    }

    /** Where a request goes: the service's receiving end. */
    interface Endpoint {
        /** The service's reply to a request's bytes, a fault included. */
        byte[] serve(byte[] request, String soapAction);
    }

    /**
     * The client's sender: writes the request, hands its bytes (as {@code wire} passes them on) to the service, and
     * leaves the reply where Axis2's client reads a response from (the request context's TRANSPORT_IN).
     */
    static final class ClientSender extends Sender {
        private final Endpoint service;
        private final UnaryOperator<byte[]> wire;

        ClientSender(Endpoint service, UnaryOperator<byte[]> wire) {
            this.service = service;
            this.wire = wire;
        }

        @Override
        public InvocationResponse invoke(MessageContext request) throws AxisFault {
            ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 14);
            TransportUtils.writeMessage(request, out);
            byte[] reply = service.serve(wire.apply(out.toByteArray()), request.getSoapAction());
            request.setProperty(MessageContext.TRANSPORT_IN, new ByteArrayInputStream(reply));
            request.setProperty(Constants.Configuration.CONTENT_TYPE, CONTENT_TYPE);
            return InvocationResponse.CONTINUE;
        }
    }

    /** The service's sender: writes a reply to the stream its request came with (TRANSPORT_OUT), as a servlet's response. */
    static final class ReplySender extends Sender {
        @Override
        public InvocationResponse invoke(MessageContext reply) throws AxisFault {
            TransportUtils.writeMessage(reply, (OutputStream) reply.getProperty(MessageContext.TRANSPORT_OUT));
            return InvocationResponse.CONTINUE;
        }
    }

    /** What a sender holds nothing for: no connection to open, clean up or stop. */
    private abstract static class Sender extends AbstractHandler implements TransportSender {
        @Override
        public void init(ConfigurationContext context, TransportOutDescription transport) {
        }

        @Override
        public void cleanup(MessageContext message) {
        }

        @Override
        public void stop() {
        }
    }
}
