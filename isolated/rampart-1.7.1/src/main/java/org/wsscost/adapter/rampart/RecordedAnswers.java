package org.wsscost.adapter.rampart;

import java.io.ByteArrayInputStream;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamReader;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.soap.SOAPEnvelope;
import org.apache.axiom.soap.SOAPFactory;
import org.apache.axis2.AxisFault;
import org.apache.axis2.context.MessageContext;
import org.apache.axis2.databinding.ADBException;
import org.apache.axis2.receivers.AbstractInOutMessageReceiver;
import org.wsscost.adapter.rampart.adb.Query;
import org.wsscost.adapter.rampart.adb.Results;

/**
 * The seismic service's operation as Axis2 1.7's generated ADB message receivers run one: the request's payload
 * (after Rampart has processed it) bound to a query by the ADB factory, and the results for that query, standing in
 * for the catalogue search, put into the response envelope as an ADB element Axis2 writes when it sends. The results
 * are the recorded ones, bound once.
 */
final class RecordedAnswers extends AbstractInOutMessageReceiver {
    private final Map<Key, Results> answers = new HashMap<>();

    /** A query by content, so that a query bound again from the wire finds its results. */
    private record Key(Long minDate, Long maxDate, float minLong, float maxLong, float minLat, float maxLat,
            float minMag, float maxMag, float minDepth, float maxDepth) {

        static Key of(Query q) {
            return new Key(millis(q.getMinDate()), millis(q.getMaxDate()), q.getMinLong(), q.getMaxLong(),
                    q.getMinLat(), q.getMaxLat(), q.getMinMag(), q.getMaxMag(), q.getMinDepth(), q.getMaxDepth());
        }

        private static Long millis(Calendar c) {
            return c == null ? null : c.getTimeInMillis();
        }
    }

    /** The recorded exchanges' envelopes, request and response by index; a query recorded twice must have the same results. */
    RecordedAnswers(List<byte[]> requests, List<byte[]> responses) {
        for (int i = 0; i < requests.size(); i++) {
            Key key = Key.of(query(requests.get(i)));
            Results results = (Results) parse(responses.get(i), false);
            Results before = answers.put(key, results);
            if (before != null && before.getCount() != results.getCount()) {
                throw new IllegalArgumentException("rampart: recorded exchange " + i + " repeats a query with other results");
            }
        }
    }

    /** A recorded request's query, as the client sends it. */
    static Query query(byte[] envelope) {
        return (Query) parse(envelope, true);
    }

    @Override
    public void invokeBusinessLogic(MessageContext in, MessageContext out) throws AxisFault {
        Query query;
        try {
            query = Query.Factory.parse(in.getEnvelope().getBody().getFirstElement().getXMLStreamReaderWithoutCaching());
        } catch (Exception e) {
            // the generated parse declares Exception; a message it cannot bind is the client's fault
            throw AxisFault.makeFault(e);
        }
        Results results = answers.get(Key.of(query));
        if (results == null) {
            throw new AxisFault("no recorded response for the query " + Key.of(query));
        }
        SOAPFactory soap = getSOAPFactory(in);
        SOAPEnvelope envelope = soap.getDefaultEnvelope();
        try {
            envelope.getBody().addChild(results.getOMElement(Results.MY_QNAME, soap));
        } catch (ADBException e) {
            throw AxisFault.makeFault(e);
        }
        out.setEnvelope(envelope);
    }

    private static Object parse(byte[] envelope, boolean query) {
        OMElement payload = OMXMLBuilderFactory.createSOAPModelBuilder(new ByteArrayInputStream(envelope), "UTF-8")
                .getSOAPEnvelope().getBody().getFirstElement();
        XMLStreamReader reader = payload.getXMLStreamReaderWithoutCaching();
        try {
            return query ? Query.Factory.parse(reader) : Results.Factory.parse(reader);
        } catch (Exception e) {
            // the generated parse methods declare Exception
            throw new IllegalArgumentException("rampart: a recorded " + (query ? "request" : "response") + ": " + e, e);
        }
    }
}
