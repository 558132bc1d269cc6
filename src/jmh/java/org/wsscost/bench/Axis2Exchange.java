package org.wsscost.bench;

import java.util.function.UnaryOperator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.corpus.Direction;
import org.wsscost.harness.Ruler;
import org.wsscost.payload.Binder;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.IsolatedRuntime;

/**
 * Apache Axis2 1.7.6 measured as an application runs it, secured by Rampart 1.7.1 engaged by WS-SecurityPolicy (the
 * policies the {@code rampart} stack runs, one per profile): a {@code ServiceClient} driven as Axis2's generated ADB
 * stubs drive one, and a service whose ADB message receiver binds the query and answers with the recorded results,
 * each in an Axis2 configuration of its own, joined by an in-memory transport that carries real encoded bytes and no
 * sockets; both parties run in the benchmark thread, in the stack's own class loader. One operation is one whole
 * round trip, one recorded query each: the client marshals the query and Rampart secures it; the service's Rampart
 * verifies and decrypts it, the service binds it and returns the recorded results, its Rampart secures them; the
 * client's Rampart verifies and decrypts them and the client binds them. On {@code plain} Rampart is not engaged.
 * {@code stack} names the isolated stack whose Axis2 and Rampart run ({@code rampart}); Rampart 1.7.1 runs the
 * {@code legacy} suite only and refuses {@code modern} at setup. Read against this benchmark's own {@code plain},
 * in the same run, for Rampart's share of a secured exchange, and against {@code RoundTrip.exchange -p stack=rampart}
 * (Rampart's policy path without Axis2's engine, client and transport).
 */
public class Axis2Exchange extends Defaults {

    /** Client and service for one profile, opened per trial; setup also runs every message once. */
    @State(Scope.Thread)
    public static class Parties extends Requests {
        // the two ends of the security range in the default job; the full matrix (docs/benchmarks.md) runs every
        // profile on small and large
        @Param({"rampart"})
        public String stack;
        @Param({"plain", "signencr"})
        public String profile;
        @Param({"legacy"})
        public String suite;
        @Param({"small"})
        public String workload;

        IsolatedRuntime axis2;

        /** Opens client and service and proves one exchange per message returns its recorded quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            requests = new Messages(workload, Direction.REQUEST.id());
            axis2 = StackId.of(stack).runtime(Policy.of(Profile.of(profile), Suite.of(suite), Party.CLIENT), keys(),
                    requests.exchanges, UnaryOperator.identity());
            String label = String.join(" ", "axis2-runtime", stack, profile, suite, workload, describe());
            for (int i = 0; i < requests.size(); i++) {
                Binder.requireQuakes(requests.exchanges.get(i).quakes(), axis2.exchange(i),
                        label + " exchange " + requests.exchanges.get(i).id());
            }
        }
    }

    // results/calibration/2026-11-28-104001-axis2-exchange-cold-legacy.md and …-110215-…-cold-legacy-large.md: every
    // result settled within 11 iterations of 500 ms, so 7 s would do; 25 s stays, since after it one signencr fork of
    // results/studies/stacks/2026-11-28-100229-axis2-exchange-rampart-1.7.1-small-2f.md still moved 27% during its measurement
    @Warmup(iterations = 25, time = 1)
    @Benchmark
    public Object exchange(Parties p) {
        Ruler.pay();
        return p.axis2.exchange(p.requests.next());
    }
}
