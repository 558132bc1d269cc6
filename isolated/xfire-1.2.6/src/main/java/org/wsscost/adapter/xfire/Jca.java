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
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * Which JCA providers serve this stack. WSS4J 1.5.1 inserts its BouncyCastle at position 2 when it first runs,
 * unless a provider named BC is there already, and the JVM's providers are every class loader's: BouncyCastle
 * 1.33 at position 2 would serve the suite's own key stores and signatures in the same JVM. So {@link #install}
 * adds it last before WSS4J runs: the JDK's providers serve all they can, BouncyCastle only what none of them
 * does, the RSA cipher WSS4J asks for with mode NONE. WSS4J signs through xml-security 1.3.0's own XML
 * signature classes (no JSR 105 factory), which ask the JCA for an algorithm by name alone, or from the
 * provider JCEMapper names where one is set.
 */
final class Jca {
    private Jca() {
    }

    /**
     * BouncyCastle 1.33 last among the JVM's providers, unless a provider named BC is there already (then
     * {@link #report} names whose it is, and the suite refuses another loader's).
     */
    static synchronized void install() {
        if (Security.getProvider(BouncyCastleProvider.PROVIDER_NAME) == null) {
            Security.addProvider(new BouncyCastleProvider());
        }
    }

    /**
     * "order": every provider, first to last, each as name, version and whose class loader it came from
     * ("stack": this stack's; "jdk": the JDK's; "other": any other, such as the suite's); "signature": the
     * provider a signature of {@code algorithm} gets, in the same form; "xmldsig": xml-security's XML
     * signature classes, whose loader they came from, and the provider JCEMapper sends them to;
     * "keyTransport": the provider of the RSA-OAEP cipher WSS4J unwraps the key with.
     */
    static Map<String, String> report(String algorithm) {
        install();
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
