package org.wsscost.binding;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.binding.framework.PayloadBinder;
import org.wsscost.binding.framework.Stax;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Results;
import org.wsscost.corpus.Workload;
import org.wsscost.corpus.record.SeismicXml;

/**
 * The schema describes every recorded message, and the four frameworks' generated classes bind every one of
 * them to the very values the recorder wrote (re-writing the bound records gives the recorded bytes back),
 * marshal what they bound into valid payloads, and bind those back to equal records.
 */
class BindingTest {
    private static final Stax STAX = new Stax();
    private static final Map<Workload, List<Exchange>> CORPUS = new EnumMap<>(Workload.class);

    private static synchronized List<Exchange> corpus(Workload workload) {
        return CORPUS.computeIfAbsent(workload, Corpus::load);
    }

    static Stream<Arguments> bindingsAndWorkloads() {
        List<Arguments> all = new ArrayList<>();
        for (Binding b : Binding.values()) {
            for (Workload w : Workload.values()) {
                all.add(Arguments.of(b, w));
            }
        }
        return all.stream();
    }

    @ParameterizedTest
    @EnumSource(Workload.class)
    void everyRecordedPayloadValidatesAgainstTheSchema(Workload workload) {
        SeismicSchema schema = new SeismicSchema();
        for (Exchange x : corpus(workload)) {
            for (Direction d : Direction.values()) {
                schema.validate(Stax.payload(x.message(d)), x.id() + " " + d.id());
            }
        }
    }

    @Test
    void theSchemaRejectsAQuakeWithoutItsRegion() {
        byte[] payload = Stax.payload(corpus(Workload.LADDER_1).get(0).response());
        byte[] broken = new String(payload, StandardCharsets.UTF_8).replaceFirst(" region=\"rgn[0-9]+\"", "")
                .getBytes(StandardCharsets.UTF_8);
        assertThrows(AssertionError.class, () -> new SeismicSchema().validate(broken, "edited"));
    }

    /** Every recorded message: JAXB's records re-written are the recorded bytes, and every binding's equal JAXB's. */
    @ParameterizedTest
    @EnumSource(Workload.class)
    void everyBindingYieldsTheRecordedValuesAndTheSameRecordsAsEveryOther(Workload workload) {
        Map<Binding, PayloadBinder> binders = new EnumMap<>(Binding.class);
        for (Binding b : Binding.values()) {
            binders.put(b, b.binder(STAX));
        }
        PayloadBinder jaxb = binders.get(Binding.JAXB);
        for (Exchange x : corpus(workload)) {
            byte[] response = Stax.payload(x.response());
            byte[] request = Stax.payload(x.request());
            Results jaxbResults = (Results) jaxb.toRecords(jaxb.bind(STAX.reader(response)));
            Query jaxbQuery = (Query) jaxb.toRecords(jaxb.bind(STAX.reader(request)));
            assertEquals(x.quakes(), jaxbResults.count(), x.id());
            assertArrayEquals(x.response(), SeismicXml.response(jaxbResults), x.id() + " response");
            assertArrayEquals(x.request(), SeismicXml.request(jaxbQuery), x.id() + " request");
            for (Map.Entry<Binding, PayloadBinder> e : binders.entrySet()) {
                PayloadBinder b = e.getValue();
                String where = x.id() + " " + e.getKey().id();
                assertEquals(jaxbResults, b.toRecords(b.bind(STAX.reader(response))), where + " response");
                assertEquals(jaxbQuery, b.toRecords(b.bind(STAX.reader(request))), where + " request");
            }
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("bindingsAndWorkloads")
    void marshalledPayloadsAreValidAndBindBackToEqualRecords(Binding binding, Workload workload) {
        PayloadBinder binder = binding.binder(STAX);
        SeismicSchema schema = new SeismicSchema();
        List<Exchange> exchanges = corpus(workload);
        // large's first 10 exchanges hold thousands of quakes; all 100 would add seconds per binding
        for (Exchange x : workload == Workload.LARGE ? exchanges.subList(0, 10) : exchanges) {
            for (Direction d : Direction.values()) {
                String where = x.id() + " " + d.id() + " " + binding.id();
                Object records = binder.toRecords(binder.bind(STAX.reader(Stax.payload(x.message(d)))));
                byte[] marshalled = binder.marshal(binder.fromRecords(records));
                schema.validate(marshalled, where);
                assertEquals(records, binder.toRecords(binder.bind(STAX.reader(marshalled))), where);
            }
        }
    }

    @Test
    void conversionRejectsACountThatDisagreesWithTheQuakes() {
        byte[] payload = Stax.payload(corpus(Workload.LADDER_10).get(0).response());
        byte[] edited = new String(payload, StandardCharsets.UTF_8).replaceFirst("count=\"10\"", "count=\"11\"")
                .getBytes(StandardCharsets.UTF_8);
        for (Binding b : Binding.values()) {
            PayloadBinder binder = b.binder(STAX);
            Object bound = binder.bind(STAX.reader(edited));
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> binder.toRecords(bound));
            assertTrue(e.getMessage().contains("count=\"11\""), b.id() + ": " + e.getMessage());
        }
    }

    @Test
    void unknownBindingListsTheValidOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Binding.of("castor"));
        assertEquals("unknown binding 'castor'; valid: jaxb, adb, xmlbeans, jibx", e.getMessage());
    }
}
