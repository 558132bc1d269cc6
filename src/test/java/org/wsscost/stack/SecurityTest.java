package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.bind.JAXBContext;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
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
    static final List<StackId> WSS4J_STACKS = List.of(StackId.WSS4J_DOM, StackId.WSS4J_STAX, StackId.RAMPART);
    private static final JAXBContext JAXB = Binder.context();
    private static Keys keys;
    private static Exchange exchange;

    @BeforeAll
    static void load() {
        keys = Keys.load();
        exchange = Corpus.load(Workload.LADDER_10).get(0);
    }

    /** The WSS4J-based stacks × the profiles that sign × every suite. */
    static Stream<Arguments> stacksSigningProfilesSuites() {
        List<Arguments> all = new ArrayList<>();
        for (StackId stack : WSS4J_STACKS) {
            for (Profile profile : Profile.values()) {
                if (profile.signs()) {
                    for (Suite suite : Suite.values()) {
                        all.add(Arguments.of(stack, profile, suite));
                    }
                }
            }
        }
        return all.stream();
    }

    /** Secures one recorded message with the stack's own sender. */
    private static byte[] secured(StackId id, Policy policy, Direction direction) {
        Stack stack = id.create(JAXB);
        Object payload = stack.bind(stack.build(exchange.message(direction)));
        return stack.security(policy, keys).send(stack, payload);
    }

    private static Object received(StackId id, Policy policy, byte[] message) {
        Stack stack = id.create(JAXB);
        return stack.security(policy, keys).receive(stack, message);
    }

    private static Policy policy(Profile profile, Suite suite, Direction direction) {
        return Policy.of(profile, suite, Party.sending(direction));
    }

    private static String recorded(Direction direction) {
        Stack reader = StackId.WSS4J_DOM.create(JAXB);
        return Fingerprint.of(reader.bind(reader.build(exchange.message(direction))));
    }

    /** The contract checks that a stripped Signature is rejected; here, that wsscost's own check is what rejects it. */
    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksSigningProfilesSuites")
    void aRemovedSignatureIsRejected(StackId id, Profile profile, Suite suite) throws Exception {
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        byte[] stripped = Messages.without(secured(id, policy, Direction.RESPONSE), Messages.DSIG, "Signature");
        Rejected r = assertThrows(Rejected.class, () -> received(id, policy, stripped));
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
