package org.wsscost.bench;

import javax.xml.stream.XMLStreamReader;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.wsscost.binding.Binding;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Stax;
import org.wsscost.corpus.Results;
import org.wsscost.harness.Ruler;

/**
 * The data binding comparison of the published studies, on the seismic payloads: JAXB, ADB, XMLBeans and
 * JiBX, each on its classes generated from {@code seismic.xsd}, all fed the same Woodstox reader over the
 * payload's bytes (the Body's element, no envelope) and writing to the same Woodstox writer (XMLBeans, which
 * has no StAX output, with its own serializer). Nothing here changes its input: payload bytes and the objects
 * to marshal are made once per trial and reused.
 */
public class Bind extends Defaults {

    @State(Scope.Thread)
    public static class Payloads {
        @Param({"jaxb", "adb", "xmlbeans", "jibx"})
        public String binding;
        // the default job's: binding a small response takes microseconds, a large one milliseconds, where
        // the frameworks differ in what a stack pays; -p workload=small,large adds small (the full matrix)
        @Param({"large"})
        public String workload;
        @Param({"response"})
        public String direction;

        final Stax stax = new Stax();
        PayloadBinder binder;
        Messages messages;
        byte[][] payloads;
        /** The framework's objects for each message, made from the records the payload binds to. */
        Object[] objects;

        /** By turns, each iteration starts the cycle where the other side's does ({@link Messages#startIteration}). */
        @Setup(Level.Iteration)
        public void startIteration() {
            messages.startIteration();
        }

        /**
         * Proves the binder yields each message's recorded quake count, and that what it marshals binds back
         * to the same records.
         */
        @Setup(Level.Trial)
        public void setUp() {
            binder = Binding.of(binding).binder(stax);
            messages = new Messages(workload, direction);
            payloads = new byte[messages.size()][];
            objects = new Object[messages.size()];
            for (int i = 0; i < payloads.length; i++) {
                String where = binding + " " + workload + " " + direction + " " + messages.exchanges.get(i).id();
                payloads[i] = Stax.payload(messages.bytes[i]);
                Object records = binder.toRecords(binder.bind(stax.reader(payloads[i])));
                int quakes = records instanceof Results r ? r.count() : 0;
                if (quakes != messages.quakes[i]) {
                    throw new IllegalStateException(where + ": bound " + quakes + " quakes, recorded "
                            + messages.quakes[i]);
                }
                objects[i] = binder.fromRecords(records);
                if (!records.equals(binder.toRecords(binder.bind(stax.reader(binder.marshal(objects[i])))))) {
                    throw new IllegalStateException(where + ": marshalled payload binds to other records");
                }
            }
        }
    }

    /** Payload bytes → the framework's objects, through a new reader over the bytes. */
    // calibrated: the slowest result settled after 18 s; warm-up = ⌈1.25 × that⌉
    // (results/calibration/2026-11-23-062217-cold-phases-signencr.md)
    @Benchmark
    @Warmup(iterations = 23, time = 1)
    public Object bind(Payloads p) {
        Ruler.pay();
        XMLStreamReader reader = p.stax.reader(p.payloads[p.messages.next()]);
        return p.binder.bind(reader);
    }

    /** The framework's objects → payload bytes. */
    // calibrated on large, the default workload: the slowest result settled after 7 s; warm-up = ⌈1.25 ×
    // that⌉ (results/calibration/2026-11-23-062217-cold-phases-signencr.md; on small, 20 s)
    @Benchmark
    @Warmup(iterations = 9, time = 1)
    public byte[] marshal(Payloads p) {
        Ruler.pay();
        return p.binder.marshal(p.objects[p.messages.next()]);
    }
}
