package org.wsscost.stack.xfire;

import java.util.LinkedHashMap;
import java.util.Map;
import org.wsscost.security.Policy;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Isolated;

/**
 * Codehaus XFire 1.2.6 with its WSS4J handlers (WSS4J 1.5.1, xml-security 1.3.0, BouncyCastle 1.33), binding with
 * Aegis, its default: an isolated stack, its adapter under {@code isolated/xfire-1.2.6}. Its WSS4J asks the JCA
 * for RSA with mode NONE, which only the BouncyCastle it installs serves, so it runs in a JVM of its own.
 */
public final class XFire {
    public static final Isolated STACK = new Isolated("xfire", "xfire-1.2.6",
            "org.wsscost.adapter.xfire.XFireAdapter", libraries(), XFire::refusal);

    private XFire() {
    }

    private static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("xfire", "org.codehaus.xfire.MessageContext");
        m.put("xfire-aegis", "org.codehaus.xfire.aegis.type.Type");
        m.put("xfire-ws-security", "org.codehaus.xfire.security.wss4j.WSS4JInHandler");
        m.put("wss4j", "org.apache.ws.security.WSSecurityEngine");
        m.put("xml-security", "org.apache.xml.security.Init");
        m.put("bouncycastle", "org.bouncycastle.jce.provider.BouncyCastleProvider");
        m.put("woodstox", "com.ctc.wstx.stax.WstxInputFactory");
        m.put("xerces", "org.apache.xerces.jaxp.DocumentBuilderFactoryImpl");
        return m;
    }

    /**
     * The modern suite, in every profile: the stack stands for the XFire of its time, whose WSS4J 1.5.1 knows
     * neither AES-GCM nor RSA-OAEP over SHA-256, so even a profile with no algorithm in it runs as it ran.
     */
    static String refusal(Policy policy) {
        return policy.suite() == Suite.MODERN
                ? "XFire 1.2.6 cannot run suite modern (AES-256-GCM, RSA-OAEP with SHA-256): its WSS4J 1.5.1 has "
                        + "neither; it runs the legacy suite only"
                : null;
    }
}
