package org.wsscost;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A choice users type as a lowercase id ({@code -p stack=wss4j-dom}, {@code --stack wss4j-dom}).
 * Every enum behind a {@code @Param} implements it, so one lookup gives one error message everywhere.
 * An id is its constant's name unless the enum says otherwise, so renaming a constant renames what users type.
 */
public interface Id {
    /**
     * The constant's name in lower case with {@code -} for {@code _} ({@code SIGNENCR} → {@code signencr},
     * {@code LADDER_10} → {@code ladder-10}). Made on each call: an enum whose id a timed path reads, or whose
     * ids read otherwise ({@code rampart-1.5}), keeps its own in a field.
     */
    default String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The constant's name, as {@link Enum#name} gives it. */
    String name();

    /** The constant whose id is {@code value}; an unknown value fails at once, listing the valid ones. */
    static <E extends Enum<E> & Id> E parse(Class<E> type, String what, String value) {
        for (E e : type.getEnumConstants()) {
            if (e.id().equals(value)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown " + what + " '" + value + "'; valid: " + ids(type));
    }

    static <E extends Enum<E> & Id> String ids(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(Id::id).collect(Collectors.joining(", "));
    }
}
