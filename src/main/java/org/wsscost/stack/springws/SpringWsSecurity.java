package org.wsscost.stack.springws;

import java.util.ArrayList;
import java.util.List;
import org.apache.wss4j.common.ConfigurationConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.dom.WSConstants;
import org.springframework.ws.WebServiceMessageFactory;
import org.springframework.ws.context.DefaultMessageContext;
import org.springframework.ws.context.MessageContext;
import org.springframework.ws.soap.SoapFault;
import org.springframework.ws.soap.SoapMessage;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Security.Step;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Spring-WS's {@link Wss4jSecurityInterceptor}, configured with its setters as a Spring context would,
 * one on each side: the sender's secures (the client entry {@code handleRequest}), the receiver's
 * validates (the server entry {@code handleRequest}, whose refusal is the SOAP fault it writes into the
 * response). Each call is one step, because the interceptor does its whole side at once: it copies the
 * message into a new SAAJ message ({@code SaajSoapMessage.getDocument()} writes and re-parses it), runs
 * WSS4J's handler or engine on that copy's DOM, and hands the same document back, which SAAJ keeps
 * without a second copy. Signature confirmation is off (Spring-WS turns it on by default; no other
 * stack adds it), replay detection only when the policy asks, Timestamps live as long as everywhere.
 */
final class SpringWsSecurity {
    /** The server entry takes the endpoint it is about to invoke; validation does not use it. */
    private static final Object NO_ENDPOINT = new Object();
    private final WebServiceMessageFactory messages;
    private final Wss4jSecurityInterceptor sender;
    private final Wss4jSecurityInterceptor receiver;

    private SpringWsSecurity(Policy policy, Wss4jKeys keys, WebServiceMessageFactory messages) {
        this.messages = messages;
        sender = sender(policy, keys);
        receiver = receiver(policy, keys);
    }

    /** The interceptors for {@code policy}, each side one step; messages are made by {@code messages}. */
    static Security of(Policy policy, Wss4jKeys keys, WebServiceMessageFactory messages) {
        SpringWsSecurity s = new SpringWsSecurity(policy, keys, messages);
        return new Security.Fixed(policy, List.of(new Step(Phase.SECURE, m -> s.secure((SoapMessage) m))),
                List.of(new Step(Phase.PROCESS, m -> s.validate((SoapMessage) m))));
    }

    private SoapMessage secure(SoapMessage message) {
        MessageContext context = new DefaultMessageContext(message, messages);
        if (!sender.handleRequest(context)) {
            throw new IllegalStateException("spring-ws: the interceptor did not secure the message (its log says why)");
        }
        return message;
    }

    private SoapMessage validate(SoapMessage message) {
        MessageContext context = new DefaultMessageContext(message, messages);
        boolean valid;
        try {
            valid = receiver.handleRequest(context, NO_ENDPOINT);
        } catch (Exception e) {
            throw new Rejected("spring-ws: " + e.getMessage(), e);
        }
        if (!valid) {
            SoapFault fault = context.hasResponse() ? ((SoapMessage) context.getResponse()).getSoapBody().getFault() : null;
            throw new Rejected(fault == null ? "refused without a fault" : fault.getFaultStringOrReason());
        }
        return message;
    }

    /** The interceptors' action list, in processing order: WSS4J's action names. */
    static String actions(Profile profile) {
        List<String> actions = new ArrayList<>();
        if (profile.usernameToken()) {
            actions.add(ConfigurationConstants.USERNAME_TOKEN);
        }
        if (profile.timestamp()) {
            actions.add(ConfigurationConstants.TIMESTAMP);
        }
        if (profile.signs()) {
            actions.add(ConfigurationConstants.SIGNATURE);
        }
        if (profile.encrypts()) {
            actions.add(ConfigurationConstants.ENCRYPTION);
        }
        return String.join(" ", actions);
    }

    private static Wss4jSecurityInterceptor sender(Policy policy, Wss4jKeys keys) {
        Profile p = policy.profile();
        Suite suite = policy.suite();
        Wss4jSecurityInterceptor i = new Wss4jSecurityInterceptor();
        i.setSecurementActions(actions(p));
        i.setEnableSignatureConfirmation(false);
        i.setSecurementTimeToLive((int) Policy.TIMESTAMP_TTL.toSeconds());
        if (p.usernameToken()) {
            i.setSecurementUsername(Policy.USER);
            i.setSecurementPassword(policy.password());
            i.setSecurementPasswordType(WSConstants.PW_TEXT);
        }
        if (p.signs()) {
            i.setSecurementSignatureUser(policy.sender().alias());
            i.setSecurementPassword(new String(KeyStores.PASSWORD));
            i.setSecurementSignatureCrypto(keys.crypto(policy.sender()));
            i.setSecurementSignatureKeyIdentifier("DirectReference");
            i.setSecurementSignatureParts("{Element}{" + Soap.NS + "}Body;{Element}{" + WSConstants.WSU_NS + "}Timestamp");
            i.setSecurementSignatureAlgorithm(suite.signature);
            i.setSecurementSignatureDigestAlgorithm(suite.digest);
            i.setWsHandlerOption(ConfigurationConstants.SIG_C14N_ALGO, Suite.C14N);
        }
        if (p.encrypts()) {
            i.setSecurementEncryptionUser(policy.receiver().alias());
            i.setSecurementEncryptionCrypto(keys.crypto(policy.sender()));
            i.setSecurementEncryptionKeyIdentifier("IssuerSerial");
            i.setSecurementEncryptionParts("{Content}{" + Soap.NS + "}Body");
            i.setSecurementEncryptionSymAlgorithm(suite.encryption);
            i.setSecurementEncryptionKeyTransportAlgorithm(suite.keyTransport);
            if (suite.keyTransportMgf != null) {
                i.setWsHandlerOption(ConfigurationConstants.ENC_MGF_ALGO, suite.keyTransportMgf);
            }
            i.setWsHandlerOption(ConfigurationConstants.ENC_DIGEST_ALGO, suite.keyTransportDigest);
        }
        return ready(i);
    }

    private static Wss4jSecurityInterceptor receiver(Policy policy, Wss4jKeys keys) {
        Wss4jSecurityInterceptor i = new Wss4jSecurityInterceptor();
        i.setValidationActions(actions(policy.profile()));
        i.setValidationSignatureCrypto(keys.crypto(policy.receiver()));
        i.setValidationDecryptionCrypto(keys.crypto(policy.receiver()));
        i.setValidationCallbackHandler(Wss4jKeys.callbacks(Policy.PASSWORD));
        i.setValidationTimeToLive((int) Policy.TIMESTAMP_TTL.toSeconds());
        i.setFutureTimeToLive((int) Policy.FUTURE_TOLERANCE.toSeconds());
        i.setValidationReplayCache(policy.detectReplays() ? new MemoryReplayCache() : null);
        return ready(i);
    }

    private static Wss4jSecurityInterceptor ready(Wss4jSecurityInterceptor interceptor) {
        try {
            interceptor.afterPropertiesSet();
        } catch (Exception e) {
            throw new IllegalStateException("spring-ws: interceptor: " + e.getMessage(), e);
        }
        return interceptor;
    }
}
