package org.wsscost.binding.framework;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

/**
 * The common StAX source and sink every binder is measured on: Woodstox readers over the payload's bytes
 * and Woodstox writers onto a byte buffer, from factories made once. Thread-safe once made.
 */
public final class Stax {
    private static final byte[] BODY = "<soapenv:Body>".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] BODY_END = "</soapenv:Body>".getBytes(StandardCharsets.US_ASCII);

    private final XMLInputFactory input = new WstxInputFactory();
    private final XMLOutputFactory output = new WstxOutputFactory();

    /** A reader over a payload element's bytes, positioned on that element's start tag. */
    public XMLStreamReader reader(byte[] payload) {
        try {
            XMLStreamReader r = input.createXMLStreamReader(new ByteArrayInputStream(payload));
            r.nextTag();
            return r;
        } catch (XMLStreamException e) {
            throw new IllegalArgumentException("payload: " + e.getMessage(), e);
        }
    }

    public XMLStreamWriter writer(OutputStream out) {
        try {
            return output.createXMLStreamWriter(out, "UTF-8");
        } catch (XMLStreamException e) {
            throw new IllegalStateException("StAX writer: " + e, e);
        }
    }

    /**
     * The Body's content of a recorded envelope, byte for byte: the payload element with its own namespace
     * declaration, as the recorder writes it.
     */
    public static byte[] payload(byte[] envelope) {
        int start = indexOf(envelope, BODY, 0);
        int end = start < 0 ? -1 : indexOf(envelope, BODY_END, start);
        if (end < 0) {
            throw new IllegalArgumentException("not a recorded seismic envelope: no soapenv:Body");
        }
        return Arrays.copyOfRange(envelope, start + BODY.length, end);
    }

    private static int indexOf(byte[] in, byte[] what, int from) {
        outer:
        for (int i = from; i <= in.length - what.length; i++) {
            for (int j = 0; j < what.length; j++) {
                if (in[i + j] != what[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
