package org.wsscost.bench;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.wsscost.bind.Binder;
import org.wsscost.stack.Stack;
import org.wsscost.stack.StackId;

/**
 * The sender's phases, plain (no security): marshal (seismic objects → a new envelope in the stack's
 * model) → serialize, and the direction total. Payloads are bound from the recorded messages in
 * setup; marshal builds a new model every call and serialize does not change the model it writes.
 */
public class Outbound extends Defaults {

    @State(Scope.Thread)
    public static class Payloads {
        @Param({"wss4j-dom", "wss4j-stax", "rampart", "metro-xwss"})
        public String stack;
        @Param({"small", "large"})
        public String workload;
        @Param({"request", "response"})
        public String direction;

        Stack pipeline;
        Messages messages;
        Object[] payloads;

        /** Binds every recorded message, and proves that what the stack writes binds back to it. */
        @Setup(Level.Trial)
        public void setUp() {
            pipeline = StackId.of(stack).create(Binder.context());
            messages = new Messages(workload, direction);
            payloads = new Object[messages.size()];
            for (int i = 0; i < payloads.length; i++) {
                payloads[i] = pipeline.bind(pipeline.build(messages.bytes[i]));
                byte[] written = pipeline.serialize(pipeline.marshal(payloads[i]));
                Binder.requireQuakes(messages.quakes[i], pipeline.bind(pipeline.build(written)),
                        stack + " " + workload + " " + direction + " " + messages.exchanges.get(i).id() + " written");
            }
        }
    }

    /** Models marshalled once per trial, for the phase that starts from a model. */
    @State(Scope.Thread)
    public static class Marshalled {
        Object[] models;

        @Setup(Level.Trial)
        public void setUp(Payloads in) {
            models = new Object[in.payloads.length];
            for (int i = 0; i < models.length; i++) {
                models[i] = in.pipeline.marshal(in.payloads[i]);
            }
        }
    }

    @Benchmark
    public Object marshal(Payloads in) {
        return in.pipeline.marshal(in.payloads[in.messages.next()]);
    }

    @Benchmark
    public byte[] serialize(Payloads in, Marshalled m) {
        return in.pipeline.serialize(m.models[in.messages.next()]);
    }

    @Benchmark
    public byte[] total(Payloads in) {
        Stack s = in.pipeline;
        return s.serialize(s.marshal(in.payloads[in.messages.next()]));
    }
}
