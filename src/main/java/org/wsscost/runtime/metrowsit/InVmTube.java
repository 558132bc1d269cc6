package org.wsscost.runtime.metrowsit;

import com.sun.xml.ws.api.message.Packet;
import com.sun.xml.ws.api.pipe.Codec;
import com.sun.xml.ws.api.pipe.ContentType;
import com.sun.xml.ws.api.pipe.NextAction;
import com.sun.xml.ws.api.pipe.TubeCloner;
import com.sun.xml.ws.api.pipe.helper.AbstractTubeImpl;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * The client's transport tube for {@code invm://}: encodes the request with the client's codec, as
 * an HTTP transport would before writing it, hands the bytes to the {@link InVmServer} and decodes
 * its reply. Synchronous, on the caller's thread; the codec is per tube, and tubes are copied per
 * concurrent caller.
 */
final class InVmTube extends AbstractTubeImpl {
    private final Codec codec;
    private final InVmServer server;

    InVmTube(Codec codec, InVmServer server) {
        this.codec = codec;
        this.server = server;
    }

    private InVmTube(InVmTube that, TubeCloner cloner) {
        super(that, cloner);
        this.codec = that.codec.copy();
        this.server = that.server;
    }

    @Override
    public NextAction processRequest(Packet request) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ContentType type = codec.encode(request, out);
            InVmServer.Reply reply = server.process(out.toByteArray(), type.getContentType(), type.getSOAPActionHeader());
            Packet response = request.createClientResponse(null);
            codec.decode(new ByteArrayInputStream(reply.bytes()), reply.contentType(), response);
            return doReturnWith(response);
        } catch (IOException e) {
            throw new UncheckedIOException(server.address + ": " + e.getMessage(), e);
        }
    }

    @Override
    public NextAction processResponse(Packet response) {
        return doReturnWith(response);
    }

    @Override
    public NextAction processException(Throwable t) {
        return doThrow(t);
    }

    @Override
    public void preDestroy() {
        // holds nothing that outlives the client: the server belongs to whoever deployed it
    }

    @Override
    public InVmTube copy(TubeCloner cloner) {
        return new InVmTube(this, cloner);
    }
}
