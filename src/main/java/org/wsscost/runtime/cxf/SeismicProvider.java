package org.wsscost.runtime.cxf;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.Provider;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceProvider;
import javax.xml.transform.Source;
import org.wsscost.payload.Binder;
import org.wsscost.runtime.Recordings;

/**
 * The seismic service as CXF runs it, in payload mode: the request's payload (after CXF's security has processed
 * it) arrives as the {@link Source} CXF's source data binding makes by default (a streaming one, over the
 * message's reader), is bound to a query, and the recorded results for that query, standing in for the
 * catalogue search, go back as a source CXF writes into the response. The runtime's deployment names the WSDL
 * and port, so the annotation names neither.
 */
@WebServiceProvider(targetNamespace = CxfWsdl.NS, serviceName = "SeismicService")
@ServiceMode(Service.Mode.PAYLOAD)
public final class SeismicProvider implements Provider<Source> {
    private final Recordings recordings;
    /** The local transport runs the service on the caller's thread; a binder per thread keeps any caller right. */
    private final ThreadLocal<Binder> binders;

    SeismicProvider(Recordings recordings, JAXBContext jaxb) {
        this.recordings = recordings;
        this.binders = ThreadLocal.withInitial(() -> new Binder(jaxb));
    }

    @Override
    public Source invoke(Source request) {
        Binder binder = binders.get();
        return binder.source(recordings.answer(binder.unmarshal(request)));
    }
}
