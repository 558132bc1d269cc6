package org.wsscost.bench;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;

/**
 * One direction of a workload's recorded messages, in memory, cycled through so that every
 * operation sees the next message (JIT profiles see the whole set, not one message).
 *
 * <p>The cycle is in {@linkplain #balancedOrder balanced order}, not recorded order: {@code large}'s
 * responses range from 7 KB to 745 KB (coefficient of variation 0.68), and a 1 s iteration covers
 * only 20–50 of its 100 messages, so in recorded order an iteration's mean depended on which run of
 * messages it happened to cover. The mean over a whole cycle is the same in either order.
 */
final class Messages {
    final List<Exchange> exchanges;
    final byte[][] bytes;
    final int[] quakes;
    private final int[] order;
    private int next;

    Messages(String workload, String direction) {
        this(Corpus.load(Workload.of(workload)), Direction.of(direction));
    }

    Messages(List<Exchange> exchanges, Direction direction) {
        this.exchanges = exchanges;
        bytes = new byte[exchanges.size()][];
        quakes = new int[exchanges.size()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = exchanges.get(i).message(direction);
            quakes[i] = direction == Direction.REQUEST ? 0 : exchanges.get(i).quakes();
        }
        order = balancedOrder(exchanges.stream().mapToInt(Exchange::quakes).toArray());
    }

    int size() {
        return bytes.length;
    }

    /** The index of the next message in the cycle; wraps around. */
    int next() {
        int k = next;
        next = k + 1 == order.length ? 0 : k + 1;
        return order[k];
    }

    /**
     * An order of {@code weights.length} messages in which every run of about √n consecutive
     * messages holds one of each size class: the messages ranked by weight (an exchange's quake
     * count, which sets the size of its response and of the work on it) are cut into ⌈√n⌉ strata of
     * neighbouring ranks, and the cycle takes one message from each stratum in turn. Ties keep
     * recorded order, so the order is the same on every run.
     */
    static int[] balancedOrder(int[] weights) {
        int n = weights.length;
        int[] ranked = IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingInt((Integer i) -> weights[i]).thenComparingInt(i -> i))
                .mapToInt(Integer::intValue).toArray();
        int strata = (int) Math.ceil(Math.sqrt(n));
        int[] order = new int[n];
        int k = 0;
        for (int round = 0; k < n; round++) {
            for (int s = 0; s < strata; s++) {
                int from = (int) ((long) s * n / strata);
                int to = (int) ((long) (s + 1) * n / strata);
                if (from + round < to) {
                    order[k++] = ranked[from + round];
                }
            }
        }
        return order;
    }
}
