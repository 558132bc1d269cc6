package org.wsscost.floor;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.MGF1ParameterSpec;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import org.apache.xml.security.algorithms.JCEMapper;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Santuario;
import org.wsscost.security.Suite;

/**
 * The cryptography of one policy and nothing else: the JCA operations a stack cannot avoid, on the
 * bytes it would run them over ({@link Canonical}). The sender digests the canonical Body and
 * Timestamp and signs the SignedInfo ({@code sign}); makes a session key, encrypts the Body content
 * with it and wraps it with RSA-OAEP for the receiver ({@code encrypt}); both, signing first
 * ({@code signencr}). The receiver undoes it in reverse: unwraps and decrypts, digests and compares,
 * verifies. Algorithm names come from Santuario's {@link JCEMapper}, the map the stacks use, and the
 * JCA objects are obtained once (a floor, not a lookup benchmark); keys are read once.
 * {@code plain} and {@code username} do no cryptography, so they have no floor. One per thread.
 */
public final class CryptoFloor {
    /** What the sender hands over: digests and signature, the wrapped key, IV and ciphertext. */
    public record Sealed(byte[] bodyDigest, byte[] timestampDigest, byte[] signature, byte[] wrappedKey, byte[] iv,
            byte[] cipherText) {
    }

    static {
        // Santuario's algorithm map, as the stacks have it
        Santuario.init();
    }

    private final Profile profile;
    private final String dataAlgorithm;
    private final boolean gcm;
    private final PrivateKey senderKey;
    private final PublicKey senderPublic;
    private final PrivateKey receiverKey;
    private final PublicKey receiverPublic;
    private final MessageDigest digest;
    private final Signature signature;
    private final KeyGenerator sessionKeys;
    private final Cipher data;
    private final Cipher keyTransport;
    private final AlgorithmParameterSpec oaep;
    private final SecureRandom random = new SecureRandom();
    private final int ivBytes;

    public CryptoFloor(Policy policy, Keys keys) {
        profile = policy.profile();
        if (!profile.signs() && !profile.encrypts()) {
            throw new IllegalArgumentException("profile '" + profile.id() + "' does no cryptography, so it has no floor;"
                    + " valid: sign, encrypt, signencr");
        }
        Suite suite = policy.suite();
        senderKey = keys.privateKey(policy.sender());
        receiverKey = keys.privateKey(policy.receiver());
        // each side's view of the other: the certificate it holds as trusted
        senderPublic = KeyStores.certificate(keys.store(policy.receiver()), policy.sender()).getPublicKey();
        receiverPublic = KeyStores.certificate(keys.store(policy.sender()), policy.receiver()).getPublicKey();
        dataAlgorithm = JCEMapper.translateURItoJCEID(suite.encryption);
        gcm = dataAlgorithm.contains("GCM");
        ivBytes = JCEMapper.getIVLengthFromURI(suite.encryption) / 8;
        try {
            digest = MessageDigest.getInstance(JCEMapper.translateURItoJCEID(suite.digest));
            signature = Signature.getInstance(JCEMapper.translateURItoJCEID(suite.signature));
            sessionKeys = KeyGenerator.getInstance(JCEMapper.getJCEKeyAlgorithmFromURI(suite.encryption));
            sessionKeys.init(JCEMapper.getKeyLengthFromURI(suite.encryption));
            data = Cipher.getInstance(dataAlgorithm);
            keyTransport = Cipher.getInstance(JCEMapper.translateURItoJCEID(suite.keyTransport));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("floor " + profile.id() + "/" + suite.id() + ": " + e.getMessage(), e);
        }
        // xmlenc11's MGF URIs end in mgf1sha1 … mgf1sha512; without one, OAEP's mask uses SHA-1
        String mgf = suite.keyTransportMgf == null ? "SHA-1"
                : "SHA-" + suite.keyTransportMgf.substring(suite.keyTransportMgf.lastIndexOf("sha") + 3);
        oaep = new OAEPParameterSpec(JCEMapper.translateURItoJCEID(suite.keyTransportDigest), "MGF1",
                new MGF1ParameterSpec(mgf), PSource.PSpecified.DEFAULT);
    }

    /** The sender's cryptography for one message. */
    public Sealed send(Canonical c) {
        try {
            byte[] bodyDigest = null;
            byte[] timestampDigest = null;
            byte[] sig = null;
            if (profile.signs()) {
                bodyDigest = digest.digest(c.body());
                timestampDigest = digest.digest(c.timestamp());
                signature.initSign(senderKey);
                signature.update(c.signedInfo());
                sig = signature.sign();
            }
            byte[] wrapped = null;
            byte[] iv = null;
            byte[] cipherText = null;
            if (profile.encrypts()) {
                SecretKey key = sessionKeys.generateKey();
                iv = new byte[ivBytes];
                random.nextBytes(iv);
                data.init(Cipher.ENCRYPT_MODE, key, parameters(iv));
                cipherText = data.doFinal(c.bodyContent());
                keyTransport.init(Cipher.WRAP_MODE, receiverPublic, oaep);
                wrapped = keyTransport.wrap(key);
            }
            return new Sealed(bodyDigest, timestampDigest, sig, wrapped, iv, cipherText);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("floor send: " + e.getMessage(), e);
        }
    }

    /**
     * The receiver's cryptography for one message: the decrypted Body content (encrypting profiles)
     * or the Body's digest (sign); a digest or signature that does not match is {@link Rejected}.
     */
    public byte[] receive(Canonical c, Sealed s) {
        byte[] result = null;
        try {
            if (profile.encrypts()) {
                keyTransport.init(Cipher.UNWRAP_MODE, receiverKey, oaep);
                SecretKey key = (SecretKey) keyTransport.unwrap(s.wrappedKey(), "AES", Cipher.SECRET_KEY);
                data.init(Cipher.DECRYPT_MODE, key, parameters(s.iv()));
                result = data.doFinal(s.cipherText());
            }
        } catch (GeneralSecurityException e) {
            throw new Rejected("floor: cannot decrypt: " + e.getMessage(), e);
        }
        if (profile.signs()) {
            byte[] body = digest.digest(c.body());
            if (!MessageDigest.isEqual(body, s.bodyDigest()) || !MessageDigest.isEqual(digest.digest(c.timestamp()),
                    s.timestampDigest())) {
                throw new Rejected("floor: digest mismatch");
            }
            try {
                signature.initVerify(senderPublic);
                signature.update(c.signedInfo());
                if (!signature.verify(s.signature())) {
                    throw new Rejected("floor: signature does not verify");
                }
            } catch (GeneralSecurityException e) {
                throw new Rejected("floor: signature: " + e.getMessage(), e);
            }
            result = result == null ? body : result;
        }
        return result;
    }

    private AlgorithmParameterSpec parameters(byte[] iv) {
        return gcm ? new GCMParameterSpec(128, iv) : new IvParameterSpec(iv);
    }
}
