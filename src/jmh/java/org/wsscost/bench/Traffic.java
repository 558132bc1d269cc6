package org.wsscost.bench;

import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * Which recorded messages a secured trial sends one way: the algorithm suite, the workload and the
 * direction, with the JCA choices of {@link Jca}. Shared by every state that secures one direction's
 * messages, so the defaults are stated once.
 */
@State(Scope.Thread)
public abstract class Traffic extends Jca {
    @Param({"modern"})
    public String suite;
    @Param({"small", "large"})
    public String workload;
    @Param({"response"})
    public String direction;
}
