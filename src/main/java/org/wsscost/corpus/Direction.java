package org.wsscost.corpus;

import org.wsscost.Id;

/** Which message of an exchange: the client's query or the service's results. */
public enum Direction implements Id {
    REQUEST("request"),
    RESPONSE("response");

    private final String id;

    Direction(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    public static Direction of(String id) {
        return Id.parse(Direction.class, "direction", id);
    }
}
