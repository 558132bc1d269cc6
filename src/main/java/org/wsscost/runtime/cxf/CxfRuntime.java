package org.wsscost.runtime.cxf;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.Dispatch;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.handler.MessageContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import javax.xml.namespace.QName;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.interceptor.InterceptorProvider;
import org.apache.cxf.io.CachedConstants;
import org.apache.cxf.jaxws.DispatchImpl;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.apache.cxf.jaxws.ServiceImpl;
import org.apache.cxf.transport.local.LocalConduit;
import org.apache.cxf.transport.local.LocalTransportFactory;
import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.cxf.ws.security.wss4j.WSS4JOutInterceptor;
import org.apache.cxf.ws.security.wss4j.WSS4JStaxOutInterceptor;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.payload.JaxbResults;
import org.wsscost.runtime.Recordings.Recorded;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.Wire;
import org.wsscost.security.Allowed;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.cxfwss4j.CxfProperties;
import org.wsscost.stack.cxfwss4j.SuiteInInterceptor;
import org.wsscost.stack.cxfwss4j.SuiteStaxInInterceptor;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Apache CXF as an application runs it: a JAX-WS {@link SeismicProvider} endpoint in payload mode and a JAXB
 * {@link Dispatch} client in one JVM, on CXF's local transport with direct dispatch, which encodes each message
 * into a buffer and has the other party parse it from there, on the caller's thread (what CXF's own
 * WS-Security round-trip tests use). Each {@link #exchange} is a whole round trip: the client marshals the
 * query and secures it, the service verifies, decrypts and binds it, then the recorded results go back the
 * same way. Security runs on CXF's DOM path ({@code cxf}: SAAJ) or its streaming path ({@code cxf-stax}),
 * configured by WSS4J's action interceptors ({@link Configuration#ACTIONS}, the same options as the cxf stacks)
 * or by WS-SecurityPolicy in the WSDL ({@link Configuration#POLICY}: Basic256Sha256 as WS-SP applies it, the
 * suite metro-wsit runs, so only {@code modern} is accepted; {@code ws-security.enable.streaming} picks the
 * streaming path).
 * <p>Built with CXF's own classes, never through {@code jakarta.xml.ws.Service}: Metro registers a JAX-WS
 * provider too, and the first one found would serve. One bus per runtime, shut with it. Not thread-safe
 * ({@code Dispatch} is not): one per thread.
 */
public final class CxfRuntime implements AutoCloseable {
    /** Messages below this stay in memory on the local transport; CXF's default (128 KiB) would spill large responses to a file. */
    private static final int IN_MEMORY = 64 << 20;
    private static final AtomicInteger NEXT = new AtomicInteger();

    private final Bus bus;
    private final Server server;
    private final Dispatch<Object> client;
    private final WireTap wire;
    private final List<Recorded> recorded;

    private CxfRuntime(Bus bus, Server server, Dispatch<Object> client, WireTap wire, List<Recorded> recorded) {
        this.bus = bus;
        this.server = server;
        this.client = client;
        this.wire = wire;
        this.recorded = recorded;
    }

    /**
     * Deploys the service on {@code stack}'s path ({@code cxf} or {@code cxf-stax}) for {@code profile} and
     * {@code suite}, configured as {@code config} says, answering the recorded exchanges, and a client for it; both
     * parties' keys from {@code keys}. As in {@code RoundTrip}, a {@code username} client authenticates its
     * requests and the service answers in plain.
     */
    public static CxfRuntime open(StackId stack, Configuration config, Profile profile, Suite suite, List<Exchange> exchanges,
            JAXBContext jaxb, Keys keys) {
        boolean streaming = streaming(stack);
        if (config == Configuration.POLICY && suite != Suite.MODERN) {
            throw new IllegalArgumentException("config policy runs the WSDL's Basic256Sha256 only: suite modern");
        }
        QName port = CxfWsdl.port(config, profile);
        Recordings recordings = Recordings.bind(exchanges, jaxb);
        Policy request = Policy.of(profile, suite, Party.sending(Direction.REQUEST));
        Policy response = Policy.of(profile == Profile.USERNAME ? Profile.PLAIN : profile, suite, Party.sending(Direction.RESPONSE));
        Wss4jKeys wss4j = new Wss4jKeys(keys);
        Bus bus = BusFactory.newInstance().createBus();
        bus.setProperty(CachedConstants.THRESHOLD_BUS_PROP, Integer.toString(IN_MEMORY));
        URL wsdl = CxfWsdl.url();
        String address = "local://wsscost/seismic/" + NEXT.incrementAndGet();
        WireTap wire = new WireTap();

        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setBus(bus);
        factory.setServiceBean(new SeismicProvider(recordings, jaxb));
        factory.setWsdlLocation(wsdl.toString());
        factory.setServiceName(CxfWsdl.SERVICE);
        factory.setEndpointName(port);
        factory.setAddress(address);
        factory.setTransportId(LocalTransportFactory.TRANSPORT_ID);
        factory.setProperties(config == Configuration.POLICY
                ? policyParty(Party.SERVER, request, streaming, wss4j) : new HashMap<>(CxfProperties.receiverContext(request)));
        factory.getInInterceptors().add(wire.requests());
        if (config == Configuration.ACTIONS) {
            actions(factory, response, request, streaming, wss4j);
        }
        Server server = factory.create();

        ServiceImpl service = new ServiceImpl(bus, wsdl, CxfWsdl.SERVICE, null);
        Dispatch<Object> dispatch = service.createDispatch(port, jaxb, Service.Mode.PAYLOAD);
        Client client = ((DispatchImpl<?>) dispatch).getClient();
        client.getInInterceptors().add(wire.responses());
        // direct dispatch hands the service's exception to the client with the fault's bytes, so a fault skips
        // the in-chain for the in-fault chain: the tap sits on both
        client.getInFaultInterceptors().add(wire.responses());
        if (config == Configuration.ACTIONS) {
            actions(client, request, response, streaming, wss4j);
        }
        Map<String, Object> context = dispatch.getRequestContext();
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, address);
        context.put(LocalConduit.DIRECT_DISPATCH, Boolean.TRUE);
        context.put(MessageContext.WSDL_OPERATION, CxfWsdl.OPERATION);
        // the request context reaches the response too: CXF copies it into the exchange
        context.putAll(config == Configuration.POLICY
                ? policyParty(Party.CLIENT, response, streaming, wss4j) : CxfProperties.receiverContext(response));
        return new CxfRuntime(bus, server, dispatch, wire, recordings.queries());
    }

    private static boolean streaming(StackId stack) {
        return switch (stack) {
            case CXF -> false;
            case CXF_STAX -> true;
            default -> throw new IllegalArgumentException("CXF's runtime runs stack cxf or cxf-stax, not " + stack.id());
        };
    }

    /**
     * One party's action interceptors, as deployments add them: the interceptor securing what it sends, and the
     * one validating what it receives (only the suite's algorithms) with the coverage checker CXF tells users to
     * add. None for a plain message.
     */
    private static void actions(InterceptorProvider party, Policy sends, Policy receives, boolean streaming, Wss4jKeys keys) {
        if (sends.profile().secured()) {
            party.getOutInterceptors().add(streaming ? new WSS4JStaxOutInterceptor(CxfProperties.sending(sends, keys))
                    : new WSS4JOutInterceptor(CxfProperties.sending(sends, keys)));
        }
        if (receives.profile().secured()) {
            if (streaming) {
                party.getInInterceptors().add(new SuiteStaxInInterceptor(CxfProperties.receiving(receives, keys),
                        Allowed.of(receives.suite())));
                party.getInInterceptors().add(CxfProperties.streamingCoverage(receives.profile()));
            } else {
                party.getInInterceptors().add(new SuiteInInterceptor(CxfProperties.receiving(receives, keys), Allowed.of(receives.suite())));
                if (CxfProperties.coverage(receives.profile()) != null) {
                    party.getInInterceptors().add(CxfProperties.coverage(receives.profile()));
                }
            }
        }
    }

    /**
     * One party's WS-SecurityPolicy properties (CXF's {@code security.*} keys): its own store as signature crypto
     * (signs, and decrypts what was encrypted for it) and as encryption crypto (it trusts the peer: verifies, and
     * encrypts for the peer), its alias to sign with, the peer's to encrypt for, the key password, the same
     * Timestamp lifetimes as everywhere, and what it reads as a receiver ({@link CxfProperties#receiverContext}).
     */
    private static Map<String, Object> policyParty(Party party, Policy receives, boolean streaming, Wss4jKeys keys) {
        Map<String, Object> p = new HashMap<>(CxfProperties.receiverContext(receives));
        p.put(SecurityConstants.SIGNATURE_CRYPTO, keys.crypto(party));
        p.put(SecurityConstants.ENCRYPT_CRYPTO, keys.crypto(party));
        p.put(SecurityConstants.SIGNATURE_USERNAME, party.alias());
        p.put(SecurityConstants.ENCRYPT_USERNAME, party.peer().alias());
        p.put(SecurityConstants.CALLBACK_HANDLER, Wss4jKeys.callbacks(Policy.PASSWORD));
        p.put(SecurityConstants.TIMESTAMP_TTL, Long.toString(Policy.TIMESTAMP_TTL.toSeconds()));
        p.put(SecurityConstants.TIMESTAMP_FUTURE_TTL, Long.toString(Policy.FUTURE_TOLERANCE.toSeconds()));
        p.put(SecurityConstants.ENABLE_STREAMING_SECURITY, streaming);
        return p;
    }

    /** The recorded exchanges, in recorded order, with their queries bound once. */
    public List<Recorded> recorded() {
        return recorded;
    }

    /**
     * One round trip; returns the results the client bound from the service's response. A refusal, on either side,
     * comes out as a JAX-WS client sees it: CXF's {@code SOAPFaultException}, whose text is WSS4J's reason (the
     * wire tells which side refused: a refused request comes back as a SOAP fault).
     */
    public JaxbResults exchange(JaxbQuery query) {
        Object results = client.invoke(query);
        if (results instanceof JaxbResults r) {
            return r;
        }
        throw new IllegalStateException("cxf-runtime: the service answered " + results + ", not results");
    }

    /** Shows every call's wire bytes to {@code tap} from now on; null stops it (the benchmarks run without). */
    public void tap(Consumer<Wire> tap) {
        wire.tap(tap);
    }

    /** Edits every message of {@code direction} on the wire from now on, before its receiver reads it. Null stops it. */
    public void tamper(Direction direction, UnaryOperator<byte[]> edit) {
        wire.tamper(direction, edit);
    }

    /** The client as CXF made it, for the tests that show whose JAX-WS runtime serves. */
    Dispatch<Object> client() {
        return client;
    }

    @Override
    public void close() {
        try {
            ((DispatchImpl<?>) client).close();
        } catch (IOException e) {
            throw new UncheckedIOException("cxf-runtime: closing the client: " + e.getMessage(), e);
        } finally {
            server.destroy();
            bus.shutdown(true);
        }
    }
}
