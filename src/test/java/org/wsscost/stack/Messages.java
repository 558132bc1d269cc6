package org.wsscost.stack;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

/** Edits of secured messages, as an attacker or a broken intermediary would make them. */
public final class Messages {
    public static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    public static final String XENC = "http://www.w3.org/2001/04/xmlenc#";

    private Messages() {
    }

    public static String text(byte[] message) {
        return new String(message, StandardCharsets.UTF_8);
    }

    /** The message with the first character of the last value or text that follows {@code marker} changed. */
    public static byte[] changeAfter(byte[] message, String marker) {
        String s = text(message);
        int i = s.lastIndexOf(marker);
        while (i >= 0 && s.charAt(i + marker.length()) == '<') {
            i = s.lastIndexOf(marker, i - 1);
        }
        if (i < 0) {
            throw new AssertionError("no '" + marker + "' followed by a value in the message");
        }
        int at = i + marker.length();
        char c = s.charAt(at);
        char other = c == 'A' ? 'B' : c == '1' ? '2' : Character.isDigit(c) ? '1' : 'A';
        return (s.substring(0, at) + other + s.substring(at + 1)).getBytes(StandardCharsets.UTF_8);
    }

    /** The message without any element {@code {ns}local}. */
    public static byte[] without(byte[] message, String ns, String local) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        Document doc = dbf.newDocumentBuilder().parse(new ByteArrayInputStream(message));
        NodeList found = doc.getElementsByTagNameNS(ns, local);
        if (found.getLength() == 0) {
            throw new AssertionError("no {" + ns + "}" + local + " in the message");
        }
        while (found.getLength() > 0) {
            found.item(0).getParentNode().removeChild(found.item(0));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TransformerFactory.newInstance().newTransformer().transform(new DOMSource(doc), new StreamResult(out));
        return out.toByteArray();
    }
}
