package org.wsscost.stack.wss4jstax;

/** A streaming stack keeps no model: what it holds between phases is the message on the wire. */
public record WireMessage(byte[] bytes) {
}
