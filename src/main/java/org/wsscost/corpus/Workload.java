package org.wsscost.corpus;

import org.wsscost.Id;

/** A recorded set of request/response pairs; each is one zip under {@code messages/}. */
public enum Workload implements Id {
    /** 1,000 queries, 816 quakes in all (the article's small sequence). */
    SMALL("small"),
    /** 100 queries, 176,745 quakes in all (the article's large sequence). */
    LARGE("large"),
    LADDER_1("ladder-1"),
    LADDER_10("ladder-10"),
    LADDER_100("ladder-100"),
    LADDER_1000("ladder-1000"),
    LADDER_10000("ladder-10000");

    private final String id;

    Workload(String id) {
        this.id = id;
    }

    @Override
    public String id() {
        return id;
    }

    public String fileName() {
        return id + ".zip";
    }

    public static Workload of(String id) {
        return Id.parse(Workload.class, "workload", id);
    }
}
