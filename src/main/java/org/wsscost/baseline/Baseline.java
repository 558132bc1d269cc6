package org.wsscost.baseline;

import javax.xml.namespace.QName;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;

/**
 * XML Signature and XML Encryption of the SOAP Body with Apache Santuario alone: no WS-Security
 * header, no security token, no Timestamp. It is a baseline, not a stack: between the bare JCA
 * operations and a WS-Security stack it measures what XML-DSig and XML-Enc cost by themselves, so
 * that what a stack adds on top is a difference a reader can take.
 *
 * <p>On the wire, for both APIs: the Body carries an {@code Id} attribute; a signed message has one
 * {@code ds:Signature} with one Reference to the Body (exclusive c14n) and <b>no KeyInfo</b> — the
 * receiver verifies against the sender's certificate, which it already holds, as a WS-Security
 * receiver holds its trust store. An encrypted message has the Body's content replaced by one
 * {@code xenc:EncryptedData} whose KeyInfo holds the {@code xenc:EncryptedKey} (the session key
 * wrapped with RSA-OAEP for the receiver; the EncryptedKey has no KeyInfo of its own: the receiver
 * uses its private key). {@code signencr} signs the Body, then encrypts its content. Algorithms are
 * the {@link org.wsscost.security.Suite}'s. Where the Signature goes: see {@link #signatureAfterBody}.
 *
 * <p>A receiver requires what the profile promises — the very Body signed, its content encrypted —
 * and throws {@link org.wsscost.security.Rejected} otherwise, on any failed check, and on a payload
 * that does not bind. One instance per thread.
 */
public interface Baseline {
    QName HEADER = new QName(Soap.NS, "Header");
    QName BODY = new QName(Soap.NS, "Body");
    /** The unqualified {@code Id} attribute Santuario's streaming API writes and resolves. */
    String ID = "Id";

    Api api();

    Policy policy();

    /** The sender's direction total: payload → a new envelope → signed and/or encrypted → bytes. */
    byte[] send(Object payload);

    /** The receiver's direction total: bytes → decrypted and/or verified → the bound payload. */
    Object receive(byte[] message);

    /**
     * Where the Signature goes. {@code sign}: first child of a {@code soapenv:Header}, so that a
     * streaming receiver verifies the Body as it passes. {@code signencr}: after the Body, as the
     * Envelope's last child (SOAP 1.1 allows trailing elements there), because Santuario's streaming
     * receiver cannot verify a Signature that precedes an element whose content is encrypted: it
     * digests the first decrypted start tag twice and fails with "Invalid digest of reference"
     * (Santuario 4.0.4, {@code XMLSecurityInputProcessor} re-entering its chain from the top at the
     * EncryptedData; pinned by {@code SantuarioBaselineTest}). Placed after the Body, the receiver
     * buffers the whole message before it verifies; Santuario's DOM API takes either place.
     */
    static boolean signatureAfterBody(Profile profile) {
        return profile.encrypts();
    }

    /** Only the profiles XML-DSig and XML-Enc alone can give: no plain, no UsernameToken. */
    static Policy require(Policy policy) {
        Profile p = policy.profile();
        if (!p.signs() && !p.encrypts()) {
            throw new IllegalArgumentException("the Santuario baseline has no profile '" + p.id()
                    + "'; it has sign, encrypt, signencr");
        }
        return policy;
    }
}
