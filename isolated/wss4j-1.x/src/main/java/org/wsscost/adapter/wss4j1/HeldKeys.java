package org.wsscost.adapter.wss4j1;

import java.io.IOException;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.util.Map;
import java.util.Properties;
import org.apache.ws.security.components.crypto.CredentialException;
import org.apache.ws.security.components.crypto.Crypto;
import org.apache.ws.security.components.crypto.Merlin;

/**
 * WSS4J's Merlin on a key store held in memory, which the suite's keys fill once per trial instead of a file: one
 * party's own key and its peer's certificate. Made through the one constructor 1.5 and 1.6 share, with no store file
 * named and the JDK's cacerts not read, then given the store with {@code setKeyStore}, which both have. A 1.6 receiver
 * trusts a signer whose certificate is in this store; a 1.5 engine checks no trust (its handlers did).
 */
final class HeldKeys extends Merlin {
    /** Merlin would read the JDK's cacerts too; the held store is the only trust there is. */
    private static final String LOAD_CACERTS = "org.apache.ws.security.crypto.merlin.load.cacerts";

    private HeldKeys(KeyStore store) throws CredentialException, IOException {
        super(properties(), HeldKeys.class.getClassLoader());
        setKeyStore(store);
    }

    private static Properties properties() {
        Properties p = new Properties();
        p.setProperty(LOAD_CACERTS, "false");
        return p;
    }

    /**
     * The store of {@code owner} (a role of the suite's policy map, "sender" or "receiver"): its key, under the
     * keys' password, and the certificate of {@code peer}. JKS, whose key protection needs no JCA cipher.
     */
    static Crypto of(Map<String, Object> policy, String owner, String peer) {
        char[] password = ((String) policy.get("keyPassword")).toCharArray();
        try {
            KeyStore store = KeyStore.getInstance("JKS");
            store.load(null, null);
            store.setKeyEntry((String) policy.get(owner), (PrivateKey) policy.get(owner + "Key"), password,
                    new Certificate[] {(X509Certificate) policy.get(owner + "Certificate")});
            store.setCertificateEntry((String) policy.get(peer), (X509Certificate) policy.get(peer + "Certificate"));
            return new HeldKeys(store);
        } catch (GeneralSecurityException | CredentialException | IOException e) {
            throw new IllegalStateException("wss4j1: key store of " + owner + ": " + e.getMessage(), e);
        }
    }
}
