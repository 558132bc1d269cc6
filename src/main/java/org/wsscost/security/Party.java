package org.wsscost.security;

import org.wsscost.Id;
import org.wsscost.corpus.Direction;

/** The two sides of an exchange; each owns one key pair and trusts the other's certificate. */
public enum Party implements Id {
    CLIENT,
    SERVER;

    /** Held, not derived per call: the stacks name the alias on every message they secure. */
    private final String alias = id();

    /** The alias of this party's key pair, and of its certificate in the other party's store: its id. */
    public String alias() {
        return alias;
    }

    /** Who sends a message of this direction: the client its requests, the server its responses. */
    public static Party sending(Direction direction) {
        return direction == Direction.REQUEST ? CLIENT : SERVER;
    }

    public Party peer() {
        return this == CLIENT ? SERVER : CLIENT;
    }
}
