package org.wsscost.stack.springws;

import java.io.IOException;
import javax.xml.parsers.SAXParser;
import javax.xml.transform.Source;
import org.springframework.ws.WebServiceException;
import org.springframework.ws.soap.SoapVersion;
import org.springframework.ws.soap.saaj.SaajSoapMessage;
import org.springframework.ws.soap.saaj.SaajSoapMessageFactory;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * Spring Web Services on SAAJ, its default message factory ({@link SaajSoapMessageFactory}), here
 * over Metro's SAAJ implementation, the one on the classpath. The model is Spring-WS's
 * {@link SaajSoapMessage}; payloads go through {@code getPayloadSource()}/{@code getPayloadResult()}
 * with JAXB, as Spring's JAXB payload processors do. SAAJ parses with the JDK's SAX parser, so that
 * parser's pass is the parse floor.
 */
public final class SpringWsStack implements Stack {
    private final Binder binder;
    private final SaajSoapMessageFactory messages = factory();
    private final SAXParser sax = Soap.saxParser();

    public SpringWsStack(Binder binder) {
        this.binder = binder;
    }

    /** A SOAP 1.1 factory, set up as a Spring context would set up the bean. */
    public static SaajSoapMessageFactory factory() {
        SaajSoapMessageFactory factory = new SaajSoapMessageFactory();
        factory.setSoapVersion(SoapVersion.SOAP_11);
        factory.afterPropertiesSet();
        return factory;
    }

    @Override
    public long parse(byte[] message) {
        return Soap.drain(sax, message);
    }

    /** As a transport receives: the factory reads the stream and asks for the envelope, which builds SAAJ's DOM. */
    @Override
    public SaajSoapMessage build(byte[] message) {
        try {
            return messages.createWebServiceMessage(new WireInput(message));
        } catch (IOException | WebServiceException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] serialize(Object model) {
        return Soap.written("spring-ws", out -> ((SaajSoapMessage) model).writeTo(out));
    }

    @Override
    public Object bind(Object model) {
        Source payload = ((SaajSoapMessage) model).getPayloadSource();
        if (payload == null) {
            throw new IllegalArgumentException("SOAP Body is empty");
        }
        return binder.unmarshal(payload);
    }

    @Override
    public SaajSoapMessage marshal(Object payload) {
        SaajSoapMessage message = messages.createWebServiceMessage();
        binder.marshal(payload, message.getPayloadResult());
        return message;
    }

    @Override
    public Security security(Policy policy, Keys keys) {
        return policy.profile().secured() ? SpringWsSecurity.of(policy, new Wss4jKeys(keys), messages)
                : Security.none(policy);
    }
}
