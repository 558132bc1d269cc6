package org.wsscost.pipeline;

import org.wsscost.Id;

/** Which end of one message a phase runs at: the sender's outbound steps or the receiver's inbound ones. */
public enum Side implements Id {
    SENDER("sender"),
    RECEIVER("receiver");

    private final String id;

    Side(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    public boolean outbound() {
        return this == SENDER;
    }

    public static Side of(String id) {
        return Id.parse(Side.class, "side", id);
    }
}
