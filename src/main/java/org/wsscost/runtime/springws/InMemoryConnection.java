package org.wsscost.runtime.springws;

import java.net.URI;
import org.springframework.ws.transport.WebServiceConnection;

/**
 * What both ends of an in-memory call answer alike: their address, and no transport error, since
 * nothing between them can fail as a network does (a fault is a SOAP message, not an error here).
 */
interface InMemoryConnection extends WebServiceConnection {

    /** The server's address, as the template was given it. */
    URI address();

    @Override
    default URI getUri() {
        return address();
    }

    @Override
    default boolean hasError() {
        return false;
    }

    @Override
    default String getErrorMessage() {
        return null;
    }
}
