package org.wsscost.security;

import org.wsscost.Id;

/** What WS-Security a message carries. */
public enum Profile implements Id {
    /** No security: the baseline every secured profile is read against. */
    PLAIN,
    /** A UsernameToken with the password in text, on requests. */
    USERNAME,
    /** A Timestamp and an X.509 signature over Body and Timestamp, the certificate as a BinarySecurityToken. */
    SIGN,
    /** Body content encrypted with a fresh AES key, itself wrapped with RSA-OAEP for the receiver. */
    ENCRYPT,
    /** Sign, then encrypt the Body content. */
    SIGNENCR;

    public boolean usernameToken() {
        return this == USERNAME;
    }

    public boolean signs() {
        return this == SIGN || this == SIGNENCR;
    }

    /** A signed message carries a signed Timestamp. */
    public boolean timestamp() {
        return signs();
    }

    public boolean encrypts() {
        return this == ENCRYPT || this == SIGNENCR;
    }

    public boolean secured() {
        return this != PLAIN;
    }

    public static Profile of(String id) {
        return Id.parse(Profile.class, "profile", id);
    }
}
