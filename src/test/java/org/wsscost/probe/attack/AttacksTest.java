package org.wsscost.probe.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.fixtures.Documented;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.probe.attack.Attacks.Outcome;
import org.wsscost.probe.attack.Attacks.Verdict;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Refusals;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.cxfstax.CxfStaxStack;

/**
 * Every attack on every receiver, run once for the class: each receiver rejects each attack for the
 * attack's own reason, except the findings below, which are pinned as they behave today; and the
 * attack table in docs/findings.md is exactly what these outcomes print.
 */
class AttacksTest {
    /**
     * Findings: the attacks a receiver accepts today (receiver, attack, profile), with what it did. Not
     * to be deleted: if a library changes, this map and docs/findings.md change with it.
     */
    private static final Map<String, String> ACCEPTED = findings();

    private static final String FORGED = "bound the forged Body (1 quake instead of 10)";
    private static final String SIGNED = "bound 10 quakes";

    private static Map<String, String> findings() {
        Map<String, String> f = new HashMap<>();
        // WSS4J's streaming engine verifies the signed (second) Body and reports a signed Body by
        // its element path, which two Bodies share; the payload read is the first, forged, Body.
        both(f, "wss4j-stax second-body", FORGED);
        // Spring-WS's Wss4jSecurityInterceptor checks that the configured actions happened, not what
        // they covered: WSS4J verifies the signature over the moved Body wherever it was moved, and the
        // payload read is the forged one (the interceptor has no setting that requires a signed Body).
        for (String attack : List.of("wrapped-body", "body-in-security", "body-in-object", "body-nested", "second-body",
                "other-actor")) {
            both(f, "spring-ws " + attack, FORGED);
        }
        // CXF's SAAJ build (on Metro's SAAJ) moves a Body it finds outside its place (in a header, in the
        // Security header, one sharing the signed Body's wsu:Id) back into the Envelope and drops the
        // forged one: WSS4J, the coverage checker and the payload all see the signed Body, so the forgery
        // is never read, but the altered message is not refused
        for (String attack : List.of("wrapped-body", "body-in-security", "duplicate-id", "other-actor")) {
            both(f, "cxf " + attack, SIGNED);
        }
        // A Body after the signed one: SOAP 1.1 allows one (WS-I Basic Profile R1011: nothing after the
        // Body), Axiom (rampart) and CXF's SAAJ build refuse it; the others bind the first, signed, Body
        // and never read the second (see "One Body" in docs/findings.md).
        for (String receiver : List.of("wss4j-dom", "wss4j-stax", "metro-xwss", "spring-ws", "cxf-stax")) {
            both(f, receiver + " body-after", SIGNED);
        }
        // CXF's streaming interceptors switch WSS4J's schema validation of the security header off (CXF's
        // contextual property schema-validation-enabled, false by default): Santuario's streaming engine then checks
        // the signature value over the first SignedInfo it meets while the references, digests and so the Body it
        // counts as signed come from the last one JAXB unmarshalled (see docs/findings.md, "A second SignedInfo").
        f.put("cxf-stax second-signedinfo sign", FORGED);
        // Metro's streaming security does the same with the digests of a second SignedInfo: the forged request served.
        f.put("metro-wsit second-signedinfo sign", "served the forged Body (1 quake instead of 10)");
        // The same two take the last of two SignatureValues: the real one, after random bytes; the signed Body bound.
        f.put("cxf-stax second-signature-value sign", SIGNED);
        f.put("metro-wsit second-signature-value sign", "served 10 quakes");
        f.put("metro-wsit body-after sign", "served 10 quakes");
        f.put("metro-wsit body-after signencr", "served an encrypted response");
        // XWSS keeps no replay cache for an X.509 signature with a Timestamp (see XwssSecurityTest).
        f.put("metro-xwss replay sign", SIGNED);
        // Nor does Metro's streaming security (see MetroWsitTest).
        f.put("metro-wsit replay sign", "served 10 quakes");
        // Metro's runtime passes a message with a DOCTYPE on to the service (SOAP 1.1 forbids one);
        // its reader does not expand the entities, so the service's binding fails on them.
        f.put("metro-wsit external-entity plain", "the entity not expanded");
        f.put("metro-wsit entity-bomb plain", "the entity not expanded");
        // Metro's runtime, driven by its WS-SecurityPolicy (Basic256Sha256), takes RSA-SHA1, SHA-1 digests and an
        // RSA v1.5 key transport: its policy's algorithm suite is not enforced on what it receives
        f.put("metro-wsit weak-signature sign", "served 10 quakes");
        f.put("metro-wsit weak-digest sign", "served 10 quakes");
        f.put("metro-wsit rsa15-key-transport signencr", "served an encrypted response");
        // XWSS (and Metro's runtime) ignore a RetrievalMethod put first in KeyInfo, which the signature does not
        // cover, and fetch nothing (the loopback saw nothing); WSS4J refuses it under BSP R5402
        f.put("metro-xwss retrieval-method sign", SIGNED);
        f.put("metro-wsit retrieval-method sign", "served 10 quakes");
        isolated(f);
        return Map.copyOf(f);
    }

