package org.wsscost.security;

import org.wsscost.Id;

/**
 * The format of the committed test keystores: the same keys, stored as PKCS12 (the JDK's default,
 * whose {@code getKey} runs PBKDF2 on every call) or as JKS (a cheap proprietary key protection).
 * A stack that reads its private key per message pays the difference on every message.
 */
public enum KeyStoreType implements Id {
    PKCS12("PKCS12", ".p12"),
    JKS("JKS", ".jks");

    /** The JCA type, for {@code KeyStore.getInstance}. */
    public final String jcaType;
    /** The file suffix under {@code keystores/}. */
    public final String suffix;

    KeyStoreType(String jcaType, String suffix) {
        this.jcaType = jcaType;
        this.suffix = suffix;
    }

    public static KeyStoreType of(String id) {
        return Id.parse(KeyStoreType.class, "keystore", id);
    }
}
