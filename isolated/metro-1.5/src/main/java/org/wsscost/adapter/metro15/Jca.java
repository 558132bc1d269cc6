package org.wsscost.adapter.metro15;

import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.crypto.dsig.XMLSignatureFactory;

/**
 * Which JCA providers serve this stack. XWSS asks the JCA for its signature algorithm by name, so the first
 * provider in the JVM's order that has it serves it; its XML signatures come from an instance of the JSR 105
 * provider its own jar carries (the {@code jsr105Provider} system property names another), never looked up
 * by name among the JVM's.
 */
final class Jca {
    private Jca() {
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from
     * ("stack": this stack's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the
     * provider a signature of {@code algorithm} gets; "xmldsig": the provider of the XML signature factory XWSS
     * makes.
     */
    static Map<String, String> report(String algorithm) {
        List<String> order = new ArrayList<>();
        for (Provider p : Security.getProviders()) {
            order.add(describe(p));
        }
        Map<String, String> report = new LinkedHashMap<>();
        report.put("order", String.join(", ", order));
        try {
            report.put("signature", describe(Signature.getInstance(algorithm).getProvider()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalArgumentException("no provider for " + algorithm, e);
        }
        String xmldsig = System.getProperty("jsr105Provider", "org.jcp.xml.dsig.internal.dom.XMLDSigRI");
        try {
            Provider p = (Provider) Class.forName(xmldsig, true, Jca.class.getClassLoader()).getConstructor().newInstance();
            report.put("xmldsig", describe(XMLSignatureFactory.getInstance("DOM", p).getProvider()));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no JSR 105 provider " + xmldsig, e);
        }
        return report;
    }

    private static String describe(Provider p) {
        ClassLoader from = p.getClass().getClassLoader();
        String whose = from == Jca.class.getClassLoader() ? "stack"
                : from == null || from == ClassLoader.getPlatformClassLoader() ? "jdk" : "other";
        return p.getName() + " " + p.getVersionStr() + " (" + whose + ")";
    }
}
