package org.wsscost.runtime.springws;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.Iterator;
import javax.xml.namespace.QName;
import org.springframework.ws.transport.AbstractReceiverConnection;
import org.springframework.ws.transport.FaultAwareWebServiceConnection;

/**
 * The dispatcher's end of one in-memory call: the request as the client wrote it, headers and bytes, and
 * the reply the receiver writes back ({@code connection.send(response)}: the response's {@code writeTo}).
 * Not a {@code FaultAwareWebServiceConnection}, unlike the servlet transport's ({@link ServletStyle} is):
 * for such a connection {@code handleConnection} asks every response for its fault code before writing it,
 * and on a response whose Body the interceptor has just encrypted Metro's SAAJ cannot answer ("Cannot find
 * SOAP wrapper for element [xenc:EncryptedData]", spring-ws#1404, #1340, #1193).
 */
class ServerConnection extends AbstractReceiverConnection implements InMemoryConnection {
    private final URI uri;
    private final Sent request;
    private final Headers responseHeaders = new Headers();
    private final ByteArrayOutputStream response = new ByteArrayOutputStream();

    ServerConnection(URI uri, Sent request) {
        this.uri = uri;
        this.request = request;
    }

    /** What the receiver wrote back: empty when it sent no response. */
    Sent reply() {
        return new Sent(responseHeaders, response.toByteArray());
    }

    @Override
    protected InputStream getRequestInputStream() {
        return new ByteArrayInputStream(request.body());
    }

    @Override
    public Iterator<String> getRequestHeaderNames() {
        return request.headers().names();
    }

    @Override
    public Iterator<String> getRequestHeaders(String name) {
        return request.headers().get(name);
    }

    @Override
    protected OutputStream getResponseOutputStream() {
        return response;
    }

    @Override
    public void addResponseHeader(String name, String value) {
        responseHeaders.add(name, value);
    }

    @Override
    public URI address() {
        return uri;
    }

    /**
     * The servlet transport's kind of connection: the dispatcher asks every response for its fault code
     * before writing it, which {@code HttpServletConnection} turns into status 500; the client here still
     * finds a fault in the message itself.
     */
    static final class ServletStyle extends ServerConnection implements FaultAwareWebServiceConnection {
        private boolean fault;

        ServletStyle(URI uri, Sent request) {
            super(uri, request);
        }

        @Override
        public void setFaultCode(QName faultCode) {
            fault = faultCode != null;
        }

        @Override
        public boolean hasFault() {
            return fault;
        }
    }
}
