package org.wsscost.stack.rampart15;

import java.util.LinkedHashMap;
import java.util.Map;
import org.wsscost.security.Policy;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Isolated;

/**
 * Apache Rampart 1.5 on Axis2 1.5.1, Axiom 1.2.8, WSS4J 1.5.8 and Santuario 1.4.2, the stack the 2010
 * "Metro vs. Axis2 performance" comparison ran: an isolated stack, its adapter under {@code isolated/rampart-1.5}.
 * Like Rampart 1.7.1 it is told its algorithms by a WS-SecurityPolicy algorithm suite, which has none with
 * AES-GCM or RSA-OAEP over SHA-256.
 */
public final class Rampart15 {
    public static final Isolated STACK = new Isolated("rampart-1.5", "rampart-1.5",
            "org.wsscost.adapter.rampart15.RampartAdapter", libraries(), Rampart15::refusal);

    private Rampart15() {
    }

    private static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("rampart", "org.apache.rampart.RampartEngine");
        m.put("axis2", "org.apache.axis2.engine.AxisEngine");
        m.put("axis2-adb", "org.apache.axis2.databinding.ADBBean");
        m.put("axiom", "org.apache.axiom.om.OMElement");
        m.put("axiom-dom", "org.apache.axiom.om.impl.dom.DocumentImpl");
        m.put("neethi", "org.apache.neethi.Policy");
        m.put("wss4j", "org.apache.ws.security.WSSecurityEngine");
        m.put("santuario", "org.apache.xml.security.Init");
        m.put("bouncycastle", "org.bouncycastle.jce.provider.BouncyCastleProvider");
        return m;
    }

    /**
     * The modern suite, in every profile: the stack stands for the comparison's runs, which used the legacy
     * algorithms, so even a profile with no algorithm in it runs as they ran.
     */
    static String refusal(Policy policy) {
        return policy.suite() == Suite.MODERN
                ? "Rampart 1.5 cannot run suite modern (AES-256-GCM, RSA-OAEP with SHA-256): it takes its algorithms "
                        + "from a WS-SecurityPolicy algorithm suite, and none has them; as the 2010 comparison ran it, it runs the "
                        + "legacy suite (Basic128) only"
                : null;
    }
}
