package org.wsscost.probe.attack;

import java.util.List;
import org.wsscost.Id;
import org.wsscost.security.Profile;

/**
 * Attacks on a receiver, each tried against every stack's receiver configured for each of
 * {@link #profiles} ({@link Attacks}). A receiver should reject every one; one it accepts is a finding
 * to report. The wrapping family (McIntosh and Austel's, Somorovsky's XSW positions) runs on signed and
 * on signed-and-encrypted messages.
 */
public enum Attack implements Id {
    EXTERNAL_ENTITY("external-entity", List.of(Profile.PLAIN),
            "a DOCTYPE declaring an external entity (a local file holding a marker), referenced in the payload"),
    ENTITY_BOMB("entity-bomb", List.of(Profile.PLAIN),
            "a DOCTYPE of nested internal entities expanding to 10^9 copies of a word, referenced in the payload"),
    WRAPPED_BODY("wrapped-body", signedAndEncrypted(),
            "the signed Body moved into a new header, another message's Body put in its place"),
    BODY_IN_SECURITY("body-in-security", signedAndEncrypted(),
            "the signed Body moved into the Security header, another message's Body put in its place"),
    BODY_IN_OBJECT("body-in-object", signedAndEncrypted(),
            "the signed Body moved into a ds:Object inside the Signature, another message's Body put in its place"),
    BODY_NESTED("body-nested", signedAndEncrypted(),
            "another message's Body put in place of the signed one, which is nested inside it, after its payload"),
    SECOND_BODY("second-body", signedAndEncrypted(),
            "another message's Body inserted before the signed Body"),
    BODY_AFTER("body-after", signedAndEncrypted(),
            "another message's Body inserted after the signed Body"),
    DUPLICATE_ID("duplicate-id", signedAndEncrypted(),
            "another message's Body put in place of the signed one, carrying its wsu:Id; the signed Body moved into a new header"),
    OTHER_ACTOR("other-actor", signedAndEncrypted(),
            "the signed Body moved into a second Security header for another actor, another message's Body put in its place"),
    SECOND_SIGNED_INFO("second-signedinfo", List.of(Profile.SIGN),
            "another message's Body in place of the signed one (with its wsu:Id), and after SignedInfo a second one whose Body Reference carries its digest"),
    SECOND_REFERENCE("second-reference", List.of(Profile.SIGN),
            "another message's Body in place of the signed one, and a second Body Reference carrying its digest in SignedInfo (the signature left stale)"),
    SECOND_SIGNATURE_VALUE("second-signature-value", List.of(Profile.SIGN),
            "a second SignatureValue of random bytes put before the real one, the Body as signed"),
    SECOND_KEY_INFO("second-keyinfo", List.of(Profile.SIGN),
            "another message's Body signed by a throwaway key that KeyInfo names, and a second KeyInfo naming the trusted certificate"),
    SECOND_SIGNATURE("second-signature", List.of(Profile.SIGN),
            "another message's Body signed by a throwaway key in a Signature of its own, before the sender's Signature"),
    TIMESTAMP_WRAPPED("timestamp-wrapped", List.of(Profile.SIGN),
            "a Timestamp 25 h old (re-signed with the sender's key) moved into a new header, a fresh unsigned one in its place"),
    COMMENT_SPLIT("comment-split", List.of(Profile.SIGN),
            "a comment put inside the payload's first signed text, which the digest leaves out: the text bound must be the text signed"),
    EXPIRED_TIMESTAMP("expired-timestamp", List.of(Profile.SIGN),
            "the Timestamp moved 25 h into the past (beyond the 24 h the receiver allows), then re-signed with the sender's key"),
    FUTURE_TIMESTAMP("future-timestamp", List.of(Profile.SIGN),
            "the Timestamp moved 1 h into the future (beyond the 5 min tolerance), then re-signed with the sender's key"),
    WRONG_PASSWORD("wrong-password", List.of(Profile.USERNAME),
            "a UsernameToken with a wrong password"),
    PASSWORD_DIGEST("password-digest", List.of(Profile.USERNAME),
            "the right password as a PasswordDigest (with a Nonce and Created) where the receiver's policy takes it in text"),
    WEAK_SIGNATURE("weak-signature", List.of(Profile.SIGN),
            "the SignatureMethod changed to RSA-SHA1, outside the receiver's modern suite, and re-signed with the sender's key"),
    WEAK_DIGEST("weak-digest", List.of(Profile.SIGN),
            "every Reference's DigestMethod changed to SHA-1, outside the receiver's suite, and re-signed with the sender's key"),
    INCLUSIVE_C14N("inclusive-c14n", List.of(Profile.SIGN),
            "SignedInfo canonicalized with inclusive Canonical XML, outside the receiver's suite, and re-signed with the sender's key"),
    RSA15_KEY_TRANSPORT("rsa15-key-transport", List.of(Profile.SIGNENCR),
            "the session key re-wrapped for the receiver with RSA PKCS#1 v1.5 (the padding of Bleichenbacher's oracle)"),
    OAEP_SHA1("oaep-sha1", List.of(Profile.SIGNENCR),
            "the session key re-wrapped with RSA-OAEP whose digest and mask generation use SHA-1, outside the receiver's suite"),
    MGF_SHA1("mgf-sha1", List.of(Profile.SIGNENCR),
            "the session key re-wrapped with RSA-OAEP, digest SHA-256 as the suite's, mask generation MGF1-SHA1 (not the suite's)"),
    BAD_KEY_PADDING("bad-key-padding", List.of(Profile.SIGNENCR),
            "the EncryptedKey replaced by random bytes under the receiver's RSA key: its padding is wrong"),
    BAD_CIPHERTEXT("bad-ciphertext", List.of(Profile.SIGNENCR),
            "one bit of the Body's ciphertext flipped (in its IV): the key is right, the data altered"),
    REFERENCE_HTTP("reference-http", List.of(Profile.SIGN),
            "a Reference to an http: URI on the loopback listener added to SignedInfo, the signature left stale (no keys)"),
    REFERENCE_HTTP_RESIGNED("reference-http-resigned", List.of(Profile.SIGN),
            "the same, re-signed with the sender's key (a trusted partner's, or a confused deputy's, message)"),
    REFERENCE_FILE("reference-file", List.of(Profile.SIGN),
            "a Reference to a local file: URI (a named pipe that notes every read) added, the signature left stale"),
    REFERENCE_FILE_RESIGNED("reference-file-resigned", List.of(Profile.SIGN), "the same, re-signed with the sender's key"),
    TRANSFORM_XSLT("transform-xslt", List.of(Profile.SIGN),
            "a Reference with an XSLT transform whose stylesheet calls document() on the loopback listener, signature stale"),
    TRANSFORM_XSLT_RESIGNED("transform-xslt-resigned", List.of(Profile.SIGN), "the same, re-signed with the sender's key"),
    TRANSFORM_XPATH("transform-xpath", List.of(Profile.SIGN),
            "a Reference with an XPath Filter transform (ancestor-or-self::node()), the signature left stale"),
    TRANSFORM_XPATH_RESIGNED("transform-xpath-resigned", List.of(Profile.SIGN), "the same, re-signed with the sender's key"),
    REFERENCES_31("references-31", List.of(Profile.SIGN),
            "31 more References to the first signed element (over Santuario's secure limit of 30), the signature left stale"),
    REFERENCES_31_RESIGNED("references-31-resigned", List.of(Profile.SIGN), "the same, re-signed with the sender's key"),
    RETRIEVAL_METHOD("retrieval-method", List.of(Profile.SIGN),
            "a ds:RetrievalMethod to the loopback listener first in the signature's KeyInfo (not signed: the signature holds)"),
    UNTRUSTED_SIGNER("untrusted-signer", List.of(Profile.SIGN),
            "re-signed by a throwaway self-signed certificate, carried in the BinarySecurityToken"),
    REPLAY("replay", List.of(Profile.SIGN),
            "the same signed message delivered twice, the receiver's replay detection on where it has one");

    private final String id;
    private final List<Profile> profiles;
    private final String description;

    Attack(String id, List<Profile> profiles, String description) {
        this.id = id;
        this.profiles = profiles;
        this.description = description;
    }

    @Override
    public String id() {
        return id;
    }

    /** The profiles the receiver under attack is configured for, one attempt each. */
    public List<Profile> profiles() {
        return profiles;
    }

    public String description() {
        return description;
    }

    /** Made by editing a sender's signed message, so it can be tried on every sender's messages. */
    public boolean madeOfSigned() {
        return profiles.stream().allMatch(Profile::signs) && this != REPLAY && !editsEncryption();
    }

    /** Made by editing the encryption for the receiver's key, so tried on the receiver's own sender's message only. */
    public boolean editsEncryption() {
        return List.of(RSA15_KEY_TRANSPORT, OAEP_SHA1, MGF_SHA1, BAD_KEY_PADDING, BAD_CIPHERTEXT).contains(this);
    }

    /** A method, not a constant: enum constants are made before the class's other static fields. */
    private static List<Profile> signedAndEncrypted() {
        return List.of(Profile.SIGN, Profile.SIGNENCR);
    }

    public static Attack of(String id) {
        return Id.parse(Attack.class, "attack", id);
    }
}
