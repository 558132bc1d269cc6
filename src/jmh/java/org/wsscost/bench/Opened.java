package org.wsscost.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One stack's pipeline for one direction, opened under the profile with its messages secured and checked in
 * setup ({@link Pipeline#open}); each subclass declares the {@code stack} and {@code profile} parameters it runs.
 * Shared by the direction benchmarks ({@link Inbound}, {@link Outbound}) and the steps' input ({@link StepInput}),
 * so that each opens and cycles its messages the same way.
 */
@State(Scope.Thread)
public abstract class Opened extends Traffic {
    Pipeline p;

    /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
    @Setup(Level.Iteration)
    public void startIteration() {
        p.messages.startIteration();
    }

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        p = Pipeline.open(params.getParam("stack"), params.getParam("profile"), suite, workload, direction, this);
        opened(params);
    }

    /** What a subclass prepares once the pipeline is open; nothing by default. */
    void opened(BenchmarkParams params) {
    }

    /**
     * The direction totals' input, the same for both directions: the three stacks at both ends of the security
     * range, so that every default run has the security share.
     */
    @State(Scope.Thread)
    public static class Totals extends Opened {
        @Param({"wss4j-dom", "wss4j-stax", "metro-xwss"})
        public String stack;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs username, sign and encrypt too
        @Param({"plain", "signencr"})
        public String profile;
    }

    /**
     * The input of the phases that build or serialise a model ({@code Inbound.build}, {@code
     * Outbound.serialize}): the stacks that have one, in the secured profile the default job splits, as the
     * security steps do, to fit its time on 2 cores (README); {@code -p profile=plain,signencr} adds the plain
     * split. wss4j-stax's build only wraps the bytes (its tree is never built; bind parses) and its serialize
     * only hands over the bytes its marshal already wrote, so it is left out rather than timed as a no-op;
     * {@code -p stack=wss4j-stax} still runs it.
     */
    @State(Scope.Thread)
    public static class Models extends Opened {
        @Param({"wss4j-dom", "metro-xwss"})
        public String stack;
        @Param({"signencr"})
        public String profile;
    }
}
