package org.wsscost.stack.wss4jkeys;

import java.util.ArrayList;
import java.util.List;
import org.apache.wss4j.common.ConfigurationConstants;
import org.wsscost.security.Profile;

/** A profile as the action list WSS4J's handler-style configurations take (CXF's interceptors, Spring-WS's). */
public final class Wss4jActions {
    private Wss4jActions() {
    }

    /** WSS4J's action names, in processing order. */
    public static String of(Profile profile) {
        List<String> actions = new ArrayList<>();
        if (profile.usernameToken()) {
            actions.add(ConfigurationConstants.USERNAME_TOKEN);
        }
        if (profile.timestamp()) {
            actions.add(ConfigurationConstants.TIMESTAMP);
        }
        if (profile.signs()) {
            actions.add(ConfigurationConstants.SIGNATURE);
        }
        if (profile.encrypts()) {
            actions.add(ConfigurationConstants.ENCRYPTION);
        }
        return String.join(" ", actions);
    }
}
