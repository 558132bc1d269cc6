package org.wsscost.runtime.springws;

import javax.xml.transform.Result;
import javax.xml.transform.Source;
import org.springframework.oxm.Marshaller;
import org.springframework.oxm.Unmarshaller;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbQuery;
import org.wsscost.payload.JaxbResults;

/**
 * Spring's O/X mapping over the project's {@link Binder}, for the template's {@code marshalSendAndReceive}:
 * what a {@code Jaxb2Marshaller} is to a Spring-WS client, on the one JAXB context every stack here shares.
 * {@code Jaxb2Marshaller} would build a second context of its own and make a JAXB marshaller or unmarshaller
 * on every call; this keeps the binder's, as the spring-ws stack does, so the two bind alike.
 */
final class BinderMarshaller implements Marshaller, Unmarshaller {
    private final Binder binder;

    BinderMarshaller(Binder binder) {
        this.binder = binder;
    }

    @Override
    public boolean supports(Class<?> type) {
        return type == JaxbQuery.class || type == JaxbResults.class;
    }

    @Override
    public void marshal(Object graph, Result result) {
        binder.marshal(graph, result);
    }

    @Override
    public Object unmarshal(Source source) {
        return binder.unmarshal(source);
    }
}
