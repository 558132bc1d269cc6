package org.wsscost.runtime.metrowsit;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.Codec;
import com.sun.xml.ws.api.pipe.ContentType;
import com.sun.xml.ws.api.server.TransportBackChannel;
import com.sun.xml.ws.api.server.WSEndpoint;
import com.sun.xml.ws.api.server.WebServiceContextDelegate;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.Principal;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.wsscost.runtime.Wire;

/**
 * The server end of the in-VM wire: a Metro endpoint at an {@code invm://} address, fed request bytes
 * the way Metro's HTTP adapter feeds it (decode with the endpoint's codec, run its tubeline, encode
 * the reply), on the caller's thread. Codec and pipe head are not thread-safe: one of each per thread.
 */
final class InVmServer implements AutoCloseable {
    static final String SCHEME = "invm";
    private static final Map<String, InVmServer> DEPLOYED = new ConcurrentHashMap<>();
    private static final AtomicInteger NEXT = new AtomicInteger();
    /** No container around the endpoint: no user, no roles, nothing published at any address. */
    private static final WebServiceContextDelegate NO_CONTAINER = new WebServiceContextDelegate() {
        @Override
        public Principal getUserPrincipal(Packet request) {
            return null;
        }

        @Override
        public boolean isUserInRole(Packet request, String role) {
            return false;
        }

        @Override
        public String getEPRAddress(Packet request, WSEndpoint endpoint) {
            return null;
        }

        @Override
        public String getWSDLAddress(Packet request, WSEndpoint endpoint) {
            return null;
        }
    };
    /** The reply travels back as the return value; there is no connection to close early. */
    private static final TransportBackChannel NO_BACK_CHANNEL = () -> { };

    /** The server's encoded reply and the content type to decode it with. */
    record Reply(byte[] bytes, String contentType) {
    }

    private record Head(Codec codec, WSEndpoint.PipeHead pipe) {
    }

    final String address;
    private final WSEndpoint<?> endpoint;
    private final ThreadLocal<Head> heads;
    /** Sees every call's bytes; null (the benchmarks' case) costs one read of a field. */
    private volatile Consumer<Wire> tap;

    private InVmServer(String address, WSEndpoint<?> endpoint) {
        this.address = address;
        this.endpoint = endpoint;
        this.heads = ThreadLocal.withInitial(() -> new Head(endpoint.createCodec(), endpoint.createPipeHead()));
    }

    /** Deploys the endpoint at a new {@code invm://} address until {@link #close()}. */
    static InVmServer deploy(WSEndpoint<?> endpoint, String name) {
        InVmServer server = new InVmServer(SCHEME + "://wsscost/" + name + "/" + NEXT.incrementAndGet(), endpoint);
        DEPLOYED.put(server.address, server);
        return server;
    }

    /** The server deployed at an address, or null. */
    static InVmServer at(String address) {
        return DEPLOYED.get(address);
    }

    void tap(Consumer<Wire> tap) {
        this.tap = tap;
    }

    /** One call: the request as it came off the wire, with its Content-Type and SOAPAction headers. */
    Reply process(byte[] request, String contentType, String soapAction) {
        Head head = heads.get();
        Packet packet = new Packet();
        packet.soapAction = soapAction;
        packet.webServiceContextDelegate = NO_CONTAINER;
        packet.transportBackChannel = NO_BACK_CHANNEL;
        packet.setState(Packet.State.ServerRequest);
        try {
            head.codec().decode(new ByteArrayInputStream(request), contentType, packet);
            Packet response = head.pipe().process(packet, NO_CONTAINER, NO_BACK_CHANNEL);
            if (response.getMessage() == null) {
                throw new IllegalStateException(address + ": no reply, but the seismic operation is request-response");
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ContentType type = head.codec().encode(response, out);
            Reply reply = new Reply(out.toByteArray(), type.getContentType());
            Consumer<Wire> t = tap;
            if (t != null) {
                t.accept(new Wire(request, reply.bytes()));
            }
            return reply;
        } catch (IOException e) {
            throw new UncheckedIOException(address + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        DEPLOYED.remove(address);
        endpoint.dispose();
    }
}