    /**
     * The isolated stacks' findings (legacy suite, each in a child JVM of its own): docs/findings.md, "Rampart 1.7.1"
     * and "The old comparisons' stacks".
     */
    private static void isolated(Map<String, String> f) {
        // Rampart 1.7.1: the signed Body moved elsewhere, another in its place: the forged one bound; its
        // PolicyBasedResultsValidator counts the Body signed when a signed element is named soapenv:Body
        for (String attack : List.of("wrapped-body", "body-in-security", "body-in-object", "body-nested", "other-actor")) {
            both(f, "rampart " + attack, FORGED);
        }
        // the session key wrapped with RSA v1.5 where the policy's Basic128 names RSA-OAEP
        f.put("rampart rsa15-key-transport signencr", SIGNED);
        // a RetrievalMethod first in KeyInfo, outside the signature, ignored (nothing fetched)
        f.put("rampart retrieval-method sign", SIGNED);
        // the same signed message twice: no replay cache on Rampart's policy path as the suite configures it
        f.put("rampart replay sign", SIGNED);
        // Rampart 1.5 (WSS4J 1.5.8, Santuario 1.4.2): a signed Timestamp 25 h old in another header beside a fresh,
        // unsigned one in the Security header (cause not yet traced); neither the policy's exclusive c14n nor its
        // RSA-OAEP enforced; Santuario 1.4.2 has no secure validation, so an XPath transform and 31 more References
        // verify; a RetrievalMethod outside the signature ignored; no replay cache
        for (String attack : List.of("timestamp-wrapped", "inclusive-c14n", "transform-xpath-resigned", "references-31-resigned",
                "retrieval-method", "replay")) {
            f.put("rampart-1.5 " + attack + " sign", SIGNED);
        }
        f.put("rampart-1.5 rsa15-key-transport signencr", SIGNED);
        // Metro 1.5 (XWSS 2.0 of 2009) as metro-xwss: one Body after the signed one never read, RSA v1.5 key
        // transport where its configuration names RSA-OAEP, a RetrievalMethod ignored, no replay cache for X.509
        both(f, "metro-1.5 body-after", SIGNED);
        f.put("metro-1.5 rsa15-key-transport signencr", SIGNED);
        f.put("metro-1.5 retrieval-method sign", SIGNED);
        f.put("metro-1.5 replay sign", SIGNED);
        // Axis 1.4 (WSDoAllReceiver, WSS4J 1.5.8) checks that the signature verifies, not what it covers: every Body
        // moved or wrapped, another in its place, is bound (Axis itself refuses a second Body); a Timestamp moved out
        // of the signature or from the future, the policy's c14n and key transport not enforced, a RetrievalMethod
        // ignored, no replay cache
        for (String attack : List.of("wrapped-body", "body-in-security", "body-in-object", "body-nested", "other-actor")) {
            both(f, "axis1 " + attack, FORGED);
        }
        for (String attack : List.of("timestamp-wrapped", "future-timestamp", "inclusive-c14n", "retrieval-method", "replay")) {
            f.put("axis1 " + attack + " sign", SIGNED);
        }
        f.put("axis1 rsa15-key-transport signencr", SIGNED);
        // XFire 1.2.6 (WSS4JInHandler, WSS4J 1.5.1) checks that the signature verifies, never what it covers: every
        // Body moved or wrapped, another in its place, is bound, as is the Body after the signed one; its Woodstox
        // leaves an external entity unexpanded (and expands the internal ones until the heap runs out: EXHAUSTED)
        for (String attack : List.of("wrapped-body", "body-in-security", "body-in-object", "body-nested", "second-body",
                "other-actor")) {
            both(f, "xfire " + attack, FORGED);
        }
        both(f, "xfire body-after", SIGNED);
        f.put("xfire external-entity plain", "the entity was not expanded");
        // a signed Timestamp moved, a Timestamp from the future, no replay cache, the policy's algorithms not enforced
        for (String attack : List.of("timestamp-wrapped", "future-timestamp", "inclusive-c14n", "retrieval-method", "replay")) {
            f.put("xfire " + attack + " sign", SIGNED);
        }
        f.put("xfire rsa15-key-transport signencr", SIGNED);
        // a comment inside the signed text splits it, and the binding reads the first part only
        f.put("xfire comment-split sign", "bound \"Aleutian\" where \"Aleutian Islands\" was signed");
    }

