package org.wsscost.probe.attack;

import org.wsscost.Id;
import org.wsscost.security.Profile;

/**
 * Attacks on a receiver, each tried against every stack's receiver configured for {@link #profile}
 * ({@link Attacks}). A receiver should reject every one; one it accepts is a finding to report.
 */
public enum Attack implements Id {
    EXTERNAL_ENTITY("external-entity", Profile.PLAIN,
            "a DOCTYPE declaring an external entity (a local file holding a marker), referenced in the payload"),
    ENTITY_BOMB("entity-bomb", Profile.PLAIN,
            "a DOCTYPE of nested internal entities expanding to 10^9 copies of a word, referenced in the payload"),
    WRAPPED_BODY("wrapped-body", Profile.SIGN,
            "the signed Body moved into a header, another message's Body put in its place"),
    SECOND_BODY("second-body", Profile.SIGN,
            "another message's Body inserted before the signed Body"),
    EXPIRED_TIMESTAMP("expired-timestamp", Profile.SIGN,
            "the Timestamp moved 25 h into the past (beyond the 24 h the receiver allows), then re-signed with the sender's key"),
    FUTURE_TIMESTAMP("future-timestamp", Profile.SIGN,
            "the Timestamp moved 1 h into the future (beyond the 5 min tolerance), then re-signed with the sender's key"),
    WRONG_PASSWORD("wrong-password", Profile.USERNAME,
            "a UsernameToken with a wrong password"),
    UNTRUSTED_SIGNER("untrusted-signer", Profile.SIGN,
            "re-signed by a throwaway self-signed certificate, carried in the BinarySecurityToken"),
    REPLAY("replay", Profile.SIGN,
            "the same signed message delivered twice, the receiver's replay detection on where it has one");

    private final String id;
    private final Profile profile;
    private final String description;

    Attack(String id, Profile profile, String description) {
        this.id = id;
        this.profile = profile;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    /** The profile the receiver under attack is configured for. */
    public Profile profile() {
        return profile;
    }

    public String description() {
        return description;
    }

    public static Attack of(String id) {
        return Id.parse(Attack.class, "attack", id);
    }
}
