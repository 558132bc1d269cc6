package org.wsscost.adapter.xfire;

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
 * WSS4J 1.5.1's Merlin on key stores held in memory: the crypto the handlers' property references name
 * ({@code signaturePropRefId} and the like), reading a store the suite loaded once per trial instead of a file.
 */
public final class HeldKeys extends Merlin {
    /** The property that names a held store. */
    static final String STORE = "wsscost.store";
    private static final Map<String, KeyStore> HELD = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT = new AtomicLong();

    /** The names under which one policy's stores are held. */
    record Stores(String sender, String receiver) {
    }

    /**
     * Made by WSS4J's CryptoFactory with the referenced properties. Merlin 1.5.1 reads a file named in its
     * properties unless given none, so it is given none and then the held store.
     */
    public HeldKeys(Properties properties, ClassLoader loader) throws CredentialException, IOException {
        super(null, loader);
        KeyStore store = HELD.get(properties.getProperty(STORE));
        if (store == null) {
            throw new IllegalStateException("no key store held as " + properties.getProperty(STORE));
        }
        this.properties = properties;
        keystore = store;
    }

    /**
     * Each party's store as the suite keeps it: its own key and its peer's certificate. JKS, whose key
     * protection needs no JCA cipher, so the provider WSS4J inserts cannot break reading it back.
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
            throw new IllegalStateException("xfire: key store of " + owner + ": " + e.getMessage(), e);
        }
    }
}
