package org.wsscost.stack.springws;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
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
import org.xml.sax.SAXException;

/**
 * Spring Web Services on SAAJ, its default message factory ({@link SaajSoapMessageFactory}), here
 * over Metro's SAAJ implementation, the one on the classpath. The model is Spring-WS's
 * {@link SaajSoapMessage}; payloads go through {@code getPayloadSource()}/{@code getPayloadResult()}
 * with JAXB, as Spring's JAXB payload processors do. SAAJ parses with the JDK's SAX parser, so that
 * parser's pass is the parse floor.
 */
public final class SpringWsStack implements Stack {
    private static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private final Binder binder;
    private final SaajSoapMessageFactory messages = factory();
    private final SAXParser sax;

    public SpringWsStack(Binder binder) {
        this.binder = binder;
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setNamespaceAware(true);
            spf.setFeature(DISALLOW_DOCTYPE, true);
            sax = spf.newSAXParser();
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("spring-ws: JDK SAX setup: " + e, e);
        }
    }

    /** A SOAP 1.1 factory, set up as a Spring context would set up the bean. */
    static SaajSoapMessageFactory factory() {
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
            return messages.createWebServiceMessage(new Wire(message));
        } catch (IOException | WebServiceException e) {
            throw new IllegalArgumentException("malformed SOAP message: " + e.getMessage(), e);
        }
    }

    @Override
    public byte[] serialize(Object model) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ((SaajSoapMessage) model).writeTo(out);
        } catch (IOException e) {
            throw new IllegalStateException("spring-ws: serialize: " + e, e);
        }
        return out.toByteArray();
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
