package org.wsscost.adapter.axis1;

import java.io.IOException;
import java.util.Map;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.apache.ws.security.WSPasswordCallback;

/**
 * The handlers' password callback: the private keys' password and the UsernameToken's password as the sender
 * sends it. On the receiver WSS4J 1.5.8 hands it a UsernameToken's text password to decide on
 * ({@code USERNAME_TOKEN_UNKNOWN}; it compares only digests itself): a wrong one is refused here.
 */
final class Passwords implements CallbackHandler {
    private final String keyPassword;
    private final String user;
    private final String tokenPassword;
    private final boolean sender;

    Passwords(Map<String, Object> policy, boolean sender) {
        keyPassword = (String) policy.get("keyPassword");
        user = (String) policy.get("user");
        tokenPassword = (String) policy.get(sender ? "password" : "expectedPassword");
        this.sender = sender;
    }

    @Override
    public void handle(Callback[] callbacks) throws IOException, UnsupportedCallbackException {
        for (Callback c : callbacks) {
            if (!(c instanceof WSPasswordCallback pc)) {
                throw new UnsupportedCallbackException(c);
            }
            if (pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN && sender) {
                pc.setPassword(tokenPassword);
            } else if (pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN_UNKNOWN
                    || pc.getUsage() == WSPasswordCallback.USERNAME_TOKEN) {
                if (!user.equals(pc.getIdentifier()) || !tokenPassword.equals(pc.getPassword())) {
                    throw new IOException("wrong user or password in the UsernameToken");
                }
            } else {
                pc.setPassword(keyPassword);
            }
        }
    }
}
