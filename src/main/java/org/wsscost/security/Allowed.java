package org.wsscost.security;

import java.util.List;
import java.util.Objects;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The algorithms a receiver accepts, as a policy-driven deployment states them: its suite's, or what a stack
 * writes for a suite it cannot write ({@code metro-xwss}'s {@code modern} is AES-256-CBC with RSA-OAEP-MGF1P).
 * The engines enforce what they can themselves; these checks on the DOM of a received Security header cover
 * what an engine leaves out (XWSS compares neither signature nor digest nor key transport; no WSS4J path looks
 * at RSA-OAEP's digest and mask generation function), and give each refusal its words.
 */
public record Allowed(String suite, String signature, String digest, String encryption, String keyTransport,
        String keyTransportDigest, String keyTransportMgf) {
    static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    public static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    public static final String XENC11 = "http://www.w3.org/2009/xmlenc11#";
    /** What RSA-OAEP uses where a message names no digest or mask generation function (XML Encryption 1.1, 5.5.2). */
    public static final String SHA1 = "http://www.w3.org/2000/09/xmldsig#sha1";
    public static final String MGF1_SHA1 = "http://www.w3.org/2009/xmlenc11#mgf1sha1";
    /**
     * The transforms a reference may use: exclusive c14n, and the two CXF's WS-SecurityPolicy suites allow beside
     * it (its AlgorithmSuiteTranslater), the enveloped-signature transform (node-soap puts it on every reference)
     * and WS-Security's STR-Transform; never XSLT or XPath.
     */
    public static final List<String> TRANSFORMS = List.of(Suite.C14N, "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
            "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#STR-Transform");

    public Allowed {
        Objects.requireNonNull(suite);
        Objects.requireNonNull(signature);
        Objects.requireNonNull(digest);
        Objects.requireNonNull(encryption);
        Objects.requireNonNull(keyTransport);
        Objects.requireNonNull(keyTransportDigest);
    }

    /** What a receiver of {@code suite} accepts. */
    public static Allowed of(Suite suite) {
        return new Allowed(suite.id(), suite.signature, suite.digest, suite.encryption, suite.keyTransport,
                suite.keyTransportDigest, suite.keyTransportMgf);
    }

    /**
     * The first algorithm of {@code header} (a SOAP Header: every Security header in it) outside these, in
     * words, or null: signature method, canonicalization, each reference's transforms and digest, each
     * EncryptedKey's transport. The Body's data encryption is left to the engine, which checks it.
     */
    public String outside(Element header) {
        for (Node n = header.getFirstChild(); n != null; n = next(n, header)) {
            if (!(n instanceof Element e) || e.getNamespaceURI() == null) {
                continue;
            }
            String why = switch (e.getNamespaceURI() + e.getLocalName()) {
                case DSIG + "SignatureMethod" -> differs("SignatureMethod", e, signature);
                case DSIG + "CanonicalizationMethod" -> differs("CanonicalizationMethod", e, Suite.C14N);
                case DSIG + "Transform" -> TRANSFORMS.contains(e.getAttribute("Algorithm")) ? null
                        : differs("Transform", e, Suite.C14N);
                case DSIG + "DigestMethod" -> isIn(e, DSIG, "Reference") ? differs("DigestMethod", e, digest) : null;
                case XENC + "EncryptedKey" -> keyTransportOutside(e);
                default -> null;
            };
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /**
     * What is outside these in an xenc:EncryptedKey's EncryptionMethod, in words, or null: its URI, RSA-OAEP's
     * digest (none named is SHA-1) and mask generation function (none named is MGF1 with SHA-1).
     */
    public String keyTransportOutside(Element encryptedKey) {
        Element method = child(encryptedKey, XENC, "EncryptionMethod");
        if (method == null) {
            return "an EncryptedKey names no EncryptionMethod";
        }
        String why = differs("key transport", method, keyTransport);
        if (why != null) {
            return why;
        }
        String md = algorithm(child(method, DSIG, "DigestMethod"), SHA1);
        if (!md.equals(keyTransportDigest)) {
            return "the key transport's digest " + md + " is outside the " + suite + " suite";
        }
        Element mgf = child(method, XENC11, "MGF");
        return mgfOutside(mgf == null ? null : mgf.getAttribute("Algorithm"));
    }

    /**
     * What is outside these in RSA-OAEP's mask generation function {@code mgf} (null when the message names none,
     * which is MGF1 with SHA-1), in words, or null.
     */
    public String mgfOutside(String mgf) {
        String named = mgf == null ? MGF1_SHA1 : mgf;
        String wanted = keyTransportMgf == null ? MGF1_SHA1 : keyTransportMgf;
        return named.equals(wanted) ? null : "the key transport's mask generation function " + named + " is outside the " + suite + " suite";
    }

    private String differs(String what, Element e, String wanted) {
        String uri = e.getAttribute("Algorithm");
        return uri.equals(wanted) ? null : what + " " + (uri.isEmpty() ? "(none named)" : uri) + " is outside the " + suite + " suite";
    }

    private static String algorithm(Element e, String absent) {
        return e == null ? absent : e.getAttribute("Algorithm");
    }

    private static boolean isIn(Element e, String ns, String local) {
        return e.getParentNode() instanceof Element p && ns.equals(p.getNamespaceURI()) && local.equals(p.getLocalName());
    }

    private static Element child(Element parent, String ns, String local) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && ns.equals(e.getNamespaceURI()) && local.equals(e.getLocalName())) {
                return e;
            }
        }
        return null;
    }

    /** The next node of a document-order walk under {@code root}. */
    private static Node next(Node n, Node root) {
        if (n.getFirstChild() != null) {
            return n.getFirstChild();
        }
        for (Node at = n; at != null && at != root; at = at.getParentNode()) {
            if (at.getNextSibling() != null) {
                return at.getNextSibling();
            }
        }
        return null;
    }
}
