package org.wsscost.stack.springws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.xml.soap.MessageFactory;
import jakarta.xml.soap.MimeHeaders;
import jakarta.xml.soap.SOAPConstants;
import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPMessage;
import java.io.IOException;
import java.io.InputStream;
import org.junit.jupiter.api.Test;
import org.springframework.ws.soap.saaj.SaajSoapMessage;
import org.springframework.ws.soap.saaj.SaajSoapMessageFactory;
import org.w3c.dom.Document;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/** What is Spring-WS's own in the spring-ws stack: whose SAAJ it runs on, and its document copies. */
class SpringWsStackTest {
    private static final Policy SIGNENCR = Secured.policy(Profile.SIGNENCR, Suite.MODERN, Direction.RESPONSE);
    private final SpringWsStack stack = new SpringWsStack(new Binder(Binder.context()));

    @Test
    void springWsRunsOnMetrosSaaj() {
        SaajSoapMessage message = stack.build(Secured.EXCHANGE.response());
        assertTrue(message.getSaajMessage().getClass().getName().startsWith("com.sun.xml.messaging.saaj."),
                message.getSaajMessage().getClass().getName());
        assertTrue(SpringWsStack.factory().getMessageFactory().getClass().getName().startsWith("com.sun.xml.messaging.saaj."));
    }

    @Test
    void theCopyReplacesTheMessagesSaajMessageWithAParsedOne() {
        SaajSoapMessage message = stack.build(Secured.EXCHANGE.response());
        SOAPMessage before = message.getSaajMessage();
        Document copy = DocumentCopy.of(message);
        assertNotSame(before, message.getSaajMessage());
        assertSame(message.getSaajMessage().getSOAPPart(), copy);
        assertEquals("results", Soap.payload(copy).getLocalName());
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(stack.bind(message)));
    }

    /** The interceptor parses once on each side: its copy (setDocument hands back the same part, and SAAJ keeps it). */
    @Test
    void eachSideCopiesTheMessageOnce() throws IOException {
        CountingFactory counting = new CountingFactory();
        SaajSoapMessageFactory messages = new SaajSoapMessageFactory(counting);
        Security security = SpringWsSecurity.of(SIGNENCR, new Wss4jKeys(Secured.KEYS), messages);
        SaajSoapMessage outgoing = messages.createWebServiceMessage();
        new Binder(Binder.context()).marshal(stack.bind(stack.build(Secured.EXCHANGE.response())), outgoing.getPayloadResult());
        SOAPMessage marshalled = outgoing.getSaajMessage();

        counting.parsed = 0;
        Security.apply(security.outbound(), outgoing);
        assertEquals(1, counting.parsed);
        assertNotSame(marshalled, outgoing.getSaajMessage());

        SaajSoapMessage incoming = messages.createWebServiceMessage(new WireInput(stack.serialize(outgoing)));
        counting.parsed = 0;
        Security.apply(security.inbound(), incoming);
        assertEquals(1, counting.parsed);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(stack.bind(incoming)));
    }

    /** A refusal is the fault string the interceptor writes into the response, as a Rejected. */
    @Test
    void aMessageWithoutSecurityIsRejectedWithTheInterceptorsReason() {
        Security security = stack.security(SIGNENCR, Secured.KEYS);
        SaajSoapMessage plain = stack.build(Secured.EXCHANGE.response());
        Rejected e = assertThrows(Rejected.class, () -> Security.apply(security.inbound(), plain));
        assertTrue(e.getMessage().contains("WS-Security header"), e.getMessage());
    }

    /** Metro's SAAJ factory, counting the messages it parses from a stream. */
    private static final class CountingFactory extends MessageFactory {
        private final MessageFactory real;
        int parsed;

        CountingFactory() {
            try {
                real = MessageFactory.newInstance(SOAPConstants.SOAP_1_1_PROTOCOL);
            } catch (SOAPException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public SOAPMessage createMessage() throws SOAPException {
            return real.createMessage();
        }

        @Override
        public SOAPMessage createMessage(MimeHeaders headers, InputStream in) throws IOException, SOAPException {
            parsed++;
            return real.createMessage(headers, in);
        }
    }
}
