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
 * The receiver's phases, plain (no security): parse → build → bind, and the direction total.
 * None of them mutates its input, so prebuilt inputs are reused as they cycle.
 */
public class Inbound extends Defaults {

    @State(Scope.Thread)
    public static class Input {
        @Param({"wss4j-dom", "wss4j-stax", "rampart", "metro-xwss"})
        public String stack;
        @Param({"small", "large"})
        public String workload;
        @Param({"request", "response"})
        public String direction;

        Stack pipeline;
        Messages messages;

        /** Loads the messages and proves the stack binds each one to its recorded quake count. */
        @Setup(Level.Trial)
        public void setUp() {
            pipeline = StackId.of(stack).create(Binder.context());
            messages = new Messages(workload, direction);
            for (int i = 0; i < messages.size(); i++) {
                Binder.requireQuakes(messages.quakes[i], pipeline.bind(pipeline.build(messages.bytes[i])),
                        stack + " " + workload + " " + direction + " " + messages.exchanges.get(i).id());
            }
        }
    }

    /** Models built once per trial, for the phase that starts from a model. */
    @State(Scope.Thread)
    public static class Built {
        Object[] models;

        @Setup(Level.Trial)
        public void setUp(Input in) {
            models = new Object[in.messages.size()];
            for (int i = 0; i < models.length; i++) {
                models[i] = in.pipeline.build(in.messages.bytes[i]);
            }
        }
    }

    @Benchmark
    public long parse(Input in) {
        return in.pipeline.parse(in.messages.bytes[in.messages.next()]);
    }

    @Benchmark
    public Object build(Input in) {
        return in.pipeline.build(in.messages.bytes[in.messages.next()]);
    }

    @Benchmark
    public Object bind(Input in, Built built) {
        return in.pipeline.bind(built.models[in.messages.next()]);
    }

    @Benchmark
    public Object total(Input in) {
        Stack s = in.pipeline;
        return s.bind(s.build(in.messages.bytes[in.messages.next()]));
    }
}
