package org.wsscost.runtime.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.soap.MessageFactory;
import jakarta.xml.ws.soap.SOAPFaultException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.apache.cxf.binding.soap.Soap11;
import org.apache.cxf.binding.soap.saaj.SAAJFactoryResolver;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
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
import org.wsscost.pipeline.Soap;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.Wire;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * cxf-runtime: CXF's JAX-WS Provider service and Dispatch client on its local transport, both paths, both
 * configurations. The client gets back the recorded payload in every profile; what crossed the wire is secured
 * as the profile says; a message edited on the wire is refused, naming why: a response by the client, a request
 * by the service, whose fault reaches the client; and the JAX-WS, SAAJ and JAXB implementations are the ones
 * meant. Each runtime is opened once, when a test first needs it (CXF starts in a fraction of a second).
 */
class CxfRuntimeTest {
    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final Map<String, CxfRuntime> OPEN = new HashMap<>();

    private final List<Wire> wire = new ArrayList<>();

    @AfterEach
    void untap() {
        for (CxfRuntime r : OPEN.values()) {
            r.tap(null);
            r.tamper(Direction.REQUEST, null);
            r.tamper(Direction.RESPONSE, null);
        }
    }

    @AfterAll
    static void close() {
        OPEN.values().forEach(CxfRuntime::close);
    }

    private static CxfRuntime runtime(StackId stack, Configuration config, Profile profile) {
        return OPEN.computeIfAbsent(stack.id() + " " + config.id() + " " + profile.id(), k -> CxfRuntime.open(stack, config,
                profile, Suite.MODERN, Corpus.load(Workload.LADDER_10), Binder.context(), Secured.KEYS));
    }

    /** Every profile under actions, and the profiles with a policy under policy, on both paths. */
    static Stream<Arguments> deployments() {
        List<Arguments> all = new ArrayList<>();
        for (StackId stack : List.of(StackId.CXF, StackId.CXF_STAX)) {
            for (Profile p : Profile.values()) {
                all.add(Arguments.of(stack, Configuration.ACTIONS, p));
            }
            for (Profile p : List.of(Profile.SIGN, Profile.SIGNENCR)) {
                all.add(Arguments.of(stack, Configuration.POLICY, p));
            }
        }
        return all.stream();
    }

    static Stream<Arguments> signencrDeployments() {
        return deployments().filter(a -> a.get()[2] == Profile.SIGNENCR);
    }

    static Stream<Arguments> signDeployments() {
        return deployments().filter(a -> a.get()[2] == Profile.SIGN);
    }

    /** ladder-10's first exchange through one deployment; the bytes that crossed the wire. */
    private Wire oneExchange(StackId stack, Configuration config, Profile profile) {
        CxfRuntime r = runtime(stack, config, profile);
        r.tap(wire::add);
        Recordings.Recorded first = r.recorded().get(0);
        JaxbResults results = r.exchange(first.query());
        Binder.requireQuakes(first.quakes(), results, stack.id() + " " + config.id() + " " + profile.id());
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(results));
        assertEquals(1, wire.size());
        return wire.get(0);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("deployments")
    void theFirstExchangeReturnsTheRecordedResults(StackId stack, Configuration config, Profile profile) throws Exception {
        Wire w = oneExchange(stack, config, profile);
        assertEquals(profile.secured() ? 1 : 0, Messages.count(w.request(), WSSE, "Security"));
        // username: the service answers in plain
        assertEquals(profile.secured() && profile != Profile.USERNAME ? 1 : 0, Messages.count(w.response(), WSSE, "Security"));
    }

    /** The captured request of signencr holds only xenc:EncryptedData in its Body, nothing of the query in clear. */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("signencrDeployments")
    void signencrBodiesHoldOnlyEncryptedData(StackId stack, Configuration config, Profile profile) throws Exception {
        Wire w = oneExchange(stack, config, profile);
        for (byte[] message : List.of(w.request(), w.response())) {
            Document doc = Messages.parse(message);
            List<Element> content = Messages.children(body(doc));
            assertEquals(1, content.size());
            assertEquals(Messages.XENC, content.get(0).getNamespaceURI());
            assertEquals("EncryptedData", content.get(0).getLocalName());
            String text = Messages.text(message);
            for (String clear : List.of("min-date", "max-lat", "result-set", "quake", "wsscost.org/seismic/types")) {
                assertFalse(text.contains(clear), "'" + clear + "' in clear");
            }
        }
    }

