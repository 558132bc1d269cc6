package org.wsscost.security;

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
