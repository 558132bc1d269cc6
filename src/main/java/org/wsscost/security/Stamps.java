package org.wsscost.security;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * A message's Timestamps checked against a receiver's clock set back ({@link Policy#receivedAt}): what every
 * engine checks against the system's clock, done here because none takes another.
 */
public final class Stamps {
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final XMLInputFactory FACTORY = factory();

    private Stamps() {
    }

    /**
     * Why a Timestamp of {@code message} is not valid at {@code clock}, in words, or null when each is: its Created
     * may lie no further ahead than {@link Policy#FUTURE_TOLERANCE}, and it must expire after the clock.
     */
    public static String invalidAt(byte[] message, Instant clock) {
        try {
            XMLStreamReader r = FACTORY.createXMLStreamReader(new ByteArrayInputStream(message));
            Instant created = null;
            boolean inTimestamp = false;
            while (r.hasNext()) {
                int event = r.next();
                if (event == XMLStreamConstants.END_ELEMENT && isWsu(r, "Timestamp")) {
                    inTimestamp = false;
                } else if (event == XMLStreamConstants.START_ELEMENT && isWsu(r, "Timestamp")) {
                    inTimestamp = true;
                } else if (event == XMLStreamConstants.START_ELEMENT && inTimestamp && isWsu(r, "Created")) {
                    created = instant("Created", r.getElementText());
                    if (created.isAfter(clock.plus(Policy.FUTURE_TOLERANCE))) {
                        return "the Timestamp was created at " + created + ", after the receiver's clock " + clock;
                    }
                } else if (event == XMLStreamConstants.START_ELEMENT && inTimestamp && isWsu(r, "Expires")) {
                    Instant expires = instant("Expires", r.getElementText());
                    if (!expires.isAfter(clock)) {
                        return "the Timestamp " + (created == null ? "" : "created at " + created + " ") + "expired at "
                                + expires + ", before the receiver's clock " + clock;
                    }
                }
            }
            return null;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("not well-formed XML: " + e.getMessage(), e);
        }
    }

    private static boolean isWsu(XMLStreamReader r, String local) {
        return WSU.equals(r.getNamespaceURI()) && local.equals(r.getLocalName());
    }

    /** An xsd:dateTime with its zone, as WS-Security writes Created and Expires. */
    private static Instant instant(String what, String text) {
        try {
            return OffsetDateTime.parse(text.strip()).toInstant();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("the Timestamp's " + what + " '" + text + "' is not a dateTime with a zone", e);
        }
    }

    private static XMLInputFactory factory() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        return f;
    }
}