    /** The client refuses a response whose Body ciphertext changed: the service answered, the client threw. */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("signencrDeployments")
    void aResponseWithAChangedCipherValueIsRefusedByTheClientNamingWhy(StackId stack, Configuration config, Profile profile) {
        assertRefusedByTheClient(runtime(stack, config, profile), m -> Messages.changeAfter(m, "CipherValue>"));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("signDeployments")
    void aSignedResponseWithAnEditedBodyIsRefusedByTheClientNamingWhy(StackId stack, Configuration config, Profile profile) {
        assertRefusedByTheClient(runtime(stack, config, profile), m -> Messages.changeAfter(m, "count=\""));
    }

    /**
     * A signed request whose Body changed is refused by the service, and its fault names the failed signature, not
     * the service's lookup of an unrecorded query: on the streaming path the Body's digest is checked only at its
     * end tag, which CXF must read although the Provider's source has all it binds before it. Direct dispatch
     * hands the service's exception to the client beside the fault's bytes, and the client throws it without
     * reading them, so the reason is the service's own.
     */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("signDeployments")
    void aSignedRequestWithAnEditedBodyIsRefusedByTheService(StackId stack, Configuration config, Profile profile) {
        CxfRuntime r = runtime(stack, config, profile);
        r.tamper(Direction.REQUEST, m -> Messages.changeAfter(m, "max-lat>"));
        SOAPFaultException e = assertThrows(SOAPFaultException.class, () -> r.exchange(r.recorded().get(0).query()));
        assertTrue(e.getMessage().matches("(?s).*(signature or decryption was invalid|Invalid digest of reference).*"),
                e.getMessage());
    }

    @Test
    void policyRunsTheWsdlsSuiteOnly() {
        assertThrows(IllegalArgumentException.class, () -> CxfRuntime.open(StackId.CXF, Configuration.POLICY, Profile.SIGN,
                Suite.LEGACY, Corpus.load(Workload.LADDER_10), Binder.context(), Secured.KEYS));
        assertThrows(IllegalArgumentException.class, () -> CxfRuntime.open(StackId.CXF, Configuration.POLICY,
                Profile.ENCRYPT, Suite.MODERN, Corpus.load(Workload.LADDER_10), Binder.context(), Secured.KEYS));
        assertThrows(IllegalArgumentException.class, () -> CxfRuntime.open(StackId.WSS4J_DOM, Configuration.ACTIONS,
                Profile.SIGN, Suite.MODERN, Corpus.load(Workload.LADDER_10), Binder.context(), Secured.KEYS));
    }

    /**
     * Whose implementations serve: the client is CXF's own Dispatch, though Metro registers a JAX-WS provider too;
     * SAAJ and JAXB are Metro's, from webservices-rt, for CXF's resolver as for SAAJ's own lookup (CXF's copies are
     * excluded).
     */
    @ParameterizedTest
    @EnumSource(value = StackId.class, names = {"CXF", "CXF_STAX"})
    void theClientIsCxfsOnMetrosSaajAndJaxb(StackId stack) throws Exception {
        CxfRuntime r = runtime(stack, Configuration.ACTIONS, Profile.PLAIN);
        assertEquals("org.apache.cxf.jaxws.DispatchImpl", r.client().getClass().getName());
        Class<?> saaj = SAAJFactoryResolver.createMessageFactory(Soap11.getInstance()).getClass();
        assertTrue(saaj.getName().startsWith("com.sun.xml.messaging.saaj."), saaj.getName());
        assertTrue(MessageFactory.newInstance().getClass().getName().startsWith("com.sun.xml.messaging.saaj."));
        assertTrue(jar(saaj).contains("webservices-rt"), jar(saaj));
        Class<?> jaxb = Binder.context().getClass();
        assertTrue(jar(jaxb).contains("webservices-rt"), jar(jaxb));
    }

    private void assertRefusedByTheClient(CxfRuntime r, UnaryOperator<byte[]> edit) {
        r.tap(wire::add);
        r.tamper(Direction.RESPONSE, edit);
        SOAPFaultException e = assertThrows(SOAPFaultException.class, () -> r.exchange(r.recorded().get(0).query()));
        assertEquals(0, faults(wire.get(0).response()), "the service answered with a fault");
        assertNotNull(e.getMessage());
        assertFalse(e.getMessage().isBlank());
        assertFalse(e.getMessage().contains("A security error was encountered"), "a generic reason: " + e.getMessage());
    }

    private static int faults(byte[] response) {
        try {
            return Messages.count(response, Soap.NS, "Fault");
        } catch (Exception e) {
            throw new AssertionError("the response on the wire does not parse: " + e, e);
        }
    }

    private static Element body(Document doc) {
        assertEquals(1, doc.getElementsByTagNameNS(Soap.NS, "Body").getLength());
        return (Element) doc.getElementsByTagNameNS(Soap.NS, "Body").item(0);
    }

    private static String jar(Class<?> type) {
        return String.valueOf(type.getProtectionDomain().getCodeSource().getLocation());
    }
}
