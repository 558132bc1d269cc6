package org.wsscost.corpus.record;

import java.util.List;
import java.util.Locale;
import java.util.function.ToIntFunction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;

/** One recorded workload: its exchanges, the calibration behind its queries (null for ladder rungs), its zip's size. */
record Recording(Workload workload, List<Exchange> exchanges, Calibration calibration, long zipBytes) {
    long quakes() {
        return exchanges.stream().mapToLong(Exchange::quakes).sum();
    }

    /** Min, mean and max of a message size over the exchanges, for the README. */
    String sizes(ToIntFunction<Exchange> size) {
        var stats = exchanges.stream().mapToInt(size).summaryStatistics();
        return String.format(Locale.ROOT, "%,d / %,.0f / %,d", stats.getMin(), stats.getAverage(),
                stats.getMax());
    }
}
