package org.wsscost.probe.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.probe.attack.Attacks.Outcome;
import org.wsscost.probe.attack.Attacks.Verdict;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

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
        return Map.copyOf(f);
    }

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
            case TIMESTAMP_WRAPPED -> Pattern.compile("has expired|have expired|older than currenttime"
                    + "|signature or decryption was invalid|Signature verification failed|Timestamp|Validation of Reference");
            case EXPIRED_TIMESTAMP -> Pattern.compile("has expired|have expired|older than currenttime");
            case FUTURE_TIMESTAMP -> Pattern.compile("out of range|have expired|ahead of the current time");
            case COMMENT_SPLIT -> Pattern.compile("(?!)");
            case WRONG_PASSWORD -> Pattern.compile("could not be authenticated|Invalid Username Password Pair");
            case UNTRUSTED_SIGNER -> Pattern.compile("No trusted certs found|Certificate validation failed"
                    + "|Validation of self signed certificate failed");
            case REPLAY -> Pattern.compile("replay attack has been detected|The message has expired");
        };
    }

    private static List<Outcome> outcomes;
    private static List<Outcome> acrossSenders;

    @BeforeAll
    static void attack() {
        Attacks attacks = new Attacks();
        outcomes = attacks.all();
        acrossSenders = attacks.acrossSenders();
    }

    static Stream<Arguments> cells() {
        List<Arguments> all = new ArrayList<>();
        List<String> receivers = new ArrayList<>(Stream.of(StackId.values()).map(StackId::id).toList());
        receivers.add(Attacks.METRO_WSIT);
        for (String receiver : receivers) {
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
        if (finding != null) {
            assertEquals(Verdict.ACCEPTED, o.verdict(), o.toString());
            assertTrue(o.detail().contains(finding), o.detail());
        } else if (receiver.equals(Attacks.METRO_WSIT) && attack == Attack.WRONG_PASSWORD) {
            assertEquals(Verdict.NOT_APPLICABLE, o.verdict(), "metro-wsit runs no UsernameToken profile");
        } else if (attack == Attack.COMMENT_SPLIT) {
            assertEquals(Verdict.INTACT, o.verdict(), "what is bound must be what was signed: " + o);
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

    /** Every attack across senders was made and tried: none lacks the part of the message it edits. */
    @Test
    void everyAttackIsMadeOfEverySendersMessage() {
        for (Outcome o : acrossSenders) {
            assertFalse(o.detail().startsWith("cannot be made"), o.toString());
        }
    }

    /** The file behind the external entity is never read into anything a receiver returns or says. */
    @Test
    void noReceiverReadsTheExternalEntitysFile() {
        for (Outcome o : outcomes) {
            assertFalse(o.detail().contains(Attacks.MARKER) || o.detail().contains("was read"), o.toString());
        }
    }

    /** A correctness bound, not a measurement: a bomb is refused at once, not expanded for seconds. */
    @Test
    void theEntityBombIsRefusedWithinFiveSeconds() {
        for (Outcome o : outcomes) {
            if (o.attack() == Attack.ENTITY_BOMB) {
                assertTrue(o.millis() < 5_000, o.toString());
            }
        }
    }

    @Test
    void theDocumentedTableIsWhatTheAttacksGive() throws Exception {
        assertDocumented("attacks", Attacks.markdown(outcomes));
    }

    /** Every acceptance across senders is listed, sender by sender, in docs/findings.md. */
    @Test
    void theDocumentedTableAcrossSendersIsWhatTheAttacksGive() throws Exception {
        assertDocumented("attacks across senders", Attacks.markdownAcrossSenders(acrossSenders));
    }

    private static void assertDocumented(String table, String expected) throws Exception {
        Path doc = Path.of("docs", "findings.md");
        String text = Files.readString(doc);
        String begin = "<!-- " + table + ": begin (AttacksTest keeps this table in sync) -->\n";
        String end = "<!-- " + table + ": end -->";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        assertTrue(from >= 0 && to > from, doc + " has no " + table + " table between '" + begin.strip() + "' and '" + end + "'");
        assertEquals(expected, text.substring(from + begin.length(), to),
                doc + "'s " + table + " table differs; it should read:\n" + expected);
    }
}
