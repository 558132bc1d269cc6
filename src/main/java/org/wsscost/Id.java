package org.wsscost;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * A choice users type as a lowercase id ({@code -p stack=wss4j-dom}, {@code --stack wss4j-dom}).
 * Every enum behind a {@code @Param} implements it, so one lookup gives one error message everywhere.
 */
public interface Id {
    String id();

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
