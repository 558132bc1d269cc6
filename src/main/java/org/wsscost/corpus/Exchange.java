package org.wsscost.corpus;

/**
 * One recorded request/response pair: SOAP 1.1 envelopes as bytes on the wire, and the number of
 * quakes the response holds (what a correct bind must yield).
 */
public record Exchange(String id, byte[] request, byte[] response, int quakes) {
    public byte[] message(Direction direction) {
        return direction == Direction.REQUEST ? request : response;
    }
}
