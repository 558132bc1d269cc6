package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.wsscost.corpus.Direction;
import org.wsscost.harness.Ruler;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * The article's exchange, in-process, one recorded query per operation: the client secures and
 * sends the request; the server receives (verifies, binds) it, then secures and sends the recorded
 * response (standing in for its catalogue search); the client receives the response. Client and
 * server are separate stack instances sharing only the JAXB context. Each stack binds with its native
 * binding: JAXB for the WSS4J stacks and Metro, ADB for Rampart. The {@code username} profile
 * puts its UsernameToken on requests only, as a client authenticates to a service; the other
 * profiles secure both messages, each side signing with its own key and encrypting for the other.
 */
public class RoundTrip extends Defaults {

    @State(Scope.Thread)
    public static class Parties extends Requests {
        @Param({"wss4j-dom", "wss4j-stax", "metro-xwss"})
        public String stack;
        // the default job's profiles; the full matrix (docs/benchmarks.md) runs username, sign and encrypt too
        @Param({"plain", "signencr"})
        public String profile;
        @Param({"modern"})
        public String suite;
        // the default job's: a large exchange lasts 40-130 ms, so a 1 s iteration holds 8-26 and they
        // vary by 10-29% (results/calibration/2026-11-23-063756-cold-long-signencr.json): 5 s of it is no
        // figure. -p workload=large -i 30 -r 1s measures it; its two directions are in the default job.
        @Param({"small"})
        public String workload;

        Stack client;
        Stack server;
        Security clientSends;
        Security serverReceives;
        Security serverSends;
        Security clientReceives;
        Object[] queries;
        Object[] results;

        /** Binds the recorded payloads and proves one full exchange per message yields its quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            var jaxb = Binder.context();
            StackId id = StackId.of(stack);
            Profile p = Profile.of(profile);
            Suite s = Suite.of(suite);
            Keys keys = keys();
            client = id.create(jaxb);
            server = id.create(jaxb);
            Policy request = Policy.of(p, s, Party.CLIENT);
            Policy response = Policy.of(p == Profile.USERNAME ? Profile.PLAIN : p, s, Party.SERVER);
            clientSends = client.security(request, keys);
            serverReceives = server.security(request, keys);
            serverSends = server.security(response, keys);
            clientReceives = client.security(response, keys);
            requests = new Messages(workload, Direction.REQUEST.id());
            Messages responses = new Messages(requests.exchanges, Direction.RESPONSE);
            queries = new Object[requests.size()];
            results = new Object[requests.size()];
            for (int i = 0; i < queries.length; i++) {
                queries[i] = client.bind(client.build(requests.bytes[i]));
                results[i] = server.bind(server.build(responses.bytes[i]));
                Binder.requireQuakes(responses.quakes[i], exchange(i, Parties::requireQuery),
                        String.join(" ", stack, profile, suite, workload, describe(), "exchange", requests.exchanges.get(i).id()));
            }
        }

        /** One exchange; {@code service} receives what the server bound from the request. */
        Object exchange(int i, java.util.function.Consumer<Object> service) {
            service.accept(serverReceives.receive(server, clientSends.send(client, queries[i])));
            return clientReceives.receive(client, serverSends.send(server, results[i]));
        }

        private static void requireQuery(Object payload) {
            if (!Binder.isQuery(payload)) {
                throw new IllegalStateException("the server bound " + payload + ", not a query");
            }
        }
    }

    // calibrated (results/calibration/2026-11-22-234858-cold-signencr.md): the slowest result settled after
    // 28 s; warm-up = ⌈1.25 × that⌉. In 100 cold iterations (…2026-11-23-063756-cold-long-signencr.md) seven
    // results settled within 18 s; wss4j-stax small fell until the 50th, MSER's limit, and rose again by
    // 10-30% after the 80th: a level that wanders, which a longer warm-up does not settle.
    @Benchmark
    @Warmup(iterations = 35, time = 1)
    public Object exchange(Parties p, Blackhole bh) {
        Ruler.pay();
        return p.exchange(p.requests.next(), bh::consume);
    }
}
