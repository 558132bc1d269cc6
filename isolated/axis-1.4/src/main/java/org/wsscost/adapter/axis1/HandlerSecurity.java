package org.wsscost.adapter.axis1;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.axis.AxisFault;
import org.apache.axis.Message;
import org.apache.axis.MessageContext;
import org.apache.ws.axis.security.WSDoAllReceiver;
import org.apache.ws.axis.security.WSDoAllSender;
import org.apache.ws.axis.security.handler.WSDoAllHandler;
import org.apache.ws.security.WSConstants;
import org.apache.ws.security.handler.WSHandlerConstants;

/**
 * WSS4J 1.5.8's Axis handlers for one policy, configured with the options a WSDD deployment gives them
 * ({@code <parameter>}s of the handler): {@code WSDoAllSender} secures a message in one invoke, so the sender has
 * one step, {@code secure}; {@code WSDoAllReceiver} processes it in one, {@code process}. Each direction is
 * sent as a request and received as the service receives one, so a profile looks the same both ways, as on
 * every stack of the suite; signature confirmation (WS-Security 1.1) is off, as the suite's policies have none.
 * What a deployment cannot name in an option, the message context carries, as an application sets it: the
 * password callback and the crypto properties of the held keys. The receiver enforces what its action list
 * names, in that order, and nothing the suite adds.
 */
final class HandlerSecurity {
    private static final List<String> SENDER = List.of("secure");
    private static final List<String> RECEIVER = List.of("process");
    private static final String WSU = WSConstants.WSU_NS;
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    private final Seismic seismic;
    private final boolean secured;
    private final WSDoAllSender sender = new WSDoAllSender();
    private final WSDoAllReceiver receiver = new WSDoAllReceiver();
    private final Map<String, Object> senderContext = new LinkedHashMap<>();
    private final Map<String, Object> receiverContext = new LinkedHashMap<>();

    /** Keys of {@code policy}: the suite's map (stack.isolated.Policies), of which the legacy suite only. */
    HandlerSecurity(Map<String, Object> policy, Seismic seismic) {
        this.seismic = seismic;
        String profile = (String) policy.get("profile");
        secured = !profile.equals("plain");
        HeldKeys.Stores stores = HeldKeys.register(policy);
        String action = action(profile);
        configureSender(sender, policy, action, stores.sender());
        configureReceiver(receiver, policy, action, stores.receiver());
        senderContext.put(WSHandlerConstants.PW_CALLBACK_REF, new Passwords(policy, true));
        senderContext.put(stores.sender(), HeldKeys.properties(stores.sender()));
        receiverContext.put(WSHandlerConstants.PW_CALLBACK_REF, new Passwords(policy, false));
        receiverContext.put(stores.receiver(), HeldKeys.properties(stores.receiver()));
    }

    List<String> steps(boolean outbound) {
        return !secured ? List.of() : outbound ? SENDER : RECEIVER;
    }

    /** The handler's invoke on the message's own context, as Axis's engine calls it in the handler chain. */
    Object step(boolean outbound, int index, Message message) {
        String phase = steps(outbound).get(index);
        MessageContext context = message.getMessageContext();
        (outbound ? senderContext : receiverContext).forEach(context::setProperty);
        try {
            seismic.invoke(outbound ? sender : receiver, context);
        } catch (AxisFault e) {
            if (outbound) {
                throw new IllegalStateException("axis1: " + phase + ": " + reason(e), e);
            }
            // the receiver wraps every failure of its processing and checks in one AxisFault: each is a refusal
            throw new SecurityException(reason(e), e);
        }
        return message;
    }

    /** The handlers' action list of a profile: what the sender adds, and the receiver requires, in this order. */
    private static String action(String profile) {
        return switch (profile) {
            case "plain" -> WSHandlerConstants.NO_SECURITY;
            case "username" -> WSHandlerConstants.USERNAME_TOKEN;
            case "sign" -> WSHandlerConstants.TIMESTAMP + " " + WSHandlerConstants.SIGNATURE;
            case "encrypt" -> WSHandlerConstants.ENCRYPT;
            case "signencr" -> WSHandlerConstants.TIMESTAMP + " " + WSHandlerConstants.SIGNATURE + " "
                    + WSHandlerConstants.ENCRYPT;
            default -> throw new IllegalArgumentException("axis1: no profile " + profile);
        };
    }

    /**
     * The sender: the UsernameToken's user and its text password (the username profile), or the signer; the
     * certificate as a BinarySecurityToken, Timestamp and Body signed; the Body's content encrypted for the peer,
     * whose certificate is named by issuer and serial; the legacy suite's algorithms.
     */
    private static void configureSender(WSDoAllHandler h, Map<String, Object> policy, String action, String store) {
        common(h, action);
        boolean username = policy.get("profile").equals("username");
        h.setOption(WSHandlerConstants.USER, (String) policy.get(username ? "user" : "sender"));
        h.setOption(WSHandlerConstants.PASSWORD_TYPE, WSConstants.PW_TEXT);
        h.setOption(WSHandlerConstants.TTL_TIMESTAMP, String.valueOf(policy.get("timestampTtl")));
        h.setOption(WSHandlerConstants.SIG_PROP_REF_ID, store);
        h.setOption(WSHandlerConstants.SIG_KEY_ID, "DirectReference");
        h.setOption(WSHandlerConstants.SIG_ALGO, "http://www.w3.org/2000/09/xmldsig#rsa-sha1");
        h.setOption(WSHandlerConstants.SIG_DIGEST_ALGO, "http://www.w3.org/2000/09/xmldsig#sha1");
        h.setOption(WSHandlerConstants.SIGNATURE_PARTS, "{Element}{" + WSU + "}Timestamp;{Element}{" + SOAP + "}Body");
        h.setOption(WSHandlerConstants.ENC_PROP_REF_ID, store);
        h.setOption(WSHandlerConstants.ENCRYPTION_USER, (String) policy.get("receiver"));
        h.setOption(WSHandlerConstants.ENC_KEY_ID, "IssuerSerial");
        h.setOption(WSHandlerConstants.ENC_SYM_ALGO, WSConstants.AES_128);
        h.setOption(WSHandlerConstants.ENC_KEY_TRANSPORT, WSConstants.KEYTRANSPORT_RSAOEP);
        h.setOption(WSHandlerConstants.ENCRYPTION_PARTS, "{Content}{" + SOAP + "}Body");
    }

    /**
     * The receiver: its own key to decrypt, the peer's certificate to trust (the handler trusts a signer whose
     * certificate is in the store), a Timestamp's or UsernameToken's age limit and, on the system's clock, the
     * engine's own refusal of an expired Timestamp. WSS4J 1.5.8 has no setting for a Created in the future.
     */
    private static void configureReceiver(WSDoAllHandler h, Map<String, Object> policy, String action, String store) {
        common(h, action);
        h.setOption(WSHandlerConstants.SIG_PROP_REF_ID, store);
        h.setOption(WSHandlerConstants.DEC_PROP_REF_ID, store);
        h.setOption(WSHandlerConstants.TTL_TIMESTAMP, String.valueOf(policy.get("createdTtl")));
        h.setOption(WSHandlerConstants.TIMESTAMP_STRICT, String.valueOf(policy.get("expiryChecked")));
    }

    private static void common(WSDoAllHandler h, String action) {
        h.setOption(WSHandlerConstants.ACTION, action);
        h.setOption(WSHandlerConstants.ENABLE_SIGNATURE_CONFIRMATION, "false");
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
