package org.wsscost.runtime.springws;

import java.util.function.UnaryOperator;

/** One message on the in-memory wire: its transport headers and its encoded bytes, as written; not changed after. */
record Sent(Headers headers, byte[] body) {

    /** The message as {@code edit} leaves its bytes (the headers stay); itself when there is no edit. */
    Sent edited(UnaryOperator<byte[]> edit) {
        return edit == null ? this : new Sent(headers, edit.apply(body));
    }
}
