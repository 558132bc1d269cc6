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
 * how its class loader delegates, the JDK packages it needs exported, the libraries whose versions a run
 * records (name → a class each serves), and what it cannot run.
 *
 * @param exports JDK packages ({@code module/package}) the stack's classes reach into, which the JVM must
 *                export to unnamed modules ({@link #jvmArgs}); empty for most
 * @param refusal a policy the stack cannot run as the suite defines it → why, in one line; null where it can
 */
public record Isolated(String id, String folder, String adapter, Delegation delegation, List<String> exports,
        Map<String, String> libraries, Function<Policy, String> refusal) {

    /** Where the stack's class loader looks first for a class or resource outside {@code java.*}. */
    public enum Delegation {
        /** The JDK's first, as any class loader: the stack's jars serve what the JDK does not have. */
        PARENT_FIRST,
        /**
         * The stack's jars first: for a stack that bundles its own copy of an API the JDK also has, and needs
         * its copy (Metro 1.5's XML Signature and XML Encryption, which the JDK's {@code java.xml.crypto} lacks).
         */
        CHILD_FIRST
    }

    /** A parent-first stack that needs no JDK internals. */
    public Isolated(String id, String folder, String adapter, Map<String, String> libraries,
            Function<Policy, String> refusal) {
        this(id, folder, adapter, Delegation.PARENT_FIRST, List.of(), libraries, refusal);
    }

    /** A new instance for one thread; the first in a JVM loads the libraries. */
    public Stack create() {
        checkExports();
        return new IsolatedStack(this, Libraries.of(this).adapter(adapter));
    }

    /** The options a JVM needs on its command line to run the stack: its exports, to every unnamed module. */
    public List<String> jvmArgs() {
        return exports.stream().map(e -> "--add-exports=" + e + "=ALL-UNNAMED").toList();
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
        Adapter adapter = Libraries.of(this).adapter(this.adapter);
        return new IsolatedRuntime(this, adapter, adapter.runtime(Policies.of(policy, keys),
                exchanges.stream().map(Exchange::request).toList(), exchanges.stream().map(Exchange::response).toList(), wire),
                policy);
    }

    /** Library name → the version of the jar this JVM's loader of the stack takes its class from. */
    public Map<String, String> versions() {
        Libraries libraries = Libraries.of(this);
        Map<String, String> versions = new LinkedHashMap<>();
        this.libraries.forEach((name, className) -> versions.put(name, libraries.version(className)));
        return versions;
    }

    /** One line naming the missing options, before the stack fails deep inside with an IllegalAccessError. */
    private void checkExports() {
        Module unnamed = Isolated.class.getModule();
        for (String export : exports) {
            String[] moduleAndPackage = export.split("/", 2);
            boolean exported = ModuleLayer.boot().findModule(moduleAndPackage[0])
                    .map(m -> m.isExported(moduleAndPackage[1], unnamed)).orElse(false);
            if (!exported) {
                throw new IllegalStateException(id + " needs " + String.join(" ", jvmArgs()) + " on the JVM's command "
                        + "line (the benchmarks' forks and java -jar have them; -jvmArgs and -jvmArgsAppend replace them)");
            }
        }
    }
}
