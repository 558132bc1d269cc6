package org.wsscost.stack.wss4jdom;

import java.util.ArrayList;
import java.util.List;
import javax.crypto.KeyGenerator;
import javax.security.auth.callback.CallbackHandler;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.common.cache.ReplayCache;
import org.apache.wss4j.common.crypto.AlgorithmSuite;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.common.util.KeyUtils;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.WSDataRef;
import org.apache.wss4j.dom.engine.WSSConfig;
import org.apache.wss4j.dom.engine.WSSecurityEngine;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.RequestData;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.apache.wss4j.dom.message.WSSecEncrypt;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.apache.wss4j.dom.message.WSSecUsernameToken;
import org.apache.wss4j.dom.message.token.Timestamp;
import org.apache.wss4j.dom.util.WSSecurityUtil;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Allowed;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;
import org.wsscost.stack.wss4jsuite.Wss4jSuite;

/**
 * WSS4J's DOM API on any namespace-aware DOM document: the JDK's (wss4j-dom) or Axiom's DOOM
 * (rampart). Outbound it takes three steps on the same document — token (header, Timestamp,
 * UsernameToken), sign, encrypt — and inbound one: WSSecurityEngine processes the header (decrypts
 * and verifies), then the profile's requirements are checked, since the engine accepts whatever
 * security a message happens to carry, including none.
 */
public final class DomSecurity implements Security {
    private final Policy policy;
    private final Wss4jKeys keys;
    private final Allowed allowed;
    private final AlgorithmSuite algorithms;
    private final WSSecurityEngine engine = new WSSecurityEngine();
    private final KeyGenerator sessionKeys;
    private final CallbackHandler receiverCallbacks = Wss4jKeys.callbacks(Policy.PASSWORD);
    /** The receiver's memory of Timestamp + signature pairs seen, or null (every benchmark) for none. */
    private final ReplayCache replays;
    private final List<Step> outbound;
    private final List<Step> inbound;

    public DomSecurity(Policy policy, Wss4jKeys keys) {
        this.policy = policy;
        this.keys = keys;
        allowed = Allowed.of(policy.suite());
        algorithms = Wss4jSuite.of(allowed);
        try {
            sessionKeys = policy.profile().encrypts() ? KeyUtils.getKeyGenerator(policy.suite().encryption) : null;
        } catch (WSSecurityException e) {
            throw new IllegalStateException("no key generator for " + policy.suite().encryption + ": " + e.getMessage(), e);
        }
        replays = policy.detectReplays() ? new MemoryReplayCache() : null;
        engine.setWssConfig(WSSConfig.getNewInstance());
        outbound = outboundSteps();
        inbound = policy.profile().secured() ? List.of(new Step(Phase.PROCESS, doc -> process((Document) doc))) : List.of();
    }

    @Override
    public Policy policy() {
        return policy;
    }

    @Override
    public List<Step> outbound() {
        return outbound;
    }

    @Override
    public List<Step> inbound() {
        return inbound;
    }

    private List<Step> outboundSteps() {
        Profile p = policy.profile();
        List<Step> steps = new ArrayList<>();
        if (p.secured()) {
            steps.add(new Step(Phase.TOKEN, doc -> token((Document) doc)));
        }
        if (p.signs()) {
            steps.add(new Step(Phase.SIGN, doc -> sign((Document) doc)));
        }
        if (p.encrypts()) {
            steps.add(new Step(Phase.ENCRYPT, doc -> encrypt((Document) doc)));
        }
        return List.copyOf(steps);
    }

    Document token(Document doc) {
        try {
            WSSecHeader header = new WSSecHeader(doc);
            header.insertSecurityHeader();
            if (policy.profile().usernameToken()) {
                WSSecUsernameToken ut = new WSSecUsernameToken(header);
                ut.setPasswordType(WSS4JConstants.PASSWORD_TEXT);
                ut.setUserInfo(Policy.USER, policy.password());
                ut.build();
            }
            if (policy.profile().timestamp()) {
                WSSecTimestamp ts = new WSSecTimestamp(header);
                ts.setTimeToLive((int) Policy.TIMESTAMP_TTL.toSeconds());
                ts.build();
            }
            return doc;
        } catch (WSSecurityException e) {
            throw new IllegalStateException("token: " + e.getMessage(), e);
        }
    }

