package org.wsscost.stack.rampart;

import java.util.LinkedHashMap;
import java.util.Map;
import org.wsscost.security.Policy;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Isolated;

/**
 * Apache Rampart 1.7.1 on Axis2 1.7.6, Axiom 1.2.20, WSS4J 1.6.16 and Santuario 1.5.7, the last Rampart
 * release whose libraries Maven Central serves whole: an isolated stack, its adapter under
 * {@code isolated/rampart-1.7.1}. It is told its algorithms by a WS-SecurityPolicy algorithm suite, as its
 * users tell it, and WS-SecurityPolicy has none with AES-GCM or RSA-OAEP over SHA-256.
 */
public final class Rampart {
    public static final Isolated STACK = new Isolated("rampart", "rampart-1.7.1",
            "org.wsscost.adapter.rampart.RampartAdapter", libraries(), Rampart::refusal);

    private Rampart() {
    }

    private static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("rampart", "org.apache.rampart.RampartEngine");
        m.put("axis2", "org.apache.axis2.engine.AxisEngine");
        m.put("axis2-adb", "org.apache.axis2.databinding.ADBBean");
        m.put("axiom", "org.apache.axiom.om.OMElement");
        m.put("axiom-dom", "org.apache.axiom.om.impl.dom.factory.OMDOMMetaFactory");
        m.put("neethi", "org.apache.neethi.Policy");
        m.put("wss4j", "org.apache.ws.security.WSSecurityEngine");
        m.put("santuario", "org.apache.xml.security.Init");
        m.put("bouncycastle", "org.bouncycastle.jce.provider.BouncyCastleProvider");
        return m;
    }

    /** The modern suite, wherever it would sign or encrypt. */
    static String refusal(Policy policy) {
        boolean crypto = policy.profile().signs() || policy.profile().encrypts();
        return crypto && policy.suite() == Suite.MODERN
                ? "Rampart 1.7.1 cannot run suite modern (AES-256-GCM, RSA-OAEP with SHA-256): it takes its algorithms "
                        + "from a WS-SecurityPolicy algorithm suite, and none has them; use the legacy suite (Basic128)"
                : null;
    }
}
