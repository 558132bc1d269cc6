package org.wsscost.runtime.cxf;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.ws.Service;
import jakarta.xml.ws.ServiceMode;
import jakarta.xml.ws.WebServiceProvider;
import org.wsscost.runtime.RecordedService;
import org.wsscost.runtime.Recordings;

/**
 * The seismic service as CXF deploys it: the request's payload arrives as the source CXF's source data binding
 * makes by default (a streaming one, over the message's reader). The runtime's deployment names the WSDL and
 * port, so the annotation names neither.
 */
@WebServiceProvider(targetNamespace = CxfWsdl.NS, serviceName = "SeismicService")
@ServiceMode(Service.Mode.PAYLOAD)
public final class SeismicProvider extends RecordedService {

    SeismicProvider(Recordings recordings, JAXBContext jaxb) {
        super(recordings, jaxb);
    }
}
