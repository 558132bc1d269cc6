package org.wsscost.runtime.springws;

import java.io.IOException;
import java.net.URI;
import org.springframework.ws.WebServiceMessageFactory;
import org.springframework.ws.transport.WebServiceMessageReceiver;
import org.springframework.ws.transport.support.WebServiceMessageReceiverObjectSupport;

/**
 * The server end of the in-memory wire: Spring-WS's receiver at an {@code inmemory:} address, fed each request
 * the way {@code MessageDispatcherServlet} feeds it (through {@code WebServiceMessageReceiverHandlerAdapter}):
 * {@code handleConnection} reads the request with the message factory, hands it to the dispatcher and writes
 * the response back over the connection, on the caller's thread.
 */
final class InMemoryServer extends WebServiceMessageReceiverObjectSupport implements AutoCloseable {
    final URI address;
    private final WebServiceMessageReceiver dispatcher;
    /** Whether its connections are fault-aware, as the servlet transport's. */
    private final boolean servletStyle;
    private volatile boolean open = true;

    InMemoryServer(URI address, WebServiceMessageFactory messages, WebServiceMessageReceiver dispatcher, boolean servletStyle) {
        this.address = address;
        this.dispatcher = dispatcher;
        this.servletStyle = servletStyle;
        setMessageFactory(messages);
    }

    /** One call: the request as it came off the wire; the reply as the receiver wrote it (empty for none). */
    Sent handle(Sent request) throws IOException {
        if (!open) {
            throw new IOException("spring-ws-runtime: the server at " + address + " is closed");
        }
        ServerConnection connection = servletStyle
                ? new ServerConnection.ServletStyle(address, request) : new ServerConnection(address, request);
        try {
            handleConnection(connection, dispatcher);
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            // what a servlet container would turn into a 500: an exception no resolver made a fault of
            throw new IllegalStateException("spring-ws-runtime: the server at " + address + " failed: " + e.getMessage(), e);
        }
        return connection.reply();
    }

    @Override
    public void close() {
        open = false;
    }
}