    /** Receivers that run out of heap on an attack (a denial of service), pinned: {@link Verdict#EXHAUSTED}. */
    private static final List<String> EXHAUSTED = List.of("xfire entity-bomb plain");

    /**
     * Attacks that cannot be made of the receiver's own message: its key transport is RSA-OAEP-MGF1P, whose
     * digest and mask generation are SHA-1 by definition (metro-xwss's {@code modern}, Metro's runtime).
     */
    private static final List<String> NOT_MADE = List.of("metro-xwss oaep-sha1 signencr", "metro-xwss mgf-sha1 signencr",
            "metro-wsit oaep-sha1 signencr", "metro-wsit mgf-sha1 signencr");

    /**
     * Not applicable on an isolated stack, which runs the legacy suite: it names RSA-SHA1 and SHA-1 itself, and its key
     * transport is RSA-OAEP-MGF1P, whose digest and mask generation are SHA-1 by definition.
     */
    private static final Set<Attack> LEGACY_NOT_APPLICABLE = EnumSet.of(Attack.WEAK_SIGNATURE, Attack.WEAK_DIGEST,
            Attack.OAEP_SHA1, Attack.MGF_SHA1);

    private static void both(Map<String, String> findings, String receiverAndAttack, String detail) {
        findings.put(receiverAndAttack + " sign", detail);
        findings.put(receiverAndAttack + " signencr", detail);
    }

