package org.wsscost.adapter.xfire;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.ws.security.WSConstants;
import org.apache.ws.security.handler.WSHandlerConstants;
import org.codehaus.xfire.MessageContext;
import org.codehaus.xfire.exchange.InMessage;
import org.codehaus.xfire.exchange.MessageExchange;
import org.codehaus.xfire.exchange.OutMessage;
import org.codehaus.xfire.fault.XFireFault;
import org.codehaus.xfire.security.wss4j.WSS4JInHandler;
import org.codehaus.xfire.security.wss4j.WSS4JOutHandler;
import org.codehaus.xfire.util.dom.DOMInHandler;
import org.codehaus.xfire.util.dom.DOMOutHandler;
import org.w3c.dom.Document;

/**
 * XFire 1.2.6's WSS4J handlers for one policy, configured as an XFire user configures them: by WSS4J's handler
 * properties on the message context. WSS4JOutHandler secures the DOM DOMOutHandler made ({@code secure});
 * WSS4JInHandler processes the DOM DOMInHandler made ({@code process}): each handler does a whole side in one
 * call. The handlers are made once, at the first message, as XFire makes a service's at its first call; each
 * message gets its own context, as XFire gives it. The receiver is the handler as it is: it checks what its
 * actions name and nothing the suite adds.
 */
final class Wss4jHandlers {
    private static final List<String> SENDER = List.of("secure");
    private static final List<String> RECEIVER = List.of("process");
    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";
    /**
     * WSS4JInHandler and WSS4J log every refused message at ERROR (through commons-logging to JUL) before the
     * handler throws; the reason travels in the fault. JUL holds loggers weakly: these references keep the level.
     */
    private static final List<Logger> LOGS = List.of(Logger.getLogger("org.codehaus.xfire"),
            Logger.getLogger("org.apache.ws.security"), Logger.getLogger("org.apache.xml.security"));

    static {
        for (Logger log : LOGS) {
            log.setLevel(Level.OFF);
        }
    }

    private final boolean secured;
    private final Map<String, Object> sender;
    private final Map<String, Object> receiver;
    private WSS4JOutHandler out;
    private WSS4JInHandler in;

    /** Keys of {@code policy}: the suite's map (stack.isolated.Policies), of which the legacy suite only. */
    Wss4jHandlers(Map<String, Object> policy) {
        String profile = (String) policy.get("profile");
        secured = !profile.equals("plain");
        HeldKeys.Stores stores = HeldKeys.register(policy);
        String action = switch (profile) {
            case "plain" -> WSHandlerConstants.NO_SECURITY;
            case "username" -> WSHandlerConstants.USERNAME_TOKEN;
            case "sign" -> WSHandlerConstants.TIMESTAMP + " " + WSHandlerConstants.SIGNATURE;
            case "encrypt" -> WSHandlerConstants.ENCRYPT;
            case "signencr" -> WSHandlerConstants.TIMESTAMP + " " + WSHandlerConstants.SIGNATURE + " "
                    + WSHandlerConstants.ENCRYPT;
            default -> throw new IllegalArgumentException("xfire: no profile " + profile);
        };
        sender = new HashMap<>();
        sender.put(WSHandlerConstants.ACTION, action);
        sender.put(WSHandlerConstants.USER, profile.equals("username") ? policy.get("user") : policy.get("sender"));
        sender.put(WSHandlerConstants.PW_CALLBACK_REF, new Passwords(policy, true));
        crypto(sender, WSHandlerConstants.SIG_PROP_REF_ID, stores.sender());
        crypto(sender, WSHandlerConstants.ENC_PROP_REF_ID, stores.sender());
        sender.put(WSHandlerConstants.ENCRYPTION_USER, policy.get("receiver"));
        sender.put(WSHandlerConstants.SIG_KEY_ID, "DirectReference");
        sender.put(WSHandlerConstants.ENC_KEY_ID, "IssuerSerial");
        sender.put(WSHandlerConstants.SIGNATURE_PARTS, "{}{" + WSU + "}Timestamp;{}{" + SOAP + "}Body");
        sender.put(WSHandlerConstants.ENC_SYM_ALGO, WSConstants.AES_128);
        sender.put(WSHandlerConstants.ENC_KEY_TRANSPORT, WSConstants.KEYTRANSPORT_RSAOEP);
        sender.put(WSHandlerConstants.TTL_TIMESTAMP, String.valueOf(policy.get("timestampTtl")));
        sender.put(WSHandlerConstants.PASSWORD_TYPE, WSConstants.PW_TEXT);
        sender.put(WSHandlerConstants.ENABLE_SIGNATURE_CONFIRMATION, "false");
        receiver = new HashMap<>();
        receiver.put(WSHandlerConstants.ACTION, action);
        receiver.put(WSHandlerConstants.PW_CALLBACK_REF, new Passwords(policy, false));
        crypto(receiver, WSHandlerConstants.SIG_PROP_REF_ID, stores.receiver());
        crypto(receiver, WSHandlerConstants.DEC_PROP_REF_ID, stores.receiver());
        receiver.put(WSHandlerConstants.TTL_TIMESTAMP, String.valueOf(policy.get("createdTtl")));
        receiver.put(WSHandlerConstants.TIMESTAMP_STRICT, String.valueOf(policy.get("expiryChecked")));
        receiver.put(WSHandlerConstants.ENABLE_SIGNATURE_CONFIRMATION, "false");
    }

