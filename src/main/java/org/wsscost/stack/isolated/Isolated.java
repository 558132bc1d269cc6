package org.wsscost.stack.isolated;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.wsscost.pipeline.Stack;
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

    /** Library name → the version of the jar this JVM's loader of the stack takes its class from. */
    public Map<String, String> versions() {
        Libraries libraries = Libraries.of(folder);
        Map<String, String> versions = new LinkedHashMap<>();
        this.libraries.forEach((name, className) -> versions.put(name, libraries.version(className)));
        return versions;
    }
}
