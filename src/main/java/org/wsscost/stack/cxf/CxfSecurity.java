package org.wsscost.stack.cxf;

import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.util.List;
import java.util.Map;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptor;
import org.apache.cxf.ws.security.wss4j.DefaultCryptoCoverageChecker;
import org.apache.cxf.ws.security.wss4j.WSS4JOutInterceptor;
import org.w3c.dom.Element;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Security.Step;
import org.wsscost.security.Allowed;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.stack.cxfwss4j.CxfMessages;
import org.wsscost.stack.cxfwss4j.CxfProperties;
import org.wsscost.stack.cxfwss4j.CxfRefusal;
import org.wsscost.stack.cxfwss4j.SuiteInInterceptor;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * CXF's action-based WS-Security on its DOM path, configured by {@link CxfProperties}, one step a side, since
 * each of CXF's interceptors does its side in one call.
 * <p>The sender's step is {@code WSS4JOutInterceptor}'s ending interceptor, the one that does the work: the
 * interceptor itself only adds it to the chain (after running {@code SAAJOutInterceptor}, which {@link CxfStack}
 * has already run), and CXF's own tests call it the same way. It makes a {@code RequestData} with a new
 * {@code WSSConfig} and CXF's {@code StaxSerializer}, reads the options and runs WSS4J's {@code doSenderAction} on
 * the SAAJ part.
 * <p>The receiver's step is {@code WSS4JInInterceptor.handleMessage} followed by the
 * {@code DefaultCryptoCoverageChecker}, which CXF's interceptor itself tells users to add (it checks only the
 * actions, and warns that it does not check what was signed). The interceptor copies the message into SAAJ if
 * that has not happened (it has: {@link CxfStack#build}), clones the security header, processes it with WSS4J's
 * engine and CXF's {@code StaxSerializer} for decryption, imports a changed DOM back into SAAJ where its
 * private {@code importNewDomToSAAJ} finds cause to, and leaves a reader past the Body's start and the headers
 * re-read. The import cannot be timed alone without changing what CXF does: {@code CxfStackTest} shows whether
 * it runs for these profiles. A refusal is CXF's {@code SoapFault}, given as {@link CxfRefusal} words it. The
 * receiver accepts only the suite's algorithms ({@link SuiteInInterceptor}).
 */
final class CxfSecurity {
    private final Policy policy;
    private final PhaseInterceptor<SoapMessage> sender;
    private final Allowed allowed;
    private final SuiteInInterceptor receiver;
    /** Null where nothing is signed or encrypted. */
    private final DefaultCryptoCoverageChecker coverage;
    private final Map<String, Object> receiverContext;

    private CxfSecurity(Policy policy, Wss4jKeys keys) {
        this.policy = policy;
        sender = new WSS4JOutInterceptor(CxfProperties.sending(policy, keys)).createEndingInterceptor();
        allowed = Allowed.of(policy.suite());
        receiver = new SuiteInInterceptor(CxfProperties.receiving(policy, keys), allowed);
        coverage = CxfProperties.coverage(policy.profile());
        receiverContext = CxfProperties.receiverContext(policy);
    }

    static Security of(Policy policy, Wss4jKeys keys) {
        if (!policy.profile().secured()) {
            return Security.none(policy);
        }
        CxfSecurity s = new CxfSecurity(policy, keys);
        return new Security.Fixed(policy, List.of(new Step(Phase.SECURE, m -> s.secure((SoapMessage) m))),
                List.of(new Step(Phase.PROCESS, m -> s.process((SoapMessage) m))));
    }

    private SoapMessage secure(SoapMessage message) {
        message.put(Message.REQUESTOR_ROLE, policy.sender() == Party.CLIENT);
        try {
            sender.handleMessage(message);
        } catch (Fault e) {
            throw new IllegalStateException("cxf: secure: " + e.getMessage(), e);
        }
        return message;
    }

    private SoapMessage process(SoapMessage message) {
        CxfMessages.receivedBy(message, policy.receiver());
        // one by one: Map.putAll would bypass the message's cache of contextual properties
        receiverContext.forEach(message::put);
        try {
            receiver.handleMessage(message);
            if (coverage != null) {
                coverage.handleMessage(message);
            }
        } catch (Fault e) {
            throw CxfRefusal.of(e, header(message), allowed);
        }
        return message;
    }

    /** The received SOAP header, to say which algorithm a refusal was about; null if SAAJ cannot give it. */
    private static Element header(SoapMessage message) {
        try {
            SOAPMessage saaj = message.getContent(SOAPMessage.class);
            return saaj == null ? null : saaj.getSOAPHeader();
        } catch (SOAPException e) {
            return null;
        }
    }
}