    /**
     * WSS4J 1.5's reference to a crypto: a context property naming another, which holds the crypto's properties;
     * WSS4J caches the crypto JVM-wide under that name, so each held store has its own.
     */
    private static void crypto(Map<String, Object> side, String key, String store) {
        Properties p = new Properties();
        p.setProperty("org.apache.ws.security.crypto.provider", HeldKeys.class.getName());
        p.setProperty(HeldKeys.STORE, store);
        side.put(key, "wsscost." + store);
        side.put("wsscost." + store, p);
    }

    List<String> steps(boolean outbound) {
        return !secured ? List.of() : outbound ? SENDER : RECEIVER;
    }

    Object step(boolean outbound, Document dom) {
        MessageContext ctx = new MessageContext();
        (outbound ? sender : receiver).forEach(ctx::setProperty);
        if (outbound) {
            OutMessage message = new OutMessage("");
            message.setProperty(DOMOutHandler.DOM_MESSAGE, dom);
            ctx.setCurrentMessage(message);
            try {
                out().invoke(ctx);
            } catch (Exception e) {
                // invoke declares Exception; WSS4J's failures come as an XFireFault
                throw new IllegalStateException("xfire: secure: " + reason(e), e);
            }
            return dom;
        }
        InMessage message = new InMessage();
        message.setProperty(DOMInHandler.DOM_MESSAGE, dom);
        new MessageExchange(ctx).setInMessage(message);
        ctx.setCurrentMessage(message);
        try {
            in().invoke(ctx);
        } catch (XFireFault | RuntimeException e) {
            // WSS4JInHandler faults what it refuses, and WSS4J 1.5.1 throws runtime exceptions on some broken
            // messages: each is a refusal
            throw new SecurityException(reason(e), e);
        }
        return dom;
    }

    /**
     * The handlers, made at the first message and not with the policy: WSS4J 1.5.1 inserts its BouncyCastle among
     * the JVM's providers when its first class loads, and a JVM that only opens a security (the suite's phase-table
     * test, beside the stacks that share a JVM) must keep its providers as they were. {@link Jca#install} first, so
     * that BouncyCastle comes last.
     */
    private WSS4JOutHandler out() {
        if (out == null) {
            Jca.install();
            out = new WSS4JOutHandler();
        }
        return out;
    }

    private WSS4JInHandler in() {
        if (in == null) {
            Jca.install();
            in = new WSS4JInHandler();
        }
        return in;
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
