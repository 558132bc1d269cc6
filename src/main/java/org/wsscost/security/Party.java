package org.wsscost.security;

import org.wsscost.Id;

/** The two sides of an exchange; each owns one key pair and trusts the other's certificate. */
public enum Party implements Id {
    CLIENT("client"),
    SERVER("server");

    private final String id;

    Party(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    /** The alias of this party's key pair, and of its certificate in the other party's store. */
    public String alias() {
        return id;
    }

    public Party peer() {
        return this == CLIENT ? SERVER : CLIENT;
    }
}
