package org.wsscost.runtime.springws;

/** One call's bytes as they crossed the in-memory wire: the encoded request and the server's encoded reply. */
public record Wire(byte[] request, byte[] response) {
}
