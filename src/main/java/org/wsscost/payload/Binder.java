package org.wsscost.payload;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.util.JAXBSource;
import java.io.ByteArrayInputStream;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.Result;
import javax.xml.transform.Source;
import javax.xml.transform.stream.StreamSource;
import javax.xml.stream.XMLStreamWriter;
import org.apache.axis2.databinding.ADBBean;
import org.w3c.dom.Node;
import org.wsscost.binding.adb.AdbBinder;

/**
 * JAXB binding of the seismic payload. The context is costly and thread-safe: make one per trial
 * ({@link #context()}); a Binder holds an unmarshaller and a marshaller, so make one per thread.
 */
public final class Binder {
    private final Unmarshaller unmarshaller;
    private final Marshaller marshaller;
    /** SAX-fed models (Axiom) add children only when the document ends, so no fragment mode there. */
    private final Marshaller documentMarshaller;

    public Binder(JAXBContext context) {
        try {
            unmarshaller = context.createUnmarshaller();
            marshaller = context.createMarshaller();
            marshaller.setProperty(Marshaller.JAXB_FRAGMENT, Boolean.TRUE);
            documentMarshaller = context.createMarshaller();
        } catch (JAXBException e) {
            throw new IllegalStateException("JAXB: " + e, e);
        }
    }

    public static JAXBContext context() {
        try {
            return JAXBContext.newInstance(JaxbQuery.class, JaxbResults.class);
        } catch (JAXBException e) {
            throw new IllegalStateException("JAXB context for the seismic payload: " + e, e);
        }
    }

    /** Binds a payload element (a namespace-aware DOM node) to a {@link JaxbQuery} or {@link JaxbResults}. */
    public Object unmarshal(Node payload) {
        try {
            return unmarshaller.unmarshal(payload);
        } catch (JAXBException e) {
            throw new IllegalStateException("bind: " + e, e);
        }
    }

    /** Binds the payload element the reader is positioned on; leaves the reader after its end tag. */
    public Object unmarshal(XMLStreamReader payload) {
        try {
            return unmarshaller.unmarshal(payload);
        } catch (JAXBException e) {
            throw new IllegalStateException("bind: " + e, e);
        }
    }

    /** Binds a payload handed over as a {@link Source} (a JAX-WS {@code Provider}'s or {@code Dispatch}'s). */
    public Object unmarshal(Source payload) {
        try {
            return unmarshaller.unmarshal(payload);
        } catch (JAXBException e) {
            throw new IllegalStateException("bind: " + e, e);
        }
    }

    /** The payload as a {@link Source} that marshals when read, with this binder's marshaller. */
    public Source source(Object payload) {
        try {
            return new JAXBSource(documentMarshaller, payload);
        } catch (JAXBException e) {
            throw new IllegalStateException("marshal: " + e, e);
        }
    }

    /** Appends the payload as the last child of {@code parent}. */
    public void marshal(Object payload, Node parent) {
        try {
            marshaller.marshal(payload, parent);
        } catch (JAXBException e) {
            throw new IllegalStateException("marshal: " + e, e);
        }
    }

    public void marshal(Object payload, XMLStreamWriter out) {
        try {
            marshaller.marshal(payload, out);
        } catch (JAXBException e) {
            throw new IllegalStateException("marshal: " + e, e);
        }
    }

    /** Marshals as a whole document, with start and end events. */
    public void marshal(Object payload, Result out) {
        try {
            documentMarshaller.marshal(payload, out);
        } catch (JAXBException e) {
            throw new IllegalStateException("marshal: " + e, e);
        }
    }

    /**
     * Quakes held by a bound payload: a {@link JaxbResults}' bound quakes, 0 for a {@link JaxbQuery}; ADB's
     * beans too, since Rampart binds with ADB.
     */
    public static int quakes(Object payload) {
        if (payload instanceof JaxbResults r) {
            return r.quakeCount();
        }
        if (payload instanceof ADBBean bean) {
            return AdbBinder.quakes(bean);
        }
        if (payload instanceof JaxbQuery) {
            return 0;
        }
        if (payload instanceof ForeignPayload f) {
            return f.quakes();
        }
        throw new IllegalArgumentException("not a seismic payload: " + payload);
    }

    /** The first result set's area name in a bound response: JAXB's, or ADB's for Rampart. */
    public static String areaName(Object payload) {
        if (payload instanceof JaxbResults r) {
            return r.resultSets.get(0).areaName;
        }
        if (payload instanceof ADBBean bean) {
            return AdbBinder.areaName(bean);
        }
        if (payload instanceof ForeignPayload f) {
            return areaName(jaxb(f));
        }
        throw new IllegalArgumentException("not a bound response: " + payload);
    }

    /** Whether a bound payload is a query: JAXB's {@link JaxbQuery}, or ADB's for Rampart. */
    public static boolean isQuery(Object payload) {
        return payload instanceof JaxbQuery || payload instanceof org.wsscost.binding.adb.generated.Query
                || payload instanceof ForeignPayload f && jaxb(f) instanceof JaxbQuery;
    }

    /** A foreign payload read back with JAXB. */
    public static Object jaxb(ForeignPayload payload) {
        return new Binder(context()).unmarshal(new StreamSource(new ByteArrayInputStream(payload.xml())));
    }

    /** Fails, naming {@code where}, unless the payload holds exactly the recorded number of quakes. */
    public static void requireQuakes(int expected, Object payload, String where) {
        int bound = quakes(payload);
        if (bound != expected) {
            throw new IllegalStateException(where + ": bound " + bound + " quakes, recorded " + expected);
        }
    }
}
