package org.wsscost.stack.xfire;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.security.Provider;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Converting;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Libraries;

/**
 * XFire 1.2.6 with its WSS4J 1.5.1 handlers, run in a surefire JVM of its own (pom.xml, execution isolated-xfire):
 * its classes come from its own loader and jars, the JDK's providers sign and BouncyCastle 1.33 serves only what
 * they cannot, and each of its stages gives what the next one needs. It runs the legacy suite only.
 */
class XFireTest {
    private static final Libraries LIBRARIES = Libraries.of(XFire.STACK);

    @Test
    void itsClassesComeFromItsOwnJarsInItsOwnLoader() throws Exception {
        Isolation.assertOwnJars(LIBRARIES, Map.of(
                "org.codehaus.xfire.MessageContext", "xfire-core-1.2.6.jar",
                "org.codehaus.xfire.aegis.type.Type", "xfire-aegis-1.2.6.jar",
                "org.codehaus.xfire.security.wss4j.WSS4JInHandler", "xfire-ws-security-1.2.6.jar",
                "org.apache.ws.security.WSSecurityEngine", "wss4j-1.5.1.jar",
                "org.apache.xml.security.Init", "xmlsec-1.3.0.jar",
                "org.bouncycastle.jce.provider.BouncyCastleProvider", "bcprov-jdk15-133.jar",
                "org.wsscost.adapter.xfire.XFireAdapter", "adapter.jar"));
        Isolation.assertSuiteUnseen(LIBRARIES.loader());
    }

