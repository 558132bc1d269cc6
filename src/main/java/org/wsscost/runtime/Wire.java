package org.wsscost.runtime;

/** One call's bytes as they crossed a runtime's in-JVM transport: the encoded request and the service's encoded reply. */
public record Wire(byte[] request, byte[] response) {
}
