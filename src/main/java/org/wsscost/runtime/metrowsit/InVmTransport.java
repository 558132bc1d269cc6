package org.wsscost.runtime.metrowsit;

import com.sun.xml.ws.api.pipe.ClientTubeAssemblerContext;
import com.sun.xml.ws.api.pipe.TransportTubeFactory;
import com.sun.xml.ws.api.pipe.Tube;
import jakarta.xml.ws.WebServiceException;
import java.net.URI;

/**
 * Metro's transport SPI for {@code invm://} addresses (registered in {@code META-INF/services}):
 * client and server in one JVM with real encoded bytes between them and no sockets. Metro's fat jar
 * has no in-VM transport of its own, and the JAX-WS RI's local transport is not published.
 */
public final class InVmTransport extends TransportTubeFactory {
    @Override
    public Tube doCreate(ClientTubeAssemblerContext context) {
        URI address = context.getAddress().getURI();
        if (!InVmServer.SCHEME.equals(address.getScheme())) {
            return null;
        }
        InVmServer server = InVmServer.at(address.toString());
        if (server == null) {
            throw new WebServiceException("no in-VM endpoint deployed at " + address);
        }
        return new InVmTube(context.getCodec(), server);
    }
}
