package org.wsscost.adapter.metro15;

import com.sun.xml.wss.impl.callback.CertificateValidationCallback;
import com.sun.xml.wss.impl.callback.CertificateValidationCallback.CertificateValidationException;
import com.sun.xml.wss.impl.callback.DecryptionKeyCallback;
import com.sun.xml.wss.impl.callback.EncryptionKeyCallback;
import com.sun.xml.wss.impl.callback.PasswordCallback;
import com.sun.xml.wss.impl.callback.PasswordValidationCallback;
import com.sun.xml.wss.impl.callback.PasswordValidationCallback.PlainTextPasswordRequest;
import com.sun.xml.wss.impl.callback.SignatureKeyCallback;
import com.sun.xml.wss.impl.callback.UsernameCallback;
import java.security.PrivateKey;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;

/**
 * Answers XWSS's callbacks for one party from the trial's keys: its own key pair, the peer's certificate it
 * trusts, and the UsernameToken password it sends (as a sender) or expects (as a receiver). XWSS asks on
 * every message; the keys are held, never read from a store per call.
 */
final class KeyCallbacks implements CallbackHandler {
    private final String alias;
    private final String peerAlias;
    private final PrivateKey ownKey;
    private final X509Certificate ownCertificate;
    private final X509Certificate peerCertificate;
    private final String user;
    private final String password;

    /** {@code role}: "sender" or "receiver", the keys of {@code policy} it takes its own. */
    KeyCallbacks(Map<String, Object> policy, String role) {
        String peer = role.equals("sender") ? "receiver" : "sender";
        alias = (String) policy.get(role);
        peerAlias = (String) policy.get(peer);
        ownKey = (PrivateKey) policy.get(role + "Key");
        ownCertificate = (X509Certificate) policy.get(role + "Certificate");
        peerCertificate = (X509Certificate) policy.get(peer + "Certificate");
        user = (String) policy.get("user");
        password = (String) policy.get(role.equals("sender") ? "password" : "expectedPassword");
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback c : callbacks) {
            if (c instanceof SignatureKeyCallback sk
                    && sk.getRequest() instanceof SignatureKeyCallback.AliasPrivKeyCertRequest r
                    && alias.equals(r.getAlias())) {
                r.setPrivateKey(ownKey);
                r.setX509Certificate(ownCertificate);
            } else if (c instanceof EncryptionKeyCallback ek
                    && ek.getRequest() instanceof EncryptionKeyCallback.AliasX509CertificateRequest r
                    && peerAlias.equals(r.getAlias())) {
                r.setX509Certificate(peerCertificate);
            } else if (c instanceof DecryptionKeyCallback dk
                    && dk.getRequest() instanceof DecryptionKeyCallback.X509CertificateBasedRequest r) {
                // a key wrapped for another certificate gets no key, and XWSS rejects the message
                if (ownCertificate.equals(r.getX509Certificate())) {
                    r.setPrivateKey(ownKey);
                }
            } else if (c instanceof CertificateValidationCallback cv) {
                cv.setValidator(this::trusted);
            } else if (c instanceof UsernameCallback u) {
                u.setUsername(user);
            } else if (c instanceof PasswordCallback p) {
                p.setPassword(password);
            } else if (c instanceof PasswordValidationCallback pv && pv.getRequest() instanceof PlainTextPasswordRequest) {
                pv.setValidator(request -> user.equals(((PlainTextPasswordRequest) request).getUsername())
                        && password.equals(((PlainTextPasswordRequest) request).getPassword()));
            } else {
                // among others TimestampValidationCallback: unanswered, XWSS checks the Timestamp itself
                // against the configuration's maxClockSkew and timestampFreshnessLimit
                throw new UnsupportedCallbackException(c, alias + ": no answer for " + c.getClass().getSimpleName());
            }
        }
    }

    /** The signer's certificate from its BinarySecurityToken: the peer's own, and valid today. */
    private boolean trusted(X509Certificate certificate) throws CertificateValidationException {
        try {
            certificate.checkValidity();
        } catch (CertificateException e) {
            throw new CertificateValidationException("certificate not valid now: " + e.getMessage(), e);
        }
        return peerCertificate.equals(certificate);
    }
}
