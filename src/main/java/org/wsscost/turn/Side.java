package org.wsscost.turn;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A side of an A/B: the base build A and the build B compared against it. */
public enum Side {
    A, B;

    /** The side's name in file names and on the referee's wire: {@code a}, {@code b}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The side {@link #id} names, if any. */
    public static Optional<Side> of(String id) {
        return Arrays.stream(values()).filter(s -> s.id().equals(id)).findFirst();
    }
}
