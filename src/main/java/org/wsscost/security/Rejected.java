package org.wsscost.security;

/** A receiver refused a message: its security was invalid, missing or not what the profile requires. */
public final class Rejected extends RuntimeException {
    public Rejected(String reason) {
        super(reason);
    }

    public Rejected(String reason, Throwable cause) {
        super(reason, cause);
    }
}
