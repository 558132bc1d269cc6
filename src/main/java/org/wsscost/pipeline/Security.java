package org.wsscost.pipeline;

import java.util.List;
import java.util.function.UnaryOperator;
import org.wsscost.security.Policy;

/**
 * One stack's WS-Security for one {@link Policy}, as steps over the stack's own model. Made once per
 * trial (it holds engines and keys), used by one thread. Steps may change the model they are given.
 */
public interface Security {
    /** One phase of the pipeline; it takes a model and returns the model to carry on with. */
    record Step(Phase phase, UnaryOperator<Object> apply) {
    }

    Policy policy();

    /** Steps fixed when the security is made, once its engines and keys are ready. */
    record Fixed(Policy policy, List<Step> outbound, List<Step> inbound) implements Security {
        public Fixed {
            outbound = List.copyOf(outbound);
            inbound = List.copyOf(inbound);
        }
    }

    /** No security at all: marshal → serialize and build → bind with nothing in between. */
    static Security none(Policy policy) {
        return new Fixed(policy, List.of(), List.of());
    }

    /** The sender's steps after marshal and before serialize, in order; empty for {@code plain}. */
    List<Step> outbound();

    /** The receiver's steps after build and before bind, in order; they throw {@code Rejected}. */
    List<Step> inbound();

    /** The sender's direction total: payload → bytes on the wire. Streaming stacks fuse it into one pass. */
    default byte[] send(Stack stack, Object payload) {
        return stack.serialize(apply(outbound(), stack.marshal(payload)));
    }

    /** The receiver's direction total: bytes → the bound payload, or {@code Rejected}. */
    default Object receive(Stack stack, byte[] message) {
        return stack.bind(apply(inbound(), stack.build(message)));
    }

    /** Runs steps in order, each on the model the previous one returned. */
    static Object apply(List<Step> steps, Object model) {
        Object m = model;
        for (Step step : steps) {
            m = step.apply().apply(m);
        }
        return m;
    }
}
