package org.wsscost.adapter.axis1;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.ws.security.components.crypto.CredentialException;
import org.apache.ws.security.components.crypto.Merlin;

/**
 * WSS4J 1.5's Merlin on key stores held in memory: the crypto provider the handlers' crypto properties name,
 * reading a store the suite loaded once per trial instead of a file. The handlers find the properties in the
 * message context under the name their {@code signaturePropRefId} (and the like) option gives, and cache the
 * crypto they make by that name, so each store's name is new.
 */
public final class HeldKeys extends Merlin {
    /** The property that names a held store. */
    private static final String STORE = "wsscost.store";
    /** Merlin 1.5 reads the JDK's cacerts unless told not to; the held store is the only trust there is. */
    private static final String NO_CACERTS = "org.apache.ws.security.crypto.merlin.load.cacerts";
    /** The property that names the crypto class. */
    private static final String PROVIDER = "org.apache.ws.security.crypto.provider";
    private static final Map<String, KeyStore> HELD = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT = new AtomicLong();

    /** The names under which one policy's stores are held. */
    record Stores(String sender, String receiver) {
    }

    /** Made by WSS4J's CryptoFactory with the properties of {@link #properties}; Merlin starts with an empty store. */
    public HeldKeys(Properties properties, ClassLoader loader) throws CredentialException, IOException {
        super(properties, loader);
        KeyStore store = HELD.get(properties.getProperty(STORE));
        if (store == null) {
            throw new IllegalStateException("no key store held as " + properties.getProperty(STORE));
        }
        keystore = store;
        cacerts = store;
    }

    /** The crypto properties of a held store, as WSS4J's CryptoFactory reads them. */
    static Properties properties(String store) {
        Properties p = new Properties();
        p.setProperty(PROVIDER, HeldKeys.class.getName());
        p.setProperty(STORE, store);
        p.setProperty(NO_CACERTS, "false");
        return p;
    }

    /**
     * Each party's store as the suite keeps it: its own key and its peer's certificate. JKS, whose key
     * protection needs no JCA cipher, so no provider order can break reading it back.
     */
    static Stores register(Map<String, Object> policy) {
        long n = NEXT.incrementAndGet();
        String sender = "sender-" + n;
        String receiver = "receiver-" + n;
        HELD.put(sender, store(policy, "sender", "receiver"));
        HELD.put(receiver, store(policy, "receiver", "sender"));
        return new Stores(sender, receiver);
    }

    private static KeyStore store(Map<String, Object> policy, String owner, String peer) {
        char[] password = ((String) policy.get("keyPassword")).toCharArray();
        try {
            KeyStore store = KeyStore.getInstance("JKS");
            store.load(null, null);
            store.setKeyEntry((String) policy.get(owner), (PrivateKey) policy.get(owner + "Key"), password,
                    new Certificate[] {(X509Certificate) policy.get(owner + "Certificate")});
            store.setCertificateEntry((String) policy.get(peer), (X509Certificate) policy.get(peer + "Certificate"));
            return store;
        } catch (GeneralSecurityException | IOException e) {
            throw new IllegalStateException("axis1: key store of " + owner + ": " + e.getMessage(), e);
        }
    }
}
