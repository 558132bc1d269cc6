package org.wsscost.runtime.cxf;

/** One call's bytes as they crossed CXF's local transport: the encoded request and the server's encoded reply. */
public record Wire(byte[] request, byte[] response) {
}
