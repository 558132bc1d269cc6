package org.wsscost.adapter.axis1;

import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.xml.security.Init;
import org.apache.xml.security.algorithms.JCEMapper;

/**
 * Which JCA providers serve this stack. WSS4J 1.5.8 inserts BouncyCastle near the top when it first runs, if it
 * finds it; Axis 1.4's libraries carry none, so the JDK's providers serve it unless another loader's were put
 * first. It signs through Santuario 1.4's own XML signature classes (no JSR 105 factory), which ask the JCA for
 * an algorithm by name alone, or from the provider JCEMapper names where one is set.
 */
final class Jca {
    private Jca() {
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from
     * ("stack": this stack's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the
     * provider a signature of {@code algorithm} gets, in the same form; "xmldsig": Santuario's XML signature
     * classes, whose loader they came from, and the provider JCEMapper sends them to.
     */
    static Map<String, String> report(String algorithm) {
        List<String> order = new ArrayList<>();
        for (Provider p : Security.getProviders()) {
            order.add(describe(p));
        }
        Map<String, String> report = new LinkedHashMap<>();
        report.put("order", String.join(", ", order));
        Signature signature;
        try {
            String named = JCEMapper.getProviderId();
            signature = named == null ? Signature.getInstance(algorithm) : Signature.getInstance(algorithm, named);
        } catch (NoSuchAlgorithmException | NoSuchProviderException e) {
            throw new IllegalArgumentException("no provider for " + algorithm, e);
        }
        report.put("signature", describe(signature.getProvider()));
        report.put("xmldsig", "Santuario's own XMLSignature on " + signature.getProvider().getName() + " ("
                + whose(Init.class.getClassLoader()) + ")");
        return report;
    }

    private static String describe(Provider p) {
        return p.getName() + " " + p.getVersionStr() + " (" + whose(p.getClass().getClassLoader()) + ")";
    }

    private static String whose(ClassLoader from) {
        return from == Jca.class.getClassLoader() ? "stack"
                : from == null || from == ClassLoader.getPlatformClassLoader() ? "jdk" : "other";
    }
}
