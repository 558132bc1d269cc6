package org.wsscost.adapter.rampart;

import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.crypto.dsig.XMLSignatureFactory;

/**
 * Which JCA providers serve this stack. Santuario 1.5 asks for its algorithms by name alone, so the first
 * provider in the JVM's order that has one serves it; WSS4J 1.6 inserts its BouncyCastle and Santuario's
 * ApacheXMLDSig near the top when Rampart first runs.
 */
final class Jca {
    private Jca() {
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from
     * ("stack": this stack's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the
     * provider a signature of {@code algorithm} gets, in the same form; "xmldsig": the provider of the XML
     * signature factory WSS4J 1.6 takes.
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
            // what WSS4J 1.6 asks for by name: a provider of that name registered first by anyone serves it
            report.put("xmldsig", describe(XMLSignatureFactory.getInstance("DOM", "ApacheXMLDSig").getProvider()));
        } catch (NoSuchAlgorithmException | NoSuchProviderException e) {
            throw new IllegalArgumentException("no provider for " + algorithm + " or Santuario's XML signatures", e);
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
