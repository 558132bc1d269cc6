package org.wsscost.stack.metroxwss;

import java.time.Duration;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;

/**
 * XWSS 2.0 declarative security configurations for one policy: the sender's operations, which XWSS
 * applies in document order, and the receiver's requirements, which it matches against the security
 * header in header order. XWSS validates them against its schema when the processor is made.
 */
final class XwssConfig {
    private static final String WSU_NS =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String TIMESTAMP = "{" + WSU_NS + "}Timestamp";
    private static final String BODY = "{" + Soap.NS + "}Body";

    private static final String CONFIGURATION = """
            <xwss:SecurityConfiguration xmlns:xwss="http://java.sun.com/xml/ns/xwss/config" dumpMessages="false">
            %s</xwss:SecurityConfiguration>
            """;

    // No nonce on either side: XWSS keeps the nonces it has seen in one JVM-wide cache, so a
    // benchmark verifying the same message again would be rejected as a replay.
    private static final String USERNAME_TOKEN = """
            <xwss:UsernameToken digestPassword="false" useNonce="false"/>
            """;
    private static final String REQUIRE_USERNAME_TOKEN = """
            <xwss:RequireUsernameToken passwordDigestRequired="false" nonceRequired="false" \
            maxClockSkew="%d" timestampFreshnessLimit="%d"/>
            """;

    private static final String ADD_TIMESTAMP = """
            <xwss:Timestamp timeout="%d"/>
            """;
    private static final String REQUIRE_TIMESTAMP = """
            <xwss:RequireTimestamp maxClockSkew="%d" timestampFreshnessLimit="%d"/>
            """;

    // The Timestamp is signed through an explicit target, not includeTimestamp/requireTimestamp:
    // XWSS digests the Timestamp reference it adds itself, like any plain <xwss:Target>, with SHA-1
    // whatever the suite says. Both sides must agree, or the receiver's target count check fails.
    private static final String SIGN = """
            <xwss:Sign includeTimestamp="false">
             <xwss:X509Token certificateAlias="%s" keyReferenceType="Direct"/>
            %s</xwss:Sign>
            """;
    private static final String REQUIRE_SIGNATURE = """
            <xwss:RequireSignature requireTimestamp="false">
             <xwss:X509Token keyReferenceType="Direct"/>
            %s</xwss:RequireSignature>
            """;
    private static final String SIGNATURE = """
             <xwss:CanonicalizationMethod algorithm="%1$s"/>
             <xwss:SignatureMethod algorithm="%2$s"/>
             <xwss:SignatureTarget type="qname" value="%4$s">
              <xwss:DigestMethod algorithm="%3$s"/>
              <xwss:Transform algorithm="%1$s"/>
             </xwss:SignatureTarget>
             <xwss:SignatureTarget type="qname" value="%5$s">
              <xwss:DigestMethod algorithm="%3$s"/>
              <xwss:Transform algorithm="%1$s"/>
             </xwss:SignatureTarget>
            """;

    private static final String ENCRYPT = """
            <xwss:Encrypt>
             <xwss:X509Token certificateAlias="%s" keyReferenceType="Direct"/>
            %s</xwss:Encrypt>
            """;
    private static final String REQUIRE_ENCRYPTION = """
            <xwss:RequireEncryption>
            %s</xwss:RequireEncryption>
            """;
    private static final String ENCRYPTION = """
             <xwss:KeyEncryptionMethod algorithm="%s"/>
             <xwss:DataEncryptionMethod algorithm="%s"/>
             <xwss:Target type="qname" contentOnly="true">%s</xwss:Target>
            """;

    private XwssConfig() {
    }

    /** The sender's operations in the order XWSS performs them: sign, then encrypt. */
    static String sender(Policy policy) {
        Profile p = policy.profile();
        Algorithms algorithms = Algorithms.of(policy.suite());
        StringBuilder operations = new StringBuilder();
        if (p.usernameToken()) {
            operations.append(USERNAME_TOKEN);
        }
        if (p.timestamp()) {
            operations.append(ADD_TIMESTAMP.formatted(seconds(Policy.TIMESTAMP_TTL)));
        }
        if (p.signs()) {
            operations.append(SIGN.formatted(policy.sender().alias(), signature(algorithms)));
        }
        if (p.encrypts()) {
            operations.append(ENCRYPT.formatted(policy.receiver().alias(), encryption(algorithms)));
        }
        return CONFIGURATION.formatted(operations);
    }

    /** The receiver's requirements in security-header order: the encryption added last comes first. */
    static String receiver(Policy policy) {
        Profile p = policy.profile();
        Algorithms algorithms = Algorithms.of(policy.suite());
        long skew = seconds(policy.clockSkew());
        long freshness = seconds(Policy.TIMESTAMP_TTL);
        StringBuilder requirements = new StringBuilder();
        if (p.usernameToken()) {
            requirements.append(REQUIRE_USERNAME_TOKEN.formatted(skew, freshness));
        }
        if (p.encrypts()) {
            requirements.append(REQUIRE_ENCRYPTION.formatted(encryption(algorithms)));
        }
        if (p.signs()) {
            requirements.append(REQUIRE_SIGNATURE.formatted(signature(algorithms)));
        }
        if (p.timestamp()) {
            requirements.append(REQUIRE_TIMESTAMP.formatted(skew, freshness));
        }
        return CONFIGURATION.formatted(requirements);
    }

    private static String signature(Algorithms algorithms) {
        return SIGNATURE.formatted(Suite.C14N, algorithms.signature(), algorithms.digest(), TIMESTAMP, BODY);
    }

    private static String encryption(Algorithms algorithms) {
        return ENCRYPTION.formatted(algorithms.keyTransport(), algorithms.encryption(), BODY);
    }

    /** XWSS reads 0 as "its 300 s default", so a zero here would not mean what it says. */
    private static long seconds(Duration d) {
        long s = d.toSeconds();
        if (s < 1) {
            throw new IllegalArgumentException("XWSS takes whole seconds above 0 (0 means its 300 s default): " + d);
        }
        return s;
    }
}
