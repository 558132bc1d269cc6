package org.wsscost.stack.axis1;

import java.util.LinkedHashMap;
import java.util.Map;
import org.wsscost.security.Policy;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Isolated;

/**
 * Apache Axis 1.4, the SOAP engine before Axis2, with WSS4J 1.5.8's Axis handlers ({@code WSDoAllSender},
 * {@code WSDoAllReceiver}) on xml-security 1.4.3, binding with Axis's bean serializers on beans its own WSDL2Java
 * generates: an isolated stack, its adapter under {@code isolated/axis-1.4}. Its WSS4J knows neither AES-GCM nor
 * RSA-OAEP over SHA-256.
 */
public final class Axis1 {
    public static final Isolated STACK = new Isolated("axis1", "axis-1.4",
            "org.wsscost.adapter.axis1.Axis1Adapter", libraries(), Axis1::refusal);

    private Axis1() {
    }

    private static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("axis", "org.apache.axis.Message");
        m.put("axis-saaj", "javax.xml.soap.SOAPMessage");
        m.put("axis-jaxrpc", "javax.xml.rpc.Service");
        m.put("wss4j", "org.apache.ws.security.WSSecurityEngine");
        m.put("santuario", "org.apache.xml.security.Init");
        m.put("xalan", "org.apache.xalan.Version");
        return m;
    }

    /**
     * The modern suite, in every profile: the stack stands for Axis 1 as it was run with WSS4J 1.5, whose
     * algorithms are the legacy suite's, so even a profile with no algorithm in it runs as it ran.
     */
    static String refusal(Policy policy) {
        return policy.suite() == Suite.MODERN
                ? "Axis 1.4 cannot run suite modern (AES-256-GCM, RSA-OAEP with SHA-256): its WSS4J 1.5.8 has neither; "
                        + "it runs the legacy suite only"
                : null;
    }
}
