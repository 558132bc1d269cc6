package org.wsscost.adapter.metro15;

import java.util.Map;

/**
 * The XWSS declarative security configurations a Metro 1.5 user writes for each of the suite's profiles, in
 * the legacy suite's algorithms (Metro 1.5's configuration schema knows no others the suite names): the
 * sender's operations, which XWSS applies in document order, and the receiver's requirements, which it
 * matches against the security header in header order (the encryption added last comes first). XWSS
 * validates them against its schema when the processor is made.
 */
final class XwssConfig {
    static final String C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";
    static final String RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
    static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
    static final String AES128_CBC = "http://www.w3.org/2001/04/xmlenc#aes128-cbc";
    static final String RSA_OAEP_MGF1P = "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p";
    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String TIMESTAMP = "{" + WSU + "}Timestamp";
    private static final String BODY = "{http://schemas.xmlsoap.org/soap/envelope/}Body";

    private static final String CONFIGURATION = """
            <xwss:SecurityConfiguration xmlns:xwss="http://java.sun.com/xml/ns/xwss/config" dumpMessages="false">
            %s</xwss:SecurityConfiguration>
            """;
    // no nonce: XWSS keeps the nonces it has seen in one JVM-wide cache, and a benchmark verifies a message again
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
    // the Timestamp signed as an explicit target, on both sides alike, as the suite's metro-xwss does
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
            """.formatted(C14N, RSA_SHA1, SHA1, TIMESTAMP, BODY);
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
            """.formatted(RSA_OAEP_MGF1P, AES128_CBC, BODY);

    private XwssConfig() {
    }

    /** The sender's operations in the order XWSS performs them: token, timestamp, sign, then encrypt. */
    static String sender(Map<String, Object> policy) {
        Profile p = Profile.of(policy);
        StringBuilder operations = new StringBuilder();
        if (p.usernameToken()) {
            operations.append(USERNAME_TOKEN);
        }
        if (p.timestamp()) {
            operations.append(ADD_TIMESTAMP.formatted(seconds(policy, "timestampTtl")));
        }
        if (p.signs()) {
            operations.append(SIGN.formatted(policy.get("sender"), SIGNATURE));
        }
        if (p.encrypts()) {
            operations.append(ENCRYPT.formatted(policy.get("receiver"), ENCRYPTION));
        }
        return CONFIGURATION.formatted(operations);
    }

    /** The receiver's requirements in security-header order. */
    static String receiver(Map<String, Object> policy) {
        Profile p = Profile.of(policy);
        int skew = seconds(policy, "futureTtl");
        int freshness = seconds(policy, "createdTtl");
        StringBuilder requirements = new StringBuilder();
        if (p.usernameToken()) {
            requirements.append(REQUIRE_USERNAME_TOKEN.formatted(skew, freshness));
        }
        if (p.encrypts()) {
            requirements.append(REQUIRE_ENCRYPTION.formatted(ENCRYPTION));
        }
        if (p.signs()) {
            requirements.append(REQUIRE_SIGNATURE.formatted(SIGNATURE));
        }
        if (p.timestamp()) {
            requirements.append(REQUIRE_TIMESTAMP.formatted(skew, freshness));
        }
        return CONFIGURATION.formatted(requirements);
    }

    /** XWSS reads 0 as "its 300 s default", so a zero here would not mean what it says. */
    private static int seconds(Map<String, Object> policy, String key) {
        int s = (Integer) policy.get(key);
        if (s < 1) {
            throw new IllegalArgumentException("XWSS takes whole seconds above 0 (0 means its 300 s default): " + key + " " + s);
        }
        return s;
    }

    /** What the suite's profile ids ask for: a UsernameToken, a signature (with a signed Timestamp), encryption. */
    record Profile(boolean usernameToken, boolean signs, boolean encrypts) {
        static Profile of(Map<String, Object> policy) {
            return switch ((String) policy.get("profile")) {
                case "plain" -> new Profile(false, false, false);
                case "username" -> new Profile(true, false, false);
                case "sign" -> new Profile(false, true, false);
                case "encrypt" -> new Profile(false, false, true);
                case "signencr" -> new Profile(false, true, true);
                default -> throw new IllegalArgumentException("metro-1.5: no profile " + policy.get("profile"));
            };
        }

        boolean timestamp() {
            return signs;
        }
    }
}
