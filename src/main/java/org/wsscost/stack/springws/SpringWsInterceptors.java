package org.wsscost.stack.springws;

import org.apache.wss4j.common.ConfigurationConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.dom.WSConstants;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.wss4jkeys.Wss4jActions;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Spring-WS's {@link Wss4jSecurityInterceptor} configured for a {@link Policy} with its setters, as a Spring
 * context would configure the bean: the one place both the spring-ws stack and the spring-ws runtime take it
 * from. The two halves are separate because a deployed interceptor carries both, one bean per party: it
 * secures what its party sends and validates what its party receives; the stack's interceptors carry one
 * each. Signature confirmation is off (Spring-WS turns it on by default; no other stack adds it), replay
 * detection only when the policy asks, Timestamps live as long as everywhere.
 */
public final class SpringWsInterceptors {
    private SpringWsInterceptors() {
    }

    /** Sets on {@code i} what secures a message of {@code policy}: its sender's half. */
    public static Wss4jSecurityInterceptor securing(Wss4jSecurityInterceptor i, Policy policy, Wss4jKeys keys) {
        Profile p = policy.profile();
        Suite suite = policy.suite();
        i.setSecurementActions(Wss4jActions.of(p));
        i.setEnableSignatureConfirmation(false);
        i.setSecurementTimeToLive((int) Policy.TIMESTAMP_TTL.toSeconds());
        if (p.usernameToken()) {
            i.setSecurementUsername(Policy.USER);
            i.setSecurementPassword(policy.password());
            i.setSecurementPasswordType(WSConstants.PW_TEXT);
        }
        if (p.signs()) {
            i.setSecurementSignatureUser(policy.sender().alias());
            i.setSecurementPassword(new String(KeyStores.PASSWORD));
            i.setSecurementSignatureCrypto(keys.crypto(policy.sender()));
            i.setSecurementSignatureKeyIdentifier("DirectReference");
            i.setSecurementSignatureParts("{Element}{" + Soap.NS + "}Body;{Element}{" + WSConstants.WSU_NS + "}Timestamp");
            i.setSecurementSignatureAlgorithm(suite.signature);
            i.setSecurementSignatureDigestAlgorithm(suite.digest);
            i.setWsHandlerOption(ConfigurationConstants.SIG_C14N_ALGO, Suite.C14N);
        }
        if (p.encrypts()) {
            i.setSecurementEncryptionUser(policy.receiver().alias());
            i.setSecurementEncryptionCrypto(keys.crypto(policy.sender()));
            i.setSecurementEncryptionKeyIdentifier("IssuerSerial");
            i.setSecurementEncryptionParts("{Content}{" + Soap.NS + "}Body");
            i.setSecurementEncryptionSymAlgorithm(suite.encryption);
            i.setSecurementEncryptionKeyTransportAlgorithm(suite.keyTransport);
            if (suite.keyTransportMgf != null) {
                i.setWsHandlerOption(ConfigurationConstants.ENC_MGF_ALGO, suite.keyTransportMgf);
            }
            i.setWsHandlerOption(ConfigurationConstants.ENC_DIGEST_ALGO, suite.keyTransportDigest);
        }
        return i;
    }

    /** Sets on {@code i} what validates a message of {@code policy}: its receiver's half. */
    public static Wss4jSecurityInterceptor validating(Wss4jSecurityInterceptor i, Policy policy, Wss4jKeys keys) {
        i.setValidationActions(Wss4jActions.of(policy.profile()));
        i.setValidationSignatureCrypto(keys.crypto(policy.receiver()));
        i.setValidationDecryptionCrypto(keys.crypto(policy.receiver()));
        i.setValidationCallbackHandler(Wss4jKeys.callbacks(Policy.PASSWORD));
        i.setValidationTimeToLive(policy.createdTtlSeconds());
        i.setTimestampStrict(policy.expiryChecked());
        i.setFutureTimeToLive((int) Policy.FUTURE_TOLERANCE.toSeconds());
        i.setValidationReplayCache(policy.detectReplays() ? new MemoryReplayCache() : null);
        return i;
    }

    /** Checks the configuration, as the context does once a bean's properties are set. */
    public static Wss4jSecurityInterceptor ready(Wss4jSecurityInterceptor i) {
        try {
            i.afterPropertiesSet();
        } catch (Exception e) {
            throw new IllegalStateException("spring-ws: interceptor: " + e.getMessage(), e);
        }
        return i;
    }
}
