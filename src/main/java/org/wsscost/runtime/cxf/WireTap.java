package org.wsscost.runtime.cxf;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.wsscost.corpus.Direction;
import org.wsscost.runtime.Wire;
import org.wsscost.runtime.WireWatch;

/**
 * The bytes on CXF's local transport, where each party's chain first sees them ({@code RECEIVE}, before any
 * parsing): the service's for requests, the client's for responses. It shows them to a tap and lets a test
 * replace them, as anyone between the parties could. With neither set (the benchmarks' case) the bytes are
 * not touched.
 * <p>It also makes the message arrive as bytes alone. Direct dispatch copies every content of the sender's
 * message into the receiver's, the sender's SAAJ {@code SOAPMessage} among them, and CXF's header and SAAJ
 * interceptors would read into that one instead of building their own (HIERARCHY_REQUEST_ERR on the DOM
 * path). A real transport carries only the stream, so every other content is removed first.
 */
final class WireTap extends WireWatch {
    /** The current call's request as the service read it, until its response arrives (one call at a time). */
    private byte[] request;

    /** For the service's in-chain. */
    AbstractPhaseInterceptor<Message> requests() {
        return new Seen(Direction.REQUEST);
    }

    /** For the client's in-chain. */
    AbstractPhaseInterceptor<Message> responses() {
        return new Seen(Direction.RESPONSE);
    }

    private final class Seen extends AbstractPhaseInterceptor<Message> {
        private final Direction direction;

        Seen(Direction direction) {
            super(WireTap.class.getName() + "." + direction.id(), Phase.RECEIVE);
            this.direction = direction;
        }

        @Override
        public void handleMessage(Message message) {
            for (Class<?> format : message.getContentFormats()) {
                if (format != InputStream.class) {
                    message.removeContent(format);
                }
            }
            Consumer<Wire> t = tap();
            UnaryOperator<byte[]> edit = edit(direction);
            if (t == null && edit == null) {
                return;
            }
            byte[] bytes;
            try (InputStream in = message.getContent(InputStream.class)) {
                bytes = in.readAllBytes();
            } catch (IOException e) {
                throw new Fault(e);
            }
            if (edit != null) {
                bytes = edit.apply(bytes);
            }
            message.setContent(InputStream.class, new ByteArrayInputStream(bytes));
            if (direction == Direction.REQUEST) {
                request = bytes;
            } else if (t != null) {
                t.accept(new Wire(request, bytes));
            }
        }
    }
}
