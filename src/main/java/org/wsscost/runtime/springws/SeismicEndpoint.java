package org.wsscost.runtime.springws;

import javax.xml.transform.Source;
import org.springframework.ws.context.MessageContext;
import org.springframework.ws.server.endpoint.MessageEndpoint;
import org.wsscost.payload.Binder;
import org.wsscost.runtime.Recordings;

/**
 * The seismic service as a Spring-WS endpoint. It binds the request's payload (the interceptor has validated
 * and decrypted it by now) and marshals the recorded results for that query into the response's payload, the
 * two calls Spring's JAXB processors make for an {@code @Endpoint} method: unmarshal {@code getPayloadSource()},
 * marshal into {@code getPayloadResult()}. The recorded results stand in for the catalogue search. The
 * binder is the runtime's server binder: the runtime is one per thread, so its endpoint is called from one.
 */
record SeismicEndpoint(Recordings recordings, Binder binder) implements MessageEndpoint {

    @Override
    public void invoke(MessageContext context) {
        Source payload = context.getRequest().getPayloadSource();
        if (payload == null) {
            throw new IllegalArgumentException("the request's Body is empty");
        }
        binder.marshal(recordings.answer(binder.unmarshal(payload)), context.getResponse().getPayloadResult());
    }
}
