package org.wsscost.runtime;

import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.payload.JaxbResults;
import org.wsscost.pipeline.Soap;

/**
 * The recorded exchanges as a runtime uses them, bound once: the queries its client sends, in recorded order,
 * and the results its service answers each query with.
 */
public record Recordings(List<Recorded> queries, Map<QueryKey, JaxbResults> responses) {

    /** A recorded exchange as the client sends it: the query bound from the recorded request. */
    public record Recorded(String id, JaxbQuery query, int quakes) {
    }

    /** Binds every exchange's query and results; a query recorded twice must have the same results. */
    public static Recordings bind(List<Exchange> exchanges, JAXBContext jaxb) {
        Binder binder = new Binder(jaxb);
        XMLInputFactory xml = XMLInputFactory.newInstance();
        List<Recorded> queries = new ArrayList<>();
        Map<QueryKey, JaxbResults> responses = new HashMap<>();
        for (Exchange x : exchanges) {
            JaxbQuery query = (JaxbQuery) payload(xml, binder, x.request(), x.id());
            JaxbResults results = (JaxbResults) payload(xml, binder, x.response(), x.id());
            JaxbResults before = responses.put(QueryKey.of(query), results);
            if (before != null && before.quakeCount() != results.quakeCount()) {
                throw new IllegalArgumentException("exchange " + x.id() + " repeats an earlier query with other results");
            }
            queries.add(new Recorded(x.id(), query, x.quakes()));
        }
        return new Recordings(List.copyOf(queries), Map.copyOf(responses));
    }

    /** The results recorded for a request's bound payload; anything but a recorded query is refused. */
    public JaxbResults answer(Object payload) {
        if (!(payload instanceof JaxbQuery query)) {
            throw new IllegalArgumentException("the service takes a query, not " + payload);
        }
        JaxbResults results = responses.get(QueryKey.of(query));
        if (results == null) {
            throw new IllegalArgumentException("no recorded response for " + QueryKey.of(query));
        }
        return results;
    }

    /**
     * The queries of {@code recorded}, in order, once {@code exchange} has returned each one's recorded
     * quakes: what a benchmark sends, proven to be answered. {@code label} names the runtime and parameters.
     */
    public static JaxbQuery[] checked(List<Recorded> recorded, Function<JaxbQuery, Object> exchange, String label) {
        JaxbQuery[] queries = new JaxbQuery[recorded.size()];
        for (int i = 0; i < queries.length; i++) {
            Recorded r = recorded.get(i);
            queries[i] = r.query();
            Binder.requireQuakes(r.quakes(), exchange.apply(r.query()), label + " exchange " + r.id());
        }
        return queries;
    }

    private static Object payload(XMLInputFactory xml, Binder binder, byte[] envelope, String id) {
        try {
            XMLStreamReader reader = xml.createXMLStreamReader(new ByteArrayInputStream(envelope));
            Soap.toPayload(reader);
            return binder.unmarshal(reader);
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("exchange " + id + ": malformed envelope: " + e.getMessage(), e);
        }
    }
}
