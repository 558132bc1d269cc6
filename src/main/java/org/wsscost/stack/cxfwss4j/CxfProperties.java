package org.wsscost.stack.cxfwss4j;

import java.util.HashMap;
import java.util.Map;
import org.apache.cxf.ws.security.SecurityConstants;
import org.apache.cxf.ws.security.wss4j.DefaultCryptoCoverageChecker;
import org.apache.cxf.ws.security.wss4j.StaxCryptoCoverageChecker;
import org.apache.wss4j.common.ConfigurationConstants;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.common.cache.ReplayCache;
import org.apache.wss4j.common.crypto.Crypto;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.wss4jkeys.Wss4jActions;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * CXF's WS-Security configured the way its users configure the action-based interceptors: one option map per
 * interceptor, WSS4J's {@link ConfigurationConstants} keys, the project's {@code Merlin} objects passed by
 * reference id ({@code signaturePropRefId} → an id → the {@code Crypto}, as CXF's own policy interceptors hand
 * cryptos to WSS4J). The same map configures {@code WSS4JOutInterceptor} and {@code WSS4JStaxOutInterceptor}
 * (and the two inbound ones), as CXF's {@code StaxRoundTripTest} does: the one place the cxf stacks and the cxf
 * runtime take it from, with the coverage checkers CXF leaves to its users. Values are strings where WSS4J reads
 * strings. Algorithms, parts, key identifiers and
 * Timestamp lifetimes are those of {@code DomSecurity}; signature confirmation stays off (WSS4J's default).
 */
public final class CxfProperties {
    private static final String TIMESTAMP_TTL = Long.toString(Policy.TIMESTAMP_TTL.toSeconds());
    private static final String FUTURE_TOLERANCE = Long.toString(Policy.FUTURE_TOLERANCE.toSeconds());

    private CxfProperties() {
    }

    /** The sender's interceptor options for {@code policy}: what secures its message. */
    public static Map<String, Object> sending(Policy policy, Wss4jKeys keys) {
        Profile p = policy.profile();
        Suite suite = policy.suite();
        Map<String, Object> o = new HashMap<>();
        o.put(ConfigurationConstants.ACTION, Wss4jActions.of(p));
        // the private-key password, and the UsernameToken password the policy carries
        o.put(ConfigurationConstants.PW_CALLBACK_REF, Wss4jKeys.callbacks(policy.password()));
        if (p.usernameToken()) {
            o.put(ConfigurationConstants.USER, Policy.USER);
            o.put(ConfigurationConstants.PASSWORD_TYPE, WSS4JConstants.PW_TEXT);
        }
        if (p.timestamp()) {
            o.put(ConfigurationConstants.TTL_TIMESTAMP, TIMESTAMP_TTL);
        }
        if (p.signs()) {
            o.put(ConfigurationConstants.SIGNATURE_USER, policy.sender().alias());
            byReference(o, ConfigurationConstants.SIG_PROP_REF_ID, "signatureCrypto", keys.crypto(policy.sender()));
            o.put(ConfigurationConstants.SIG_KEY_ID, "DirectReference");
            o.put(ConfigurationConstants.SIGNATURE_PARTS,
                    "{Element}{" + Soap.NS + "}Body;{Element}{" + WSS4JConstants.WSU_NS + "}Timestamp");
            o.put(ConfigurationConstants.SIG_ALGO, suite.signature);
            o.put(ConfigurationConstants.SIG_DIGEST_ALGO, suite.digest);
            o.put(ConfigurationConstants.SIG_C14N_ALGO, Suite.C14N);
        }
        if (p.encrypts()) {
            o.put(ConfigurationConstants.ENCRYPTION_USER, policy.receiver().alias());
            // the sender's store, which trusts the receiver's certificate
            byReference(o, ConfigurationConstants.ENC_PROP_REF_ID, "encryptionCrypto", keys.crypto(policy.sender()));
            o.put(ConfigurationConstants.ENC_KEY_ID, "IssuerSerial");
            o.put(ConfigurationConstants.ENCRYPTION_PARTS, "{Content}{" + Soap.NS + "}Body");
            o.put(ConfigurationConstants.ENC_SYM_ALGO, suite.encryption);
            o.put(ConfigurationConstants.ENC_KEY_TRANSPORT, suite.keyTransport);
            if (suite.keyTransportMgf != null) {
                o.put(ConfigurationConstants.ENC_MGF_ALGO, suite.keyTransportMgf);
            }
            o.put(ConfigurationConstants.ENC_DIGEST_ALGO, suite.keyTransportDigest);
        }
        return o;
    }

    /**
     * The receiver's interceptor options for {@code policy}: its own store verifies (it trusts the sender's
     * certificate) and decrypts; Timestamps live as long as everywhere; a UsernameToken must carry its password
     * in text.
     */
    public static Map<String, Object> receiving(Policy policy, Wss4jKeys keys) {
        Profile p = policy.profile();
        Map<String, Object> o = new HashMap<>();
        o.put(ConfigurationConstants.ACTION, Wss4jActions.of(p));
        o.put(ConfigurationConstants.PW_CALLBACK_REF, Wss4jKeys.callbacks(Policy.PASSWORD));
        byReference(o, ConfigurationConstants.SIG_VER_PROP_REF_ID, "verificationCrypto", keys.crypto(policy.receiver()));
        byReference(o, ConfigurationConstants.DEC_PROP_REF_ID, "decryptionCrypto", keys.crypto(policy.receiver()));
        o.put(ConfigurationConstants.TTL_TIMESTAMP, Integer.toString(policy.createdTtlSeconds()));
        o.put(ConfigurationConstants.TIMESTAMP_STRICT, Boolean.toString(policy.expiryChecked()));
        o.put(ConfigurationConstants.TTL_FUTURE_TIMESTAMP, FUTURE_TOLERANCE);
        o.put(ConfigurationConstants.TTL_USERNAMETOKEN, Integer.toString(policy.createdTtlSeconds()));
        o.put(ConfigurationConstants.TTL_FUTURE_USERNAMETOKEN, FUTURE_TOLERANCE);
        if (p.usernameToken()) {
            o.put(ConfigurationConstants.PASSWORD_TYPE, WSS4JConstants.PW_TEXT);
        }
        return o;
    }

    /**
     * What CXF reads from the receiving message's context, not from the interceptor. Its replay caches: a
     * recipient gets an EhCache-backed cache per endpoint by default (on disk, under a new temporary directory);
     * here there is none, as every benchmark verifies the same messages again, unless the policy asks for replay
     * detection (tests of the replay attack), when one in-memory cache serves the receiver's messages. And the
     * one departure from CXF's defaults, which changes only the words of a refusal: WSS4J's reason is kept
     * ({@code ws-security.return.security.error}), where CXF would otherwise hand the streaming engine, and a
     * service's faults, a generic one, and the attack table could not say why a message was refused.
     */
    public static Map<String, Object> receiverContext(Policy policy) {
        Map<String, Object> c = new HashMap<>();
        c.put(SecurityConstants.RETURN_SECURITY_ERROR, true);
        c.put(SecurityConstants.ENABLE_TIMESTAMP_CACHE, policy.detectReplays());
        c.put(SecurityConstants.ENABLE_NONCE_CACHE, policy.detectReplays());
        if (policy.detectReplays()) {
            ReplayCache replays = new MemoryReplayCache();
            c.put(SecurityConstants.TIMESTAMP_CACHE_INSTANCE, replays);
            c.put(SecurityConstants.NONCE_CACHE_INSTANCE, replays);
        }
        return c;
    }

    /**
     * The DOM path's coverage checker for {@code profile}, which CXF's {@code WSS4JInInterceptor} tells users to
     * add (it checks that the actions happened, not what they covered): Body and Timestamp signed, Body content
     * encrypted. Null where nothing is signed or encrypted, as a deployment adds none then.
     */
    public static DefaultCryptoCoverageChecker coverage(Profile profile) {
        if (!profile.signs() && !profile.encrypts()) {
            return null;
        }
        DefaultCryptoCoverageChecker checker = new DefaultCryptoCoverageChecker();
        checker.setSignBody(profile.signs());
        checker.setSignTimestamp(profile.signs());
        checker.setEncryptBody(profile.encrypts());
        // its default also demands an encrypted UsernameToken; the username profile sends it in text by design
        checker.setEncryptUsernameToken(false);
        return checker;
    }

    /** The streaming path's coverage checker, the same requirements; with none it checks nothing, so it always goes in. */
    public static StaxCryptoCoverageChecker streamingCoverage(Profile profile) {
        StaxCryptoCoverageChecker checker = new StaxCryptoCoverageChecker();
        checker.setSignBody(profile.signs());
        checker.setSignTimestamp(profile.signs());
        checker.setEncryptBody(profile.encrypts());
        checker.setEncryptUsernameToken(false);
        return checker;
    }

    /** A crypto by reference: the key names an id, the id names the object (WSS4J's {@code *PropRefId}). */
    private static void byReference(Map<String, Object> o, String key, String id, Crypto crypto) {
        o.put(key, id);
        o.put(id, crypto);
    }
}
