package org.wsscost.stack.isolated;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * What an isolated stack's adapter offers, in JDK types only: the adapter is compiled against the stack's
 * own libraries and loaded beside them, where no class of the suite's can be seen, so it cannot implement
 * this interface; it declares public methods of these names and types, and {@link Libraries} binds them to
 * this interface. Models, payloads and securities are the stack's own objects, opaque here. An instance
 * serves one thread.
 */
public interface Adapter {
    /** The methods an adapter may leave out: a stack without a runtime of its own (Axis2's, for Rampart) has none. */
    Set<String> OPTIONAL = Set.of("runtime", "exchange");

    long parse(byte[] message);

    Object build(byte[] message);

    byte[] serialize(Object model);

    Object bind(Object model);

    Object marshal(Object payload);

    /** A bound payload written out as XML. */
    byte[] payload(Object bound);

    int quakes(Object bound);

    /** The stack's security for a policy given as {@link Policies#of}'s map. */
    Object security(Map<String, Object> policy);

    /** The phase ids ({@code Phase.id()}) of one side's steps, in order. */
    List<String> steps(Object security, boolean outbound);

    /** Runs one step; a message the stack refuses throws {@link SecurityException} with the stack's reason. */
    Object step(Object security, boolean outbound, int index, Object model);

    /** A model conversion alone ({@code to-dom}, {@code from-dom}) where the stack has one; others throw. */
    Object convert(String phase, Object model);

    /**
     * The stack's own runtime (Rampart's: Axis2) for a policy given as {@link Policies#of}'s map: a client and a
     * service in this JVM, joined by an in-memory transport, the service answering each of {@code requests} (recorded
     * envelopes) with the payload of the response of the same index; {@code wire} sees each request's bytes on their
     * way and returns what the service receives. Made once per trial.
     */
    Object runtime(Map<String, Object> policy, List<byte[]> requests, List<byte[]> responses, UnaryOperator<byte[]> wire);

    /** One whole exchange of the runtime's request {@code index}: the response payload as the client bound it. */
    Object exchange(Object runtime, int index);

    /**
     * "order": the JCA providers first to last; "signature": which one a signature of the JCA algorithm gets;
     * "xmldsig": which one serves the stack's XML signatures. Each ends "(stack)" for a provider of the stack's
     * own loader, "(jdk)" for the JDK's, "(other)" for any other's.
     */
    Map<String, String> jca(String signature);
}
