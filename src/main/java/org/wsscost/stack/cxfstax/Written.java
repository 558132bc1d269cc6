package org.wsscost.stack.cxfstax;

/** A streaming stack keeps no model: what it holds between phases is the message as written. */
public record Written(byte[] bytes) {
}
