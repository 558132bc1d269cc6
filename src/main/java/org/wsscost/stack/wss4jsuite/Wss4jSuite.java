package org.wsscost.stack.wss4jsuite;

import java.util.List;
import org.apache.wss4j.common.crypto.AlgorithmSuite;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.w3c.dom.Element;
import org.wsscost.security.Allowed;
import org.wsscost.security.Suite;

/**
 * What a WSS4J DOM receiver is told to accept: the suite as WSS4J's {@link AlgorithmSuite} on the RequestData,
 * which the engine checks before it verifies or decrypts (signature method, SignedInfo canonicalization, each
 * reference's transforms and digest, data encryption, key transport), and the one check it leaves out, done on
 * the EncryptedKeys it reports having processed: RSA-OAEP's digest and mask generation function.
 */
public final class Wss4jSuite {
    private Wss4jSuite() {
    }

    /** The engine's allow-list for {@code allowed}; the key-length bounds stay WSS4J's defaults (RSA 1024–4096). */
    public static AlgorithmSuite of(Allowed allowed) {
        AlgorithmSuite a = new AlgorithmSuite();
        a.addSignatureMethod(allowed.signature());
        a.addDigestAlgorithm(allowed.digest());
        a.addC14nAlgorithm(Suite.C14N);
        Allowed.TRANSFORMS.forEach(a::addTransformAlgorithm);
        a.addEncryptionMethod(allowed.encryption());
        a.addKeyWrapAlgorithm(allowed.keyTransport());
        return a;
    }

    /**
     * An engine's refusal in words: WSS4J refuses every algorithm outside its suite with the same "An error was
     * discovered processing the &lt;wsse:Security&gt; header" (which one shows only in its log), so the refused
     * message's {@code header} is searched, after the refusal, for the algorithm the words leave out.
     */
    public static String explained(String words, Element header, Allowed allowed) {
        String outside = header == null ? null : allowed.outside(header);
        return outside == null ? words : words + " (" + outside + ")";
    }

    /** What is outside {@code allowed} in the EncryptedKeys among {@code results}, in words, or null. */
    public static String keyTransportOutside(List<WSSecurityEngineResult> results, Allowed allowed) {
        for (WSSecurityEngineResult r : results) {
            // the EncryptedKey processor puts its element under the token tag; a ReferenceList's result has none
            if (Integer.valueOf(WSConstants.ENCR).equals(r.get(WSSecurityEngineResult.TAG_ACTION))
                    && r.get(WSSecurityEngineResult.TAG_TOKEN_ELEMENT) instanceof Element key
                    && "EncryptedKey".equals(key.getLocalName())) {
                String why = allowed.keyTransportOutside(key);
                if (why != null) {
                    return why;
                }
            }
        }
        return null;
    }
}
