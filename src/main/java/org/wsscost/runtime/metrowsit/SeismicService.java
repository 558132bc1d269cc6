package org.wsscost.runtime.metrowsit;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.Provider;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceProvider;
import javax.xml.transform.Source;
import org.wsscost.payload.Binder;
import org.wsscost.runtime.Recordings;

/**
 * The seismic service as Metro runs it: the payload of each request (after Metro's security has
 * processed it) is bound to a {@link JaxbQuery}, and the recorded {@link JaxbResults} for that query stand in
 * for the catalogue search; Metro marshals them into the response as it writes it. The port is
 * chosen per profile when the endpoint is made, so the annotation names none.
 */
@WebServiceProvider(targetNamespace = SeismicWsdl.NS, serviceName = "SeismicService",
        wsdlLocation = SeismicWsdl.RESOURCE)
@ServiceMode(Service.Mode.PAYLOAD)
public final class SeismicService implements Provider<Source> {
    private final Recordings recordings;
    /**
     * The in-VM transport runs the service on the caller's thread, so a benchmark's service sees only
     * its benchmark thread; a binder per thread keeps it correct for any other caller too.
     */
    private final ThreadLocal<Binder> binders;

    SeismicService(Recordings recordings, JAXBContext jaxb) {
        this.recordings = recordings;
        this.binders = ThreadLocal.withInitial(() -> new Binder(jaxb));
    }

    @Override
    public Source invoke(Source request) {
        Binder binder = binders.get();
        return binder.source(recordings.answer(binder.unmarshal(request)));
    }
}
