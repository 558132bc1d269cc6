package org.wsscost.floor;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.xml.security.c14n.CanonicalizationException;
import org.apache.xml.security.c14n.Canonicalizer;
import org.apache.xml.security.c14n.InvalidCanonicalizerException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.wsscost.pipeline.Soap;
import org.xml.sax.SAXException;

/**
 * The bytes a secured message's cryptography runs over, taken from a real signed message: the
 * exclusive canonical form of the Body and of the Timestamp, each with the inclusive-namespace
 * prefixes its signature Reference names (what the digests cover), the canonical SignedInfo (what
 * RSA signs), and the Body's content in canonical form (what encryption covers). Made once per
 * trial by Santuario's {@link Canonicalizer}, so the floor times only the JCA calls.
 */
public record Canonical(byte[] body, byte[] timestamp, byte[] signedInfo, byte[] bodyContent) {
    static final String DS = "http://www.w3.org/2000/09/xmldsig#";
    static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    static final String EC = "http://www.w3.org/2001/10/xml-exc-c14n#";

    /** Reads a message signed over Body and Timestamp (exclusive c14n); fails naming what is missing. */
    public static Canonical of(byte[] signedMessage) {
        Document doc = parse(signedMessage);
        Element signedInfo = only(doc, DS, "SignedInfo");
        Map<String, String> prefixes = new HashMap<>();
        NodeList refs = signedInfo.getElementsByTagNameNS(DS, "Reference");
        for (int i = 0; i < refs.getLength(); i++) {
            Element ref = (Element) refs.item(i);
            prefixes.put(ref.getAttribute("URI").substring(1), prefixList(ref));
        }
        Element body = only(doc, Soap.NS, "Body");
        Element timestamp = only(doc, WSU, "Timestamp");
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (Node n = body.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.ELEMENT_NODE) {
                c14n(n, null, content);
            }
        }
        Element method = only(doc, DS, "CanonicalizationMethod");
        return new Canonical(c14n(body, referenced(prefixes, body)), c14n(timestamp, referenced(prefixes, timestamp)),
                c14n(signedInfo, prefixList(method)), content.toByteArray());
    }

    private static String referenced(Map<String, String> prefixes, Element element) {
        String id = element.getAttributeNS(WSU, "Id");
        if (id.isEmpty() || !prefixes.containsKey(id)) {
            throw new IllegalArgumentException(element.getLocalName() + " is not signed in this message");
        }
        return prefixes.get(id);
    }

    /** The PrefixList of the first InclusiveNamespaces under {@code parent}, or null. */
    private static String prefixList(Element parent) {
        NodeList list = parent.getElementsByTagNameNS(EC, "InclusiveNamespaces");
        return list.getLength() == 0 ? null : ((Element) list.item(0)).getAttribute("PrefixList");
    }

    private static Element only(Document doc, String ns, String name) {
        NodeList list = doc.getElementsByTagNameNS(ns, name);
        if (list.getLength() != 1) {
            throw new IllegalArgumentException("expected one " + name + ", found " + list.getLength());
        }
        return (Element) list.item(0);
    }

    private static byte[] c14n(Node node, String prefixes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        c14n(node, prefixes, out);
        return out.toByteArray();
    }

    private static void c14n(Node node, String prefixes, ByteArrayOutputStream out) {
        try {
            Canonicalizer.getInstance(Canonicalizer.ALGO_ID_C14N_EXCL_OMIT_COMMENTS).canonicalizeSubtree(node, prefixes, out);
        } catch (InvalidCanonicalizerException | CanonicalizationException e) {
            throw new IllegalStateException("exclusive c14n: " + e.getMessage(), e);
        }
    }

    private static Document parse(byte[] message) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return f.newDocumentBuilder().parse(new ByteArrayInputStream(message));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalArgumentException("not a well-formed message: " + e.getMessage(), e);
        }
    }
}
