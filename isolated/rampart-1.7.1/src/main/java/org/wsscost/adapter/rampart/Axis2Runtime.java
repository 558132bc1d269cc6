package org.wsscost.adapter.rampart;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import javax.xml.namespace.QName;
import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.addressing.EndpointReference;
import org.apache.axis2.client.OperationClient;
import org.apache.axis2.client.Options;
import org.apache.axis2.client.ServiceClient;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.description.AxisModule;
import org.apache.axis2.description.AxisService;
import org.apache.axis2.description.HandlerDescription;
import org.apache.axis2.description.InOutAxisOperation;
import org.apache.axis2.description.TransportInDescription;
import org.apache.axis2.description.TransportOutDescription;
import org.apache.axis2.dispatchers.SOAPActionBasedDispatcher;
import org.apache.axis2.engine.AxisConfiguration;
import org.apache.axis2.engine.AxisEngine;
import org.apache.axis2.engine.DispatchPhase;
import org.apache.axis2.engine.Handler;
import org.apache.axis2.engine.Phase;
import org.apache.axis2.transport.TransportUtils;
import org.apache.axis2.util.MessageContextBuilder;
import org.apache.axis2.wsdl.WSDLConstants;
import org.apache.neethi.Policy;
import org.apache.neethi.PolicyEngine;
import org.apache.rampart.RampartMessageData;
import org.apache.rampart.handler.RampartReceiver;
import org.apache.rampart.handler.RampartSender;
import org.apache.rampart.handler.WSSHandlerConstants;
import org.apache.ws.security.handler.WSHandlerConstants;
import org.wsscost.adapter.rampart.adb.Query;
import org.wsscost.adapter.rampart.adb.Results;

/**
 * Axis2 1.7.6 as an application runs it, secured by Rampart 1.7.1 as its users secure it: a {@code ServiceClient}
 * driven as Axis2's generated ADB stubs drive one, and a service whose ADB message receiver answers each query with
 * its recorded results, each in an Axis2 configuration of its own, joined by {@link InMemoryTransport}. Each side's
 * phases are those of Axis2's default configuration that this exchange passes through (Transport, Security,
 * Dispatch), with Rampart's handlers in the Security phase; the module named {@code rampart} is engaged on the
 * client's service and on the seismic service, and WS-SecurityPolicy tells it what to do: the client's policy as an
 * option, as Rampart's policy samples set it, the service's attached to the service, as a services.xml attaches it.
 * On {@code plain} Rampart is not engaged, and its handlers are not in the phases. Timestamps are made per message,
 * so none expires during a run.
 */
final class Axis2Runtime {
    private static final String NS = "http://wsscost.org/seismic";
    private static final String ACTION = "urn:query";
    private static final String MODULE = WSSHandlerConstants.SECURITY_MODULE_NAME;

    private final SOAPFactory soap = OMAbstractFactory.getSOAP11Factory();
    private final Query[] queries;
    private final Service service;
    private final ServiceClient client;

    /** {@code policy} as {@link RampartSecurity#RampartSecurity(Map)} takes it; requests and responses by index. */
    Axis2Runtime(Map<String, Object> policy, List<byte[]> requests, List<byte[]> responses, UnaryOperator<byte[]> wire) {
        boolean secured = !policy.get("profile").equals("plain");
        queries = new Query[requests.size()];
        for (int i = 0; i < queries.length; i++) {
            queries[i] = RecordedAnswers.query(requests.get(i));
        }
        HeldKeys.Stores stores = HeldKeys.register(policy);
        try {
            service = new Service(new RecordedAnswers(requests, responses),
                    secured ? policy(Policies.of(policy, false, stores.receiver())) : null, new Passwords(policy, false));
            client = client(new InMemoryTransport.ClientSender(service, wire),
                    secured ? policy(Policies.of(policy, true, stores.sender())) : null, new Passwords(policy, true));
        } catch (AxisFault e) {
            throw new IllegalStateException("rampart: Axis2 configuration: " + e.getMessage(), e);
        }
    }

    /** One exchange, as a generated stub makes it: the query {@code index} sent, the response's results bound. */
    Results exchange(int index) {
        try {
            OperationClient operation = client.createClient(ServiceClient.ANON_OUT_IN_OP);
            MessageContext request = new MessageContext();
            SOAPEnvelope envelope = soap.getDefaultEnvelope();
            envelope.getBody().addChild(queries[index].getOMElement(Query.MY_QNAME, soap));
            request.setEnvelope(envelope);
            operation.addMessageContext(request);
            operation.execute(true);
            MessageContext response = operation.getMessageContext(WSDLConstants.MESSAGE_LABEL_IN_VALUE);
            return Results.Factory.parse(response.getEnvelope().getBody().getFirstElement().getXMLStreamReaderWithoutCaching());
        } catch (AxisFault e) {
            throw new IllegalStateException("rampart: Axis2 exchange: " + e.getMessage(), e);
        } catch (Exception e) {
            // the generated parse declares Exception
            throw new IllegalStateException("rampart: Axis2 exchange: the response: " + e, e);
        }
    }

    private static Policy policy(String xml) {
        return PolicyEngine.getPolicy(OMXMLBuilderFactory.createOMBuilder(new StringReader(xml)).getDocumentElement());
    }

