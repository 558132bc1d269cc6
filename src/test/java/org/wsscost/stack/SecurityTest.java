package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.wsscost.bind.Binder;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.seismic.Corpus;
import org.wsscost.seismic.Direction;
import org.wsscost.seismic.Exchange;
import org.wsscost.seismic.Workload;

/**
 * Every WSS4J-based stack × secured profile × suite, both directions: what it secures verifies and
 * binds back to the same payload; tampering, a missing signature and a wrong password are rejected;
 * an encrypted Body holds no quake data in clear.
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

    static Stream<Arguments> stacksProfilesSuites() {
        List<Arguments> all = new ArrayList<>();
        for (StackId stack : WSS4J_STACKS) {
            for (Profile profile : Profile.values()) {
                for (Suite suite : Suite.values()) {
                    all.add(Arguments.of(stack, profile, suite));
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

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void aSecuredMessageVerifiesAndBindsBackTheSame(StackId id, Profile profile, Suite suite) {
        for (Direction d : Direction.values()) {
            Policy policy = policy(profile, suite, d);
            byte[] wire = secured(id, policy, d);
            assertEquals(recorded(d), Fingerprint.of(received(id, policy, wire)), d.id());
            assertEquals(profile.secured(), Messages.text(wire).contains("Security"), d.id());
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void theStepsGiveWhatTheDirectionTotalsGive(StackId id, Profile profile, Suite suite) {
        Stack stack = id.create(JAXB);
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        Security security = stack.security(policy, keys);
        Object model = Security.apply(security.outbound(), stack.build(exchange.response()));
        byte[] wire = stack.serialize(model);
        Object back = Security.apply(security.inbound(), stack.build(wire));
        assertEquals(recorded(Direction.RESPONSE), Fingerprint.of(stack.bind(back)));
        assertEquals(exchange.quakes(), Binder.quakes(security.receive(stack, wire)));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void aChangedSignedBodyIsRejected(StackId id, Profile profile, Suite suite) {
        if (!profile.signs()) {
            return;
        }
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        byte[] wire = secured(id, policy, Direction.RESPONSE);
        // signed only: change a magnitude; signed and encrypted: change the Body's ciphertext
        byte[] tampered = profile.encrypts() ? Messages.changeAfter(wire, "CipherValue>") : Messages.changeAfter(wire, "magnitude=\"");
        assertThrows(Rejected.class, () -> received(id, policy, tampered));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void aRemovedSignatureIsRejected(StackId id, Profile profile, Suite suite) throws Exception {
        if (!profile.signs()) {
            return;
        }
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        byte[] stripped = Messages.without(secured(id, policy, Direction.RESPONSE), Messages.DSIG, "Signature");
        Rejected r = assertThrows(Rejected.class, () -> received(id, policy, stripped));
        assertTrue(r.getMessage().contains("not signed"), r.getMessage());
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void anEncryptedBodyHoldsNoQuakeDataInClear(StackId id, Profile profile, Suite suite) {
        if (!profile.encrypts()) {
            return;
        }
        for (Direction d : Direction.values()) {
            String wire = Messages.text(secured(id, policy(profile, suite, d), d));
            assertTrue(wire.contains("EncryptedData"), d.id());
            for (String clear : List.of("seismic/types\"", "quake", "magnitude", "min-date", "area-name")) {
                assertFalse(wire.contains(clear), d.id() + ": '" + clear + "' in clear");
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void aWrongUsernameTokenPasswordIsRejected(StackId id, Profile profile, Suite suite) {
        if (!profile.usernameToken()) {
            return;
        }
        Policy right = policy(profile, suite, Direction.REQUEST);
        byte[] wire = secured(id, right.withPassword("guessed"), Direction.REQUEST);
        assertTrue(Messages.text(wire).contains("guessed"));
        assertThrows(Rejected.class, () -> received(id, right, wire));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("stacksProfilesSuites")
    void aMessageWithoutSecurityIsRejectedWhereSecurityIsRequired(StackId id, Profile profile, Suite suite) {
        if (!profile.secured()) {
            return;
        }
        Rejected r = assertThrows(Rejected.class,
                () -> received(id, policy(profile, suite, Direction.RESPONSE), exchange.response()));
        assertFalse(r.getMessage().isBlank());
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
