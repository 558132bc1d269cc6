package org.wsscost.adapter.wss4j1;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import javax.security.auth.callback.Callback;
import javax.security.auth.callback.CallbackHandler;
import javax.security.auth.callback.UnsupportedCallbackException;
import org.apache.ws.security.WSConstants;
import org.apache.ws.security.WSEncryptionPart;
import org.apache.ws.security.WSPasswordCallback;
import org.apache.ws.security.WSSConfig;
import org.apache.ws.security.WSSecurityEngine;
import org.apache.ws.security.WSSecurityEngineResult;
import org.apache.ws.security.WSSecurityException;
import org.apache.ws.security.components.crypto.Crypto;
import org.apache.ws.security.message.WSSecEncrypt;
import org.apache.ws.security.message.WSSecHeader;
import org.apache.ws.security.message.WSSecSignature;
import org.apache.ws.security.message.WSSecTimestamp;
import org.w3c.dom.Document;

/**
 * The sender and the receiver of the legacy suite's {@code signencr}, on WSS4J 1.x's message builders and engine as an
 * application of its time called them (WSS4J's own handler actions do the same): a new {@code WSSecTimestamp},
 * {@code WSSecSignature} and {@code WSSecEncrypt} for each message, one {@code WSSecurityEngine} for every message. The
 * signature is RSA-SHA1 with SHA-1 digests and exclusive c14n over the Timestamp and the Body, the certificate sent as a
 * BinarySecurityToken; the Body's content is encrypted with AES-128-CBC, the key transported with RSA-OAEP-MGF1P for the
 * peer's certificate named by issuer and serial: the handlers' settings of the {@code axis1} stack. Each side has its
 * own WSSConfig.
 */
final class Parties {
    private static final String RSA_SHA1 = "http://www.w3.org/2000/09/xmldsig#rsa-sha1";
    private static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
    /** The engine's action of each result the receiver requires → what it is. */
    private static final Map<Integer, String> REQUIRED = Map.of(WSConstants.TS, "Timestamp", WSConstants.SIGN, "signature",
            WSConstants.ENCR, "encryption");

    private final String sender;
    private final String receiver;
    private final String keyPassword;
    private final int timestampTtl;
    private final Crypto senderKeys;
    private final Crypto receiverKeys;
    private final WSSConfig senderConfig = WSSConfig.getNewInstance();
    private final WSSecurityEngine engine = new WSSecurityEngine();
    private final CallbackHandler passwords;

    /** Keys of {@code policy}: the suite's map (stack.isolated.Policies); the legacy suite's signencr only. */
    Parties(Map<String, Object> policy) {
        if (!"signencr".equals(policy.get("profile")) || !"legacy".equals(policy.get("suite"))) {
            throw new IllegalArgumentException("wss4j1 runs the legacy suite's signencr only, not " + policy.get("profile")
                    + " " + policy.get("suite"));
        }
        sender = (String) policy.get("sender");
        receiver = (String) policy.get("receiver");
        keyPassword = (String) policy.get("keyPassword");
        timestampTtl = (Integer) policy.get("timestampTtl");
        senderKeys = HeldKeys.of(policy, "sender", "receiver");
        receiverKeys = HeldKeys.of(policy, "receiver", "sender");
        passwords = this::password;
        WSSConfig receiverConfig = WSSConfig.getNewInstance();
        receiverConfig.setTimeStampStrict((Boolean) policy.get("expiryChecked"));
        limitCreated(receiverConfig, (Integer) policy.get("createdTtl"), (Integer) policy.get("futureTtl"));
        engine.setWssConfig(receiverConfig);
    }

