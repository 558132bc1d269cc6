package org.wsscost.stack.metroxwss;

import org.wsscost.security.Allowed;
import org.wsscost.security.Suite;

/**
 * The algorithm URIs metro-xwss writes into its configurations for a {@link Suite}. The XWSS 2.0
 * configuration schema (xwssconfig.xsd in webservices-rt) only allows aes128-cbc, aes256-cbc and
 * tripledes-cbc for data and rsa-oaep-mgf1p or rsa-1_5 for key transport, and rejects anything else
 * when the processor is made. So {@code modern} here is aes256-cbc with rsa-oaep-mgf1p, not the
 * suite's aes256-gcm with xmlenc11 rsa-oaep; signature, digest and c14n are the suite's own.
 */
record Algorithms(String signature, String digest, String encryption, String keyTransport) {
    static final String AES256_CBC = "http://www.w3.org/2001/04/xmlenc#aes256-cbc";
    static final String RSA_OAEP_MGF1P = "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p";

    static Algorithms of(Suite suite) {
        return switch (suite) {
            case MODERN -> new Algorithms(suite.signature, suite.digest, AES256_CBC, RSA_OAEP_MGF1P);
            case LEGACY -> new Algorithms(suite.signature, suite.digest, suite.encryption, suite.keyTransport);
        };
    }

    /** What the receiver of {@code suite} accepts: these, RSA-OAEP-MGF1P with its SHA-1 digest and mask generation. */
    Allowed allowed(Suite suite) {
        return new Allowed(suite.id(), signature, digest, encryption, keyTransport, Allowed.SHA1, null);
    }
}
