package org.wsscost.runtime.springws;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URI;
import java.util.Iterator;
import org.springframework.ws.WebServiceMessage;
import org.springframework.ws.transport.AbstractSenderConnection;

/**
 * The template's end of one in-memory call. Spring-WS writes the request into it as into an HTTP connection
 * ({@code AbstractWebServiceConnection.send}: the message's {@code writeTo}, which hands over its headers and
 * then the encoded envelope); once the request is written the server runs, on this thread, and its reply is
 * what the template then reads. Not a {@code FaultAwareWebServiceConnection}: with no status line to say
 * "fault", the template looks for a fault in every response itself ({@code WebServiceTemplate.hasFault}),
 * where over HTTP a 200 spares it that look.
 */
final class ClientConnection extends AbstractSenderConnection implements InMemoryConnection {
    private final URI uri;
    private final InMemorySender sender;
    private final Headers requestHeaders = new Headers();
    private final ByteArrayOutputStream request = new ByteArrayOutputStream();
    private Sent response;

    ClientConnection(URI uri, InMemorySender sender) {
        this.uri = uri;
        this.sender = sender;
    }

    @Override
    protected OutputStream getRequestOutputStream() {
        return request;
    }

    @Override
    public void addRequestHeader(String name, String value) {
        requestHeaders.add(name, value);
    }

    /** The request is whole once written, as an HTTP request is once its body is sent: the server answers now. */
    @Override
    protected void onSendAfterWrite(WebServiceMessage message) throws IOException {
        response = sender.call(new Sent(requestHeaders, request.toByteArray()));
    }

    /** An empty reply is none: the server sends nothing when its interceptor withdrew the response. */
    @Override
    protected boolean hasResponse() {
        return response != null && response.body().length > 0;
    }

    @Override
    protected InputStream getResponseInputStream() {
        return new ByteArrayInputStream(response.body());
    }

    @Override
    public Iterator<String> getResponseHeaderNames() {
        return response.headers().names();
    }

    @Override
    public Iterator<String> getResponseHeaders(String name) {
        return response.headers().get(name);
    }

    @Override
    public URI address() {
        return uri;
    }
}
