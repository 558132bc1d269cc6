package org.wsscost.stack.isolated;

import java.util.HashMap;
import java.util.Map;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;

/** A policy and the trial's keys as an adapter receives them: a map of JDK values. */
final class Policies {
    private Policies() {
    }

    /**
     * profile, suite: ids; sender, receiver: the parties' key aliases; senderKey, senderCertificate,
     * receiverKey, receiverCertificate: the keys themselves (the stack keeps them as it keeps keys);
     * keyPassword; user, password (the UsernameToken's as sent), expectedPassword; timestampTtl (the
     * sender's), createdTtl (the age the receiver accepts), futureTtl (seconds); expiryChecked.
     */
    static Map<String, Object> of(Policy policy, Keys keys) {
        Map<String, Object> m = new HashMap<>();
        m.put("profile", policy.profile().id());
        m.put("suite", policy.suite().id());
        party(m, "sender", policy.sender(), keys);
        party(m, "receiver", policy.receiver(), keys);
        m.put("keyPassword", new String(KeyStores.PASSWORD));
        m.put("user", Policy.USER);
        m.put("password", policy.password());
        m.put("expectedPassword", Policy.PASSWORD);
        m.put("timestampTtl", (int) Policy.TIMESTAMP_TTL.toSeconds());
        m.put("createdTtl", policy.createdTtlSeconds());
        m.put("futureTtl", (int) Policy.FUTURE_TOLERANCE.toSeconds());
        m.put("expiryChecked", policy.expiryChecked());
        return m;
    }

    private static void party(Map<String, Object> m, String role, Party party, Keys keys) {
        m.put(role, party.alias());
        m.put(role + "Key", keys.privateKey(party));
        m.put(role + "Certificate", keys.certificate(party));
    }
}
