package org.wsscost.pipeline;

import org.wsscost.security.Keys;
import org.wsscost.security.Policy;

/**
 * One Java SOAP stack's pipeline, split into the phases wsscost measures. Models are opaque to
 * callers: each stack hands back and accepts only its own (JDK DOM, Axiom LLOM, SAAJ, bytes).
 * Instances hold parsers and (un)marshallers, so they are not thread-safe: one per thread.
 */
public interface Stack {
    /** Full pass over the message with this stack's own XML parser, no model: the floor of any XML work. */
    long parse(byte[] message);

    /** Bytes to this stack's object model, fully built. */
    Object build(byte[] message);

    /** This stack's model back to bytes on the wire. */
    byte[] serialize(Object model);

    /**
     * The Body payload of a model to seismic objects with the stack's native binding: JAXB's
     * {@link org.wsscost.payload.JaxbQuery} or {@link org.wsscost.payload.JaxbResults}, or ADB's beans for Rampart.
     */
    Object bind(Object model);

    /** Seismic objects into a new SOAP 1.1 envelope in this stack's model. */
    Object marshal(Object payload);

    /** This stack's WS-Security for one policy, with keys loaded once per trial. */
    Security security(Policy policy, Keys keys);
}
