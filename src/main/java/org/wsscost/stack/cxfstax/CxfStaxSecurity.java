package org.wsscost.stack.cxfstax;

import java.util.List;
import java.util.Map;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseChainCache;
import org.apache.cxf.ws.security.wss4j.WSS4JStaxOutInterceptor;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Allowed;
import org.wsscost.security.Policy;
import org.wsscost.stack.cxfwss4j.CxfProperties;
import org.wsscost.stack.cxfwss4j.SuiteStaxInInterceptor;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * CXF's action-based streaming WS-Security, configured by {@link CxfProperties} (the same option map as the DOM
 * path, which CXF turns into WSS4J's streaming properties on every message): {@code WSS4JStaxOutInterceptor} in
 * the sender's chain, {@code WSS4JStaxInInterceptor} and the {@code StaxCryptoCoverageChecker} in the receiver's.
 * Per message CXF parses the options, makes a new {@code OutboundWSSec} or {@code InboundWSSec} from them, wraps
 * the callbacks in its token-store handler, checks the suite's algorithms ({@link SuiteStaxInInterceptor}) and adds its own checking interceptors ({@code StaxActionInInterceptor}
 * and the security-context one) to the chain; none of this can be split from the pass it sets up, so the
 * security share is total(profile) − total(plain), derived, as {@code wss4j-stax}'s. The steps
 * ({@link Phase#SECURE}, {@link Phase#PROCESS}) pass written bytes through CXF again, bound and re-marshalled,
 * for the tools and tests that need a secured message on its own; they are never timed.
 */
final class CxfStaxSecurity implements Security {
    private final CxfStaxStack stack;
    private final Policy policy;
    private final List<Interceptor<? extends Message>> sending;
    private final List<Interceptor<? extends Message>> receiving;
    private final Map<String, Object> receiverContext;
    private final PhaseChainCache outChains = new PhaseChainCache();
    private final PhaseChainCache inChains = new PhaseChainCache();

    CxfStaxSecurity(CxfStaxStack stack, Policy policy, Wss4jKeys keys, Map<String, Object> properties) {
        this.stack = stack;
        this.policy = policy;
        sending = stack.sendingWith(List.of(new WSS4JStaxOutInterceptor(CxfProperties.sending(policy, keys))));
        receiving = stack.receivingWith(List.of(new SuiteStaxInInterceptor(CxfProperties.receiving(policy, keys),
                Allowed.of(policy.suite())),
                CxfProperties.streamingCoverage(policy.profile())));
        Map<String, Object> context = CxfProperties.receiverContext(policy);
        context.putAll(properties);
        receiverContext = Map.copyOf(context);
    }

    @Override
    public Policy policy() {
        return policy;
    }

    @Override
    public List<Step> outbound() {
        return List.of(new Step(Phase.SECURE, wire -> new Written(send(stack, stack.bind(wire)))));
    }

    @Override
    public List<Step> inbound() {
        return List.of(new Step(Phase.PROCESS, wire -> stack.marshal(receive(stack, ((Written) wire).bytes()))));
    }

    /** The sender's chain with CXF's streaming security: marshal, security and writing in one pass. */
    @Override
    public byte[] send(Stack plain, Object payload) {
        return stack.write(payload, policy.sender(), outChains, sending).bytes();
    }

    /** The receiver's chain with CXF's streaming security: reading, security and binding in one pass. */
    @Override
    public Object receive(Stack plain, byte[] message) {
        return stack.read(message, policy.receiver(), inChains, receiving, receiverContext);
    }
}
