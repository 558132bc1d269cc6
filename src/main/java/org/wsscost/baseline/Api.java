package org.wsscost.baseline;

import org.wsscost.Id;
import org.wsscost.payload.Binder;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Santuario;

/** Santuario's two APIs, by the id users type ({@code -p api=stax}). */
public enum Api implements Id {
    /** {@code XMLSignature} and {@code XMLCipher} on the JDK's DOM, the engine under WSS4J's DOM API. */
    DOM,
    /** {@code XMLSec}'s streaming outbound and inbound engines, the engine under WSS4J's StAX API. */
    STAX;

    private static final String IGNORE_LINE_BREAKS = "org.apache.xml.security.ignoreLineBreaks";

    static {
        // As WSS4J's WSSConfig.init does for every WSS4J-based stack: base64 values without line breaks,
        // so the bytes on the wire compare with the stacks'. Read once by Santuario, so set before it loads.
        if (System.getProperty(IGNORE_LINE_BREAKS) == null) {
            System.setProperty(IGNORE_LINE_BREAKS, "true");
        }
        Santuario.init();
    }

    /** A new baseline for one thread: keys read once, engines made once, binding with {@code binder}. */
    public Baseline create(Policy policy, Keys keys, Binder binder) {
        return this == DOM ? new DomBaseline(policy, keys, binder) : new StaxBaseline(policy, keys, binder);
    }

    public static Api of(String id) {
        return Id.parse(Api.class, "api", id);
    }
}
