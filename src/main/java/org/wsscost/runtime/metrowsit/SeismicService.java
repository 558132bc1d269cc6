package org.wsscost.runtime.metrowsit;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceProvider;
import org.wsscost.runtime.RecordedService;
import org.wsscost.runtime.Recordings;

/**
 * The seismic service as Metro deploys it; Metro marshals the recorded results into the response as it writes
 * it. The port is chosen per profile when the endpoint is made, so the annotation names none.
 */
@WebServiceProvider(targetNamespace = SeismicWsdl.NS, serviceName = "SeismicService",
        wsdlLocation = SeismicWsdl.RESOURCE)
@ServiceMode(Service.Mode.PAYLOAD)
public final class SeismicService extends RecordedService {

    SeismicService(Recordings recordings, JAXBContext jaxb) {
        super(recordings, jaxb);
    }
}
