package org.wsscost.stack.cxfwss4j;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.SortedSet;
import javax.xml.namespace.QName;
import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.binding.soap.SoapBindingConstants;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.endpoint.EndpointException;
import org.apache.cxf.endpoint.EndpointImpl;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.ExchangeImpl;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageImpl;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.phase.PhaseManager;
import org.apache.cxf.service.ServiceImpl;
import org.apache.cxf.service.model.BindingInfo;
import org.apache.cxf.service.model.EndpointInfo;
import org.apache.cxf.service.model.ServiceInfo;
import org.wsscost.security.Party;

/**
 * CXF messages as an endpoint's interceptor chains hand them to the interceptors, for the cxf stacks, which call
 * CXF's interceptors themselves, the way CXF's own interceptor tests do ({@code AbstractSecurityTest}): a
 * {@link SoapMessage} (SOAP 1.1) in an exchange of the stacks' bus, with a chain that collects the
 * interceptors the called ones add, and an endpoint. The endpoint is CXF's service model with no transport and
 * no binding interceptors: CXF's security interceptors look up their token store on it, and the streaming one
 * cannot run without it. One per stack instance (the token store CXF keeps on it is per endpoint, as in a
 * deployment); not thread-safe, as the stacks are not.
 */
public final class CxfMessages {
    /** The seismic service's names, as its WSDL has them. */
    private static final QName SERVICE = new QName("http://wsscost.org/seismic/service", "SeismicService");
    private static final QName PORT = new QName("http://wsscost.org/seismic/service", "PlainPort");
    /** What a SOAP 1.1 transport reports for the encoded messages. */
    private static final String CONTENT_TYPE = "text/xml; charset=UTF-8";

    /**
     * One bus for every stack instance, never shut down: a runtime shuts its own bus when it closes, and with it
     * the token stores kept on that bus's endpoints.
     */
    private static final Bus BUS = BusFactory.newInstance().createBus();

    private final Endpoint endpoint;
    private final SortedSet<Phase> inPhases;
    private final SortedSet<Phase> outPhases;

    public CxfMessages() {
        ServiceInfo service = new ServiceInfo();
        service.setName(SERVICE);
        EndpointInfo info = new EndpointInfo(service, null);
        info.setName(PORT);
        try {
            endpoint = new EndpointImpl(BUS, new ServiceImpl(service), info);
        } catch (EndpointException e) {
            throw new IllegalStateException("cxf: endpoint: " + e.getMessage(), e);
        }
        // only now: with a binding, EndpointImpl would build CXF's SOAP binding and its interceptors, which the
        // stacks call themselves; the message context needs one to read properties from (MessageImpl)
        info.setBinding(new BindingInfo(service, SoapBindingConstants.SOAP11_BINDING_ID));
        PhaseManager phases = BUS.getExtension(PhaseManager.class);
        inPhases = phases.getInPhases();
        outPhases = phases.getOutPhases();
    }

    public Bus bus() {
        return BUS;
    }

    public SortedSet<Phase> inPhases() {
        return inPhases;
    }

    public SortedSet<Phase> outPhases() {
        return outPhases;
    }

    /** A new message for {@code sender} to send, before anything is written. */
    public SoapMessage outbound(Party sender) {
        SoapMessage m = new SoapMessage(new MessageImpl());
        m.put(Message.REQUESTOR_ROLE, sender == Party.CLIENT);
        exchange().setOutMessage(m);
        m.setInterceptorChain(new PhaseInterceptorChain(outPhases));
        return m;
    }

    /**
     * A new message holding {@code encoded} as a transport hands it over: the bytes as an input stream and their
     * content type. Which party receives it is set by whoever processes its security ({@link #receivedBy}).
     */
    public SoapMessage inbound(byte[] encoded) {
        SoapMessage m = new SoapMessage(new MessageImpl());
        m.put(Message.CONTENT_TYPE, CONTENT_TYPE);
        m.setContent(InputStream.class, new ByteArrayInputStream(encoded));
        exchange().setInMessage(m);
        m.setInterceptorChain(new PhaseInterceptorChain(inPhases));
        return m;
    }

    /** Marks {@code m} as received by {@code receiver}: CXF words refusals and picks replay defaults by this. */
    public static void receivedBy(SoapMessage m, Party receiver) {
        m.put(Message.REQUESTOR_ROLE, receiver == Party.CLIENT);
    }

    private Exchange exchange() {
        Exchange exchange = new ExchangeImpl();
        exchange.put(Bus.class, BUS);
        exchange.put(Endpoint.class, endpoint);
        return exchange;
    }
}
