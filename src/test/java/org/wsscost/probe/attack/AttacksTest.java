package org.wsscost.probe.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.wsscost.stack.StackId;

/**
 * Every attack on every receiver, run once for the class: each receiver rejects each attack for the
 * attack's own reason, except the findings below, which are pinned as they behave today; and the
 * attack table in docs/findings.md is exactly what these outcomes print.
 */
class AttacksTest {
    /**
     * Findings: the attacks a receiver accepts today, with what it did. Not to be deleted: if a
     * library changes, this map and docs/findings.md change with it.
     */
    private static final Map<String, String> ACCEPTED = Map.of(
            // WSS4J's streaming engine verifies the signed (second) Body and reports a signed Body by
            // its element path, which two Bodies share; the payload read is the first, forged, Body.
            "wss4j-stax second-body", "bound the forged Body (1 quake instead of 10)",
            // Spring-WS's Wss4jSecurityInterceptor checks that the configured actions happened, not what
            // they covered: WSS4J verifies the signature over the moved Body, and the payload read is the
            // forged one (the interceptor has no setting that requires a signed Body).
            "spring-ws wrapped-body", "bound the forged Body (1 quake instead of 10)",
            "spring-ws second-body", "bound the forged Body (1 quake instead of 10)",
            // CXF's SAAJ build (on Metro's SAAJ) moves the signed Body out of the attacker's header wrapper
            // back into the Envelope and drops the forged one: WSS4J, the coverage checker and the payload all
            // see the signed Body, so the forgery is never read, but the altered message is not refused
            "cxf wrapped-body", "bound 10 quakes",
            // XWSS keeps no replay cache for an X.509 signature with a Timestamp (see XwssSecurityTest).
            "metro-xwss replay", "bound 10 quakes",
            // Nor does Metro's streaming security (see MetroWsitTest).
            "metro-wsit replay", "served 10 quakes",
            // Metro's runtime passes a message with a DOCTYPE on to the service (SOAP 1.1 forbids one);
            // its reader does not expand the entities, so the service's binding fails on them.
            "metro-wsit external-entity", "the entity not expanded",
            "metro-wsit entity-bomb", "the entity not expanded");

    /** Why each attack is rejected, in the words of the receivers. */
    private static final Map<Attack, Pattern> REASONS = Map.of(
            Attack.EXTERNAL_ENTITY, Pattern.compile("DOCTYPE|Document Type Declaration|Undeclared general entity|Received event DTD"),
            Attack.ENTITY_BOMB, Pattern.compile("DOCTYPE|Document Type Declaration|Undeclared general entity|Received event DTD"),
            Attack.WRAPPED_BODY, Pattern.compile("Body not signed|Body is not signed|SignatureTarget .*Body is not met|Validation of Reference"),
            Attack.SECOND_BODY, Pattern.compile("Body not signed|Body is not signed|signature or decryption was invalid|Multiple body elements|SignatureTarget .*Body is not met"
                    + "|Could not find Reference"),
            Attack.EXPIRED_TIMESTAMP, Pattern.compile("has expired|have expired|older than currenttime"),
            Attack.FUTURE_TIMESTAMP, Pattern.compile("out of range|have expired|ahead of the current time"),
            Attack.WRONG_PASSWORD, Pattern.compile("could not be authenticated|Invalid Username Password Pair"),
            Attack.UNTRUSTED_SIGNER, Pattern.compile("No trusted certs found|Certificate validation failed"
                    + "|Validation of self signed certificate failed"),
            Attack.REPLAY, Pattern.compile("replay attack has been detected|The message has expired"));

    private static List<Outcome> outcomes;

    @BeforeAll
    static void attack() {
        outcomes = new Attacks().all();
    }

    static Stream<Arguments> cells() {
        List<Arguments> all = new ArrayList<>();
        List<String> receivers = new ArrayList<>(Stream.of(StackId.values()).map(StackId::id).toList());
        receivers.add(Attacks.METRO_WSIT);
        for (String receiver : receivers) {
            for (Attack attack : Attack.values()) {
                all.add(Arguments.of(receiver, attack));
            }
        }
        return all.stream();
    }

    private static Outcome outcome(String receiver, Attack attack) {
        return outcomes.stream().filter(o -> o.receiver().equals(receiver) && o.attack() == attack).findFirst()
                .orElseThrow(() -> new AssertionError("no outcome for " + receiver + " " + attack.id()));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("cells")
    void eachReceiverRejectsEachAttackForItsReasonOrThePinnedFindingHolds(String receiver, Attack attack) {
        Outcome o = outcome(receiver, attack);
        String finding = ACCEPTED.get(receiver + " " + attack.id());
        if (finding != null) {
            assertEquals(Verdict.ACCEPTED, o.verdict(), o.toString());
            assertTrue(o.detail().contains(finding), o.detail());
        } else if (receiver.equals(Attacks.METRO_WSIT) && attack == Attack.WRONG_PASSWORD) {
            assertEquals(Verdict.NOT_APPLICABLE, o.verdict(), "metro-wsit runs no UsernameToken profile");
        } else {
            assertEquals(Verdict.REJECTED, o.verdict(), o.toString());
            assertTrue(REASONS.get(attack).matcher(o.detail()).find(), attack.id() + ": " + o.detail());
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
        Path doc = Path.of("docs", "findings.md");
        String text = Files.readString(doc);
        String begin = "<!-- attacks: begin (AttacksTest keeps this table in sync) -->\n";
        String end = "<!-- attacks: end -->";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        assertTrue(from >= 0 && to > from, doc + " has no attack table between '" + begin.strip() + "' and '" + end + "'");
        String expected = Attacks.markdown(outcomes);
        assertEquals(expected, text.substring(from + begin.length(), to),
                doc + "'s attack table differs; it should read:\n" + expected);
    }
}
