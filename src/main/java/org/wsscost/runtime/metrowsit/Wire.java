package org.wsscost.runtime.metrowsit;

/** One call's bytes as they crossed the in-VM wire: the encoded request and the server's encoded reply. */
public record Wire(byte[] request, byte[] response) {
}
