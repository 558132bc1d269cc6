package org.wsscost.stack.wss4jsuite;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;
import org.wsscost.security.Allowed;

/**
 * The mask generation function of each EncryptedKey's RSA-OAEP, checked against the suite as the streaming engine
 * reads the message through this reader: the engine reads {@code xenc11:MGF} and reports no event for it, so the
 * {@link SuiteListener} cannot. A key transport whose MGF is outside the suite stops the read at the end of its
 * EncryptionMethod, before the key is unwrapped. One per message.
 */
public final class MgfCheck extends StreamReaderDelegate {
    private final Allowed allowed;
    private boolean inEncryptedKey;
    private boolean inMethod;
    private String method;
    private String mgf;

    public MgfCheck(XMLStreamReader reader, Allowed allowed) {
        super(reader);
        this.allowed = allowed;
    }

    @Override
    public int next() throws XMLStreamException {
        int event = super.next();
        if (event == XMLStreamConstants.START_ELEMENT) {
            if (is(Allowed.XENC, "EncryptedKey")) {
                inEncryptedKey = true;
            } else if (inEncryptedKey && is(Allowed.XENC, "EncryptionMethod")) {
                inMethod = true;
                method = getAttributeValue(null, "Algorithm");
                mgf = null;
            } else if (inMethod && is(Allowed.XENC11, "MGF")) {
                mgf = getAttributeValue(null, "Algorithm");
            }
        } else if (event == XMLStreamConstants.END_ELEMENT) {
            if (inMethod && is(Allowed.XENC, "EncryptionMethod")) {
                inMethod = false;
                // another key transport is the listener's to refuse, in its own words
                String outside = allowed.keyTransport().equals(method) ? allowed.mgfOutside(mgf) : null;
                if (outside != null) {
                    throw new XMLStreamException(outside);
                }
            } else if (is(Allowed.XENC, "EncryptedKey")) {
                inEncryptedKey = false;
            }
        }
        return event;
    }

    private boolean is(String ns, String local) {
        return ns.equals(getNamespaceURI()) && local.equals(getLocalName());
    }
}
