package org.wsscost.bench;

import org.apache.axiom.soap.SOAPEnvelope;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.w3c.dom.Document;
import org.wsscost.bind.Binder;
import org.wsscost.stack.StackId;
import org.wsscost.stack.rampart.InMemoryModel;
import org.wsscost.stack.rampart.RampartStack;

/**
 * Rampart's in-memory model phase on its own: toDom (built LLOM → DOOM, before WSS4J) and fromDom
 * (DOOM → LLOM, after it). Only the rampart stack converts, so this class has no stack parameter.
 * Neither conversion changes its input (both read the source tree through its StAX view), so the
 * prebuilt LLOM envelopes and DOOM documents are reused.
 */
public class Conversion extends Defaults {

    @State(Scope.Thread)
    public static class Models {
        @Param({"small", "large"})
        public String workload;
        @Param({"request", "response"})
        public String direction;

        final InMemoryModel conversion = new InMemoryModel();
        Messages messages;
        SOAPEnvelope[] llom;
        Document[] doom;

        /** Builds both models of every message, and proves the converted tree binds to the recorded quakes. */
        @Setup(Level.Trial)
        public void setUp() {
            RampartStack rampart = (RampartStack) StackId.RAMPART.create(Binder.context());
            messages = new Messages(workload, direction);
            llom = new SOAPEnvelope[messages.size()];
            doom = new Document[messages.size()];
            for (int i = 0; i < llom.length; i++) {
                llom[i] = rampart.build(messages.bytes[i]);
                doom[i] = conversion.toDom(llom[i]);
                Binder.requireQuakes(messages.quakes[i], rampart.bind(conversion.fromDom(doom[i])),
                        "rampart " + workload + " " + direction + " " + messages.exchanges.get(i).id() + " LLOM→DOOM→LLOM");
            }
        }
    }

    @Benchmark
    public Document toDom(Models m) {
        return m.conversion.toDom(m.llom[m.messages.next()]);
    }

    @Benchmark
    public SOAPEnvelope fromDom(Models m) {
        return m.conversion.fromDom(m.doom[m.messages.next()]);
    }
}
