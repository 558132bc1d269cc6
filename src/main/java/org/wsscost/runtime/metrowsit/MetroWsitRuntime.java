package org.wsscost.runtime.metrowsit;

import com.sun.xml.ws.api.BindingID;
import com.sun.xml.ws.api.server.Container;
import com.sun.xml.ws.api.server.InstanceResolver;
import com.sun.xml.ws.api.server.SDDocumentSource;
import com.sun.xml.ws.api.server.WSEndpoint;
import com.sun.xml.ws.developer.WSBindingProvider;
import com.sun.xml.ws.spi.ProviderImpl;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Dispatch;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.handler.MessageContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.xml.namespace.QName;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.payload.JaxbResults;
import org.wsscost.runtime.Recordings.Recorded;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.Wire;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Profile;
import org.wsscost.stack.metroxwss.XwssDiagnostics;

/**
 * Metro's streaming ("optimized") WS-Security through its real JAX-WS runtime: a {@link SeismicService}
 * endpoint and a JAXB {@link Dispatch} client in one JVM, joined by the in-VM transport, securing
 * both messages as the profile's WS-SecurityPolicy in the WSDL says. Each {@link #exchange} is a whole
 * round trip on the caller's thread: the client marshals and secures the query, the server verifies,
 * decrypts and binds it, then marshals and secures the recorded results, and the client processes and
 * binds them. Start-up takes seconds: open once per trial. Threads share it as a server's threads share
 * its endpoint (a codec and tubeline head each); each calling thread gets a client of its own, made on its
 * first call, since {@code Dispatch} is not thread-safe.
 * <p>Metro's defaults stay: a sender's Timestamp expires 300 s after it is made, and a receiver allows
 * 300 s of clock skew and 300 s of freshness. Every exchange makes new Timestamps, so trials of any
 * length are fine; there is no replay cache, so nothing builds up across a trial either.
 */
public final class MetroWsitRuntime implements AutoCloseable {
    static {
        XwssDiagnostics.configure();
    }

    private final InVmServer server;
    private final List<Recorded> recorded;
    private final ThreadLocal<Dispatch<Object>> clients;
    /** Every client made, to close with the runtime. */
    private final List<Dispatch<Object>> made = new CopyOnWriteArrayList<>();

    private MetroWsitRuntime(InVmServer server, List<Recorded> recorded, Supplier<Dispatch<Object>> client) {
        this.server = server;
        this.recorded = recorded;
        this.clients = ThreadLocal.withInitial(() -> {
            Dispatch<Object> c = client.get();
            made.add(c);
            return c;
        });
    }

    /**
     * Deploys the service for {@code profile} ({@code plain}, {@code sign} or {@code signencr}) answering
     * the recorded exchanges, and a client for it.
     */
    public static MetroWsitRuntime open(Profile profile, List<Exchange> exchanges, JAXBContext jaxb) {
        return open(profile, exchanges, jaxb, KeyStoreType.PKCS12);
    }

    /**
     * The same, with both parties' keystore assertions naming stores of {@code keystore}: the
     * committed PKCS12 stores, or their JKS copies (same keys).
     */
    public static MetroWsitRuntime open(Profile profile, List<Exchange> exchanges, JAXBContext jaxb, KeyStoreType keystore) {
        QName port = SeismicWsdl.port(profile);
        Recordings recordings = Recordings.bind(exchanges, jaxb);
        WsitHome.prepare();
        URL wsdl = WsitHome.wsdl(keystore);
        WSEndpoint<SeismicService> endpoint = WSEndpoint.create(SeismicService.class, false,
                InstanceResolver.createSingleton(new SeismicService(recordings, jaxb)).createInvoker(),
                SeismicWsdl.SERVICE, port, Container.NONE, BindingID.SOAP11_HTTP.createBinding(),
                SDDocumentSource.create(wsdl), null, null, true);
        InVmServer server = InVmServer.deploy(endpoint, profile.id());
        MetroWsitRuntime runtime = new MetroWsitRuntime(server, recordings.queries(),
                () -> client(wsdl, port, jaxb, keystore, server.address));
        runtime.clients.get();
        return runtime;
    }

    /** A JAXB {@code Dispatch} client of the service at {@code address}, for one thread. */
    private static Dispatch<Object> client(URL wsdl, QName port, JAXBContext jaxb, KeyStoreType keystore, String address) {
        Thread thread = Thread.currentThread();
        ClassLoader loader = thread.getContextClassLoader();
        Dispatch<Object> client;
        thread.setContextClassLoader(WsitHome.clientLoader(keystore, loader));
        try {
            // Metro's own JAX-WS provider: CXF registers one too, and Service.create would take whichever is found first
            client = new ProviderImpl().createServiceDelegate(wsdl, SeismicWsdl.SERVICE, Service.class)
                    .createDispatch(port, jaxb, Service.Mode.PAYLOAD);
        } finally {
            thread.setContextClassLoader(loader);
        }
        Map<String, Object> context = client.getRequestContext();
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address);
        context.put(BindingProvider.SOAPACTION_USE_PROPERTY, Boolean.TRUE);
        context.put(BindingProvider.SOAPACTION_URI_PROPERTY, SeismicWsdl.SOAP_ACTION);
        context.put(MessageContext.WSDL_OPERATION, SeismicWsdl.OPERATION);
        return client;
    }

    /** The recorded exchanges, in recorded order, with their queries bound once. */
    public List<Recorded> recorded() {
        return recorded;
    }

    /** One round trip on the calling thread's client; returns the {@link JaxbResults} it bound from the service's response. */
    public Object exchange(JaxbQuery query) {
        return clients.get().invoke(query);
    }

    /** The calling thread's client, for a caller that keeps it: its round trips skip {@link #exchange}'s per-thread look-up. */
    public Client client() {
        return new Client(clients.get());
    }

    /** One thread's client of the service; not thread-safe, as its {@code Dispatch} is not. */
    public static final class Client {
        private final Dispatch<Object> dispatch;

        private Client(Dispatch<Object> dispatch) {
            this.dispatch = dispatch;
        }

        /** One round trip; returns the {@link JaxbResults} the client bound from the service's response. */
        public Object exchange(JaxbQuery query) {
            return dispatch.invoke(query);
        }

        /** The thread's {@code Dispatch} this client calls: one per thread, whichever way it is asked for. */
        Dispatch<Object> dispatch() {
            return dispatch;
        }
    }

    /**
     * Hands raw request bytes to the server end of the wire, as any client (or attacker) could send
     * them, and returns the bytes it answers with: the secured response or a SOAP fault.
     */
    public byte[] post(byte[] request) {
        return server.process(request, "text/xml; charset=utf-8", "\"" + SeismicWsdl.SOAP_ACTION + "\"").bytes();
    }

    /** Shows every call's wire bytes to {@code tap} from now on; null stops it (the benchmarks run without). */
    public void tap(Consumer<Wire> tap) {
        server.tap(tap);
    }

    @Override
    public void close() {
        try {
            for (Dispatch<Object> client : made) {
                ((WSBindingProvider) client).close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("metro-wsit: closing a client: " + e.getMessage(), e);
        } finally {
            server.close();
        }
    }
}
