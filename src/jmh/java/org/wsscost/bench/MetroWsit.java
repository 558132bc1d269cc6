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
import org.wsscost.runtime.metrowsit.MetroWsitRuntime;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Profile;

/**
 * Metro's streaming ("optimized") WS-Security, measured the only way it runs: through Metro's real
 * JAX-WS runtime, WS-SecurityPolicy in the WSDL. One operation is one whole round trip, one recorded
 * query each: the {@code Dispatch} client marshals and secures the query; Metro's endpoint verifies,
 * decrypts and hands it to the service, which binds it and returns the recorded results; the
 * endpoint marshals and secures them; the client verifies, decrypts and binds them. Client and server
 * run in the benchmark thread, joined by an in-VM transport that carries real encoded bytes and no
 * sockets. Read against {@code RoundTrip.exchange -p stack=metro-xwss}, the same exchange on Metro's
 * XWSS processor, and against this benchmark's own {@code plain} for the cost of security.
 * The suite is WS-SecurityPolicy's Basic256Sha256 as Metro applies it (RSA-SHA1 signature, SHA-256
 * digests, AES-256-CBC, RSA-OAEP with MGF1-SHA1), not {@code modern} exactly. Metro's default key
 * handling reads the private key from the PKCS12 store on every message, paying PBKDF2 each time:
 * that is what Metro does out of the box, so it is measured, not worked around; {@code -p keystore=jks}
 * points both parties' keystore assertions at the JKS copies of the same keys instead.
 */
// calibrated in 1 s iterations (results/calibration/2026-11-23-062217-cold-phases-signencr.md): the slowest
// result settled after 18 s; warm-up = ⌈1.25 × that⌉ = 23 s, in the class's 2 s iterations
@Warmup(iterations = 12, time = 2)
public class MetroWsit extends Defaults {

    /**
     * The service for one profile, opened per trial and shared by the benchmark's threads as a server's threads
     * share its endpoint: Metro takes seconds to start, and its first secured calls are slow (each caller runs
     * every message once in its own setup); the calibrated warm-up (above) is for the deep tubeline (policy,
     * security, codecs, JAXB) to compile.
     */
    @State(Scope.Benchmark)
    public static class Service extends Jca {
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs sign too
        @Param({"plain", "signencr"})
        public String profile;
        @Param({"small", "large"})
        public String workload;

        MetroWsitRuntime metro;

        @Setup(Level.Trial)
        public void setUp() {
            // installs the provider; Metro reads its keystores itself, as its keystore assertions name them
            keys();
            metro = MetroWsitRuntime.open(Profile.of(profile), new Messages(workload, Direction.REQUEST.id()).exchanges,
                    Binder.context(), KeyStoreType.of(keystore));
        }

        @TearDown(Level.Trial)
        public void tearDown() {
            metro.close();
        }
    }

    /** One thread's client (the runtime gives each thread its own) and its cycle through the recorded queries. */
    @State(Scope.Thread)
    public static class Caller {
        MetroWsitRuntime.Client client;
        Messages requests;
        JaxbQuery[] queries;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            requests.startIteration();
        }

        /** Binds the recorded queries and proves one exchange per message, on this thread's client, returns its recorded quakes. */
        @Setup(Level.Trial)
        public void setUp(Service s) {
            requests = new Messages(s.workload, Direction.REQUEST.id());
            client = s.metro.client();
            queries = Recordings.checked(s.metro.recorded(), client::exchange,
                    String.join(" ", "metro-wsit", s.profile, s.workload, s.describe()));
        }
    }

    @Benchmark
    public Object exchange(Service s, Caller c) {
        Ruler.pay();
        return c.client.exchange(c.queries[c.requests.next()]);
    }
}
