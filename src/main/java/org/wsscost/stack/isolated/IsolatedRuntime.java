package org.wsscost.stack.isolated;

import org.wsscost.security.Policy;

/**
 * An isolated stack's own runtime (Rampart's: Axis2), made once per trial by {@link Isolated#runtime}: a client and
 * the seismic service in this JVM, joined by an in-memory transport, the service answering each recorded request
 * with its recorded response's payload. Serves one thread.
 */
public final class IsolatedRuntime {
    private final Isolated stack;
    private final Adapter adapter;
    private final Object runtime;
    private final Policy policy;
    private boolean checked;

    IsolatedRuntime(Isolated stack, Adapter adapter, Object runtime, Policy policy) {
        this.stack = stack;
        this.adapter = adapter;
        this.runtime = runtime;
        this.policy = policy;
    }

    /**
     * One whole exchange of the recorded request {@code index}: the response's payload as the client bound it. After
     * the first, which has signed where the policy signs, the stack's JCA providers are checked once.
     */
    public Object exchange(int index) {
        Object bound = new IsolatedStack.Bound(adapter.exchange(runtime, index), adapter);
        if (!checked) {
            IsolatedStack.checkProviders(stack, adapter, policy);
            checked = true;
        }
        return bound;
    }
}
