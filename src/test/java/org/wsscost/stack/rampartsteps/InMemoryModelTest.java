package org.wsscost.stack.rampartsteps;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.axiom.soap.SOAPEnvelope;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Soap;

class InMemoryModelTest {

    @ParameterizedTest
    @EnumSource(value = Workload.class, names = {"SMALL", "LARGE", "LADDER_1000"})
    void llomToDoomToLlomKeepsEveryQuake(Workload workload) {
        Binder binder = new Binder(Binder.context());
        RampartStepsStack rampart = new RampartStepsStack(binder);
        InMemoryModel conversion = new InMemoryModel();
        for (Exchange x : Corpus.load(workload)) {
            SOAPEnvelope llom = rampart.build(x.response());
            Document doom = conversion.toDom(llom);

            // DOOM is a real DOM implementation of Axiom's, not the JDK's, and WSS4J can walk it
            assertTrue(doom.getClass().getName().startsWith("org.apache.axiom.soap.impl.dom."), doom.getClass().getName());
            assertTrue(doom.getDocumentElement() instanceof SOAPEnvelope);
            assertEquals(x.quakes(), Binder.quakes(binder.unmarshal(Soap.payload(doom))), x.id());

            SOAPEnvelope back = conversion.fromDom(doom);
            assertNotSame(llom, back);
            assertFalse(back instanceof org.w3c.dom.Element, "fromDom must give LLOM, not DOOM");
            assertEquals(x.quakes(), Binder.quakes(rampart.bind(back)), x.id());
            // the source trees are left intact, so benchmarks may convert them again
            assertEquals(x.quakes(), Binder.quakes(rampart.bind(llom)), x.id());
            assertEquals(x.quakes(), Binder.quakes(binder.unmarshal(Soap.payload(doom))), x.id());
        }
    }
}
