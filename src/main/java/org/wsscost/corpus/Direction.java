package org.wsscost.corpus;

import org.wsscost.Id;

/** Which message of an exchange: the client's query or the service's results. */
public enum Direction implements Id {
    REQUEST,
    RESPONSE;

    public static Direction of(String id) {
        return Id.parse(Direction.class, "direction", id);
    }
}
