package org.wsscost.adapter.wss4j1;

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
 * Which JCA providers serve the engine. WSS4J 1.5 signs through Santuario 1.4's own XML signature classes, which ask
 * the JCA for an algorithm by name alone, or from the provider JCEMapper names where one is set; WSS4J 1.6 signs
 * through a JSR 105 factory of the provider named "ApacheXMLDSig", which it inserts near the top of the JVM's
 * providers when it first runs (Santuario 1.5's), unless a provider of that name is there already. Neither release's
 * libraries carry BouncyCastle.
 */
final class Jca {
    /** The provider name WSS4J 1.6 registers Santuario's JSR 105 implementation under, and asks for. */
    private static final String XMLDSIG = "ApacheXMLDSig";

    private Jca() {
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from ("stack":
     * this module's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the provider a signature
     * of {@code algorithm} gets, in the same form; "xmldsig": the provider of the JSR 105 factory where the release
     * registered one, else Santuario's own classes and the provider they sign with.
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
        Provider xmldsig = Security.getProvider(XMLDSIG);
        report.put("xmldsig", xmldsig != null ? describe(xmldsig)
                : "Santuario's own XMLSignature on " + signature.getProvider().getName() + " ("
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
