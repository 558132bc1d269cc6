package org.wsscost.pipeline;

import org.wsscost.Id;

/** Which end of one message a phase runs at: the sender's outbound steps or the receiver's inbound ones. */
public enum Side implements Id {
    SENDER,
    RECEIVER;

    public boolean outbound() {
        return this == SENDER;
    }

    public static Side of(String id) {
        return Id.parse(Side.class, "side", id);
    }
}
