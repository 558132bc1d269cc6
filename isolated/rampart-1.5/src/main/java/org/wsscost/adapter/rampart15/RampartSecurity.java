package org.wsscost.adapter.rampart15;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.xml.namespace.QName;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.client.Options;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.context.ServiceContext;
import org.apache.axis2.description.AxisMessage;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.AxisServiceGroup;
import org.apache.axis2.description.InOutAxisOperation;
import org.apache.axis2.engine.AxisConfiguration;
import org.apache.axis2.wsdl.WSDLConstants;
import org.apache.neethi.Policy;
import org.apache.neethi.PolicyEngine;
import org.apache.rampart.MessageBuilder;
import org.apache.rampart.RampartEngine;
import org.apache.rampart.RampartMessageData;
import org.apache.rampart.util.Axis2Util;
import org.apache.ws.security.WSSecurityException;
import org.apache.ws.security.handler.WSHandlerConstants;
import org.w3c.dom.Document;

/**
 * Rampart 1.5 for one policy, driven as its own tests drive it ({@code MessageBuilder} for the sender,
 * {@code RampartEngine} for the receiver, the WS-SecurityPolicy with its RampartConfig on the message
 * context). Each direction is secured as Rampart's initiator secures a request and received as the
 * service receives one, so a profile looks the same both ways, as on every stack of the suite. The
 * in-memory model is its own step, timed by Rampart 1.5's own conversion ({@code Axis2Util}); what Rampart
 * converts back after processing, it converts inside {@code RampartEngine.process}, so the receiver's
 * process step includes that conversion, and a secured sender hands its DOOM envelope to serialise.
 */
final class RampartSecurity {
    private static final List<String> SENDER = List.of("to-dom", "secure");
    private static final List<String> RECEIVER = List.of("to-dom", "process");

    private final boolean secured;
    private final Side sender;
    private final Side receiver;

    /**
     * Keys of {@code policy}: profile, suite (the suite's ids); sender, receiver (the parties' key aliases);
     * senderKey, senderCertificate, receiverKey, receiverCertificate; keyPassword; user, password (the
     * UsernameToken's, as sent), expectedPassword; timestampTtl, createdTtl, futureTtl (seconds);
     * expiryChecked.
     */
    RampartSecurity(Map<String, Object> policy) {
        String profile = (String) policy.get("profile");
        secured = !profile.equals("plain");
        HeldKeys.Stores stores = HeldKeys.register(policy);
        sender = new Side(true, Policies.of(policy, true, stores.sender()), new Passwords(policy, true));
        receiver = new Side(false, Policies.of(policy, false, stores.receiver()), new Passwords(policy, false));
    }

    List<String> steps(boolean outbound) {
        return !secured ? List.of() : outbound ? SENDER : RECEIVER;
    }

    Object step(boolean outbound, int index, Object model) {
        String phase = steps(outbound).get(index);
        try {
            return switch (phase) {
                case "to-dom" -> Axis2Util.getDocumentFromSOAPEnvelope(
                        outbound ? withHeader((SOAPEnvelope) model) : (SOAPEnvelope) model, true);
                case "secure" -> secure((Document) model);
                case "process" -> process((Document) model);
                default -> throw new IllegalStateException("no step " + phase);
            };
        } catch (WSSecurityException e) {
            throw new IllegalStateException("rampart-1.5: " + phase + ": " + e.getMessage(), e);
        }
    }

    /**
     * The envelope as Axis2 1.5 sends it, with a Header (its default envelope has one): Axiom 1.2.8's DOOM cannot
     * add one later, and WSS4J's security header would then fail ("SOAP Envelope can not have children other
     * than SOAP Header and Body"). A marshalled envelope has one already; a built message without one gets it.
     */
    private static SOAPEnvelope withHeader(SOAPEnvelope envelope) {
        if (envelope.getHeader() == null) {
            ((SOAPFactory) envelope.getOMFactory()).createSOAPHeader(envelope);
        }
        return envelope;
    }

    /** Rampart's sender: the binding builder the policy names, on the DOOM envelope, which Axis2 then writes. */
    private Object secure(Document dom) {
        MessageContext ctx = sender.context(dom);
        try {
            new MessageBuilder().build(ctx);
        } catch (Exception e) {
            // build declares Rampart's, WSS4J's, policy and Axis2 exceptions
            throw new IllegalStateException("rampart-1.5: secure: " + e.getMessage(), e);
        }
        return ctx.getEnvelope();
    }

    /** Rampart's receiver: WSS4J's processing, the conversion back to LLOM, the policy's checks of the results. */
    private Object process(Document dom) {
        MessageContext ctx = receiver.context(dom);
        try {
            new RampartEngine().process(ctx);
        } catch (Exception e) {
            // process declares Rampart's, WSS4J's, policy and Axis2 exceptions: each is a refusal
            throw new SecurityException(e.getMessage(), e);
        }
        return ctx.getEnvelope();
    }

    /** One side's Axis2 configuration, service and policy, made once; a message context per message, as Axis2 makes. */
    private static final class Side {
        private final boolean initiator;
        private final Policy policy;
        private final Passwords passwords;
        private final ConfigurationContext configuration;
        private final AxisService service;
        private final ServiceContext serviceContext;
        private final InOutAxisOperation operation;
        private final AxisMessage message;

        Side(boolean initiator, String policyXml, Passwords passwords) {
            this.initiator = initiator;
            this.passwords = passwords;
            this.policy = PolicyEngine.getPolicy(new ByteArrayInputStream(policyXml.getBytes(StandardCharsets.UTF_8)));
            try {
                AxisConfiguration axis = new AxisConfiguration();
                service = new AxisService("SeismicService");
                axis.addService(service);
                AxisServiceGroup group = new AxisServiceGroup();
                axis.addServiceGroup(group);
                group.addService(service);
                configuration = new ConfigurationContext(axis);
                serviceContext = configuration.createServiceGroupContext(group).getServiceContext(service);
                operation = new InOutAxisOperation(new QName("http://wsscost.org/seismic", "query"));
                message = new AxisMessage();
                operation.addMessage(message, initiator ? WSDLConstants.MESSAGE_LABEL_OUT_VALUE
                        : WSDLConstants.MESSAGE_LABEL_IN_VALUE);
                service.addOperation(operation);
            } catch (AxisFault e) {
                throw new IllegalStateException("rampart-1.5: Axis2 configuration: " + e.getMessage(), e);
            }
        }

        MessageContext context(Document dom) {
            MessageContext ctx = new MessageContext();
            try {
                ctx.setConfigurationContext(configuration);
                ctx.setServiceContext(serviceContext);
                ctx.setAxisService(service);
                ctx.setAxisOperation(operation);
                ctx.setAxisMessage(message);
                ctx.setServerSide(!initiator);
                ctx.setFLOW(initiator ? MessageContext.OUT_FLOW : MessageContext.IN_FLOW);
                Options options = new Options();
                options.setAction("urn:query");
                ctx.setOptions(options);
                ctx.setProperty(RampartMessageData.KEY_RAMPART_POLICY, policy);
                ctx.setProperty(WSHandlerConstants.PW_CALLBACK_REF, passwords);
                ctx.setEnvelope((SOAPEnvelope) dom.getDocumentElement());
            } catch (AxisFault e) {
                throw new IllegalStateException("rampart-1.5: message context: " + e.getMessage(), e);
            }
            return ctx;
        }
    }
}
