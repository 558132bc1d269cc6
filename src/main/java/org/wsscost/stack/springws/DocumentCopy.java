package org.wsscost.stack.springws;

import jakarta.xml.soap.SOAPException;
import jakarta.xml.soap.SOAPPart;
import org.springframework.ws.soap.saaj.SaajSoapMessage;
import org.w3c.dom.Document;

/**
 * Spring-WS's document copy, the first thing its {@code Wss4jSecurityInterceptor} does on either side:
 * {@code SaajSoapMessage.getDocument()} writes the SAAJ message to bytes and parses them into a new
 * SAAJ message, which replaces the old one in the Spring-WS message, and hands WSS4J that message's
 * part as its DOM. SAAJ parses lazily, and WSS4J's first look at the document builds it; the copy asks
 * for the envelope, so that the parse is counted here. Handing the document back
 * ({@code setDocument}) costs nothing more: the part is the message's own, and SAAJ keeps it.
 */
public final class DocumentCopy {
    private DocumentCopy() {
    }

    /** Copies the message as the interceptor does; the message holds the copy afterwards. */
    public static Document of(Object springWsMessage) {
        Document document = ((SaajSoapMessage) springWsMessage).getDocument();
        try {
            ((SOAPPart) document).getEnvelope();
        } catch (SOAPException e) {
            throw new IllegalStateException("spring-ws: the copy does not parse: " + e.getMessage(), e);
        }
        return document;
    }
}
