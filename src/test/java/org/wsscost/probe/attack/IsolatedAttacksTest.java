package org.wsscost.probe.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.fixtures.Secured;
import org.wsscost.probe.attack.Attacks.Outcome;
import org.wsscost.probe.attack.Attacks.Verdict;
import org.wsscost.stack.StackId;

/**
 * Every attack on the receiver of each isolated stack of this JVM ({@code wsscost.stacks}, set by the stack's own
 * surefire execution, as its JCA providers keep it out of the JVM the other stacks share): each rejected, or
 * accepted as pinned here. Its column of the table in docs/findings.md is {@link AttacksTest}'s, which reads it back
 * from a child JVM as the {@code attacks} tool does.
 */
class IsolatedAttacksTest {
    private static final String FORGED = "bound the forged Body (1 quake instead of 10)";
    private static final String SIGNED = "bound 10 quakes";

    /**
     * What Rampart 1.7.1 accepts (legacy suite, its own policy path), with what it did; an attack not listed is
     * rejected or not applicable. Findings (docs/findings.md, "Rampart 1.7.1").
     */
    private static final Map<String, String> ACCEPTED = accepted();

    private static Map<String, String> accepted() {
        Map<String, String> f = new java.util.HashMap<>();
        // the signed Body moved elsewhere, another in its place: the forged one bound, signed or signed and encrypted;
        // Rampart's PolicyBasedResultsValidator counts the Body signed when a signed element is named soapenv:Body
        for (String attack : List.of("wrapped-body", "body-in-security", "body-in-object", "body-nested", "other-actor")) {
            f.put("rampart " + attack + " sign", FORGED);
            f.put("rampart " + attack + " signencr", FORGED);
        }
        // the session key wrapped with RSA v1.5 where the policy's Basic128 names RSA-OAEP
        f.put("rampart rsa15-key-transport signencr", SIGNED);
        // a RetrievalMethod first in KeyInfo, outside the signature, ignored (nothing fetched)
        f.put("rampart retrieval-method sign", SIGNED);
        // the same signed message twice: no replay cache on Rampart's policy path as the suite configures it
        f.put("rampart replay sign", SIGNED);
        return Map.copyOf(f);
    }

    @Test
    void eachIsolatedReceiverRejectsEachAttackOrThePinnedFindingHolds() throws Exception {
        List<StackId> isolated = Secured.stacks().stream().filter(StackId::isolated).toList();
        assertTrue(!isolated.isEmpty(), "no isolated stack in this JVM: run by the isolated stacks' surefire executions");
        try (Attacks attacks = new Attacks()) {
            for (StackId id : isolated) {
                List<Outcome> outcomes = attacks.on(id);
                for (Outcome o : outcomes) {
                    String finding = ACCEPTED.get(o.receiver() + " " + o.attack().id() + " " + o.profile().id());
                    if (finding != null) {
                        assertEquals(Verdict.ACCEPTED, o.verdict(), o.toString());
                        assertTrue(o.detail().contains(finding), o.detail());
                    } else if (o.attack() == Attack.COMMENT_SPLIT) {
                        assertEquals(Verdict.INTACT, o.verdict(), o.toString());
                    } else {
                        assertTrue(o.verdict() == Verdict.REJECTED || o.verdict() == Verdict.NOT_APPLICABLE, o.toString());
                    }
                }
                // Rampart 1.7.1 answers a wrong key padding otherwise than an altered ciphertext: an oracle, pinned
                Outcome padding = outcomes.stream().filter(o -> o.attack() == Attack.BAD_KEY_PADDING).findFirst().orElseThrow();
                Outcome data = outcomes.stream().filter(o -> o.attack() == Attack.BAD_CIPHERTEXT).findFirst().orElseThrow();
                assertTrue(!padding.detail().equals(data.detail()), id.id() + " no longer tells them apart: " + padding.detail());
            }
        }
    }
}
