package org.wsscost.security;

import java.time.Duration;
import java.time.Instant;

/**
 * How one direction of an exchange is secured: the sender signs with its own key and encrypts for
 * its peer; the receiver verifies against the sender's certificate and decrypts with its own key.
 * {@code password} is what the sender puts in its UsernameToken; the receiver expects {@link #PASSWORD}.
 * {@code detectReplays} turns on the receiver's replay cache where the stack has one: off in every
 * benchmark, which verifies the same secured message again and again; on only to test that a replay
 * is caught. {@code clockBehind} sets the receiver's clock back from the system's, for a message made
 * earlier (see {@link #receivedAt}); zero everywhere else.
 */
public record Policy(Profile profile, Suite suite, Party sender, String password, boolean detectReplays,
        Duration clockBehind) {
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

    public Policy {
        if (clockBehind.isNegative()) {
            throw new IllegalArgumentException("a receiver's clock can be set back, not ahead: " + clockBehind);
        }
    }

    public Party receiver() {
        return sender.peer();
    }

    /** The policy both sides agree on; the sender's UsernameToken carries the right password. */
    public static Policy of(Profile profile, Suite suite, Party sender) {
        return new Policy(profile, suite, sender, PASSWORD, false, Duration.ZERO);
    }

    /** The same policy with another password in the sender's UsernameToken, as an attacker would send. */
    public Policy withPassword(String other) {
        return new Policy(profile, suite, sender, other, detectReplays, clockBehind);
    }

    /** The same policy with the receiver's replay cache on, where the stack has one. */
    public Policy withReplayDetection() {
        return new Policy(profile, suite, sender, password, true, clockBehind);
    }

    /**
     * The same policy with the receiver's clock set back to {@code clock}, for a message made then (a peer's
     * recorded request). No engine takes a clock, so the receiver's window reaches back instead: a Timestamp's or
     * a UsernameToken's Created may be older by the time since {@code clock}, and the engine's own refusal of an
     * expired Timestamp is off (WSS4J's timestamp strictness; XWSS, which has no such switch, widens its clock
     * skew by the same time). Whoever sets the clock checks each Timestamp against it ({@link Stamps}).
     */
    public Policy receivedAt(Instant clock) {
        return new Policy(profile, suite, sender, password, detectReplays, Duration.between(clock, Instant.now()));
    }

    /** How old a Timestamp's or UsernameToken's Created may be at the receiver, in seconds. */
    public int createdTtlSeconds() {
        return (int) Math.min(Integer.MAX_VALUE, TIMESTAMP_TTL.plus(clockBehind).toSeconds());
    }

    /** Whether the engine refuses an expired Timestamp itself: only on the system's clock. */
    public boolean expiryChecked() {
        return clockBehind.isZero();
    }

    /** XWSS's clock skew, which also decides how long past its Expires a Timestamp is still taken. */
    public Duration clockSkew() {
        return FUTURE_TOLERANCE.plus(clockBehind);
    }
}
