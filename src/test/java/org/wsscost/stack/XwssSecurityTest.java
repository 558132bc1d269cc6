package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsscost.fixtures.Secured.policy;
import static org.wsscost.fixtures.Secured.recorded;

import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * What metro-xwss (XWSS 2.0 on Metro's SAAJ) does beyond the contract every stack keeps
 * ({@link StackContractTest}), on every secured profile × suite a check concerns: its whole
 * configuration is one step each way; a message verifies again and again; its output uses the
 * algorithms the suite says, as far as XWSS can; its Timestamp lives as long as the policy says;
 * tampering, a missing signature, a wrong password and a missing header are rejected in XWSS's own
 * words; and the findings it pins.
 */
class XwssSecurityTest {
    private static final JAXBContext JAXB = Binder.context();
    private static final String AES256_CBC = "http://www.w3.org/2001/04/xmlenc#aes256-cbc";
    private static final String RSA_OAEP_MGF1P = "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p";
    private static final Keys keys = Secured.KEYS;
    private static final Exchange exchange = Secured.EXCHANGE;

    static Stream<Arguments> securedProfilesSuites() {
        return profilesSuitesOf(Profile::secured);
    }

    static Stream<Arguments> signingProfilesSuites() {
        return profilesSuitesOf(Profile::signs);
    }

    static Stream<Arguments> usernameTokenProfilesSuites() {
        return profilesSuitesOf(Profile::usernameToken);
    }

    /** The profiles {@code covered} accepts × every suite. */
    private static Stream<Arguments> profilesSuitesOf(Predicate<Profile> covered) {
        List<Arguments> all = new ArrayList<>();
        for (Profile profile : Profile.values()) {
            if (covered.test(profile)) {
                for (Suite suite : Suite.values()) {
                    all.add(Arguments.of(profile, suite));
                }
            }
        }
        return all.stream();
    }

    private static Stack stack() {
        return StackId.METRO_XWSS.create(JAXB);
    }

    private static byte[] secured(Policy policy, Direction direction) {
        return Secured.secured(StackId.METRO_XWSS, policy, direction);
    }

    private static Object received(Policy policy, byte[] message) {
        return Secured.received(StackId.METRO_XWSS, policy, message);
    }

    /** Rejected, with XWSS's own words for why. */
    private static void rejected(Policy policy, byte[] message, String why) {
        Rejected r = assertThrows(Rejected.class, () -> received(policy, message));
        assertFalse(r.getMessage() == null || r.getMessage().isBlank(), "a rejection says why");
        assertTrue(r.getMessage().contains(why), r.getMessage());
    }

    /**
     * XWSS applies its whole configuration in one call each way, so its steps are one secure and one
     * process (that they give what the direction totals give is in the contract).
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("securedProfilesSuites")
    void theWholeConfigurationIsOneStepEachWay(Profile profile, Suite suite) {
        Security security = stack().security(policy(profile, suite, Direction.RESPONSE), keys);
        assertEquals(List.of(Phase.SECURE), security.outbound().stream().map(Security.Step::phase).toList());
        assertEquals(List.of(Phase.PROCESS), security.inbound().stream().map(Security.Step::phase).toList());
    }

    /** Benchmarks verify one secured message over and over: no replay or nonce cache may trip. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("securedProfilesSuites")
    void theSameMessageVerifiesTwice(Profile profile, Suite suite) {
        Policy policy = policy(profile, suite, Direction.REQUEST);
        byte[] wire = secured(policy, Direction.REQUEST);
        Stack stack = stack();
        Security security = stack.security(policy, keys);
        String expected = recorded(Direction.REQUEST);
        assertEquals(expected, Fingerprint.of(security.receive(stack, wire)));
        assertEquals(expected, Fingerprint.of(security.receive(stack, wire)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("securedProfilesSuites")
    void theOutputUsesTheSuitesAlgorithms(Profile profile, Suite suite) throws Exception {
        Document doc = dom(secured(policy(profile, suite, Direction.RESPONSE), Direction.RESPONSE));
        List<String> signatureMethods = algorithms(doc, Messages.DSIG, "SignatureMethod");
        List<String> digests = algorithms(doc, Messages.DSIG, "DigestMethod");
        if (profile.signs()) {
            assertEquals(List.of(suite.signature), signatureMethods);
            assertEquals(List.of(suite.digest, suite.digest), digests, "Timestamp and Body");
            assertEquals(List.of(Suite.C14N), algorithms(doc, Messages.DSIG, "CanonicalizationMethod"));
        } else {
            assertEquals(List.of(), signatureMethods);
            assertEquals(List.of(), digests);
        }
        List<String> keyTransport = algorithms(doc, Messages.XENC, "EncryptedKey");
        List<String> encryption = algorithms(doc, Messages.XENC, "EncryptedData");
        if (profile.encrypts()) {
            // XWSS's configuration schema has no aes256-gcm nor xmlenc11 rsa-oaep: modern is CBC and OAEP-MGF1P
            assertEquals(List.of(suite == Suite.MODERN ? RSA_OAEP_MGF1P : suite.keyTransport), keyTransport);
            assertEquals(List.of(suite == Suite.MODERN ? AES256_CBC : suite.encryption), encryption);
        } else {
            assertEquals(List.of(), keyTransport);
            assertEquals(List.of(), encryption);
        }
    }

    /** Benchmarks secure their inputs once per trial and verify them for hours. */
    @Test
    void theTimestampLivesAsLongAsThePolicySays() throws Exception {
        Document doc = dom(secured(policy(Profile.SIGN, Suite.MODERN, Direction.RESPONSE), Direction.RESPONSE));
        String wsu = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
        Instant created = Instant.parse(doc.getElementsByTagNameNS(wsu, "Created").item(0).getTextContent());
        Instant expires = Instant.parse(doc.getElementsByTagNameNS(wsu, "Expires").item(0).getTextContent());
        assertEquals(Policy.TIMESTAMP_TTL, Duration.between(created, expires));
    }

    /**
     * The contract checks that every stack rejects a changed signed Body, a removed Signature, a wrong
     * password and a missing header; this test and the next three check XWSS's words for why.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("signingProfilesSuites")
    void aChangedSignedBodyIsRejected(Profile profile, Suite suite) {
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        byte[] wire = secured(policy, Direction.RESPONSE);
        // signed only: change a magnitude; signed and encrypted: change the Body's ciphertext
        if (profile.encrypts()) {
            // the CBC garbage no longer parses, so decryption fails before the signature is checked
            rejected(policy, Messages.changeAfter(wire, "CipherValue>"), "Unable to decrypt message: ");
        } else {
            rejected(policy, Messages.changeAfter(wire, "magnitude=\""), "Signature verification failed");
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("signingProfilesSuites")
    void aRemovedSignatureIsRejected(Profile profile, Suite suite) throws Exception {
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        rejected(policy, Messages.without(secured(policy, Direction.RESPONSE), Messages.DSIG, "Signature"),
                "More Receiver requirements [ SignaturePolicy SignaturePolicy ] specified than present in the message");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("usernameTokenProfilesSuites")
    void aWrongUsernameTokenPasswordIsRejected(Profile profile, Suite suite) {
        Policy right = policy(profile, suite, Direction.REQUEST);
        byte[] wire = secured(right.withPassword("guessed"), Direction.REQUEST);
        assertTrue(Messages.text(wire).contains("guessed"));
        rejected(right, wire, "Authentication of Username Password Token Failed: Invalid Username Password Pair");
    }

    /** Both directions here; the contract checks the response only, as every stack can. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("securedProfilesSuites")
    void aMessageWithoutSecurityIsRejectedWhereSecurityIsRequired(Profile profile, Suite suite) {
        for (Direction d : Direction.values()) {
            rejected(policy(profile, suite, d), exchange.message(d), "No Security Header found");
        }
    }

    /**
     * Finding, pinned: XWSS keeps no replay cache for an X.509 signature with a Timestamp, so an
     * exact copy of a signed and encrypted request is accepted again and again for as long as the
     * Timestamp is fresh. Good for a benchmark; a real server would have to detect replays itself.
     */
    @Test
    void findingAnExactReplayIsAccepted() {
        Policy policy = policy(Profile.SIGNENCR, Suite.MODERN, Direction.REQUEST);
        byte[] wire = secured(policy, Direction.REQUEST);
        Stack stack = stack();
        Security receiver = stack.security(policy, keys);
        for (int delivery = 0; delivery < 3; delivery++) {
            assertEquals(recorded(Direction.REQUEST), Fingerprint.of(receiver.receive(stack, wire)));
        }
        assertEquals(recorded(Direction.REQUEST), Fingerprint.of(received(policy, wire)), "a new receiver too");
    }

    /**
     * Finding, pinned: {@code encrypt} alone is AES-CBC without a signature, so nothing protects the
     * ciphertext's integrity. Flipping one bit of the IV flips the same bit of the first plaintext
     * block: the payload root's {@code xmlns} becomes {@code ymlns}, the XML stays well formed, and
     * XWSS accepts the message with a Body that now holds an element in no namespace.
     */
    @Test
    void findingAnIvBitFlipOnAnEncryptOnlyMessageIsAccepted() throws Exception {
        Policy policy = policy(Profile.ENCRYPT, Suite.LEGACY, Direction.RESPONSE);
        Stack stack = stack();
        Security security = stack.security(policy, keys);
        // secured from the recorded bytes, whose payload root declares its namespace as xmlns="…"
        Object model = Security.apply(security.outbound(), stack.build(exchange.response()));
        byte[] wire = stack.serialize(model);
        String payload = Messages.text(exchange.response());
        String root = payload.substring(payload.indexOf("<soapenv:Body>") + "<soapenv:Body>".length());
        int x = root.indexOf("xmlns=");
        assertTrue(x > 0 && x < 16, "the payload root's xmlns lies in the first block: " + root.substring(0, 40));

        Document doc = dom(wire);
        Element data = (Element) doc.getElementsByTagNameNS(Messages.XENC, "EncryptedData").item(0);
        Element cipherValue = (Element) data.getElementsByTagNameNS(Messages.XENC, "CipherValue").item(0);
        byte[] ivAndCipherText = Base64.getMimeDecoder().decode(cipherValue.getTextContent());
        ivAndCipherText[x] ^= 'x' ^ 'y';
        cipherValue.setTextContent(Base64.getEncoder().encodeToString(ivAndCipherText));
        byte[] flipped = serialize(doc);

        Object back = Security.apply(security.inbound(), stack.build(flipped));
        String accepted = Messages.text(stack.serialize(back));
        assertTrue(accepted.contains("ymlns=\"http://wsscost.org/seismic/types\""), accepted);
        assertFalse(accepted.contains("xmlns=\"http://wsscost.org/seismic/types\""), accepted);
    }

    /**
     * XWSS checks the canonicalization and data encryption against its requirements but not the signature
     * method, the digest or the key transport (its verifier's source leaves them unchecked), so a receiver
     * configured for rsa-sha256 and sha256 took a message signed with rsa-sha1 and sha1 digests; wsscost's
     * receiver now checks the header against the suite before XWSS processes it, in its own words.
     */
    @Test
    void theReceiverRefusesTheOtherSuitesSignatureAlgorithmsBeforeXwssSeesThem() {
        byte[] sha1 = secured(policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE), Direction.RESPONSE);
        assertTrue(Messages.text(sha1).contains(Suite.LEGACY.signature));
        Policy modern = policy(Profile.SIGN, Suite.MODERN, Direction.RESPONSE);
        Rejected r = assertThrows(Rejected.class, () -> received(modern, sha1));
        assertEquals("SignatureMethod " + Suite.LEGACY.signature + " is outside the modern suite", r.getMessage());
    }

    private static Document dom(byte[] message) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        return dbf.newDocumentBuilder().parse(new ByteArrayInputStream(message));
    }

    private static byte[] serialize(Document doc) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toByteArray();
    }

    /** The Algorithm of every {@code {ns}local} element, or of the EncryptionMethod inside it. */
    private static List<String> algorithms(Document doc, String ns, String local) {
        List<String> found = new ArrayList<>();
        NodeList elements = doc.getElementsByTagNameNS(ns, local);
        for (int i = 0; i < elements.getLength(); i++) {
            Element e = (Element) elements.item(i);
            if (e.hasAttribute("Algorithm")) {
                found.add(e.getAttribute("Algorithm"));
            } else {
                Element method = (Element) e.getElementsByTagNameNS(Messages.XENC, "EncryptionMethod").item(0);
                found.add(method.getAttribute("Algorithm"));
            }
        }
        return found;
    }
}
