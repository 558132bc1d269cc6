package org.wsscost.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.bind.JAXBContext;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;

/** Each stack's plain stages do the real work, on every recorded message of every workload. */
class PlainPipelineTest {
    private static final JAXBContext JAXB = Binder.context();

    static Stream<Arguments> stacksAndWorkloads() {
        List<Arguments> all = new ArrayList<>();
        for (StackId stack : StackId.values()) {
            for (Workload workload : Workload.values()) {
                all.add(Arguments.of(stack, workload));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("stacksAndWorkloads")
    void buildThenBindYieldsTheRecordedQuakes(StackId id, Workload workload) {
        Stack stack = id.create(JAXB);
        for (Exchange x : Corpus.load(workload)) {
            Object results = stack.bind(stack.build(x.response()));
            assertEquals(x.quakes(), Binder.quakes(results), x.id());
            assertEquals(x.quakes(), Fingerprint.count(results), x.id());
            assertEquals(0, Binder.quakes(stack.bind(stack.build(x.request()))), x.id());
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("stacksAndWorkloads")
    void serialisedModelsAndMarshalledPayloadsReadBackTheSame(StackId id, Workload workload) {
        Stack stack = id.create(JAXB);
        Stack reader = StackId.WSS4J_DOM.create(JAXB);
        for (Exchange x : Corpus.load(workload)) {
            for (Direction d : Direction.values()) {
                byte[] recorded = x.message(d);
                String expected = Fingerprint.of(reader.bind(reader.build(recorded)));
                byte[] reserialized = stack.serialize(stack.build(recorded));
                assertEquals(expected, Fingerprint.of(reader.bind(reader.build(reserialized))), x.id() + " " + d.id());
                byte[] written = stack.serialize(stack.marshal(stack.bind(stack.build(recorded))));
                assertEquals(expected, Fingerprint.of(reader.bind(reader.build(written))), x.id() + " " + d.id());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(StackId.class)
    void parseVisitsEveryElement(StackId id) {
        Stack stack = id.create(JAXB);
        Exchange x = Corpus.load(Workload.LADDER_100).get(0);
        long events = stack.parse(x.response());
        // each quake is at least a start and an end event
        assertTrue(events > 2L * x.quakes(), "events " + events);
    }

    @ParameterizedTest
    @EnumSource(StackId.class)
    void modelsAreTheStacksOwn(StackId id) {
        Stack stack = id.create(JAXB);
        byte[] msg = Corpus.load(Workload.LADDER_10).get(0).response();
        Object model = stack.build(msg);
        String type = switch (id) {
            case WSS4J_DOM -> "com.sun.org.apache.xerces";
            case WSS4J_STAX -> "org.wsscost.stack.wss4jstax.WireMessage";
            case RAMPART, RAMPART_STEPS, RAMPART_15 -> "org.apache.axiom.soap.impl.llom";
            case AXIS1 -> "org.apache.axis.Message";
            case METRO_XWSS, METRO_15 -> "com.sun.xml.messaging.saaj";
            // DOMInHandler's DOM, from the Xerces 2.7.1 of the stack's own loader
            case XFIRE -> "org.apache.xerces.dom";
            case SPRING_WS -> "org.springframework.ws.soap.saaj.SaajSoapMessage";
            case CXF -> "org.apache.cxf.binding.soap.SoapMessage";
            case CXF_STAX -> "org.wsscost.stack.cxfstax.Written";
        };
        assertTrue(model.getClass().getName().startsWith(type), model.getClass().getName());
        assertNotSame(model, stack.build(msg));
    }

    @ParameterizedTest
    @EnumSource(StackId.class)
    void malformedXmlIsRejected(StackId id) {
        Stack stack = id.create(JAXB);
        byte[] broken = "<soapenv:Envelope xmlns:soapenv='http://schemas.xmlsoap.org/soap/envelope/'><soapenv:Body><query"
                .getBytes(StandardCharsets.UTF_8);
        assertThrows(RuntimeException.class, () -> stack.bind(stack.build(broken)));
        assertThrows(IllegalArgumentException.class, () -> stack.parse(broken));
    }

    @Test
    void anUnknownStackListsTheValidOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StackId.of("axis9"));
        assertEquals("unknown stack 'axis9'; valid: wss4j-dom, wss4j-stax, rampart, rampart-steps, rampart-1.5, axis1, metro-xwss, metro-1.5, xfire, spring-ws, cxf, cxf-stax", e.getMessage());
    }
}
