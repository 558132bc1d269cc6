package org.wsscost.runtime.springws;

import java.io.IOException;
import java.net.URI;
import java.util.function.Consumer;
import org.springframework.ws.transport.WebServiceConnection;
import org.springframework.ws.transport.WebServiceMessageSender;
import org.wsscost.corpus.Direction;
import org.wsscost.runtime.Wire;
import org.wsscost.runtime.WireWatch;

/**
 * Spring-WS's transport SPI for {@code inmemory:} addresses: the template's connections to one
 * {@link InMemoryServer} in the same JVM and thread, carrying the real encoded bytes and their transport
 * headers each way, and no sockets. Spring-WS has no in-VM transport of its own, and spring-ws-test's mock
 * client and server hand message objects across, never bytes. Every call is shown to the tap, and a test can
 * edit the bytes on their way, as anyone between the parties could.
 */
final class InMemorySender extends WireWatch implements WebServiceMessageSender {
    static final String SCHEME = "inmemory";
    private final InMemoryServer server;

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

    /** One call, on the caller's thread: returns the server's reply as the client is to read it. */
    Sent call(Sent request) throws IOException {
        Sent received = request.edited(edit(Direction.REQUEST));
        Sent reply = server.handle(received).edited(edit(Direction.RESPONSE));
        Consumer<Wire> t = tap();
        if (t != null) {
            t.accept(new Wire(received.body(), reply.body()));
        }
        return reply;
    }
}
