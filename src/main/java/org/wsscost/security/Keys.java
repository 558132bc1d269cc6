package org.wsscost.security;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.EnumMap;
import java.util.Map;

/** Both parties' keystores, loaded once per trial and shared by the stacks of that trial. */
public final class Keys {
    private final Map<Party, KeyStore> stores = new EnumMap<>(Party.class);
    private final KeyStoreType type;

    private Keys(KeyStoreType type) {
        this.type = type;
    }

    /** The PKCS12 stores. */
    public static Keys load() {
        return load(KeyStoreType.PKCS12);
    }

    /** The stores of the given type; load after installing the trial's {@link Provider}. */
    public static Keys load(KeyStoreType type) {
        Keys keys = new Keys(type);
        for (Party p : Party.values()) {
            keys.stores.put(p, KeyStores.load(p, type));
        }
        return keys;
    }

    /**
     * Both parties' stores from {@code dir} ({@code client.p12}, {@code server.p12}) instead of the
     * committed ones, opened with {@code password} (the stores' and their keys'). Each must hold its
     * party's key entry and the peer's certificate. The entries are copied into stores in memory
     * under {@link KeyStores#PASSWORD}, which the stacks use for private keys. Any problem is one
     * line naming the file and what is missing.
     */
    public static Keys load(Path dir, char[] password) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("keystore directory " + dir + ": no such directory");
        }
        Keys keys = new Keys(KeyStoreType.PKCS12);
        for (Party p : Party.values()) {
            Path file = dir.resolve(p.id() + ".p12");
            if (!Files.isRegularFile(file)) {
                throw new IllegalStateException("keystore " + file + ": no such file");
            }
            KeyStore given;
            try (InputStream in = Files.newInputStream(file)) {
                given = KeyStores.load(in, file.toString(), password);
            } catch (IOException e) {
                throw new IllegalStateException("keystore " + file + ": cannot read: " + e.getMessage(), e);
            }
            keys.stores.put(p, copy(given, p, file, password));
        }
        return keys;
    }

    private static KeyStore copy(KeyStore given, Party party, Path file, char[] password) {
        try {
            if (!given.isKeyEntry(party.alias())) {
                throw new IllegalStateException("keystore " + file + ": no key entry '" + party.alias() + "'");
            }
            if (given.getCertificate(party.peer().alias()) == null) {
                throw new IllegalStateException("keystore " + file + ": no certificate '" + party.peer().alias()
                        + "' (the peer's, trusted)");
            }
            KeyStore copy = KeyStore.getInstance("PKCS12");
            copy.load(null, null);
            copy.setKeyEntry(party.alias(), given.getKey(party.alias(), password), KeyStores.PASSWORD,
                    given.getCertificateChain(party.alias()));
            copy.setCertificateEntry(party.peer().alias(), given.getCertificate(party.peer().alias()));
            return copy;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("keystore " + file + ": key '" + party.alias() + "': " + e.getMessage(), e);
        }
    }

    public KeyStoreType type() {
        return type;
    }

    /** The party's own store: its key pair and its peer's trusted certificate. */
    public KeyStore store(Party party) {
        return stores.get(party);
    }

    public PrivateKey privateKey(Party owner) {
        return KeyStores.privateKey(store(owner), owner);
    }

    public X509Certificate certificate(Party owner) {
        return KeyStores.certificate(store(owner), owner);
    }
}