    /** The client: its own configuration, the in-memory transport out, Rampart engaged on its service where secured. */
    private static ServiceClient client(InMemoryTransport.ClientSender sender, Policy policy, Passwords passwords)
            throws AxisFault {
        AxisConfiguration axis = new AxisConfiguration();
        TransportOutDescription out = new TransportOutDescription(InMemoryTransport.NAME);
        out.setSender(sender);
        axis.addTransportOut(out);
        axis.setInPhasesUptoAndIncludingPostDispatch(policy == null ? new ArrayList<>() : List.of(phase("Security", new RampartReceiver())));
        axis.setGlobalOutPhase(policy == null ? new ArrayList<>() : List.of(phase("Security", new RampartSender())));
        axis.setInFaultPhases(new ArrayList<>());
        axis.setOutFaultPhases(new ArrayList<>());
        ServiceClient client = new ServiceClient(new ConfigurationContext(axis), null);
        Options options = client.getOptions();
        options.setTo(new EndpointReference("memory:/services/SeismicService"));
        options.setAction(ACTION);
        options.setTransportOut(out);
        if (policy != null) {
            axis.addModule(module());
            client.engageModule(MODULE);
            options.setProperty(RampartMessageData.KEY_RAMPART_POLICY, policy);
            options.setProperty(WSHandlerConstants.PW_CALLBACK_REF, passwords);
        }
        return client;
    }

    /** The module Rampart's handlers look for; its handlers are placed in the phases here, as its module.xml places them. */
    private static AxisModule module() {
        AxisModule module = new AxisModule(MODULE);
        module.setArchiveName(MODULE);
        return module;
    }

    private static Phase phase(String name, Handler... handlers) {
        Phase phase = new Phase(name);
        for (Handler h : handlers) {
            HandlerDescription description = new HandlerDescription(h.getClass().getSimpleName());
            description.setHandler(h);
            h.init(description);
            phase.addHandler(h);
        }
        return phase;
    }

    /**
     * The service's side: its configuration with the seismic service, reached by this transport as a servlet reaches
     * the service its URL names, the operation dispatched by SOAPAction; a request Axis2 or Rampart refuses is answered
     * with the SOAP fault Axis2 makes of it, as its HTTP transport answers it.
     */
    private static final class Service implements InMemoryTransport.Endpoint {
        private final ConfigurationContext configuration;
        private final AxisService service;
        private final TransportInDescription in;
        private final TransportOutDescription out;

        Service(RecordedAnswers answers, Policy policy, Passwords passwords) throws AxisFault {
            AxisConfiguration axis = new AxisConfiguration();
            in = new TransportInDescription(InMemoryTransport.NAME);
            out = new TransportOutDescription(InMemoryTransport.NAME);
            out.setSender(new InMemoryTransport.ReplySender());
            axis.addTransportOut(out);
            SOAPActionBasedDispatcher byAction = new SOAPActionBasedDispatcher();
            byAction.initDispatcher();
            List<Phase> inPhases = new ArrayList<>(List.of(phase("Transport", byAction)));
            if (policy != null) {
                inPhases.add(phase("Security", new RampartReceiver()));
            }
            inPhases.add(new DispatchPhase("Dispatch"));
            axis.setInPhasesUptoAndIncludingPostDispatch(inPhases);
            axis.setGlobalOutPhase(policy == null ? new ArrayList<>() : List.of(phase("Security", new RampartSender())));
            axis.setInFaultPhases(new ArrayList<>());
            axis.setOutFaultPhases(new ArrayList<>());
            service = new AxisService("SeismicService");
            service.setClassLoader(Axis2Runtime.class.getClassLoader());
            InOutAxisOperation query = new InOutAxisOperation(new QName(NS, "query"));
            query.setMessageReceiver(answers);
            query.setSoapAction(ACTION);
            service.addOperation(query);
            service.mapActionToOperation(ACTION, query);
            axis.addService(service);
            configuration = new ConfigurationContext(axis);
            if (policy != null) {
                AxisModule rampart = module();
                axis.addModule(rampart);
                service.engageModule(rampart);
                service.getPolicySubject().attachPolicy(policy);
                configuration.setProperty(WSHandlerConstants.PW_CALLBACK_REF, passwords);
            }
        }

        @Override
        public byte[] serve(byte[] request, String soapAction) {
            ByteArrayOutputStream reply = new ByteArrayOutputStream(1 << 14);
            MessageContext message = configuration.createMessageContext();
            try {
                message.setServerSide(true);
                message.setTransportIn(in);
                message.setIncomingTransportName(InMemoryTransport.NAME);
                message.setTransportOut(out);
                message.setProperty(MessageContext.TRANSPORT_OUT, reply);
                message.setAxisService(service);
                message.setSoapAction(soapAction);
                try {
                    message.setEnvelope(TransportUtils.createSOAPMessage(message, new ByteArrayInputStream(request),
                            InMemoryTransport.CONTENT_TYPE));
                    AxisEngine.receive(message);
                } catch (AxisFault e) {
                    AxisEngine.sendFault(MessageContextBuilder.createFaultMessageContext(message, e));
                }
            } catch (AxisFault e) {
                throw new IllegalStateException("rampart: the service could not answer: " + e.getMessage(), e);
            } catch (javax.xml.stream.XMLStreamException e) {
                throw new IllegalStateException("rampart: the service could not read a request: " + e.getMessage(), e);
            }
            return reply.toByteArray();
        }
    }
}
