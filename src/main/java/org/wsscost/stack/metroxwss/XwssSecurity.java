package org.wsscost.stack.metroxwss;

import com.sun.xml.wss.XWSSProcessor;
import com.sun.xml.wss.XWSSProcessorFactory;
import com.sun.xml.wss.XWSSecurityException;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPHeader;
import jakarta.xml.soap.SOAPMessage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.security.auth.callback.CallbackHandler;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Security.Step;
import org.wsscost.security.Allowed;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;

/**
 * XWSS 2.0, Metro's WS-Security processor, on SAAJ messages. It applies a whole configuration in
 * one call, so each direction is one step: {@link Phase#SECURE} and {@link Phase#PROCESS}. Both
 * processors are made once (each parses and schema-validates its configuration); per message only
 * the SAAJ message and its processing context are new.
 */
final class XwssSecurity {
    static {
        XwssDiagnostics.configure();
    }

    private final Policy policy;
    private final Allowed allowed;
    private final XWSSProcessor sender;
    private final XWSSProcessor receiver;

    private XwssSecurity(Policy policy, Keys keys) {
        this.policy = policy;
        this.allowed = Algorithms.of(policy.suite()).allowed(policy.suite());
        this.sender = processor(XwssConfig.sender(policy), new KeyCallbacks(keys, policy.sender(), policy.password()));
        this.receiver = processor(XwssConfig.receiver(policy), new KeyCallbacks(keys, policy.receiver(), Policy.PASSWORD));
    }

    /** Both processors for the policy, each side one step. */
    static Security of(Policy policy, Keys keys) {
        XwssSecurity x = new XwssSecurity(policy, keys);
        return new Security.Fixed(policy, List.of(new Step(Phase.SECURE, message -> x.secure((SOAPMessage) message))),
                List.of(new Step(Phase.PROCESS, message -> x.process((SOAPMessage) message))));
    }

    private XWSSProcessor processor(String configuration, CallbackHandler callbacks) {
        try {
            return XWSSProcessorFactory.newInstance().createProcessorForSecurityConfiguration(
                    new ByteArrayInputStream(configuration.getBytes(StandardCharsets.UTF_8)), callbacks);
        } catch (XWSSecurityException e) {
            throw new IllegalStateException("metro-xwss: " + policy.profile().id() + "/" + policy.suite().id()
                    + ": configuration refused: " + e.getMessage(), e);
        }
    }

    private SOAPMessage secure(SOAPMessage message) {
        try {
            return sender.secureOutboundMessage(sender.createProcessingContext(message));
        } catch (XWSSecurityException e) {
            throw new IllegalStateException("metro-xwss: secure: " + e.getMessage(), e);
        }
    }

    /**
     * XWSS enforces the configured canonicalization and data encryption but neither the signature method nor the
     * digest nor the key transport (its verifier leaves them as a "todo" or commented out), and accepts RSA v1.5;
     * so the received header is checked first against the suite, as a policy-driven receiver would refuse it.
     */
    private SOAPMessage process(SOAPMessage message) {
        String outside;
        try {
            SOAPHeader header = message.getSOAPHeader();
            outside = header == null ? null : allowed.outside(header);
        } catch (SOAPException e) {
            throw new Rejected("no SOAP header: " + e.getMessage(), e);
        }
        if (outside != null) {
            throw new Rejected(outside);
        }
        try {
            // XWSS wraps whatever goes wrong while it validates (its SOAP faults, parser and
            // Santuario errors, runtime exceptions) in one XWSSecurityException
            return receiver.verifyInboundMessage(receiver.createProcessingContext(message));
        } catch (XWSSecurityException e) {
            throw new Rejected(reason(e), e);
        }
    }

    /**
     * What each exception down the cause chain says, most general first, leaving out wrappers that
     * only repeat their cause and texts said already: "Signature verification failed", "Unable to
     * decrypt message: Invalid byte 2 of 2-byte UTF-8 sequence.", "More Receiver requirements…". Where every
     * cause names only exception classes, what failed and where, as {@link Refusals} words it.
     */
    private static String reason(Throwable failure) {
        List<String> said = new ArrayList<>();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String text = t.getMessage() == null ? "" : oneLine(t.getMessage());
            boolean wrapper = t.getCause() != null && text.equals(oneLine(t.getCause().toString()));
            if (!text.isEmpty() && !wrapper && !said.contains(text) && !Refusals.onlyClassNames(text)) {
                said.add(text);
            }
        }
        return said.isEmpty() ? Refusals.reason(failure) : String.join(": ", said);
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
