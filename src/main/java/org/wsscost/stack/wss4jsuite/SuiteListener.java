package org.wsscost.stack.wss4jsuite;

import java.util.HashSet;
import java.util.Set;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.xml.security.stax.ext.XMLSecurityConstants;
import org.apache.xml.security.stax.securityEvent.AlgorithmSuiteSecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEventListener;
import org.wsscost.security.Allowed;
import org.wsscost.security.Suite;

/**
 * What a WSS4J streaming receiver is told to accept, checked the way CXF's WS-SecurityPolicy enforcer checks
 * it: on the engine's algorithm events, which it queues until the Body starts and then hands over in order.
 * The engine's properties check three algorithms itself (signature, data encryption, key transport, one URI
 * each); digest, canonicalization and transforms only an event shows, and RSA-OAEP's digest only when the
 * message names one: an EncryptedKey whose transport event comes without a digest event uses SHA-1. No event
 * carries the mask generation function, which this listener cannot check. One per message.
 */
public final class SuiteListener implements SecurityEventListener {
    private final Allowed allowed;
    /** The EncryptedKeys (by correlation id) that named their RSA-OAEP digest. */
    private final Set<String> digestNamed = new HashSet<>();

    public SuiteListener(Allowed allowed) {
        this.allowed = allowed;
    }

    @Override
    public void registerSecurityEvent(SecurityEvent event) throws WSSecurityException {
        if (!(event instanceof AlgorithmSuiteSecurityEvent a)) {
            return;
        }
        XMLSecurityConstants.AlgorithmUsage usage = a.getAlgorithmUsage();
        String uri = a.getAlgorithmURI();
        if (usage == XMLSecurityConstants.Asym_Sig) {
            need(uri, allowed.signature(), "SignatureMethod");
        } else if (usage == XMLSecurityConstants.SigDig) {
            need(uri, allowed.digest(), "DigestMethod");
        } else if (usage == XMLSecurityConstants.SigC14n) {
            need(uri, Suite.C14N, "CanonicalizationMethod");
        } else if (usage == XMLSecurityConstants.SigTransform && !Allowed.TRANSFORMS.contains(uri)) {
            need(uri, Suite.C14N, "Transform");
        } else if (usage == XMLSecurityConstants.Enc) {
            need(uri, allowed.encryption(), "data encryption");
        } else if (usage == XMLSecurityConstants.EncDig) {
            digestNamed.add(a.getCorrelationID());
            need(uri, allowed.keyTransportDigest(), "the key transport's digest");
        } else if (usage == XMLSecurityConstants.Asym_Key_Wrap) {
            need(uri, allowed.keyTransport(), "key transport");
            if (!digestNamed.contains(a.getCorrelationID())) {
                need(Allowed.SHA1, allowed.keyTransportDigest(), "the key transport's digest");
            }
        }
    }

    private void need(String uri, String wanted, String what) throws WSSecurityException {
        if (!wanted.equals(uri)) {
            // the engine's words for any header error are generic; the cause carries which algorithm it was
            throw new WSSecurityException(WSSecurityException.ErrorCode.INVALID_SECURITY,
                    new IllegalArgumentException(what + " " + uri + " is outside the " + allowed.suite() + " suite"));
        }
    }
}
