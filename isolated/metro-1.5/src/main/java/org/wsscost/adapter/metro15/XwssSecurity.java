package org.wsscost.adapter.metro15;

import com.sun.xml.wss.XWSSProcessor;
import com.sun.xml.wss.XWSSProcessorFactory;
import com.sun.xml.wss.XWSSecurityException;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.security.auth.callback.CallbackHandler;
import javax.xml.soap.SOAPMessage;

/**
 * Metro 1.5's XWSS for one policy, on SAAJ messages: it applies a whole configuration in one call, so each
 * direction is one step, {@code secure} and {@code process}. Both processors are made once (each parses and
 * schema-validates its configuration); per message only the processing context is new. The receiver is
 * XWSS as it is: it enforces what its configuration names and nothing the suite adds.
 */
final class XwssSecurity {
    private static final List<String> SENDER = List.of("secure");
    private static final List<String> RECEIVER = List.of("process");

    private final boolean secured;
    private final XWSSProcessor sender;
    private final XWSSProcessor receiver;

    /** Keys of {@code policy}: the suite's map (stack.isolated.Policies), of which the legacy suite only. */
    XwssSecurity(Map<String, Object> policy) {
        secured = !policy.get("profile").equals("plain");
        sender = secured ? processor(XwssConfig.sender(policy), new KeyCallbacks(policy, "sender")) : null;
        receiver = secured ? processor(XwssConfig.receiver(policy), new KeyCallbacks(policy, "receiver")) : null;
    }

    List<String> steps(boolean outbound) {
        return !secured ? List.of() : outbound ? SENDER : RECEIVER;
    }

    Object step(boolean outbound, int index, Object model) {
        String phase = steps(outbound).get(index);
        SOAPMessage message = (SOAPMessage) model;
        try {
            return outbound ? sender.secureOutboundMessage(sender.createProcessingContext(message))
                    : receiver.verifyInboundMessage(receiver.createProcessingContext(message));
        } catch (XWSSecurityException e) {
            if (outbound) {
                throw new IllegalStateException("metro-1.5: " + phase + ": " + e.getMessage(), e);
            }
            // XWSS wraps whatever goes wrong while it validates in one XWSSecurityException: each is a refusal
            throw new SecurityException(reason(e), e);
        }
    }

    private static XWSSProcessor processor(String configuration, CallbackHandler callbacks) {
        try {
            return XWSSProcessorFactory.newInstance().createProcessorForSecurityConfiguration(
                    new ByteArrayInputStream(configuration.getBytes(StandardCharsets.UTF_8)), callbacks);
        } catch (XWSSecurityException e) {
            throw new IllegalStateException("metro-1.5: configuration refused: " + e.getMessage(), e);
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
