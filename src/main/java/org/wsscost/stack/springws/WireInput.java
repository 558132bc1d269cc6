package org.wsscost.stack.springws;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.springframework.ws.transport.TransportConstants;
import org.springframework.ws.transport.TransportInputStream;

/**
 * Encoded bytes as a Spring-WS transport hands them to its message factory: the stream with the
 * transport's headers, of which SAAJ needs the Content-Type.
 */
final class WireInput extends TransportInputStream {
    private static final String CONTENT_TYPE = "text/xml; charset=utf-8";
    private final byte[] bytes;

    WireInput(byte[] bytes) {
        this.bytes = bytes;
    }

    @Override
    protected InputStream createInputStream() {
        return new ByteArrayInputStream(bytes);
    }

    @Override
    public Iterator<String> getHeaderNames() {
        return List.of(TransportConstants.HEADER_CONTENT_TYPE).iterator();
    }

    @Override
    public Iterator<String> getHeaders(String name) {
        return TransportConstants.HEADER_CONTENT_TYPE.equalsIgnoreCase(name) ? List.of(CONTENT_TYPE).iterator()
                : Collections.emptyIterator();
    }
}
