package org.wsscost.security;

import java.io.IOException;
import java.io.InputStream;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;

/** Loads the committed test keystores ({@code keystores/}, copied into the jar by the build). */
public final class KeyStores {
    /** Store and key password of the committed test-only keystores. */
    public static final char[] PASSWORD = "wsscost".toCharArray();

    private KeyStores() {
    }

    /** The party's PKCS12 store: its own key pair plus the peer's trusted certificate. */
    public static KeyStore load(Party party) {
        return load(party, KeyStoreType.PKCS12);
    }

    /** The party's store of the given type; both types hold the same entries and keys. */
    public static KeyStore load(Party party, KeyStoreType type) {
        String resource = "/wsscost/keystores/" + party.id() + type.suffix;
        try (InputStream in = KeyStores.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("keystore " + resource
                        + " is not on the classpath; run keystores/generate.sh and rebuild");
            }
            return load(in, resource, PASSWORD, type);
        } catch (IOException e) {
            throw new IllegalStateException("keystore " + resource + ": " + e.getMessage(), e);
        }
    }

    /** A PKCS12 store from a stream; a wrong password or a corrupt file is one clear error naming {@code where}. */
    public static KeyStore load(InputStream in, String where, char[] password) {
        return load(in, where, password, KeyStoreType.PKCS12);
    }

    /** A store of the given type from a stream; a wrong password or a corrupt file is one clear error. */
    public static KeyStore load(InputStream in, String where, char[] password, KeyStoreType type) {
        try {
            KeyStore ks = KeyStore.getInstance(type.jcaType);
            ks.load(in, password);
            return ks;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalStateException("keystore " + where + ": cannot open (wrong password or not "
                    + type.jcaType + "): " + e.getMessage(), e);
        }
    }

    public static PrivateKey privateKey(KeyStore ks, Party owner) {
        try {
            if (!ks.isKeyEntry(owner.alias())) {
                throw new IllegalStateException("keystore has no key entry '" + owner.alias() + "'");
            }
            return (PrivateKey) ks.getKey(owner.alias(), PASSWORD);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("key '" + owner.alias() + "': " + e.getMessage(), e);
        }
    }

    public static X509Certificate certificate(KeyStore ks, Party owner) {
        try {
            X509Certificate cert = (X509Certificate) ks.getCertificate(owner.alias());
            if (cert == null) {
                throw new IllegalStateException("keystore has no certificate '" + owner.alias() + "'");
            }
            return cert;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("certificate '" + owner.alias() + "': " + e.getMessage(), e);
        }
    }
}
