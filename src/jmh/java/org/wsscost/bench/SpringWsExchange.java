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
import org.wsscost.runtime.springws.SpringWsRuntime;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;

/**
 * Spring-WS measured as an application runs it: a {@code WebServiceTemplate} client and a
 * {@code SoapMessageDispatcher} service, each with one {@code Wss4jSecurityInterceptor} for both of its
 * messages. One operation is one whole round trip, one recorded query each: the template marshals the
 * query and its interceptor secures it; the dispatcher's interceptor validates it, the endpoint binds it
 * and marshals the recorded results, the interceptor secures them; the template's interceptor validates
 * them and the template unmarshals them. Client and server run in the benchmark thread, joined by an
 * in-memory transport that carries real encoded bytes and their headers, and no sockets. Read against
 * {@code RoundTrip.exchange -p stack=spring-ws}, the same interceptor configuration and SAAJ without
 * Spring-WS's dispatcher, template and transport, and against this benchmark's own {@code plain} for the
 * cost of security.
 */
public class SpringWsExchange extends Defaults {

    /** Service and client for one profile, opened per trial; setup also runs every message once. */
    @State(Scope.Thread)
    public static class Parties extends Requests {
        // one combination in the default job, which must stay under 90 minutes; the full matrix
        // (docs/benchmarks.md) runs every profile on small and large
        @Param({"signencr"})
        public String profile;
        @Param({"modern"})
        public String suite;
        @Param({"small"})
        public String workload;

        SpringWsRuntime spring;
        JaxbQuery[] queries;

        /** Binds the recorded queries and proves one exchange per message returns its recorded quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            requests = new Messages(workload, Direction.REQUEST.id());
            spring = SpringWsRuntime.open(Profile.of(profile), Suite.of(suite), requests.exchanges, Binder.context(), keys());
            queries = Recordings.checked(spring.recorded(), spring::exchange,
                    String.join(" ", "spring-ws-runtime", profile, suite, workload, describe()));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            spring.close();
        }
    }

    // calibrated: the slowest result (signencr small) settled after 20 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-184047-cold-spring-ws-runtime.md)
    @Benchmark
    @Warmup(iterations = 25, time = 1)
    public Object exchange(Parties p) {
        Ruler.pay();
        return p.spring.exchange(p.queries[p.requests.next()]);
    }
}
