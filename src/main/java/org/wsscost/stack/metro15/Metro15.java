package org.wsscost.stack.metro15;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.wsscost.security.Policy;
import org.wsscost.security.Suite;
import org.wsscost.stack.isolated.Isolated;
import org.wsscost.stack.isolated.Isolated.Delegation;

/**
 * Metro 1.5's XWSS on Metro 1.5's SAAJ, binding with the JAXB 2.1 it bundles, the Metro the 2010 "Metro vs.
 * Axis2 performance" comparison ran: an isolated stack, its adapter under {@code isolated/metro-1.5}. Its fat
 * jar carries its own JSR 105 and XML Encryption, which the JDK's {@code java.xml.crypto} would hide (and lacks
 * the encryption algorithms of), so its loader is child-first; its SAAJ extends the JDK's internal Xerces DOM,
 * so the JVM must export those packages to it.
 */
public final class Metro15 {
    /** The JDK packages its SAAJ reaches into, as constants: the benchmarks' fork options name them too. */
    public static final String XERCES_DOM = "java.xml/com.sun.org.apache.xerces.internal.dom";
    public static final String XERCES_JAXP = "java.xml/com.sun.org.apache.xerces.internal.jaxp";
    public static final String XML_UTILS = "java.xml/com.sun.org.apache.xml.internal.utils";
    /**
     * The JDK's internal XPath and XSLT, which its bundled XML Security reaches into for an XPath Filter or XSLT
     * transform (the attack table's); without them the JVM fails with an IllegalAccessError, not the stack's refusal.
     */
    public static final String XPATH = "java.xml/com.sun.org.apache.xpath.internal";
    public static final String XPATH_FUNCTIONS = "java.xml/com.sun.org.apache.xpath.internal.functions";
    public static final String XPATH_OBJECTS = "java.xml/com.sun.org.apache.xpath.internal.objects";
    public static final String XSLT_TRAX = "java.xml/com.sun.org.apache.xalan.internal.xsltc.trax";

    public static final Isolated STACK = new Isolated("metro-1.5", "metro-1.5",
            "org.wsscost.adapter.metro15.MetroAdapter", Delegation.CHILD_FIRST, List.of(XERCES_DOM, XERCES_JAXP, XML_UTILS,
                    XPATH, XPATH_FUNCTIONS, XPATH_OBJECTS, XSLT_TRAX),
            libraries(), Metro15::refusal);

    private Metro15() {
    }

    /** Metro 1.5 ships as one runtime jar and one API jar: each part named by a class it serves. */
    private static Map<String, String> libraries() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("xwss", "com.sun.xml.wss.XWSSProcessor");
        m.put("saaj", "com.sun.xml.messaging.saaj.soap.MessageImpl");
        m.put("jaxb", "com.sun.xml.bind.v2.ContextFactory");
        m.put("xmldsig", "javax.xml.crypto.dsig.XMLSignatureFactory");
        m.put("webservices-api", "javax.xml.ws.Service");
        return m;
    }

    /**
     * The modern suite, in every profile: the stack stands for the comparison's runs, which used the legacy
     * algorithms, so even a profile with no algorithm in it runs as they ran.
     */
    static String refusal(Policy policy) {
        return policy.suite() == Suite.MODERN
                ? "Metro 1.5 cannot run suite modern (AES-256-GCM, RSA-OAEP with SHA-256): its XWSS configuration "
                        + "allows neither; as the 2010 comparison ran it, it runs the legacy suite only"
                : null;
    }
}
