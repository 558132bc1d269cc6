package org.wsscost.runtime.springws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.bind.JAXBContext;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.ws.client.WebServiceIOException;
import org.springframework.ws.soap.client.SoapFaultClientException;
import org.springframework.ws.soap.security.WsSecurityValidationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbResults;
import org.wsscost.payload.Seismic;
import org.wsscost.pipeline.Soap;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.Wire;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * spring-ws-runtime: Spring-WS's own dispatcher and template around its Wss4jSecurityInterceptor, client
 * and server in one JVM. The client gets back the recorded payload in every profile; what crossed the
 * in-memory wire is secured as the profile says; a message edited on the wire is refused, naming why: a
 * response by the client, a request by the service, whose fault reaches the client. Each profile's runtime
 * is opened once for the class (it opens in milliseconds; the keys are the fixtures').
 */
class SpringWsRuntimeTest {
    private static final JAXBContext JAXB = Binder.context();
    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final Map<Profile, SpringWsRuntime> OPEN = new EnumMap<>(Profile.class);

    private final List<Wire> wire = new ArrayList<>();

    @BeforeAll
    static void open() {
        for (Profile p : Profile.values()) {
            OPEN.put(p, SpringWsRuntime.open(p, Suite.MODERN, Corpus.load(Workload.LADDER_10), JAXB, Secured.KEYS));
        }
    }

    @AfterAll
    static void close() {
        OPEN.values().forEach(SpringWsRuntime::close);
    }

    @AfterEach
    void untap() {
        for (SpringWsRuntime r : OPEN.values()) {
            r.tap(null);
            r.tamper(Direction.REQUEST, null);
            r.tamper(Direction.RESPONSE, null);
        }
    }

    /** ladder-10's first exchange; the bytes that crossed the wire. */
    private Wire oneExchange(Profile profile) {
        SpringWsRuntime r = OPEN.get(profile);
        r.tap(wire::add);
        Recordings.Recorded first = r.recorded().get(0);
        JaxbResults results = r.exchange(first.query());
        Binder.requireQuakes(first.quakes(), results, profile.id() + " " + first.id());
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(results), profile.id());
        assertEquals(1, wire.size());
        return wire.get(0);
    }

    /** The first recorded query, sent through {@code profile}'s runtime. */
    private static JaxbResults first(Profile profile) {
        SpringWsRuntime r = OPEN.get(profile);
        return r.exchange(r.recorded().get(0).query());
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void theFirstExchangeReturnsTheRecordedResults(Profile profile) {
        oneExchange(profile);
    }

    /** plain carries no Security header, sign one in each message; both leave the payloads in clear. */
    @ParameterizedTest
    @CsvSource({"PLAIN, 0", "SIGN, 1"})
    void plainAndSignLeaveTheBodiesInClear(Profile profile, int securityHeaders) throws Exception {
        Wire w = oneExchange(profile);
        for (byte[] message : List.of(w.request(), w.response())) {
            assertEquals(securityHeaders, Messages.count(message, WSSE, "Security"));
        }
        assertEquals("query", Soap.payload(Messages.parse(w.request())).getLocalName());
        assertEquals("results", Soap.payload(Messages.parse(w.response())).getLocalName());
    }

    @Test
    void signencrBodiesHoldOnlyEncryptedData() throws Exception {
        Wire w = oneExchange(Profile.SIGNENCR);
        for (byte[] message : List.of(w.request(), w.response())) {
            Document doc = Messages.parse(message);
            assertEquals(1, doc.getElementsByTagNameNS(WSSE, "Security").getLength());
            List<Element> content = Messages.children(only(doc, Soap.NS, "Body"));
            assertEquals(1, content.size());
            assertEquals(Messages.XENC, content.get(0).getNamespaceURI());
            assertEquals("EncryptedData", content.get(0).getLocalName());
            String text = Messages.text(message);
            for (String clear : List.of("min-date", "max-lat", "result-set", "quake", Seismic.NS)) {
                assertFalse(text.contains(clear), "'" + clear + "' in clear");
            }
        }
    }

    /** The client's interceptor refuses a response whose Body ciphertext changed, before anything is bound. */
    @Test
    void aResponseWithAChangedCipherValueIsRefusedNamingWhy() {
        OPEN.get(Profile.SIGNENCR).tamper(Direction.RESPONSE, m -> Messages.changeAfter(m, "<xenc:CipherValue>"));
        assertRefusedByTheClient(Profile.SIGNENCR);
    }

    /** The client's interceptor refuses a signed response whose Body changed: the signature no longer holds. */
    @Test
    void aSignedResponseWithAnEditedBodyIsRefusedNamingWhy() {
        OPEN.get(Profile.SIGN).tamper(Direction.RESPONSE, m -> Messages.changeAfter(m, "count=\""));
        assertRefusedByTheClient(Profile.SIGN);
    }

    /**
     * Created a minute earlier is still fresh, so only the signature over the Timestamp can refuse it: the
     * service's interceptor does, and its fault comes back to the client as Spring-WS's exception for one.
     */
    @Test
    void aRequestWithAnEditedTimestampIsRefusedByTheService() {
        OPEN.get(Profile.SIGN).tamper(Direction.REQUEST, minuteEarlier());
        SoapFaultClientException e = assertThrows(SoapFaultClientException.class, () -> first(Profile.SIGN));
        assertNotNull(e.getFaultStringOrReason());
        assertFalse(e.getFaultStringOrReason().contains("bind:"), "refused only by the endpoint: " + e.getMessage());
    }

    @Test
    void aClosedRuntimeServesNoMore() {
        SpringWsRuntime r = SpringWsRuntime.open(Profile.PLAIN, Suite.MODERN, Corpus.load(Workload.LADDER_10), JAXB,
                Secured.KEYS);
        r.close();
        assertThrows(WebServiceIOException.class, () -> r.exchange(r.recorded().get(0).query()));
    }

    /**
     * Finding (spring-ws#1404): with fault-aware connections, as a MessageDispatcherServlet deployment has, the
     * dispatcher asks each response for its fault code before writing it, and Metro's SAAJ cannot read a Body
     * WSS4J has just encrypted: the service cannot send an encrypted response at all. Hence the runtime's own
     * connections are not fault-aware.
     */
    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"ENCRYPT", "SIGNENCR"})
    void findingAServletStyleServiceCannotSendAnEncryptedResponse(Profile profile) {
        try (SpringWsRuntime r = servletStyle(profile)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> r.exchange(r.recorded().get(0).query()));
            assertTrue(e.getMessage().startsWith("Cannot find SOAP wrapper for element [xenc:EncryptedData"), e.getMessage());
        }
    }

    /** Servlet-style connections work where no Body is encrypted, faults included: the status says which. */
    @Test
    void servletStyleConnectionsServeSignedExchangesAndCarryFaults() {
        try (SpringWsRuntime r = servletStyle(Profile.SIGN)) {
            Recordings.Recorded first = r.recorded().get(0);
            Binder.requireQuakes(first.quakes(), r.exchange(first.query()), "servlet-style sign " + first.id());
            r.tamper(Direction.REQUEST, minuteEarlier());
            assertThrows(SoapFaultClientException.class, () -> r.exchange(first.query()));
        }
    }

    private static SpringWsRuntime servletStyle(Profile profile) {
        return SpringWsRuntime.open(profile, Suite.MODERN, Corpus.load(Workload.LADDER_10), JAXB, Secured.KEYS, true);
    }

    private static void assertRefusedByTheClient(Profile profile) {
        Rejected e = assertThrows(Rejected.class, () -> first(profile));
        WsSecurityValidationException reason = assertInstanceOf(WsSecurityValidationException.class, e.getCause());
        assertNotNull(reason.getMessage());
        assertEquals(SpringWsRuntime.NAME + ": " + reason.getMessage(), e.getMessage());
    }

    private static UnaryOperator<byte[]> minuteEarlier() {
        return message -> {
            String text = Messages.text(message);
            Matcher created = Pattern.compile("<wsu:Created>([^<]+)</wsu:Created>").matcher(text);
            assertTrue(created.find(), "no wsu:Created in the request");
            String earlier = Instant.parse(created.group(1)).minusSeconds(60).toString();
            return (text.substring(0, created.start(1)) + earlier + text.substring(created.end(1)))
                    .getBytes(StandardCharsets.UTF_8);
        };
    }

    private static Element only(Document doc, String ns, String local) {
        assertEquals(1, doc.getElementsByTagNameNS(ns, local).getLength(), "{" + ns + "}" + local);
        return (Element) doc.getElementsByTagNameNS(ns, local).item(0);
    }
}
