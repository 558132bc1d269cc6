package org.wsscost.stack.axis1;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Converting;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Adapter;
import org.wsscost.stack.isolated.Libraries;

/**
 * Axis 1.4 with WSS4J 1.5.8's handlers, run in a surefire JVM of its own (pom.xml, execution isolated-axis1): its
 * classes come from its own loader and jars, it signs with the JDK's providers (its libraries carry no
 * BouncyCastle for WSS4J to insert), each of its stages gives what the next one needs, and its serialize writes
 * the envelope, bean and all, on every call.
 */
class Axis1Test {
    private static final Libraries LIBRARIES = Libraries.of(Axis1.STACK);
    private static final Pattern CIPHER_VALUE = Pattern.compile("CipherValue>([^<\\s][^<]*)<");

    @Test
    void itsClassesComeFromItsOwnJarsInItsOwnLoader() throws Exception {
        Isolation.assertOwnJars(LIBRARIES, Map.of(
                "org.apache.axis.Message", "axis-1.4.jar",
                "javax.xml.soap.SOAPMessage", "axis-saaj-1.4.jar",
                "javax.xml.rpc.Service", "axis-jaxrpc-1.4.jar",
                "org.apache.ws.security.WSSecurityEngine", "wss4j-1.5.8.jar",
                "org.apache.xml.security.Init", "xmlsec-1.4.3.jar",
                "org.wsscost.adapter.axis1.types.Results", "adapter.jar"));
        Isolation.assertSuiteUnseen(LIBRARIES.loader());
    }