    Document sign(Document doc) {
        try {
            WSSecHeader header = new WSSecHeader(doc);
            header.insertSecurityHeader();
            WSSecSignature sig = new WSSecSignature(header);
            sig.setUserInfo(policy.sender().alias(), new String(KeyStores.PASSWORD));
            sig.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
            sig.setSignatureAlgorithm(policy.suite().signature);
            sig.setDigestAlgo(policy.suite().digest);
            sig.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
            sig.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, Soap.NS, ""));
            sig.getParts().add(new WSEncryptionPart(WSConstants.TIMESTAMP_TOKEN_LN, WSConstants.WSU_NS, ""));
            sig.build(keys.crypto(policy.sender()));
            return doc;
        } catch (WSSecurityException e) {
            throw new IllegalStateException("sign: " + e.getMessage(), e);
        }
    }

    Document encrypt(Document doc) {
        try {
            WSSecHeader header = new WSSecHeader(doc);
            header.insertSecurityHeader();
            WSSecEncrypt enc = new WSSecEncrypt(header);
            enc.setUserInfo(policy.receiver().alias());
            enc.setKeyIdentifierType(WSConstants.ISSUER_SERIAL);
            enc.setSymmetricEncAlgorithm(policy.suite().encryption);
            enc.setKeyEncAlgo(policy.suite().keyTransport);
            if (policy.suite().keyTransportMgf != null) {
                enc.setMGFAlgorithm(policy.suite().keyTransportMgf);
            }
            enc.setDigestAlgorithm(policy.suite().keyTransportDigest);
            enc.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, Soap.NS, "Content"));
            enc.build(keys.crypto(policy.sender()), sessionKeys.generateKey());
            return doc;
        } catch (WSSecurityException e) {
            throw new IllegalStateException("encrypt: " + e.getMessage(), e);
        }
    }

    /**
     * The receiver's side. A RequestData per message, as WSS4J's handlers make one: it collects
     * per-message state. Replay caches are off (the engine's default, set explicitly) because a
     * benchmark verifies the same secured message many times, unless the policy asks for replay
     * detection (tests of the replay attack); Timestamps live a day. Only the suite's algorithms are
     * accepted, and a UsernameToken's password only in text, as a policy-driven receiver has it.
     */
    Document process(Document doc) {
        RequestData rd = new RequestData();
        rd.setWssConfig(engine.getWssConfig());
        rd.setSigVerCrypto(keys.crypto(policy.receiver()));
        rd.setDecCrypto(keys.crypto(policy.receiver()));
        rd.setCallbackHandler(receiverCallbacks);
        rd.setTimeStampTTL(policy.createdTtlSeconds());
        rd.setTimeStampStrict(policy.expiryChecked());
        rd.setTimeStampFutureTTL((int) Policy.FUTURE_TOLERANCE.toSeconds());
        rd.setUtTTL(policy.createdTtlSeconds());
        rd.setUtFutureTTL((int) Policy.FUTURE_TOLERANCE.toSeconds());
        rd.setTimestampReplayCache(replays);
        rd.setNonceReplayCache(replays);
        rd.setSamlOneTimeUseReplayCache(null);
        rd.setAlgorithmSuite(algorithms);
        if (policy.profile().usernameToken()) {
            rd.setRequiredPasswordType(WSS4JConstants.PASSWORD_TEXT);
        }
        WSHandlerResult result;
        try {
            result = engine.processSecurityHeader(doc, rd);
        } catch (WSSecurityException e) {
            throw new Rejected(Wss4jSuite.explained(e.getMessage(), WSSecurityUtil.getSOAPHeader(doc), allowed), e);
        }
        require(doc, result);
        return doc;
    }

    /** What the profile demands, checked on the nodes the engine reports it processed. */
    private void require(Document doc, WSHandlerResult result) {
        Profile p = policy.profile();
        if (result == null) {
            throw new Rejected("no wsse:Security header");
        }
        if (p.usernameToken()) {
            need(!results(result, WSConstants.UT).isEmpty(), "no UsernameToken");
        }
        if (p.signs()) {
            List<WSSecurityEngineResult> timestamps = results(result, WSConstants.TS);
            need(!timestamps.isEmpty(), "no Timestamp");
            Element timestamp = ((Timestamp) timestamps.get(0).get(WSSecurityEngineResult.TAG_TIMESTAMP)).getElement();
            // the very nodes, not their names: a wrapped copy elsewhere does not count
            Element body = WSSecurityUtil.findBodyElement(doc);
            need(covers(results(result, WSConstants.SIGN), body), "Body not signed");
            need(covers(results(result, WSConstants.SIGN), timestamp), "Timestamp not signed");
        }
        if (p.encrypts()) {
            String outside = Wss4jSuite.keyTransportOutside(results(result, WSConstants.ENCR), allowed);
            need(outside == null, outside);
            Element body = WSSecurityUtil.findBodyElement(doc);
            boolean content = false;
            for (WSDataRef ref : dataRefs(results(result, WSConstants.ENCR))) {
                content |= ref.isContent() && ref.getProtectedElement() == body;
            }
            need(content, "Body content not encrypted");
        }
    }

    private static boolean covers(List<WSSecurityEngineResult> signatures, Element element) {
        for (WSDataRef ref : dataRefs(signatures)) {
            if (ref.getProtectedElement() == element) {
                return true;
            }
        }
        return false;
    }

    private static List<WSSecurityEngineResult> results(WSHandlerResult result, int action) {
        List<WSSecurityEngineResult> r = result.getActionResults().get(action);
        return r == null ? List.of() : r;
    }

    @SuppressWarnings("unchecked")
    private static List<WSDataRef> dataRefs(List<WSSecurityEngineResult> results) {
        List<WSDataRef> refs = new ArrayList<>();
        for (WSSecurityEngineResult r : results) {
            Object list = r.get(WSSecurityEngineResult.TAG_DATA_REF_URIS);
            if (list != null) {
                refs.addAll((List<WSDataRef>) list);
            }
        }
        return refs;
    }

    private static void need(boolean present, String missing) {
        if (!present) {
            throw new Rejected(missing);
        }
    }
}