    /** Why each attack is rejected, in the words of the receivers. */
    private static Pattern reason(Attack attack) {
        return switch (attack) {
            case EXTERNAL_ENTITY, ENTITY_BOMB -> Pattern.compile(
                    "DOCTYPE|Document Type Declaration|Undeclared general entity|Received event DTD");
            case WRAPPED_BODY, BODY_IN_SECURITY, BODY_IN_OBJECT, BODY_NESTED, SECOND_BODY, BODY_AFTER, DUPLICATE_ID,
                    OTHER_ACTOR -> Pattern.compile("Body not signed|Body is not signed|Receiver requirement for .* is not met"
                            + "|Validation of Reference|signature or decryption was invalid|Multiple body elements"
                            + "|Could not find Reference|Body inside security header is not supported"
                            + "|Data Reference under EncryptedKey with ID .* is not found|Multiple Elements with the same ID"
                            + "|Signature verification failed|digest verification|Cannot resolve element with ID|no Timestamp"
                            + "|Object is not recognized under Signature");
            // a schema check (DOM engines: Santuario's element order; wss4j-stax: its schema validation), or the signature
            case SECOND_SIGNED_INFO, SECOND_SIGNATURE_VALUE -> Pattern.compile("Invalid element name|cvc-complex-type"
                    + "|Invalid digest|WSS1717");
            case SECOND_REFERENCE -> Pattern.compile("signature or decryption was invalid|INVALID signature"
                    + "|Signature verification failed|Could not find Reference");
            case SECOND_KEY_INFO, SECOND_SIGNATURE -> Pattern.compile("No trusted certs found|Certificate validation failed"
                    + "|Validation of self signed certificate failed|cvc-complex-type|Invalid element name|INVALID signature");
            case TIMESTAMP_WRAPPED -> Pattern.compile("has expired|have expired|older than currenttime"
                    + "|signature or decryption was invalid|Signature verification failed|Timestamp|Validation of Reference");
            case EXPIRED_TIMESTAMP -> Pattern.compile("has expired|have expired|older than currenttime");
            case FUTURE_TIMESTAMP -> Pattern.compile("out of range|have expired|ahead of the current time");
            case COMMENT_SPLIT -> Pattern.compile("(?!)");
            case WRONG_PASSWORD -> Pattern.compile("could not be authenticated|Invalid Username Password Pair");
            case UNTRUSTED_SIGNER -> Pattern.compile("No trusted certs found|Certificate validation failed"
                    + "|Validation of self signed certificate failed");
            case REPLAY -> Pattern.compile("replay attack has been detected|The message has expired");
            case REFERENCE_HTTP, REFERENCE_FILE, TRANSFORM_XSLT, TRANSFORM_XPATH, REFERENCES_31 -> Pattern.compile(
                    "INVALID signature|Signature verification failed|outside the modern suite|BSP:R54|Could not find Reference"
                    + "|maximum of 30 references|engine failed with IllegalStateException in Attacks.served");
            case REFERENCE_HTTP_RESIGNED, REFERENCE_FILE_RESIGNED, TRANSFORM_XSLT_RESIGNED, TRANSFORM_XPATH_RESIGNED,
                    REFERENCES_31_RESIGNED, RETRIEVAL_METHOD -> Pattern.compile("outside the modern suite|BSP:R54|is forbidden"
                    + "|No elements exist|Could not find Reference|maximum of 30 references|maximum 30 are allowed"
                    + "|engine failed with IllegalStateException in Attacks.served");
            case BAD_KEY_PADDING, BAD_CIPHERTEXT -> Pattern.compile("Tag mismatch|SecretKey from EncryptedKey|Unwrapping failed|is not bound|Current state not");
            case PASSWORD_DIGEST -> Pattern.compile("could not be authenticated|Plain-Text Password");
            case WEAK_SIGNATURE, WEAK_DIGEST, INCLUSIVE_C14N, OAEP_SHA1, MGF_SHA1, RSA15_KEY_TRANSPORT -> Pattern.compile(
                    // the Basic Security Profile allows exclusive c14n only, and WSS4J checks it first
                    "outside the modern suite|BSP:R5404|RSAv1.5 key transport algorithm is discouraged"
                    + "|engine failed with IllegalStateException in Attacks.served");
        };
    }

    private static List<Outcome> outcomes;
    private static List<Outcome> acrossSenders;

    @BeforeAll
    static void attack() {
        try (Attacks attacks = new Attacks()) {
            outcomes = attacks.all();
            acrossSenders = attacks.acrossSenders();
        }
    }

    /** Every column of the table: the shared stacks', the isolated ones' (from their child JVMs), Metro's runtime's. */
    private static List<String> receivers() {
        List<String> receivers = new ArrayList<>(StackId.shared().stream().map(StackId::id).toList());
        Attacks.IN_THE_TABLE.forEach(id -> receivers.add(id.id()));
        receivers.add(Attacks.METRO_WSIT);
        return receivers;
    }

    private static boolean isolated(String receiver) {
        return Attacks.IN_THE_TABLE.stream().anyMatch(id -> id.id().equals(receiver));
    }

    static Stream<Arguments> cells() {
        List<Arguments> all = new ArrayList<>();
        for (String receiver : receivers()) {
            for (Attack attack : Attack.values()) {
                for (Profile profile : attack.profiles()) {
                    all.add(Arguments.of(receiver, attack, profile));
                }
            }
        }
        return all.stream();
    }

