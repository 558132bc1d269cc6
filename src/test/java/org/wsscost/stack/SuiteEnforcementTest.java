package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.wsscost.fixtures.Secured.policy;
import static org.wsscost.fixtures.Secured.received;
import static org.wsscost.fixtures.Secured.recorded;
import static org.wsscost.fixtures.Secured.secured;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * Every receiver refuses every sender's message made under the other suite, as a policy-driven receiver does
 * (the single algorithms one at a time, and the other password type, are attacks: {@code AttacksTest}). A
 * sender whose message under the receiver's own suite the receiver does not take is no case: see the interop table.
 */
class SuiteEnforcementTest {
    private static final Direction DIRECTION = Direction.RESPONSE;
    /** What a refusal for a suite says: the project's words, or XWSS's own for the data encryption it enforces. */
    private static final Pattern OUTSIDE = Pattern.compile("outside the (modern|legacy) suite|DataEncryptionAlgorithm");
    private static final List<Profile> PROFILES = List.of(Profile.SIGN, Profile.ENCRYPT, Profile.SIGNENCR);

    static Stream<Arguments> receivers() {
        List<Arguments> all = new ArrayList<>();
        for (StackId receiver : StackId.shared()) {
            for (Profile profile : PROFILES) {
                for (Suite suite : Suite.values()) {
                    all.add(Arguments.of(receiver, profile, suite));
                }
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("receivers")
    void theOtherSuitesMessagesAreRefusedForTheirAlgorithms(StackId receiver, Profile profile, Suite suite) {
        Suite other = suite == Suite.MODERN ? Suite.LEGACY : Suite.MODERN;
        Policy own = policy(profile, suite, DIRECTION);
        Map<StackId, String> refused = new EnumMap<>(StackId.class);
        for (StackId sender : StackId.shared()) {
            if (!accepts(receiver, own, secured(sender, own, DIRECTION))) {
                continue;
            }
            byte[] outside = secured(sender, policy(profile, other, DIRECTION), DIRECTION);
            Rejected r = assertThrows(Rejected.class, () -> received(receiver, own, outside),
                    receiver.id() + " took " + sender.id() + "'s " + other.id() + " message under " + suite.id());
            assertTrue(OUTSIDE.matcher(r.getMessage()).find(), sender.id() + " → " + receiver.id() + ": " + r.getMessage());
            refused.put(sender, r.getMessage());
        }
        // not vacuous: the receiver's own sender is always a case
        assertTrue(refused.containsKey(receiver), receiver.id() + " refused its own " + suite.id() + " message: " + refused);
    }

    private static boolean accepts(StackId receiver, Policy policy, byte[] message) {
        try {
            assertEquals(recorded(DIRECTION), Fingerprint.of(received(receiver, policy, message)));
            return true;
        } catch (Rejected e) {
            return false;
        }
    }
}
