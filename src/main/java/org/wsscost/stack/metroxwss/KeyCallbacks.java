package org.wsscost.stack.metroxwss;

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
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;

/**
 * Answers XWSS's callbacks for one party: its own key pair, the peer's certificate it trusts, and
 * the UsernameToken password it sends (as a sender) or expects (as a receiver). XWSS asks on every
 * message, and PKCS12's {@code getKey} runs PBKDF2 on every call, so the private key is read once
 * here. Immutable after construction, so it may serve any number of threads.
 */
final class KeyCallbacks implements CallbackHandler {
    private final Party own;
    private final PrivateKey ownKey;
    private final X509Certificate ownCertificate;
    private final X509Certificate peerCertificate;
    private final String password;

    KeyCallbacks(Keys keys, Party own, String password) {
        this.own = own;
        this.ownKey = keys.privateKey(own);
        this.ownCertificate = keys.certificate(own);
        this.peerCertificate = KeyStores.certificate(keys.store(own), own.peer());
        this.password = password;
    }

    @Override
    public void handle(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback c : callbacks) {
            if (c instanceof SignatureKeyCallback sk
                    && sk.getRequest() instanceof SignatureKeyCallback.AliasPrivKeyCertRequest r
                    && own.alias().equals(r.getAlias())) {
                r.setPrivateKey(ownKey);
                r.setX509Certificate(ownCertificate);
            } else if (c instanceof EncryptionKeyCallback ek
                    && ek.getRequest() instanceof EncryptionKeyCallback.AliasX509CertificateRequest r
                    && own.peer().alias().equals(r.getAlias())) {
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
                u.setUsername(Policy.USER);
            } else if (c instanceof PasswordCallback p) {
                p.setPassword(password);
            } else if (c instanceof PasswordValidationCallback pv && pv.getRequest() instanceof PlainTextPasswordRequest) {
                pv.setValidator(request -> Policy.USER.equals(((PlainTextPasswordRequest) request).getUsername())
                        && password.equals(((PlainTextPasswordRequest) request).getPassword()));
            } else {
                // among others TimestampValidationCallback: unanswered, XWSS checks the Timestamp itself
                // against the configuration's maxClockSkew and timestampFreshnessLimit
                throw new UnsupportedCallbackException(c, own.id() + ": no answer for " + c.getClass().getSimpleName());
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
