package org.wsscost.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.harness.Ruler;
import org.wsscost.payload.Binder;
import org.wsscost.springws.PayloadAccess;

/**
 * The Spring-WS finding in our terms: messages per second through SAAJ, Axiom with the payload
 * cached, and Axiom streaming the payload uncached, on the same requests and on large responses.
 * Reported as throughput to read beside the original 34 / 31 / 182 requests a second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SpringWs extends Defaults {

    @State(Scope.Thread)
    public static class Endpoint {
        @Param({"saaj", "axiom-cached", "axiom-streaming"})
        public String access;
        // large by default, as the bindings: the default job must fit 90 minutes, and a small message
        // reads in microseconds on every path; -p workload=small,large adds it
        @Param({"large"})
        public String workload;
        @Param({"request", "response"})
        public String direction;

        PayloadAccess.Reader reader;
        Messages messages;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            messages.startIteration();
        }

        /** Proves this access path binds every message to its recorded quake count. */
        @Setup(Level.Trial)
        public void setUp() {
            reader = PayloadAccess.of(access).create(new Binder(Binder.context()));
            messages = new Messages(workload, direction);
            for (int i = 0; i < messages.size(); i++) {
                Binder.requireQuakes(messages.quakes[i], reader.read(messages.bytes[i]),
                        access + " " + workload + " " + direction + " " + messages.exchanges.get(i).id());
            }
        }
    }

    // calibrated: the slowest result settled after 8 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 10, time = 1)
    public Object payload(Endpoint e) {
        Ruler.pay();
        return e.reader.read(e.messages.bytes[e.messages.next()]);
    }
}
