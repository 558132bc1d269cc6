package org.wsscost.runtime;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.Provider;
import javax.xml.transform.Source;
import org.wsscost.payload.Binder;

/**
 * The seismic service as a JAX-WS runtime runs it in payload mode: the request's payload (after the runtime's
 * security has processed it) is bound to a query, and the recorded results for that query, standing in for the
 * catalogue search, go back as a source the runtime writes into the response. Each runtime's subclass only
 * carries the annotations that deploy it.
 */
public abstract class RecordedService implements Provider<Source> {
    private final Recordings recordings;
    /** The in-JVM transports run the service on the caller's thread; a binder per thread keeps any caller right. */
    private final ThreadLocal<Binder> binders;

    protected RecordedService(Recordings recordings, JAXBContext jaxb) {
        this.recordings = recordings;
        this.binders = ThreadLocal.withInitial(() -> new Binder(jaxb));
    }

    @Override
    public Source invoke(Source request) {
        Binder binder = binders.get();
        return binder.source(recordings.answer(binder.unmarshal(request)));
    }
}
