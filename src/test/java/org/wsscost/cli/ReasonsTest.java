package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Messages;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Well-formed messages an engine fails on are refusals (exit 1), never bad input, and every refusal
 * says what was wrong: not an empty reason, a bare class name or a NullPointerException's words. The
 * cases are those users met: an empty X509IssuerSerial (a NullPointerException inside WSS4J's Merlin,
 * a bare XWSSecurityException from XWSS) and a processing instruction in the Body (nothing after the
 * colon from Metro's SAAJ).
 */
class ReasonsTest {
    static Stream<StackId> receivers() {
        return StackId.shared().stream();
    }

    private static Secured receiver(StackId id, Policy policy) {
        var stack = id.create(Binder.context());
        return new Secured(id, policy, stack, stack.security(policy, org.wsscost.fixtures.Secured.KEYS));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("receivers")
    void anEmptyIssuerSerialIsARefusalThatSaysWhy(StackId id) throws Exception {
        Policy policy = Policy.of(Profile.SIGN, Suite.MODERN, Party.CLIENT);
        byte[] message = Messages.emptyIssuerSerial(org.wsscost.fixtures.Secured.secured(id, policy, Direction.REQUEST));
        VerifyRun run = VerifyRun.of(receiver(id, policy), "empty-issuer-serial.xml", message);
        assertEquals(1, run.exit(), run.lines().toString());
        assertTrue(run.saysItsVerdict("empty-issuer-serial.xml"), run.lines().toString());
        assertTrue(run.explains(), run.line());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("receivers")
    void aProcessingInstructionInTheBodyIsBoundOrRefusedWithAReason(StackId id) throws Exception {
        for (Profile profile : List.of(Profile.PLAIN, Profile.SIGN)) {
            Policy policy = Policy.of(profile, Suite.MODERN, Party.CLIENT);
            byte[] message = Messages.withProcessingInstruction(
                    org.wsscost.fixtures.Secured.secured(id, policy, Direction.REQUEST));
            VerifyRun run = VerifyRun.of(receiver(id, policy), "pi.xml", message);
            assertTrue(run.saysItsVerdict("pi.xml"), profile.id() + ": " + run.lines());
            assertTrue(run.exit() == 0 || run.explains(), profile.id() + ": " + run.line());
        }
    }

    /** A heap that ran out inside an engine is no verdict, however the engine wrapped it: exit 3, one line. */
    @Test
    void aHeapThatRanOutInsideTheEngineIsNoVerdictHoweverWrapped() {
        Policy policy = Policy.of(Profile.PLAIN, Suite.MODERN, Party.CLIENT);
        var stack = StackId.WSS4J_DOM.create(Binder.context());
        Security wrapping = new Security.Fixed(policy, List.of(), List.of(new Security.Step(Phase.PROCESS, model -> {
            throw new IllegalStateException("could not read the message", new OutOfMemoryError("Java heap space"));
        })));
        byte[] message = org.wsscost.fixtures.Secured.secured(StackId.WSS4J_DOM, policy, Direction.REQUEST);
        VerifyRun run = VerifyRun.of(new Secured(StackId.WSS4J_DOM, policy, stack, wrapping), "big.xml", message);
        assertEquals(Tool.RESOURCE_EXIT, run.exit(), run.lines().toString());
        assertTrue(run.line() != null && run.line().startsWith("wsscost verify: out of memory"), run.lines().toString());
    }
}
