package org.wsscost.runtime.springws;

import jakarta.xml.bind.JAXBContext;
import java.net.URI;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.springframework.ws.client.core.WebServiceTemplate;
import org.springframework.ws.server.EndpointExceptionResolver;
import org.springframework.ws.server.endpoint.adapter.MessageEndpointAdapter;
import org.springframework.ws.server.endpoint.mapping.PayloadRootQNameEndpointMapping;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.springframework.ws.soap.server.SoapMessageDispatcher;
import org.springframework.ws.soap.server.endpoint.SimpleSoapExceptionResolver;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.payload.JaxbResults;
import org.wsscost.runtime.Recordings.Recorded;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.Wire;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.springws.SpringWsInterceptors;
import org.wsscost.stack.springws.SuiteInterceptor;
import org.wsscost.stack.springws.SpringWsStack;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Spring Web Services as an application runs it: a {@link SoapMessageDispatcher} serving the seismic endpoint
 * and a {@link WebServiceTemplate} client in one JVM, each party with one {@link Wss4jSecurityInterceptor} for
 * both of its messages, joined by an in-memory transport that carries the real encoded bytes and their
 * headers. Each {@link #exchange} is a whole round trip on the caller's thread: the template marshals the
 * query, its interceptor secures it and the request is written out; the dispatcher reads it, its interceptor
 * validates it, the endpoint binds the query and marshals the recorded results, the interceptor secures them
 * and the response is written out; the template reads it, its interceptor validates it, and the template
 * unmarshals the results. Both parties run on SAAJ ({@link SpringWsStack#factory()}) with interceptors
 * configured where the spring-ws stack's are ({@link SpringWsInterceptors}): this is that stack with
 * Spring-WS's own machinery around it. Opens in milliseconds (no container, no application context). Not
 * thread-safe (each party's binder is the runtime's): one per thread.
 */
public final class SpringWsRuntime implements AutoCloseable {
    /** How failures and the report name this runtime. */
    static final String NAME = "spring-ws-runtime";
    /**
     * The template's interceptor, finding a response invalid, writes the reason into that response as a
     * fault and lets the template go on to unmarshal it ({@code handleValidationException}), so the reason
     * would reach only the log. Its exception resolver is the hook Spring-WS gives for doing otherwise: the
     * client refuses the response, naming why.
     */
    private static final EndpointExceptionResolver REFUSE = (context, endpoint, e) -> {
        throw new Rejected(NAME + ": " + e.getMessage(), e);
    };

    private final InMemoryServer server;
    private final InMemorySender sender;
    private final WebServiceTemplate client;
    private final List<Recorded> recorded;

    private SpringWsRuntime(InMemoryServer server, InMemorySender sender, WebServiceTemplate client, List<Recorded> recorded) {
        this.server = server;
        this.sender = sender;
        this.client = client;
        this.recorded = recorded;
    }

    /**
     * Deploys the service for {@code profile} and {@code suite} answering the recorded exchanges, and a client
     * for it, both parties' keys from {@code keys}. As in {@code RoundTrip}, a {@code username} client
     * authenticates its requests and the service answers in plain.
     */
    public static SpringWsRuntime open(Profile profile, Suite suite, List<Exchange> exchanges, JAXBContext jaxb, Keys keys) {
        return open(profile, suite, exchanges, jaxb, keys, false);
    }

    /**
     * The same, with a {@code servletStyle} server connection: fault-aware as the servlet transport's, so the
     * dispatcher asks every response for its fault code before writing it. With an encrypted response that
     * question fails on Metro's SAAJ (spring-ws#1404), which is why the runtime's own connection is not
     * fault-aware; the tests show both.
     */
    static SpringWsRuntime open(Profile profile, Suite suite, List<Exchange> exchanges, JAXBContext jaxb, Keys keys,
            boolean servletStyle) {
        Recordings recordings = Recordings.bind(exchanges, jaxb);
        Policy request = Policy.of(profile, suite, Party.sending(Direction.REQUEST));
        Policy response = Policy.of(profile == Profile.USERNAME ? Profile.PLAIN : profile, suite,
                Party.sending(Direction.RESPONSE));
        Wss4jKeys wss4j = new Wss4jKeys(keys);

        // The server, as a MessageDispatcherServlet's context assembles it. The mapping resolves the payload
        // root before any interceptor has run, so an encrypted request's root is xenc:EncryptedData and a
        // lookup by the query's name misses (SWS-1092, spring-ws#1158, declined): the seismic endpoint is the
        // mapping's default, which serves every profile alike. No name is registered: that takes an
        // application context, and would route plain and signed requests only.
        PayloadRootQNameEndpointMapping mapping = new PayloadRootQNameEndpointMapping();
        mapping.setDefaultEndpoint(new SeismicEndpoint(recordings, new Binder(jaxb)));
        mapping.setInterceptors(interceptors(response, request, wss4j));
        SoapMessageDispatcher dispatcher = new SoapMessageDispatcher();
        dispatcher.setEndpointMappings(List.of(mapping));
        dispatcher.setEndpointAdapters(List.of(new MessageEndpointAdapter()));
        // what the dispatcher's defaults would add with a context: an endpoint's exception becomes a SOAP fault
        dispatcher.setEndpointExceptionResolvers(List.of(new SimpleSoapExceptionResolver()));
        URI address = URI.create(InMemorySender.SCHEME + ":seismic/" + profile.id());
        InMemoryServer server = new InMemoryServer(address, SpringWsStack.factory(), dispatcher, servletStyle);
        InMemorySender sender = new InMemorySender(server);

        // The client, as a WebServiceGatewaySupport subclass sets up its template.
        Wss4jSecurityInterceptor[] clientSecurity = interceptors(request, response, wss4j);
        for (Wss4jSecurityInterceptor i : clientSecurity) {
            i.setExceptionResolver(REFUSE);
        }
        BinderMarshaller marshaller = new BinderMarshaller(new Binder(jaxb));
        WebServiceTemplate client = new WebServiceTemplate(SpringWsStack.factory());
        client.setMarshaller(marshaller);
        client.setUnmarshaller(marshaller);
        client.setMessageSender(sender);
        client.setDefaultUri(address.toString());
        client.setInterceptors(clientSecurity);
        client.afterPropertiesSet();
        return new SpringWsRuntime(server, sender, client, recordings.queries());
    }

    /**
     * One party's security as deployments configure it: one interceptor bean that secures what the party sends
     * and validates what it receives, accepting only the received policy's algorithms ({@link SuiteInterceptor}). None when neither message is secured, as a plain service registers none.
     */
    private static Wss4jSecurityInterceptor[] interceptors(Policy sends, Policy receives, Wss4jKeys keys) {
        if (!sends.profile().secured() && !receives.profile().secured()) {
            return new Wss4jSecurityInterceptor[0];
        }
        Wss4jSecurityInterceptor i = new SuiteInterceptor(receives);
        if (sends.profile().secured()) {
            SpringWsInterceptors.securing(i, sends, keys);
        }
        if (receives.profile().secured()) {
            SpringWsInterceptors.validating(i, receives, keys);
        }
        return new Wss4jSecurityInterceptor[] {SpringWsInterceptors.ready(i)};
    }

    /** The recorded exchanges, in recorded order, with their queries bound once. */
    public List<Recorded> recorded() {
        return recorded;
    }

    /**
     * One round trip; returns the results the template unmarshalled from the service's response. A response
     * the client's interceptor finds invalid is refused ({@link Rejected}); a request the service refuses
     * comes back as its SOAP fault, which the template throws ({@code SoapFaultClientException}).
     */
    public JaxbResults exchange(JaxbQuery query) {
        Object results = client.marshalSendAndReceive(query);
        if (results instanceof JaxbResults r) {
            return r;
        }
        throw new IllegalStateException(NAME + ": the service answered " + results + ", not results");
    }

    /** Shows every call's wire bytes to {@code tap} from now on; null stops it (the benchmarks run without). */
    public void tap(Consumer<Wire> tap) {
        sender.tap(tap);
    }

    /**
     * Edits every message of {@code direction} on the wire from now on, as anyone between the parties could:
     * the server reads the edited requests, the client the edited responses. Null stops it.
     */
    public void tamper(Direction direction, UnaryOperator<byte[]> edit) {
        sender.tamper(direction, edit);
    }

    /** Takes the service down: later exchanges fail. */
    @Override
    public void close() {
        server.close();
    }
}
