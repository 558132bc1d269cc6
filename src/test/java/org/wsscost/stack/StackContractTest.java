package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsscost.fixtures.Secured.policy;
import static org.wsscost.fixtures.Secured.received;
import static org.wsscost.fixtures.Secured.recorded;
import static org.wsscost.fixtures.Secured.secured;

import jakarta.xml.bind.JAXBContext;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * The contract every stack of {@link StackId} keeps, whatever its engine: what it secures verifies
 * and binds back to the same payload, step by step as in one call; tampering, a missing signature, a
 * wrong password and a missing security header are rejected; an encrypted Body holds no quake data
 * in clear. Each check runs on every stack × every profile it concerns × both suites, and on no
 * other profile, so a new {@code StackId} joins every check without a line here. What one engine
 * does beyond this (the words of its rejections, its steps, its algorithms, its findings) is in its
 * own test: {@link SecurityTest} for the WSS4J-based stacks, {@link XwssSecurityTest} for metro-xwss.
 */
class StackContractTest {
    private static final JAXBContext JAXB = Binder.context();
    private static final Keys keys = Secured.KEYS;
    private static final Exchange exchange = Secured.EXCHANGE;

    static Stream<Arguments> everyProfile() {
        return stacksSuitesOf(profile -> true);
    }

    static Stream<Arguments> securedProfiles() {
        return stacksSuitesOf(Profile::secured);
    }

    static Stream<Arguments> signingProfiles() {
        return stacksSuitesOf(Profile::signs);
    }

    static Stream<Arguments> encryptingProfiles() {
        return stacksSuitesOf(Profile::encrypts);
    }

    static Stream<Arguments> usernameTokenProfiles() {
        return stacksSuitesOf(Profile::usernameToken);
    }

    /** Every stack × the profiles {@code covered} accepts × every suite. */
    private static Stream<Arguments> stacksSuitesOf(Predicate<Profile> covered) {
        return Secured.cases(Secured.stacks(), covered);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyProfile")
    void aSecuredMessageVerifiesAndBindsBackTheSame(StackId id, Profile profile, Suite suite) {
        for (Direction d : Direction.values()) {
            Policy policy = policy(profile, suite, d);
            byte[] wire = secured(id, policy, d);
            assertEquals(recorded(d), Fingerprint.of(received(id, policy, wire)), d.id());
            assertEquals(profile.secured(), Messages.text(wire).contains("Security"), d.id());
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("everyProfile")
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
    @MethodSource("signingProfiles")
    void aChangedSignedBodyIsRejected(StackId id, Profile profile, Suite suite) {
        Policy policy = policy(profile, suite, Direction.RESPONSE);
        byte[] wire = secured(id, policy, Direction.RESPONSE);
        // signed only: change a magnitude; signed and encrypted: change the Body's ciphertext
        byte[] tampered = profile.encrypts() ? Messages.changeAfter(wire, "CipherValue>") : Messages.changeAfter(wire, "magnitude=\"");
        assertThrows(Rejected.class, () -> received(id, policy, tampered));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("signingProfiles")
    void aRemovedSignatureIsRejected(StackId id, Profile profile, Suite suite) throws Exception {
        Assumptions.assumeFalse(id == StackId.XFIRE && profile == Profile.SIGN,
                "a finding: XFire's WSS4J 1.5.1 accepts a sign message without its Signature (XFireTest)");
        Rejected r = Secured.rejectedWithoutSignature(id, profile, suite);
        assertFalse(r.getMessage() == null || r.getMessage().isBlank(), "a rejection says why");
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("encryptingProfiles")
    void anEncryptedBodyHoldsNoQuakeDataInClear(StackId id, Profile profile, Suite suite) {
        for (Direction d : Direction.values()) {
            String wire = Messages.text(secured(id, policy(profile, suite, d), d));
            assertTrue(wire.contains("EncryptedData"), d.id());
            for (String clear : List.of("seismic/types\"", "quake", "magnitude", "min-date", "area-name")) {
                assertFalse(wire.contains(clear), d.id() + ": '" + clear + "' in clear");
            }
        }
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("usernameTokenProfiles")
    void aWrongUsernameTokenPasswordIsRejected(StackId id, Profile profile, Suite suite) {
        Policy right = policy(profile, suite, Direction.REQUEST);
        byte[] wire = secured(id, right.withPassword("guessed"), Direction.REQUEST);
        assertTrue(Messages.text(wire).contains("guessed"));
        assertThrows(Rejected.class, () -> received(id, right, wire));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("securedProfiles")
    void aMessageWithoutSecurityIsRejectedWhereSecurityIsRequired(StackId id, Profile profile, Suite suite) {
        Rejected r = assertThrows(Rejected.class,
                () -> received(id, policy(profile, suite, Direction.RESPONSE), exchange.response()));
        assertFalse(r.getMessage().isBlank());
    }
}