    private static Outcome outcome(String receiver, Attack attack, Profile profile) {
        return outcomes.stream().filter(o -> o.receiver().equals(receiver) && o.attack() == attack && o.profile() == profile)
                .findFirst().orElseThrow(() -> new AssertionError("no outcome for " + receiver + " " + attack.id() + " " + profile.id()));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("cells")
    void eachReceiverRejectsEachAttackForItsReasonOrThePinnedFindingHolds(String receiver, Attack attack, Profile profile) {
        Outcome o = outcome(receiver, attack, profile);
        String finding = ACCEPTED.get(receiver + " " + attack.id() + " " + profile.id());
        if (EXHAUSTED.contains(receiver + " " + attack.id() + " " + profile.id())) {
            assertEquals(Verdict.EXHAUSTED, o.verdict(), o.toString());
        } else if (finding != null) {
            assertEquals(Verdict.ACCEPTED, o.verdict(), o.toString());
            assertTrue(o.detail().contains(finding), o.detail());
        } else if (receiver.equals(Attacks.METRO_WSIT) && attack.profiles().contains(Profile.USERNAME)) {
            assertEquals(Verdict.NOT_APPLICABLE, o.verdict(), "metro-wsit runs no UsernameToken profile");
        } else if (NOT_MADE.contains(receiver + " " + attack.id() + " " + profile.id())) {
            assertEquals(Verdict.NOT_APPLICABLE, o.verdict(), o.toString());
            assertTrue(o.detail().contains("by definition"), o.detail());
        } else if (attack == Attack.COMMENT_SPLIT) {
            assertEquals(Verdict.INTACT, o.verdict(), "what is bound must be what was signed: " + o);
        } else if (isolated(receiver) && LEGACY_NOT_APPLICABLE.contains(attack)) {
            assertEquals(Verdict.NOT_APPLICABLE, o.verdict(), o.toString());
        } else if (isolated(receiver)) {
            // the isolated engines' own words, which the patterns here do not list: the table in docs/findings.md pins them
            assertEquals(Verdict.REJECTED, o.verdict(), o.toString());
        } else {
            assertEquals(Verdict.REJECTED, o.verdict(), o.toString());
            assertTrue(reason(attack).matcher(o.detail()).find(), attack.id() + " " + profile.id() + ": " + o.detail());
        }
    }

    /** A receiver does with its own sender's attacked message what the run across senders saw it do. */
    @Test
    void theRunAcrossSendersAgreesWithEachReceiversOwn() {
        for (Outcome across : acrossSenders) {
            if (across.sender().equals(across.receiver())) {
                Outcome own = outcome(across.receiver(), across.attack(), across.profile());
                assertEquals(own.verdict(), across.verdict(), own + " against " + across);
            }
        }
    }

    /**
     * The setting that closes the second SignedInfo on {@code cxf-stax}: CXF's contextual property
     * {@code schema-validation-enabled} (CXF's default: false) has WSS4J validate the security header against its
     * schemas, which allow one SignedInfo; the unattacked message is still taken.
     */
    @Test
    void cxfStaxWithSchemaValidationRefusesTheSecondSignedInfo() {
        StackId id = StackId.CXF_STAX;
        Policy policy = Policy.of(Profile.SIGN, Suite.MODERN, Party.SERVER);
        try (Attacks attacks = new Attacks()) {
            byte[] forgery = attacks.made(id, Attack.SECOND_SIGNED_INFO, Profile.SIGN);
            byte[] unattacked = attacks.secured(id, Profile.SIGN);
            CxfStaxStack stack = (CxfStaxStack) id.create(Binder.context());
            Security shipped = stack.security(policy, Keys.load());
            Security validating = stack.security(policy, Keys.load(), Map.of("schema-validation-enabled", true));
            assertEquals(1, Binder.quakes(shipped.receive(stack, forgery)), "CXF as shipped binds the forged Body");
            RuntimeException refused = assertThrows(RuntimeException.class, () -> validating.receive(stack, forgery));
            assertTrue(Refusals.reason(refused).contains("cvc-complex-type.2.4.a"), Refusals.reason(refused));
            assertEquals(10, Binder.quakes(validating.receive(stack, unattacked)));
        }
    }

    /** Every attack across senders was made and tried: none lacks the part of the message it edits. */
    @Test
    void everyAttackIsMadeOfEverySendersMessage() {
        for (Outcome o : acrossSenders) {
            assertFalse(o.detail().startsWith("cannot be made"), o.toString());
        }
    }

    /**
     * Receivers that answer a wrong key padding otherwise than an altered ciphertext: an oracle (Bleichenbacher's,
     * for RSA v1.5; Manger's, for OAEP) needs nothing more than the two answers to differ. Findings, pinned.
     */
    private static final List<String> ORACLES = List.of("metro-xwss", "metro-wsit", "rampart", "rampart-1.5", "axis1", "metro-1.5", "xfire");

    /** A bad key padding and a bad ciphertext get the same words (the exit code is 1 for both: refused). */
    @Test
    void aBadKeyPaddingAndABadCiphertextAreNotToldApart() {
        for (String receiver : receivers()) {
            Outcome padding = outcome(receiver, Attack.BAD_KEY_PADDING, Profile.SIGNENCR);
            Outcome data = outcome(receiver, Attack.BAD_CIPHERTEXT, Profile.SIGNENCR);
            if (ORACLES.contains(receiver)) {
                assertFalse(padding.detail().equals(data.detail()), receiver + " no longer tells them apart: " + padding.detail());
            } else {
                assertEquals(data.detail(), padding.detail(), receiver + " tells a bad padding from a bad ciphertext");
            }
        }
    }

    /**
     * The loopback proof: no receiver fetches an http: URI or reads a file: URI a message names (references, XSLT's
     * document(), a RetrievalMethod), whether the signature verifies or not, except the findings pinned here.
     */
    private static final List<String> REACHES_OUT = List.of(
            // the old engines dereference the URIs a signed message names, with no secure validation to forbid
            // them: Santuario 1.4.2 (rampart-1.5) fetches, reads, and runs XSLT's document(); Metro 1.5's XML
            // Security fetches an http: reference (the JDK's own limits refuse the stylesheet's fetch there)
            "rampart-1.5 reference-http-resigned sign", "rampart-1.5 reference-file-resigned sign",
            "rampart-1.5 transform-xslt-resigned sign", "metro-1.5 reference-http-resigned sign",
            // Axis 1.4's WSS4J 1.5.8 on Santuario 1.4.3, as rampart-1.5's on 1.4.2
            "axis1 reference-http-resigned sign", "axis1 reference-file-resigned sign", "axis1 transform-xslt-resigned sign",
            // XFire's Santuario 1.3 fetches an http: reference and runs XSLT's document() before it checks the
            // signature, re-signed or not (its file: resolver fails on the pipe with a NullPointerException)
            "xfire reference-http sign", "xfire reference-http-resigned sign", "xfire transform-xslt sign",
            "xfire transform-xslt-resigned sign");

    @Test
    void noReceiverFetchesOrReadsWhatAMessageReferences() {
        for (Outcome o : outcomes) {
            boolean touched = o.detail().contains("[loopback:");
            assertEquals(REACHES_OUT.contains(o.receiver() + " " + o.attack().id() + " " + o.profile().id()), touched, o.toString());
        }
        for (Outcome o : acrossSenders) {
            assertFalse(o.detail().contains("[loopback:") && !REACHES_OUT.contains(o.receiver() + " " + o.attack().id() + " "
                    + o.profile().id()), o.toString());
        }
    }

    /** The listener and the pipe see what they must: a fetch and a read, and nothing when nothing happens. */
    @Test
    void theLoopbackSeesAFetchAndARead() throws Exception {
        try (Loopback loopback = new Loopback()) {
            assertEquals(List.of(), loopback.touched());
            try (var in = loopback.http("probe").toURL().openStream()) {
                assertEquals(Loopback.ANSWER, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
            assertEquals(Loopback.ANSWER, Files.readString(Path.of(loopback.file())));
            assertEquals(List.of("fetched /probe", "read reference.xml"), loopback.touched());
            loopback.reset();
            assertEquals(List.of(), loopback.touched());
        }
    }

    /** The file behind the external entity is never read into anything a receiver returns or says. */
    @Test
    void noReceiverReadsTheExternalEntitysFile() {
        for (Outcome o : outcomes) {
            assertFalse(o.detail().contains(Attacks.MARKER) || o.detail().contains("was read"), o.toString());
        }
    }

    /**
     * A correctness bound, not a measurement: a bomb is refused at once, not expanded for seconds; a receiver that
     * expands it until its heap runs out is a pinned finding ({@link #EXHAUSTED}), not held to the bound.
     */
    @Test
    void theEntityBombIsRefusedWithinFiveSeconds() {
        for (Outcome o : outcomes) {
            if (o.attack() == Attack.ENTITY_BOMB && o.verdict() != Verdict.EXHAUSTED) {
                assertTrue(o.millis() < 5_000, o.toString());
            }
        }
    }

    @Test
    void theDocumentedTableIsWhatTheAttacksGive() throws Exception {
        Documented.assertTable("attacks", "AttacksTest", Attacks.markdown(outcomes));
    }

    /** Every acceptance across senders is listed, sender by sender, in docs/findings.md. */
    @Test
    void theDocumentedTableAcrossSendersIsWhatTheAttacksGive() throws Exception {
        Documented.assertTable("attacks across senders", "AttacksTest", Attacks.markdownAcrossSenders(acrossSenders));
    }
}
