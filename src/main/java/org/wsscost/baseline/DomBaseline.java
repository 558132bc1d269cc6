package org.wsscost.baseline;

import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.PublicKey;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import org.apache.xml.security.algorithms.JCEMapper;
import org.apache.xml.security.encryption.XMLCipher;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.keys.KeyInfo;
import org.apache.xml.security.signature.Reference;
import org.apache.xml.security.signature.SignedInfo;
import org.apache.xml.security.signature.XMLSignature;
import org.apache.xml.security.transforms.Transforms;
import org.apache.xml.security.utils.Constants;
import org.apache.xml.security.utils.EncryptionConstants;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.wss4jdom.Wss4jDomStack;

/**
 * Santuario's DOM API: {@link XMLSignature} over the Body by ID reference, {@link XMLCipher} over
 * the Body's content. The envelope is built, parsed, serialised and bound exactly as the
 * {@code wss4j-dom} stack does it (its {@link Wss4jDomStack}: JDK DOM, a JDK Transformer, JAXB), so
 * the two differ only in the security layer. The ciphers are made once and re-initialised per
 * message ({@link XMLCipher#init} starts a new EncryptedData or EncryptedKey); the session key is new
 * per message.
 */
final class DomBaseline implements Baseline {
    private static final String BODY_ID = "Body";

    private final Policy policy;
    private final Wss4jDomStack dom;
    private final PrivateKey signingKey;
    private final PrivateKey decryptionKey;
    private final PublicKey senderKey;
    private final PublicKey receiverKey;
    private final KeyGenerator sessionKeys;
    private final XMLCipher dataCipher;
    private final XMLCipher keyCipher;
    private final XMLCipher decrypter;

