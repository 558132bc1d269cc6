package org.wsscost.corpus;

import org.wsscost.Id;

/** A recorded set of request/response pairs; each is one zip under {@code messages/}. */
public enum Workload implements Id {
    /** 1,000 queries, 816 quakes in all (the article's small sequence). */
    SMALL,
    /** 100 queries, 176,745 quakes in all (the article's large sequence). */
    LARGE,
    LADDER_1,
    LADDER_10,
    LADDER_100,
    LADDER_1000,
    LADDER_10000;

    public String fileName() {
        return id() + ".zip";
    }

    public static Workload of(String id) {
        return Id.parse(Workload.class, "workload", id);
    }
}
