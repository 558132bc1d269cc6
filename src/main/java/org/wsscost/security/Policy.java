package org.wsscost.security;

import java.time.Duration;

/**
 * How one direction of an exchange is secured: the sender signs with its own key and encrypts for
 * its peer; the receiver verifies against the sender's certificate and decrypts with its own key.
 * {@code password} is what the sender puts in its UsernameToken; the receiver expects {@link #PASSWORD}.
 * {@code detectReplays} turns on the receiver's replay cache where the stack has one: off in every
 * benchmark, which verifies the same secured message again and again; on only to test that a replay
 * is caught.
 */
public record Policy(Profile profile, Suite suite, Party sender, String password, boolean detectReplays) {
    /**
     * How long a Timestamp is valid, set on both sides. Benchmarks secure their inputs once per trial
     * and verify them for minutes, and a run lasts hours, so a day; the receiver accepts the same span.
     */
    public static final Duration TIMESTAMP_TTL = Duration.ofHours(24);
    /** How far a Timestamp's Created may lie in the receiver's future (clock skew). */
    public static final Duration FUTURE_TOLERANCE = Duration.ofMinutes(5);
    /** The UsernameToken's user and password (test-only), known to the receiver's callback. */
    public static final String USER = "seismologist";
    public static final String PASSWORD = "richter-scale";

    public Party receiver() {
        return sender.peer();
    }

    /** The policy both sides agree on; the sender's UsernameToken carries the right password. */
    public static Policy of(Profile profile, Suite suite, Party sender) {
        return new Policy(profile, suite, sender, PASSWORD, false);
    }

    /** The same policy with another password in the sender's UsernameToken, as an attacker would send. */
    public Policy withPassword(String other) {
        return new Policy(profile, suite, sender, other, detectReplays);
    }

    /** The same policy with the receiver's replay cache on, where the stack has one. */
    public Policy withReplayDetection() {
        return new Policy(profile, suite, sender, password, true);
    }
}