    DomBaseline(Policy policy, Keys keys, Binder binder) {
        this.policy = Baseline.require(policy);
        Suite s = policy.suite();
        dom = new Wss4jDomStack(binder);
        // one instance serves both sides of the policy: the sender's key signs, the receiver's decrypts
        signingKey = keys.privateKey(policy.sender());
        decryptionKey = keys.privateKey(policy.receiver());
        senderKey = keys.certificate(policy.sender()).getPublicKey();
        receiverKey = keys.certificate(policy.receiver()).getPublicKey();
        try {
            sessionKeys = KeyGenerator.getInstance(JCEMapper.getJCEKeyAlgorithmFromURI(s.encryption));
            sessionKeys.init(JCEMapper.getKeyLengthFromURI(s.encryption));
            dataCipher = XMLCipher.getInstance(s.encryption);
            keyCipher = XMLCipher.getInstance(s.keyTransport, null, s.keyTransportDigest);
            decrypter = XMLCipher.getInstance();
            decrypter.setSecureValidation(true);
        } catch (NoSuchAlgorithmException | XMLSecurityException e) {
            throw new IllegalStateException("santuario dom: " + s.id() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Api api() {
        return Api.DOM;
    }

    @Override
    public Policy policy() {
        return policy;
    }

    @Override
    public byte[] send(Object payload) {
        Document doc = dom.marshal(payload);
        Element body = child(doc.getDocumentElement(), BODY.getLocalPart());
        if (policy.profile().signs()) {
            sign(doc, body);
        }
        if (policy.profile().encrypts()) {
            encrypt(doc, body);
        }
        return dom.serialize(doc);
    }

    @Override
    public Object receive(byte[] message) {
        Document doc = dom.build(message);
        Element envelope = doc.getDocumentElement();
        Element body = child(envelope, BODY.getLocalPart());
        if (body == null) {
            throw new Rejected("no SOAP Body");
        }
        if (policy.profile().encrypts()) {
            decrypt(doc, body);
        }
        if (policy.profile().signs()) {
            verify(envelope, body);
        }
        try {
            return dom.bind(doc);
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new Rejected("Body does not bind: " + e.getMessage(), e);
        }
    }

    private void sign(Document doc, Element body) {
        Element envelope = doc.getDocumentElement();
        Element parent = envelope;
        if (!Baseline.signatureAfterBody(policy.profile())) {
            parent = doc.createElementNS(Soap.NS, Soap.PREFIX + ":" + HEADER.getLocalPart());
            envelope.insertBefore(parent, body);
        }
        body.setAttributeNS(null, ID, BODY_ID);
        body.setIdAttributeNS(null, ID, true);
        try {
            XMLSignature sig = new XMLSignature(doc, "", policy.suite().signature, Suite.C14N);
            parent.appendChild(sig.getElement());
            Transforms transforms = new Transforms(doc);
            transforms.addTransform(Transforms.TRANSFORM_C14N_EXCL_OMIT_COMMENTS);
            sig.addDocument("#" + BODY_ID, transforms, policy.suite().digest);
            sig.sign(signingKey);
        } catch (XMLSecurityException e) {
            throw new IllegalStateException("santuario dom: sign: " + e.getMessage(), e);
        }
    }

    private void encrypt(Document doc, Element body) {
        SecretKey sessionKey = sessionKeys.generateKey();
        try {
            keyCipher.init(XMLCipher.WRAP_MODE, receiverKey);
            KeyInfo keyInfo = new KeyInfo(doc);
            keyInfo.add(keyCipher.encryptKey(doc, sessionKey, policy.suite().keyTransportMgf, null));
            dataCipher.init(XMLCipher.ENCRYPT_MODE, sessionKey);
            dataCipher.getEncryptedData().setKeyInfo(keyInfo);
            dataCipher.doFinal(doc, body, true);
        } catch (Exception e) { // XMLCipher.doFinal declares Exception
            throw new IllegalStateException("santuario dom: encrypt: " + e.getMessage(), e);
        }
    }

    /** Decrypts the Body's only child, which must be an EncryptedData of the Body's content. */
    private void decrypt(Document doc, Element body) {
        Element data = onlyChild(body);
        if (data == null || !EncryptionConstants.EncryptionSpecNS.equals(data.getNamespaceURI())
                || !EncryptionConstants._TAG_ENCRYPTEDDATA.equals(data.getLocalName())
                || !EncryptionConstants.TYPE_CONTENT.equals(data.getAttributeNS(null, EncryptionConstants._ATT_TYPE))) {
            throw new Rejected("Body content not encrypted");
        }
        try {
            decrypter.init(XMLCipher.DECRYPT_MODE, null);
            decrypter.setKEK(decryptionKey);
            decrypter.doFinal(doc, data);
        } catch (Exception e) { // XMLCipher.doFinal declares Exception
            throw new Rejected("decrypt: " + e.getMessage(), e);
        }
    }

    /**
     * Verifies the one Signature (in the Header or after the Body) against the sender's key, requiring that its one Reference
     * is the Body — registered as the only ID in the document, so no other element can stand in for
     * it — and that it is transformed by exclusive c14n alone.
     */
    private void verify(Element envelope, Element body) {
        Element sigElement = signature(envelope);
        String id = body.getAttributeNS(null, ID);
        if (id.isEmpty()) {
            throw new Rejected("Body not signed: the Body has no " + ID);
        }
        body.setIdAttributeNS(null, ID, true);
        try {
            XMLSignature sig = new XMLSignature(sigElement, "", true);
            SignedInfo signedInfo = sig.getSignedInfo();
            if (signedInfo.getLength() != 1 || !("#" + id).equals(signedInfo.item(0).getURI())) {
                throw new Rejected("Body not signed: the Signature's references are not the Body alone");
            }
            requireExclusiveC14n(signedInfo.item(0));
            if (!sig.checkSignatureValue(senderKey)) {
                throw new Rejected("signature invalid: SignatureValue or Body digest does not match");
            }
        } catch (XMLSecurityException e) {
            throw new Rejected("signature: " + e.getMessage(), e);
        }
    }

    private static void requireExclusiveC14n(Reference ref) throws XMLSecurityException {
        Transforms transforms = ref.getTransforms();
        for (int i = 0; transforms != null && i < transforms.getLength(); i++) {
            if (!Suite.C14N.equals(transforms.item(i).getURI())) {
                throw new Rejected("Body not signed as required: transform " + transforms.item(i).getURI());
            }
        }
    }

    /** The one {@code ds:Signature} among the Header's and the Envelope's children. */
    private static Element signature(Element envelope) {
        Element found = null;
        for (Element parent : new Element[] {child(envelope, HEADER.getLocalPart()), envelope}) {
            for (Node n = parent == null ? null : parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && Constants.SignatureSpecNS.equals(e.getNamespaceURI())
                        && Constants._TAG_SIGNATURE.equals(e.getLocalName())) {
                    if (found != null) {
                        throw new Rejected("more than one Signature");
                    }
                    found = e;
                }
            }
        }
        if (found == null) {
            throw new Rejected("Body not signed: no Signature");
        }
        return found;
    }

    /** The SOAP element child {@code local} of {@code parent}, or null. */
    private static Element child(Element parent, String local) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && Soap.NS.equals(e.getNamespaceURI()) && local.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    /** The one element child of {@code parent}; null if it has none or more than one. */
    private static Element onlyChild(Element parent) {
        Element only = null;
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                if (only != null) {
                    return null;
                }
                only = e;
            }
        }
        return only;
    }
}
