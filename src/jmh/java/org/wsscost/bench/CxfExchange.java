package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.corpus.Direction;
import org.wsscost.harness.Ruler;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.cxf.Configuration;
import org.wsscost.runtime.cxf.CxfRuntime;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Apache CXF measured as an application runs it: a JAX-WS {@code Provider} service in payload mode and a JAXB
 * {@code Dispatch} client, on CXF's local transport with direct dispatch (real encoded bytes each way, both
 * parties on the benchmark thread, no sockets). One operation is one whole round trip, one recorded query each:
 * the client marshals and secures the query; the service verifies, decrypts and binds it and returns the
 * recorded results; the service's chain marshals and secures them; the client verifies, decrypts and binds them.
 * {@code stack} picks CXF's path, DOM ({@code cxf}: SAAJ) or streaming ({@code cxf-stax}); {@code config} how
 * the parties are told what to do: WSS4J's action interceptors ({@code actions}, every profile and suite) or
 * WS-SecurityPolicy in the WSDL ({@code policy}: {@code plain}, {@code sign}, {@code signencr}, suite
 * {@code modern} as Basic256Sha256, metro-wsit's suite). Read against {@code RoundTrip.exchange -p stack=cxf|cxf-stax},
 * the same interceptors without CXF's chains, data binding and transport, against {@code -p stack=wss4j-dom|wss4j-stax},
 * WSS4J without CXF, and against this benchmark's own {@code plain}, where CXF streams with no SAAJ at all, for
 * the cost of security.
 */
public class CxfExchange extends Defaults {

    /** Service and client for one path, configuration and profile, opened per trial; setup also runs every message once. */
    @State(Scope.Thread)
    public static class Parties extends Requests {
        // both paths, in the default job's one profile and workload; the full matrix (docs/benchmarks.md) runs
        // every profile on small and large, and config=policy on plain, sign and signencr
        @Param({"cxf", "cxf-stax"})
        public String stack;
        @Param({"actions"})
        public String config;
        @Param({"signencr"})
        public String profile;
        @Param({"modern"})
        public String suite;
        @Param({"small"})
        public String workload;

        CxfRuntime cxf;
        JaxbQuery[] queries;

        /** Binds the recorded queries and proves one exchange per message returns its recorded quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            requests = new Messages(workload, Direction.REQUEST.id());
            cxf = CxfRuntime.open(StackId.of(stack), Configuration.of(config), Profile.of(profile), Suite.of(suite),
                    requests.exchanges, Binder.context(), keys());
            queries = Recordings.checked(cxf.recorded(), cxf::exchange,
                    String.join(" ", "cxf-runtime", stack, config, profile, suite, workload, describe()));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            cxf.close();
        }
    }

    // results/calibration/2026-11-23-215413-cold-cxf: the slowest (cxf-stax large) settled after 17 s
    @Warmup(iterations = 22, time = 1)
    @Benchmark
    public Object exchange(Parties p) {
        Ruler.pay();
        return p.cxf.exchange(p.queries[p.requests.next()]);
    }
}
