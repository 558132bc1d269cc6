package org.wsscost.stack.springws;

import java.util.List;
import org.apache.wss4j.dom.util.WSSecurityUtil;
import org.springframework.ws.WebServiceMessageFactory;
import org.springframework.ws.context.DefaultMessageContext;
import org.springframework.ws.context.MessageContext;
import org.springframework.ws.soap.SoapFault;
import org.springframework.ws.soap.SoapMessage;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Security.Step;
import org.wsscost.security.Policy;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;
import org.wsscost.stack.wss4jsuite.Wss4jSuite;

/**
 * Spring-WS's {@link Wss4jSecurityInterceptor}, one on each side, configured by {@link SpringWsInterceptors}:
 * the sender's secures (the client entry {@code handleRequest}), the receiver's validates (the server entry
 * {@code handleRequest}, whose refusal is the SOAP fault it writes into the response). Each call is one step,
 * because the interceptor does its whole side at once: it copies the message into a new SAAJ message
 * ({@code SaajSoapMessage.getDocument()} writes and re-parses it), runs WSS4J's handler or engine on that
 * copy's DOM, and hands the same document back, which SAAJ keeps without a second copy.
 */
final class SpringWsSecurity {
    /** The server entry takes the endpoint it is about to invoke; validation does not use it. */
    private static final Object NO_ENDPOINT = new Object();
    private final WebServiceMessageFactory messages;
    private final Wss4jSecurityInterceptor sender;
    private final SuiteInterceptor receiver;

    private SpringWsSecurity(Policy policy, Wss4jKeys keys, WebServiceMessageFactory messages) {
        this.messages = messages;
        sender = SpringWsInterceptors.ready(SpringWsInterceptors.securing(new Wss4jSecurityInterceptor(), policy, keys));
        receiver = new SuiteInterceptor(policy);
        SpringWsInterceptors.ready(SpringWsInterceptors.validating(receiver, policy, keys));
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
            throw new Rejected(explained(Refusals.reason(e), message), e);
        }
        if (!valid) {
            SoapFault fault = context.hasResponse() ? ((SoapMessage) context.getResponse()).getSoapBody().getFault() : null;
            throw new Rejected(explained(fault == null ? "refused without a fault" : fault.getFaultStringOrReason(), message));
        }
        return message;
    }

    /** WSS4J's words, and which algorithm of the refused message is outside the suite where they do not say. */
    private String explained(String words, SoapMessage message) {
        return Wss4jSuite.explained(words, WSSecurityUtil.getSOAPHeader(message.getDocument()), receiver.allowed());
    }
}
