package org.wsscost.stack.isolated;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.wsscost.Id;
import org.wsscost.payload.ForeignPayload;
import org.wsscost.pipeline.Converting;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * The suite's {@link Stack} on an isolated stack's adapter: every call crosses into the stack's class loader
 * with JDK types only. Payloads come back as {@link Bound}, which the suite's checks read through the
 * adapter. The JCA providers that served the stack's first signature in this JVM are reported once, and a
 * provider of another class loader's (another stack's, or the suite's BouncyCastle) fails the run: JCA
 * providers are JVM-wide, so an isolated stack runs in a JVM of its own.
 */
final class IsolatedStack implements Stack, Converting {
    /** Stacks whose providers this JVM has checked. */
    private static final Map<String, Boolean> CHECKED = new ConcurrentHashMap<>();

    private final Isolated stack;
    private final Adapter adapter;

    IsolatedStack(Isolated stack, Adapter adapter) {
        this.stack = stack;
        this.adapter = adapter;
    }

    /** A payload bound by the stack's own binding. */
    record Bound(Object bean, Adapter adapter) implements ForeignPayload {
        @Override
        public int quakes() {
            return adapter.quakes(bean);
        }

        @Override
        public byte[] xml() {
            return adapter.payload(bean);
        }
    }

    @Override
    public long parse(byte[] message) {
        return adapter.parse(message);
    }

    @Override
    public Object build(byte[] message) {
        return adapter.build(message);
    }

    @Override
    public byte[] serialize(Object model) {
        return adapter.serialize(model);
    }

    @Override
    public Object bind(Object model) {
        return new Bound(adapter.bind(model), adapter);
    }

    @Override
    public Object marshal(Object payload) {
        if (!(payload instanceof Bound b)) {
            throw new IllegalArgumentException(stack.id() + " marshals only what it bound, not " + payload);
        }
        return adapter.marshal(b.bean());
    }

    @Override
    public Object convert(Phase phase, Object model) {
        return adapter.convert(phase.id(), model);
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        String refused = stack.refusal().apply(policy);
        if (refused != null) {
            throw new IllegalArgumentException(stack.id() + ": " + refused);
        }
        Object security = adapter.security(Policies.of(policy, keys));
        return new Security.Fixed(policy, steps(security, true, policy), steps(security, false, policy));
    }

    private List<Security.Step> steps(Object security, boolean outbound, Policy policy) {
        List<String> ids = adapter.steps(security, outbound);
        List<Security.Step> steps = new ArrayList<>();
        for (int i = 0; i < ids.size(); i++) {
            int index = i;
            Phase phase = Id.parse(Phase.class, "phase", ids.get(i));
            boolean last = i == ids.size() - 1;
            steps.add(new Security.Step(phase, outbound
                    ? model -> sent(adapter.step(security, true, index, model), last, policy)
                    : model -> received(security, index, model)));
        }
        return steps;
    }

    private Object received(Object security, int index, Object model) {
        try {
            return adapter.step(security, false, index, model);
        } catch (SecurityException e) {
            throw new Rejected(Refusals.reason(e), e);
        }
    }

    /** After the sender's last step: the first signature of this JVM has been made, so its provider is known. */
    private Object sent(Object model, boolean last, Policy policy) {
        if (last) {
            checkProviders(stack, adapter, policy);
        }
        return model;
    }

    /**
     * Once per stack and JVM, after the stack has signed under {@code policy}: which providers signed, printed, or a
     * failure where another class loader's did.
     */
    static void checkProviders(Isolated stack, Adapter adapter, Policy policy) {
        checkProviders(stack.id(), adapter::jca, policy);
    }

    /**
     * As above, for libraries of their own named {@code id}, whose providers {@code report} describes for a JCA
     * signature algorithm as {@link Adapter#jca} does.
     */
    static void checkProviders(String id, Function<String, Map<String, String>> report, Policy policy) {
        if (!policy.profile().signs() || CHECKED.putIfAbsent(id, true) != null) {
            return;
        }
        Suite suite = policy.suite();
        String algorithm = suite == Suite.LEGACY ? "SHA1withRSA" : "SHA256withRSA";
        Map<String, String> jca = report.apply(algorithm);
        String line = id + ": " + algorithm + " signed by " + jca.get("signature") + ", XML signatures by "
                + jca.get("xmldsig") + "; JCA providers: " + jca.get("order");
        if (jca.get("signature").endsWith("(other)") || jca.get("xmldsig").endsWith("(other)")) {
            throw new IllegalStateException(line + ". A provider of another class loader signs for it: run "
                    + id + " in a JVM of its own (a fork), with -p provider=jdk");
        }
        System.err.println("# " + line);
    }
}
