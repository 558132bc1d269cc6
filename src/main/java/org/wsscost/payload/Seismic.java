package org.wsscost.payload;

/** Names of the seismic payload. */
public final class Seismic {
    public static final String NS = "http://wsscost.org/seismic/types";

    private Seismic() {
    }
}
