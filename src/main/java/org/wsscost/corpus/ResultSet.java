package org.wsscost.corpus;

import java.util.List;

/** One seismic area's part of a response: the regions its quakes refer to (by index), and the quakes (by time). */
public record ResultSet(String area, List<Region> regions, List<Quake> quakes) {
}