    void secure(Document document) {
        try {
            WSSecHeader header = new WSSecHeader();
            header.insertSecurityHeader(document);

            WSSecTimestamp timestamp = new WSSecTimestamp();
            timestamp.setWsConfig(senderConfig);
            timestamp.setTimeToLive(timestampTtl);
            timestamp.build(document, header);

            WSSecSignature signature = new WSSecSignature();
            signature.setWsConfig(senderConfig);
            signature.setUserInfo(sender, keyPassword);
            signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
            signature.setSignatureAlgorithm(RSA_SHA1);
            signature.setDigestAlgo(SHA1);
            signature.setSigCanonicalization(WSConstants.C14N_EXCL_OMIT_COMMENTS);
            signature.setParts(parts(new WSEncryptionPart(WSConstants.TIMESTAMP_TOKEN_LN, WSConstants.WSU_NS, ""),
                    new WSEncryptionPart(WSConstants.ELEM_BODY, Dom.SOAP, "")));
            signature.build(document, senderKeys, header);

            WSSecEncrypt encrypt = new WSSecEncrypt();
            encrypt.setWsConfig(senderConfig);
            encrypt.setUserInfo(receiver);
            encrypt.setKeyIdentifierType(WSConstants.ISSUER_SERIAL);
            encrypt.setSymmetricEncAlgorithm(WSConstants.AES_128);
            encrypt.setKeyEncAlgo(WSConstants.KEYTRANSPORT_RSAOEP);
            encrypt.setParts(parts(new WSEncryptionPart(WSConstants.ELEM_BODY, Dom.SOAP, "Content")));
            encrypt.build(document, senderKeys, header);
        } catch (WSSecurityException e) {
            throw new IllegalStateException("wss4j1: secure: " + e.getMessage(), e);
        }
    }

    /**
     * The engine's processing of the header, in header order (the key unwrapped and the Body decrypted, then the
     * signature verified and, on 1.6, its certificate's trust checked against the receiver's store, then the
     * Timestamp); then what the sender's actions promise: a Timestamp, a signature and an encryption among the
     * results, which the engine itself does not require.
     */
    void process(Document document) {
        List<?> results;
        try {
            // a Vector on 1.5, a List on 1.6: each compiles to its own release's signature
            results = engine.processSecurityHeader(document, null, passwords, receiverKeys);
        } catch (WSSecurityException e) {
            throw new SecurityException(reason(e), e);
        }
        if (results == null) {
            throw new SecurityException("no Security header for this receiver");
        }
        Set<Object> actions = new HashSet<>();
        for (Object result : results) {
            actions.add(((Map<?, ?>) result).get(WSSecurityEngineResult.TAG_ACTION));
        }
        for (Map.Entry<Integer, String> required : REQUIRED.entrySet()) {
            if (!actions.contains(required.getKey())) {
                throw new SecurityException("the security header lacks the " + required.getValue() + " the sender adds");
            }
        }
    }

    /** The private keys' password, the one thing either side's engine asks the callback for. */
    private void password(Callback[] callbacks) throws UnsupportedCallbackException {
        for (Callback c : callbacks) {
            if (!(c instanceof WSPasswordCallback pc)) {
                throw new UnsupportedCallbackException(c);
            }
            pc.setPassword(keyPassword);
        }
    }

    /** Parts as both releases take them: a Vector, the type 1.5's setParts names, is a List for 1.6's. */
    private static Vector<WSEncryptionPart> parts(WSEncryptionPart... parts) {
        return new Vector<>(Arrays.asList(parts));
    }

    /**
     * The receiver's limits on a Timestamp's Created: WSS4J 1.6 added them (an age of 300 s, 60 s into the future, by
     * default) and 1.5 has none, so they are set where the release has them, found by name, as this source compiles
     * against both. Messages are secured once per trial and received for as long as it runs: the age allowed is the
     * suite's (a Timestamp's lifetime).
     */
    private static void limitCreated(WSSConfig config, int age, int future) {
        for (Method m : WSSConfig.class.getMethods()) {
            int limit = m.getName().equals("setTimeStampTTL") ? age : m.getName().equals("setTimeStampFutureTTL") ? future : -1;
            if (limit >= 0 && Arrays.equals(m.getParameterTypes(), new Class<?>[] {int.class})) {
                try {
                    m.invoke(config, limit);
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new IllegalStateException("wss4j1: WSSConfig." + m.getName() + ": " + e, e);
                }
            }
        }
    }

    /** What each exception down the cause chain says, most general first, leaving out what was said already. */
    private static String reason(Throwable failure) {
        List<String> said = new ArrayList<>();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String text = t.getMessage() == null ? "" : t.getMessage().strip().replaceAll("\\s+", " ");
            if (!text.isEmpty() && said.stream().noneMatch(s -> s.contains(text))) {
                said.add(text);
            }
        }
        return said.isEmpty() ? failure.getClass().getSimpleName() : String.join(": ", said);
    }
}
