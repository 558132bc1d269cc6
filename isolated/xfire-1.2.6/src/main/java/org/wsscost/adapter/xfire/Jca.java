package org.wsscost.adapter.xfire;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Security;
import java.security.Signature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Cipher;
import org.apache.ws.security.WSConstants;
import org.apache.ws.security.WSSecurityException;
import org.apache.ws.security.util.WSSecurityUtil;
import org.apache.xml.security.Init;
import org.apache.xml.security.algorithms.JCEMapper;

/**
 * Which JCA providers serve this stack. WSS4J 1.5.1 inserts its BouncyCastle at position 2 when it first runs,
 * unless a provider named BC is there already; it signs through xml-security 1.3.0's own XML signature classes
 * (no JSR 105 factory), which ask the JCA for an algorithm by name alone, or from the provider JCEMapper names
 * where one is set; it unwraps the key with a cipher it asks for by a transformation the JDK's own providers
 * do not serve (mode NONE).
 */
final class Jca {
    private Jca() {
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from
     * ("stack": this stack's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the
     * provider a signature of {@code algorithm} gets, in the same form; "xmldsig": xml-security's XML
     * signature classes, whose loader they came from, and the provider JCEMapper sends them to;
     * "keyTransport": the provider of the RSA-OAEP cipher WSS4J unwraps the key with.
     */
    static Map<String, String> report(String algorithm) {
        List<String> order = new ArrayList<>();
        for (Provider p : Security.getProviders()) {
            order.add(describe(p));
        }
        Map<String, String> report = new LinkedHashMap<>();
        report.put("order", String.join(", ", order));
        Signature signature;
        Cipher keyTransport;
        try {
            String named = JCEMapper.getProviderId();
            signature = named == null ? Signature.getInstance(algorithm) : Signature.getInstance(algorithm, named);
            keyTransport = WSSecurityUtil.getCipherInstance(WSConstants.KEYTRANSPORT_RSAOEP);
        } catch (GeneralSecurityException | WSSecurityException e) {
            throw new IllegalArgumentException("no provider for " + algorithm + " or RSA-OAEP: " + e.getMessage(), e);
        }
        report.put("signature", describe(signature.getProvider()));
        report.put("xmldsig", "xml-security's own XMLSignature on " + signature.getProvider().getName() + " ("
                + whose(Init.class.getClassLoader()) + ")");
        report.put("keyTransport", describe(keyTransport.getProvider()));
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
