package org.wsscost.corpus;

import java.util.List;

/** A response: result sets by area name. */
public record Results(List<ResultSet> sets) {
    /** Quakes in all sets: the {@code count} the response carries. */
    public int count() {
        return sets.stream().mapToInt(s -> s.quakes().size()).sum();
    }
}
