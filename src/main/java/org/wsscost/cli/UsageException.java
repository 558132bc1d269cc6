package org.wsscost.cli;

/** Bad usage or unreadable input: the message is the one line the user sees. */
public final class UsageException extends Exception {
    public UsageException(String message) {
        super(message);
    }
}
