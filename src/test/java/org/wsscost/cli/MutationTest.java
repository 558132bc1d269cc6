package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.payload.Binder;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Random mutation of secured requests, in process, through {@code verify}'s own verdict: every mutant
 * is valid (and binds exactly the original query; never one whose signed text was changed), rejected or bad input, with one line and nothing
 * else on stdout or stderr, no other exit code, and within 5 s. The seed is fixed, so a failure is
 * the same on every machine; {@code -Dwsscost.mutations=N} runs N per receiver instead of 300 (see
 * docs/findings.md for the 10,000 run).
 */
class MutationTest {
    private static final long SEED = 20_261_124L;
    private static final int PER_RECEIVER = Integer.getInteger("wsscost.mutations", 300);
    private static final long BOUND_MILLIS = 5_000;

    /** The stacks of this JVM ({@code wsscost.stacks}): the shared ones, or an isolated stack in its own execution. */
    static Stream<StackId> receivers() {
        return org.wsscost.fixtures.Secured.stacks().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("receivers")
    void everyMutantGetsOneLineValidRejectedOrBadInput(StackId id) {
        Map<String, Integer> counts = new TreeMap<>();
        List<String> violations = new ArrayList<>();
        for (Profile profile : List.of(Profile.SIGN, Profile.SIGNENCR)) {
            // the modern suite where the stack runs it (Rampart 1.7.1 cannot: legacy)
            Policy modern = Policy.of(profile, Suite.MODERN, Party.CLIENT);
            Policy policy = id.refusal(modern) == null ? modern : Policy.of(profile, Suite.LEGACY, Party.CLIENT);
            byte[] original = org.wsscost.fixtures.Secured.secured(id, policy, Direction.REQUEST);
            var stack = id.create(Binder.context());
            Secured receiver = new Secured(id, policy, stack, stack.security(policy, org.wsscost.fixtures.Secured.KEYS));
            VerifyRun unmutated = VerifyRun.of(receiver, "unmutated", original);
            assertEquals(0, unmutated.exit(), id.id() + " " + profile.id() + " refuses the unmutated request: " + unmutated.lines());
            String expected = Fingerprint.of(unmutated.payload());
            Random random = new Random(SEED ^ ((long) id.ordinal() << 8) ^ profile.ordinal());
            for (int i = 0; i < PER_RECEIVER / 2; i++) {
                Mutant mutant = Mutant.draw(random);
                String name = "mutant-" + profile.id() + "-" + i + "-" + mutant.name().toLowerCase(Locale.ROOT).replace('_', '-') + ".xml";
                VerifyRun c = VerifyRun.of(receiver, name, mutant.apply(original, random));
                counts.merge(mutant.name().toLowerCase(Locale.ROOT) + " " + c.kind(), 1, Integer::sum);
                String wrong = violation(c, name, expected, mutant);
                if (wrong != null) {
                    violations.add(id.id() + " " + wrong);
                }
            }
        }
        System.out.println("mutation " + id.id() + " (seed " + SEED + ", " + PER_RECEIVER + " mutants): " + counts);
        if (!violations.isEmpty()) {
            fail(violations.size() + " violation(s), the first: " + String.join("\n", violations.subList(0, Math.min(5, violations.size()))));
        }
    }

    /** What is wrong with one mutant's outcome, or null. */
    private static String violation(VerifyRun c, String name, String expected, Mutant mutant) {
        if (c.exit() < 0 || c.exit() > 2) {
            return name + ": exit " + c.exit() + ": " + c.lines();
        }
        String line = c.line();
        if (line == null) {
            return name + ": " + c.lines().size() + " lines instead of one: " + c.lines();
        }
        if (!c.saysItsVerdict(name)) {
            return name + ": not the line of its verdict (" + c.kind() + "): " + line;
        }
        if (c.millis() > BOUND_MILLIS) {
            return name + ": took " + c.millis() + " ms";
        }
        if (c.exit() == 0 && mutant == Mutant.SIGNED_TEXT) {
            return name + ": valid, though a text the signature covers was changed";
        }
        if (c.exit() == 0 && !Fingerprint.of(c.payload()).equals(expected)) {
            return name + ": valid, but bound another query than the one signed";
        }
        return null;
    }
}
