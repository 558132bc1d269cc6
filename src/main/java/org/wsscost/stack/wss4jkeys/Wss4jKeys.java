package org.wsscost.stack.wss4jkeys;

import java.util.EnumMap;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.apache.wss4j.common.crypto.Crypto;
import org.apache.wss4j.common.crypto.Merlin;
import org.apache.wss4j.common.ext.WSPasswordCallback;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;

/**
 * The keys as the three WSS4J-based stacks see them: one {@link Merlin} per party, built on the
 * party's loaded store (its key pair, and the peer's certificate as the trust anchor). Merlin caches
 * private keys, so PKCS12's key derivation is paid once per alias, not per message.
 */
public final class Wss4jKeys {
    static {
        // WSS4J registers its algorithms and Santuario's once per JVM, before anything else.
        WSSConfig.init();
    }

    private final Map<Party, Crypto> cryptos = new EnumMap<>(Party.class);

    public Wss4jKeys(Keys keys) {
        for (Party p : Party.values()) {
            Merlin merlin = new Merlin();
            merlin.setKeyStore(keys.store(p));
            merlin.setTrustStore(keys.store(p));
            cryptos.put(p, merlin);
        }
    }

    public Crypto crypto(Party party) {
        return cryptos.get(party);
    }

    /**
     * Answers WSS4J's password callbacks: the private-key password for signing and decrypting, and
     * for a UsernameToken the password the receiver expects ({@link Policy#PASSWORD}) or, on the
     * sender's side, the one {@code policy} carries.
     */
    public static CallbackHandler callbacks(String usernameTokenPassword) {
        String keyPassword = new String(KeyStores.PASSWORD);
        return callbacks -> {
            for (Callback c : callbacks) {
                if (!(c instanceof WSPasswordCallback pc)) {
                    throw new UnsupportedCallbackException(c);
                }
                if (pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN) {
                    if (Policy.USER.equals(pc.getIdentifier())) {
                        pc.setPassword(usernameTokenPassword);
                    }
                } else {
                    pc.setPassword(keyPassword);
                }
            }
        };
    }
}
