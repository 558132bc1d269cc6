package org.wsscost.runtime.springws;

import java.io.IOException;
import java.net.URI;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.springframework.ws.transport.WebServiceConnection;
import org.springframework.ws.transport.WebServiceMessageSender;
import org.wsscost.corpus.Direction;
import org.wsscost.runtime.Wire;

/**
 * Spring-WS's transport SPI for {@code inmemory:} addresses: the template's connections to one
 * {@link InMemoryServer} in the same JVM and thread, carrying the real encoded bytes and their transport
 * headers each way, and no sockets. Spring-WS has no in-VM transport of its own, and spring-ws-test's mock
 * client and server hand message objects across, never bytes. Every call is shown to the tap, and a test can
 * edit the bytes on their way, as anyone between the parties could.
 */
final class InMemorySender implements WebServiceMessageSender {
    static final String SCHEME = "inmemory";
    private final InMemoryServer server;
    /** Sees every call's bytes; null (the benchmarks' case) costs one read of a field. */
    private volatile Consumer<Wire> tap;
    private volatile UnaryOperator<byte[]> requestEdit;
    private volatile UnaryOperator<byte[]> responseEdit;

    InMemorySender(InMemoryServer server) {
        this.server = server;
    }

    /** Only addresses the application configured: one from a message (a WS-Addressing reply-to) never goes in memory. */
    @Override
    public boolean supports(URI uri, UriSource uriSource) {
        return uriSource == UriSource.APPLICATION && SCHEME.equals(uri.getScheme());
    }

    @Override
    public WebServiceConnection createConnection(URI uri) throws IOException {
        if (!server.address.equals(uri)) {
            throw new IOException("spring-ws-runtime: nothing is deployed at " + uri + "; the server is at " + server.address);
        }
        return new ClientConnection(uri, this);
    }

    void tap(Consumer<Wire> tap) {
        this.tap = tap;
    }

    void tamper(Direction direction, UnaryOperator<byte[]> edit) {
        if (direction == Direction.REQUEST) {
            requestEdit = edit;
        } else {
            responseEdit = edit;
        }
    }

    /** One call, on the caller's thread: returns the server's reply as the client is to read it. */
    Sent call(Sent request) throws IOException {
        Sent received = request.edited(requestEdit);
        Sent reply = server.handle(received).edited(responseEdit);
        Consumer<Wire> t = tap;
        if (t != null) {
            t.accept(new Wire(received.body(), reply.body()));
        }
        return reply;
    }
}