    @Test
    void itSignsWithTheJdksProviders() {
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.AXIS1, policy, Direction.RESPONSE);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(Secured.received(StackId.AXIS1, policy, wire)));
        Map<String, String> jca = adapter().jca("SHA1withRSA");
        assertTrue(jca.get("signature").endsWith("(jdk)"), jca.toString());
        assertFalse(jca.get("order").contains("(stack)"), "no provider of its own: " + jca);
        Isolation.assertLegacyAlgorithms(wire);
    }

    /** Each profile, both ways: the header holds what the profile adds, and the receiver binds the recorded payload. */
    @ParameterizedTest
    @EnumSource(Profile.class)
    void eachProfileIsSecuredAndVerifiedBothWays(Profile profile) throws Exception {
        for (Direction d : Direction.values()) {
            Policy policy = Secured.policy(profile, Suite.LEGACY, d);
            byte[] wire = Secured.secured(StackId.AXIS1, policy, d);
            assertEquals(profile.secured() ? 1 : 0, Messages.count(wire, Messages.WSSE, "Security"), d.id());
            assertEquals(profile.usernameToken() ? 1 : 0, Messages.count(wire, Messages.WSSE, "UsernameToken"), d.id());
            assertEquals(profile.signs() ? 1 : 0, Messages.count(wire, Messages.DSIG, "Signature"), d.id());
            assertEquals(profile.encrypts() ? 1 : 0, Messages.count(wire, Messages.XENC, "EncryptedData"), d.id());
            assertEquals(Secured.recorded(d), Fingerprint.of(Secured.received(StackId.AXIS1, policy, wire)), d.id());
        }
    }

    /**
     * Each stage of a signed and encrypted response, on its own: marshal puts the bean in a new envelope's Body, secure
     * (WSDoAllSender) adds the header and encrypts the Body, serialize writes it; the receiver's build and process
     * (WSDoAllReceiver) give back a message whose Body binds to the recorded quakes; a changed ciphertext is refused.
     */
    @Test
    void eachStageGivesWhatTheNextNeeds() throws Exception {
        Stack stack = StackId.AXIS1.create(Binder.context());
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        Security security = stack.security(policy, Secured.KEYS);
        assertEquals(List.of(Phase.SECURE), security.outbound().stream().map(Security.Step::phase).toList());
        assertEquals(List.of(Phase.PROCESS), security.inbound().stream().map(Security.Step::phase).toList());

        Object bound = stack.bind(stack.build(Secured.EXCHANGE.response()));
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(bound), "build and bind: the recorded quakes");
        Object marshalled = stack.marshal(bound);
        assertTrue(Messages.text(stack.serialize(marshalled)).contains("magnitude=\""), "marshal: the payload in the Body");
        byte[] wire = stack.serialize(security.outbound().get(0).apply().apply(marshalled));
        assertEquals(1, Messages.count(wire, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(wire, Messages.DSIG, "Signature"));
        assertFalse(Messages.text(wire).contains("magnitude"), "secure: the Body encrypted");

        Isolation.assertProcessedAndChangeRefused(stack, security, wire, security.inbound().get(0).apply().apply(stack.build(wire)));
    }

    @Test
    void aChangedSignedBodyIsRefusedWithWss4jsReason() {
        Policy policy = Secured.policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.AXIS1, policy, Direction.RESPONSE);
        Rejected r = assertThrows(Rejected.class,
                () -> Secured.received(StackId.AXIS1, policy, Messages.changeAfter(wire, "magnitude=\"")));
        assertTrue(r.getMessage().toLowerCase(Locale.ROOT).contains("signature"), r.getMessage());
    }

    /**
     * Axis writes a bean only when the envelope holding it is written: marshal places the bean in the Body, and
     * every serialize runs its bean serializer again, so a change to the bean after marshal shows in the next
     * write; nothing is kept from the first.
     */
    @Test
    void serializeWritesTheBeanAfreshOnEveryCall() throws Exception {
        Adapter adapter = adapter();
        Object bean = adapter.bind(adapter.build(Secured.EXCHANGE.response()));
        Object marshalled = adapter.marshal(bean);
        byte[] first = adapter.serialize(marshalled);
        assertArrayEquals(first, adapter.serialize(marshalled), "the same envelope writes the same bytes");
        assertFalse(Messages.text(first).contains("count=\"987654\""));
        bean.getClass().getMethod("setCount", int.class).invoke(bean, 987654);
        assertTrue(Messages.text(adapter.serialize(marshalled)).contains("count=\"987654\""),
                "the bean is written again by the next serialize");
    }

    /**
     * Encryption happens in secure, with a new AES key each call: the same payload secured twice gives two
     * ciphertexts, each decrypting to the recorded quakes. WSDoAllSender ends by writing the secured document and
     * handing Axis those bytes, so serialize of a secured message writes them as they are: the same bytes each call.
     */
    @Test
    void eachSecureEncryptsAnewAndSerializeWritesWhatItMade() {
        Stack stack = StackId.AXIS1.create(Binder.context());
        Policy policy = Secured.policy(Profile.ENCRYPT, Suite.LEGACY, Direction.RESPONSE);
        Security security = stack.security(policy, Secured.KEYS);
        Object payload = stack.bind(stack.build(Secured.EXCHANGE.response()));
        byte[] one = security.send(stack, payload);
        byte[] two = security.send(stack, payload);
        List<String> first = cipherValues(one);
        assertEquals(2, first.size(), "the wrapped key and the Body: " + first);
        assertTrue(Collections.disjoint(first, cipherValues(two)), "a new wrapped key and a new ciphertext");
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(security.receive(stack, one)));
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(security.receive(stack, two)));

        Object secured = security.outbound().get(0).apply().apply(stack.marshal(payload));
        byte[] written = stack.serialize(secured);
        assertArrayEquals(written, stack.serialize(secured));
        assertEquals(2, cipherValues(written).size());
    }

    /**
     * One exchange as RoundTrip runs it: the client secures the query, the server receives it and answers with the
     * recorded results, secured for the client, which receives them. The username profile secures only the query.
     */
    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"USERNAME", "SIGNENCR"})
    void anExchangeRunsBothWays(Profile profile) {
        Stack client = StackId.AXIS1.create(Binder.context());
        Stack server = StackId.AXIS1.create(Binder.context());
        Policy request = Policy.of(profile, Suite.LEGACY, Party.CLIENT);
        Policy response = Policy.of(profile == Profile.USERNAME ? Profile.PLAIN : profile, Suite.LEGACY, Party.SERVER);
        Object query = client.bind(client.build(Secured.EXCHANGE.request()));
        Object results = server.bind(server.build(Secured.EXCHANGE.response()));

        byte[] sent = client.security(request, Secured.KEYS).send(client, query);
        Object received = server.security(request, Secured.KEYS).receive(server, sent);
        assertEquals(Secured.recorded(Direction.REQUEST), Fingerprint.of(received), "the server binds the query sent");
        byte[] answer = server.security(response, Secured.KEYS).send(server, results);
        Object back = client.security(response, Secured.KEYS).receive(client, answer);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(back));
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(back));
    }

    @Test
    void itHasNoModelToConvert() {
        Stack stack = StackId.AXIS1.create(Binder.context());
        Object model = stack.build(Secured.EXCHANGE.response());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ((Converting) stack).convert(Phase.TO_DOM, model));
        assertTrue(e.getMessage().startsWith("axis1 has no in-memory model conversion"), e.getMessage());
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        Policy modern = Secured.policy(Profile.SIGNENCR, Suite.MODERN, Direction.REQUEST);
        Isolation.assertRefusedInOneLine(StackId.AXIS1, modern, "axis1: Axis 1.4 cannot run suite modern");
        assertNotNull(Axis1.refusal(Secured.policy(Profile.PLAIN, Suite.MODERN, Direction.REQUEST)));
        assertNull(Axis1.refusal(Secured.policy(Profile.PLAIN, Suite.LEGACY, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Isolation.assertVersions(Axis1.STACK.versions(), Map.of("axis", "1.4", "axis-saaj", "1.4", "axis-jaxrpc", "1.4",
                "wss4j", "1.5.8", "santuario", "1.4.3", "xalan", "2.7.1"));
    }

    private static Adapter adapter() {
        return LIBRARIES.adapter(Axis1.STACK.adapter());
    }

    private static List<String> cipherValues(byte[] wire) {
        Matcher m = CIPHER_VALUE.matcher(Messages.text(wire));
        return m.results().map(r -> r.group(1)).toList();
    }
}
