package org.wsscost.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayOutputStream;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axiom.soap.SOAPEnvelope;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Stax;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.stack.StackId;

/**
 * What the stacks bind with agrees with the schema: the hand-written JAXB classes in {@code org.wsscost.payload}
 * (which the stacks still use) marshal valid payloads that xjc's classes bind to the recorded records, and ADB
 * binds the payload as Axis2 hands it over, from Axiom's StAX view of the built envelope.
 */
class StackBindingsTest {
    private static final JAXBContext HAND_WRITTEN = Binder.context();
    private static final Stax STAX = new Stax();

    @ParameterizedTest
    @EnumSource(value = Workload.class, names = {"SMALL", "LADDER_1", "LADDER_10", "LADDER_100", "LADDER_1000",
            "LADDER_10000"})
    void theHandWrittenJaxbClassesMarshalValidPayloadsWithTheRecordedValues(Workload workload)
            throws XMLStreamException {
        Binder handWritten = new Binder(HAND_WRITTEN);
        PayloadBinder generated = Binding.JAXB.binder(STAX);
        SeismicSchema schema = new SeismicSchema();
        for (Exchange x : Corpus.load(workload)) {
            for (Direction d : Direction.values()) {
                String where = x.id() + " " + d.id();
                byte[] payload = Stax.payload(x.message(d));
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                XMLStreamWriter writer = STAX.writer(out);
                handWritten.marshal(handWritten.unmarshal(STAX.reader(payload)), writer);
                writer.close();
                schema.validate(out.toByteArray(), where);
                assertEquals(generated.toRecords(generated.bind(STAX.reader(payload))),
                        generated.toRecords(generated.bind(STAX.reader(out.toByteArray()))), where);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(value = Workload.class, names = {"SMALL", "LADDER_10000"})
    void adbBindsFromAxiomsStaxViewAsAxis2Does(Workload workload) throws XMLStreamException {
        var rampart = StackId.RAMPART_STEPS.create(HAND_WRITTEN);
        PayloadBinder adb = Binding.ADB.binder(STAX);
        for (Exchange x : Corpus.load(workload)) {
            SOAPEnvelope envelope = (SOAPEnvelope) rampart.build(x.response());
            XMLStreamReader axiom = envelope.getBody().getFirstElement().getXMLStreamReader(false);
            axiom.nextTag();
            assertEquals(adb.toRecords(adb.bind(STAX.reader(Stax.payload(x.response())))),
                    adb.toRecords(adb.bind(axiom)), x.id());
        }
    }
}
