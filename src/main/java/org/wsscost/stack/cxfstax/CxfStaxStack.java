package org.wsscost.stack.cxfstax;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.ReadHeadersInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapOutInterceptor;
import org.apache.cxf.binding.soap.interceptor.StartBodyInterceptor;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.interceptor.StaxInInterceptor;
import org.apache.cxf.interceptor.StaxOutInterceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseChainCache;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.apache.cxf.staxutils.StaxUtils;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.stack.cxfwss4j.CxfMessages;
import org.wsscost.stack.cxfwss4j.CxfRefusal;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Apache CXF's streaming path: no object model, each direction one pass through a CXF interceptor chain made
 * as a client makes its chains (from a {@link PhaseChainCache}, per message). The sender's chain is
 * {@code StaxOutInterceptor} (the writer), {@code SoapOutInterceptor} (the envelope) and JAXB at
 * {@code MARSHAL}, with their ending interceptors; the receiver's is {@code StaxInInterceptor},
 * {@code ReadHeadersInterceptor}, {@code StartBodyInterceptor} and JAXB at {@code UNMARSHAL}. A secured
 * profile adds CXF's streaming WS-Security interceptors to them ({@link CxfStaxSecurity}). Phases are fused as
 * {@code wss4j-stax}'s are: {@link #build} keeps the bytes, {@link #bind} parses while binding, {@link #marshal}
 * writes while marshalling and {@link #serialize} hands the bytes over.
 */
public final class CxfStaxStack implements Stack {
    private final CxfMessages messages = new CxfMessages();
    private final List<Interceptor<? extends Message>> writing;
    private final List<Interceptor<? extends Message>> reading;
    private final PhaseChainCache plainOut = new PhaseChainCache();
    private final PhaseChainCache plainIn = new PhaseChainCache();

    public CxfStaxStack(Binder binder) {
        writing = List.of(new StaxOutInterceptor(), new SoapOutInterceptor(messages.bus()), new Payloads.Writing(binder));
        reading = List.of(new StaxInInterceptor(), new ReadHeadersInterceptor(messages.bus()), new StartBodyInterceptor(),
                new Payloads.Reading(binder));
    }

    /** CXF's own reader (Woodstox, with CXF's limits), every event: the parse floor. */
    @Override
    public long parse(byte[] message) {
        return Soap.drain(StaxUtils.createXMLStreamReader(new ByteArrayInputStream(message)));
    }

    @Override
    public Written build(byte[] message) {
        return new Written(message);
    }

    @Override
    public byte[] serialize(Object model) {
        return ((Written) model).bytes();
    }

    @Override
    public Object bind(Object model) {
        return read(((Written) model).bytes(), Party.SERVER, plainIn, reading, Map.of());
    }

    @Override
    public Written marshal(Object payload) {
        return write(payload, Party.CLIENT, plainOut, writing);
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return security(policy, keys, Map.of());
    }

    /**
     * The security with CXF's contextual {@code properties} set on every message received, over the suite's own
     * ({@link org.wsscost.stack.cxfwss4j.CxfProperties#receiverContext}): a deployment's own setting, such as
     * {@code schema-validation-enabled}, which switches WSS4J's schema validation of the security header back on.
     */
    public Security security(Policy policy, Keys keys, Map<String, Object> properties) {
        return policy.profile().secured() ? new CxfStaxSecurity(this, policy, new Wss4jKeys(keys), properties)
                : Security.none(policy);
    }

    /** A secured sender's interceptors: {@code security}'s and the plain chain's (the chain orders them by phase). */
    List<Interceptor<? extends Message>> sendingWith(List<Interceptor<? extends Message>> security) {
        return joined(security, writing);
    }

    /** A secured receiver's interceptors: {@code security}'s and the plain chain's. */
    List<Interceptor<? extends Message>> receivingWith(List<Interceptor<? extends Message>> security) {
        return joined(security, reading);
    }

    /** One pass of {@code sender}'s chain over the payload; a failure is the sender's, never a refusal. */
    Written write(Object payload, Party sender, PhaseChainCache chains, List<Interceptor<? extends Message>> interceptors) {
        SoapMessage m = messages.outbound(sender);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        m.setContent(OutputStream.class, bytes);
        m.put(Payloads.PAYLOAD, payload);
        PhaseInterceptorChain chain = chains.get(messages.outPhases(), interceptors);
        m.setInterceptorChain(chain);
        if (!chain.doIntercept(m)) {
            Exception e = m.getContent(Exception.class);
            throw new IllegalStateException("cxf-stax: send: " + e.getMessage(), e);
        }
        return new Written(bytes.toByteArray());
    }

    /**
     * One pass of {@code receiver}'s chain over the bytes, with the receiver's {@code context}; returns the bound
     * payload. A failure is the receiver's refusal: the chain stops at the first interceptor that throws.
     */
    Object read(byte[] encoded, Party receiver, PhaseChainCache chains, List<Interceptor<? extends Message>> interceptors,
            Map<String, Object> context) {
        SoapMessage m = messages.inbound(encoded);
        CxfMessages.receivedBy(m, receiver);
        context.forEach(m::put);
        PhaseInterceptorChain chain = chains.get(messages.inPhases(), interceptors);
        m.setInterceptorChain(chain);
        if (!chain.doIntercept(m)) {
            throw CxfRefusal.of(m.getContent(Exception.class));
        }
        return m.get(Payloads.PAYLOAD);
    }

    private static List<Interceptor<? extends Message>> joined(List<Interceptor<? extends Message>> first,
            List<Interceptor<? extends Message>> then) {
        List<Interceptor<? extends Message>> all = new ArrayList<>(first);
        all.addAll(then);
        return List.copyOf(all);
    }
}
