package org.wsscost.pipeline;

import org.wsscost.Id;

/** The security phases a stack may split its work into; streaming stacks fuse them into one pass. */
public enum Phase implements Id {
    /** Rampart's in-memory model: LLOM → DOOM before WSS4J. */
    TO_DOM("to-dom"),
    /** Security header with its Timestamp and/or UsernameToken. */
    TOKEN("token"),
    SIGN("sign"),
    ENCRYPT("encrypt"),
    /** A receiver's processing of the security header: decrypt and/or verify, then the profile's checks. */
    PROCESS("process"),
    /** Rampart's in-memory model: DOOM → LLOM after WSS4J. */
    FROM_DOM("from-dom"),
    /** A stack's whole outbound security at once: a streaming stack's fused pass, or XWSS's one call. */
    SECURE("secure");

    private final String id;

    Phase(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }
}
