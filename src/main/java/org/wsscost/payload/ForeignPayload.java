package org.wsscost.payload;

/**
 * A payload bound by a stack whose classes the suite cannot see (an isolated stack's own binding): what the
 * suite's checks read of it.
 */
public interface ForeignPayload {
    int quakes();

    /** The payload element as XML, which JAXB reads wherever payloads are compared. */
    byte[] xml();
}
