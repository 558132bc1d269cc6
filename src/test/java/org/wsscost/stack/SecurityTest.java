package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsscost.fixtures.Secured.policy;
import static org.wsscost.fixtures.Secured.received;
import static org.wsscost.fixtures.Secured.recorded;
import static org.wsscost.fixtures.Secured.secured;

import jakarta.xml.bind.JAXBContext;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * What the WSS4J-based stacks do beyond the contract every stack keeps ({@link StackContractTest}):
 * WSS4J itself lets a {@code sign} message without its Signature through, so wsscost's receivers
 * check the profile and say "not signed"; and each of these stacks accepts the others' messages.
 */
class SecurityTest {
    static final List<StackId> WSS4J_STACKS = List.of(StackId.WSS4J_DOM, StackId.WSS4J_STAX, StackId.RAMPART_STEPS);
    private static final JAXBContext JAXB = Binder.context();
    private static final Keys keys = Secured.KEYS;
    private static final Exchange exchange = Secured.EXCHANGE;

    /** The WSS4J-based stacks × the profiles that sign × every suite. */
    static Stream<Arguments> stacksSigningProfilesSuites() {
        return Secured.cases(WSS4J_STACKS, Profile::signs);
    }

    /** The contract checks that a stripped Signature is rejected; here, that wsscost's own check is what rejects it. */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksSigningProfilesSuites")
    void aRemovedSignatureIsRejected(StackId id, Profile profile, Suite suite) throws Exception {
        Rejected r = Secured.rejectedWithoutSignature(id, profile, suite);
        assertTrue(r.getMessage().contains("not signed"), r.getMessage());
    }

    static Stream<Arguments> interop() {
        List<Arguments> all = new ArrayList<>();
        for (StackId producer : WSS4J_STACKS) {
            for (StackId consumer : WSS4J_STACKS) {
                if (producer != consumer) {
                    for (Profile profile : Profile.values()) {
                        all.add(Arguments.of(producer, consumer, profile));
                    }
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} → {1} {2}")
    @MethodSource("interop")
    void eachWss4jStackAcceptsTheOthersMessages(StackId producer, StackId consumer, Profile profile) {
        Policy policy = policy(profile, Suite.MODERN, Direction.RESPONSE);
        byte[] wire = secured(producer, policy, Direction.RESPONSE);
        assertEquals(recorded(Direction.RESPONSE), Fingerprint.of(received(consumer, policy, wire)));
    }
}
