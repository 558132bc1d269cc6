package org.wsscost.security;

import org.wsscost.Id;

/**
 * The format of the committed test keystores: the same keys, stored as PKCS12 (the JDK's default,
 * whose {@code getKey} runs PBKDF2 on every call) or as JKS (a cheap proprietary key protection).
 * A stack that reads its private key per message pays the difference on every message.
 */
public enum KeyStoreType implements Id {
    PKCS12("pkcs12", "PKCS12", ".p12"),
    JKS("jks", "JKS", ".jks");

    private final String id;
    /** The JCA type, for {@code KeyStore.getInstance}. */
    public final String jcaType;
    /** The file suffix under {@code keystores/}. */
    public final String suffix;

    KeyStoreType(String id, String jcaType, String suffix) {
        this.id = id;
        this.jcaType = jcaType;
        this.suffix = suffix;
    }

    @Override
    public String id() {
        return id;
    }

    public static KeyStoreType of(String id) {
        return Id.parse(KeyStoreType.class, "keystore", id);
    }
}