    /**
     * After a signed and encrypted round trip: the JDK's SunRsaSign signs, BouncyCastle 1.33 (the stack's own) sits
     * last and unwraps the key, RSA with mode NONE, which no JDK provider serves; no provider named BC sits above
     * the JDK's, where WSS4J 1.5.1 itself would have put it.
     */
    @Test
    void theJdkSignsAndItsBouncyCastleOnlyUnwrapsTheKey() {
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.XFIRE, policy, Direction.RESPONSE);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(Secured.received(StackId.XFIRE, policy, wire)));
        Isolation.assertLegacyAlgorithms(wire);

        Map<String, String> jca = LIBRARIES.adapter(XFire.STACK.adapter()).jca("SHA1withRSA");
        assertTrue(jca.get("signature").startsWith("SunRsaSign ") && jca.get("signature").endsWith("(jdk)"), jca.toString());
        assertTrue(jca.get("xmldsig").endsWith("on SunRsaSign (stack)"), jca.toString());
        assertTrue(jca.get("keyTransport").startsWith("BC 1.33") && jca.get("keyTransport").endsWith("(stack)"), jca.toString());
        Provider[] providers = java.security.Security.getProviders();
        Provider bc = java.security.Security.getProvider("BC");
        assertSame(LIBRARIES.loader(), bc.getClass().getClassLoader(), "BC is the stack's own");
        assertSame(bc, providers[providers.length - 1], "BC last: " + Arrays.toString(providers));
    }

    /**
     * Each stage of a signed and encrypted response, on its own: build is DOMInHandler's DOM, bind Aegis on it,
     * marshal writes the envelope as DOMOutHandler has XFire write it, secure (WSS4JOutHandler) adds the header and
     * encrypts the Body, serialize writes it; the receiver's build and process (WSS4JInHandler) give back a DOM
     * whose Body binds to the recorded quakes; a changed ciphertext is refused.
     */
    @Test
    void eachStageGivesWhatTheNextNeeds() throws Exception {
        Stack stack = StackId.XFIRE.create(Binder.context());
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        Security security = stack.security(policy, Secured.KEYS);
        assertEquals(List.of(Phase.SECURE), security.outbound().stream().map(Security.Step::phase).toList());
        assertEquals(List.of(Phase.PROCESS), security.inbound().stream().map(Security.Step::phase).toList());

        assertTrue(stack.parse(Secured.EXCHANGE.response()) > 100, "parse: every event of the response");
        Object built = stack.build(Secured.EXCHANGE.response());
        assertTrue(built instanceof Document, "build: a DOM, not " + built.getClass());
        Object bound = stack.bind(built);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(bound), "build and bind: the recorded quakes");
        assertFalse(Binder.areaName(bound).isBlank(), "Aegis's payload reads back with JAXB");
        Object marshalled = stack.marshal(bound);
        String plain = Messages.text(stack.serialize(marshalled));
        assertTrue(plain.contains("magnitude=\"") && !plain.contains(":magnitude="), "marshal: unqualified attributes");
        byte[] wire = stack.serialize(security.outbound().get(0).apply().apply(marshalled));
        assertEquals(1, Messages.count(wire, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(wire, Messages.DSIG, "Signature"));
        assertFalse(Messages.text(wire).contains("magnitude"), "secure: the Body encrypted");
        Isolation.assertLegacyAlgorithms(wire);

        Isolation.assertProcessedAndChangeRefused(stack, security, wire, security.inbound().get(0).apply().apply(stack.build(wire)));
    }

    /**
     * Every profile, both directions: what one side secures the other takes, with a security header exactly where
     * the profile secures, and the Body binds to the recorded payload.
     */
    @Test
    void everyProfileRoundTripsBothWays() throws Exception {
        for (Profile profile : Profile.values()) {
            for (Direction direction : Direction.values()) {
                Policy policy = Secured.policy(profile, Suite.LEGACY, direction);
                byte[] wire = Secured.secured(StackId.XFIRE, policy, direction);
                String where = profile.id() + " " + direction.id();
                assertEquals(profile.secured() ? 1 : 0, Messages.count(wire, Messages.WSSE, "Security"), where);
                Object received = Secured.received(StackId.XFIRE, policy, wire);
                assertEquals(direction == Direction.RESPONSE ? Secured.EXCHANGE.quakes() : 0, Binder.quakes(received), where);
                assertEquals(direction == Direction.REQUEST, Binder.isQuery(received), where);
            }
        }
    }

    /**
     * The article's exchange in every profile, as RoundTrip runs it: a client and a server, each a stack instance
     * of its own; the server binds the query the client secured, the client binds the results the server secured
     * (username puts its token on the request only).
     */
    @Test
    void theExchangeRunsInEveryProfile() {
        for (Profile profile : Profile.values()) {
            Stack client = StackId.XFIRE.create(Binder.context());
            Stack server = StackId.XFIRE.create(Binder.context());
            Policy request = Secured.policy(profile, Suite.LEGACY, Direction.REQUEST);
            Policy response = Secured.policy(profile == Profile.USERNAME ? Profile.PLAIN : profile, Suite.LEGACY,
                    Direction.RESPONSE);
            Object query = client.bind(client.build(Secured.EXCHANGE.request()));
            Object results = server.bind(server.build(Secured.EXCHANGE.response()));

            byte[] asked = client.security(request, Secured.KEYS).send(client, query);
            assertEquals(profile.secured(), Messages.text(asked).contains("Security"), profile.id());
            assertTrue(Binder.isQuery(server.security(request, Secured.KEYS).receive(server, asked)), profile.id());
            byte[] answered = server.security(response, Secured.KEYS).send(server, results);
            assertEquals(Secured.EXCHANGE.quakes(),
                    Binder.quakes(client.security(response, Secured.KEYS).receive(client, answered)), profile.id());
        }
    }

    /**
     * serialize writes the model as it is at each call, into bytes of its own: twice the same bytes in two arrays,
     * and, once the sender's step has changed the same DOM in place, that DOM with its header.
     */
    @Test
    void serializeWritesTheModelAfreshEachCall() throws Exception {
        Stack stack = StackId.XFIRE.create(Binder.context());
        Security security = stack.security(Secured.policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE), Secured.KEYS);
        Object model = stack.marshal(stack.bind(stack.build(Secured.EXCHANGE.response())));
        byte[] first = stack.serialize(model);
        byte[] second = stack.serialize(model);
        assertArrayEquals(first, second);
        assertNotSame(first, second);
        assertEquals(0, Messages.count(first, Messages.WSSE, "Security"));

        assertSame(model, security.outbound().get(0).apply().apply(model), "secure: the DOM changed in place");
        byte[] secured = stack.serialize(model);
        assertEquals(1, Messages.count(secured, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(secured, Messages.DSIG, "Signature"));
    }

    /** A changed magnitude under the signature is refused, in the handler's words. */
    @Test
    void aChangedSignedBodyIsRefused() {
        Policy policy = Secured.policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.XFIRE, policy, Direction.RESPONSE);
        byte[] changed = Messages.changeAfter(wire, "magnitude=\"");
        Rejected r = assertThrows(Rejected.class, () -> Secured.received(StackId.XFIRE, policy, changed));
        assertEquals("The signature verification failed", r.getMessage());
    }

    /**
     * A finding, not hidden: a {@code sign} message with its Signature removed is accepted and its Body binds,
     * unsigned. WSS4J 1.5.1 checks the results against the actions only as far as the results go, so a Timestamp
     * alone passes for "Timestamp Signature". Under {@code signencr} the encryption's result stands where the
     * signature's should, and the message is refused.
     */
    @Test
    void aSignMessageWithoutItsSignatureIsAccepted() throws Exception {
        Policy policy = Secured.policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE);
        byte[] stripped = Messages.without(Secured.secured(StackId.XFIRE, policy, Direction.RESPONSE), Messages.DSIG, "Signature");
        assertEquals(0, Messages.count(stripped, Messages.DSIG, "Signature"));
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(Secured.received(StackId.XFIRE, policy, stripped)));
        Rejected r = Secured.rejectedWithoutSignature(StackId.XFIRE, Profile.SIGNENCR, Suite.LEGACY);
        assertTrue(r.getMessage().contains("actions mismatch"), r.getMessage());
    }

    /**
     * A UsernameToken with the wrong password is refused by the handler's password callback; WSS4J 1.5.1 drops the
     * callback's reason and says the callback gave no password.
     */
    @Test
    void aWrongPasswordIsRefused() {
        Policy policy = Secured.policy(Profile.USERNAME, Suite.LEGACY, Direction.REQUEST);
        byte[] wire = Secured.secured(StackId.XFIRE, policy, Direction.REQUEST);
        byte[] wrong = Messages.text(wire).replace(Policy.PASSWORD + "<", "richter-scalf<").getBytes(StandardCharsets.UTF_8);
        assertFalse(Arrays.equals(wire, wrong), "the password is in the token");
        Rejected r = assertThrows(Rejected.class, () -> Secured.received(StackId.XFIRE, policy, wrong));
        assertTrue(r.getMessage().endsWith("Callback supplied no password for: " + Policy.USER + ")"), r.getMessage());
    }

    @Test
    void itHasNoModelToConvert() {
        Stack stack = StackId.XFIRE.create(Binder.context());
        Object model = stack.build(Secured.EXCHANGE.response());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ((Converting) stack).convert(Phase.TO_DOM, model));
        assertTrue(e.getMessage().startsWith("xfire has no in-memory model conversion"), e.getMessage());
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        Policy modern = Secured.policy(Profile.SIGNENCR, Suite.MODERN, Direction.REQUEST);
        Isolation.assertRefusedInOneLine(StackId.XFIRE, modern, "xfire: XFire 1.2.6 cannot run suite modern");
        assertNotNull(XFire.refusal(Secured.policy(Profile.PLAIN, Suite.MODERN, Direction.REQUEST)));
        assertNull(XFire.refusal(Secured.policy(Profile.PLAIN, Suite.LEGACY, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Isolation.assertVersions(XFire.STACK.versions(), Map.of("xfire", "1.2.6", "xfire-aegis", "1.2.6",
                "xfire-ws-security", "1.2.6", "wss4j", "1.5.1", "xml-security", "1.3.0", "bouncycastle", "133",
                "woodstox", "3.2.0", "xerces", "2.7.1"));
    }
}
