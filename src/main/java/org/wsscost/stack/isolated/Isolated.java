package org.wsscost.stack.isolated;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.wsscost.corpus.Exchange;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;

/**
 * A stack whose libraries cannot share the suite's class path: where the build put them, its adapter class,
 * the libraries whose versions a run records (name → a class each serves), and what it cannot run.
 *
 * @param refusal a policy the stack cannot run as the suite defines it → why, in one line; null where it can
 */
public record Isolated(String id, String folder, String adapter, Map<String, String> libraries,
        Function<Policy, String> refusal) {

    /** A new instance for one thread; the first in a JVM loads the libraries. */
    public Stack create() {
        return new IsolatedStack(this, Libraries.of(folder).adapter(adapter));
    }

    /**
     * The stack's own runtime for {@code policy} (sent by the client), its service answering each of {@code exchanges}'
     * requests with the same exchange's response; {@code wire} sees each request's bytes on their way and returns what
     * the service receives. A policy the stack cannot run fails at once, in one line.
     */
    public IsolatedRuntime runtime(Policy policy, Keys keys, List<Exchange> exchanges, UnaryOperator<byte[]> wire) {
        String refused = refusal.apply(policy);
        if (refused != null) {
            throw new IllegalArgumentException(id + ": " + refused);
        }
        Adapter adapter = Libraries.of(folder).adapter(this.adapter);
        return new IsolatedRuntime(this, adapter, adapter.runtime(Policies.of(policy, keys),
                exchanges.stream().map(Exchange::request).toList(), exchanges.stream().map(Exchange::response).toList(), wire),
                policy);
    }

    /** Library name → the version of the jar this JVM's loader of the stack takes its class from. */
    public Map<String, String> versions() {
        Libraries libraries = Libraries.of(folder);
        Map<String, String> versions = new LinkedHashMap<>();
        this.libraries.forEach((name, className) -> versions.put(name, libraries.version(className)));
        return versions;
    }
}
