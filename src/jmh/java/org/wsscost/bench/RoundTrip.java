package org.wsscost.bench;

import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.wsscost.bind.Binder;
import org.wsscost.bind.Query;
import org.wsscost.seismic.Direction;
import org.wsscost.stack.Stack;
import org.wsscost.stack.StackId;

/**
 * The article's exchange, in-process, one recorded query per operation: the client marshals and
 * serialises the request; the server builds and binds it, marshals and serialises the recorded
 * response (standing in for its catalogue search); the client builds and binds the response.
 * Client and server are separate stack instances with nothing shared but the JAXB context.
 */
public class RoundTrip extends Defaults {

    @State(Scope.Thread)
    public static class Parties {
        @Param({"wss4j-dom", "wss4j-stax", "rampart", "metro-xwss"})
        public String stack;
        @Param({"small", "large"})
        public String workload;

        Stack client;
        Stack server;
        Messages requests;
        Object[] queries;
        Object[] results;

        /** Binds the recorded payloads and proves one full exchange per message yields its quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            var jaxb = Binder.context();
            StackId id = StackId.of(stack);
            client = id.create(jaxb);
            server = id.create(jaxb);
            requests = new Messages(workload, Direction.REQUEST.id());
            Messages responses = new Messages(requests.exchanges, Direction.RESPONSE);
            queries = new Object[requests.size()];
            results = new Object[requests.size()];
            for (int i = 0; i < queries.length; i++) {
                queries[i] = client.bind(client.build(requests.bytes[i]));
                results[i] = server.bind(server.build(responses.bytes[i]));
                Binder.requireQuakes(responses.quakes[i], exchange(i, Parties::requireQuery),
                        stack + " " + workload + " exchange " + requests.exchanges.get(i).id());
            }
        }

        /** One exchange; {@code service} receives what the service bound from the request. */
        Object exchange(int i, Consumer<Object> service) {
            byte[] request = client.serialize(client.marshal(queries[i]));
            service.accept(server.bind(server.build(request)));
            byte[] response = server.serialize(server.marshal(results[i]));
            return client.bind(client.build(response));
        }

        private static void requireQuery(Object payload) {
            if (!(payload instanceof Query)) {
                throw new IllegalStateException("the server bound " + payload + ", not a query");
            }
        }
    }

    @Benchmark
    public Object exchange(Parties p, Blackhole bh) {
        return p.exchange(p.requests.next(), bh::consume);
    }
}
