package org.wsscost.security;

import org.apache.wss4j.common.crypto.WSS4JResourceBundle;
import org.apache.xml.security.Init;
import org.apache.xml.security.utils.I18n;

/**
 * Santuario started by wsscost's own code (the baseline, the crypto floor, the attacks' crafting),
 * which must not change what the WSS4J-based stacks say when they refuse a message. Santuario keeps
 * one message bundle per JVM and the first to set it wins: its own {@code Init.init()} sets its
 * bundle, which lacks WSS4J's messages, so a WSS4J rejection in the same JVM would read "No message
 * with ID …". WSS4J's bundle holds both libraries' messages, so it is set first, as WSS4J does.
 */
public final class Santuario {
    static {
        I18n.init(new WSS4JResourceBundle());
        Init.init();
    }

    private Santuario() {
    }

    /** Santuario's algorithms and transforms registered, with the message bundle above (once per JVM). */
    public static void init() {
        // the class initialiser does the work; calling a method is what triggers it
    }
}
