package org.wsscost.bench;

import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.turn.Turn;

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
    private final int stride;
    private final boolean byTurns = System.getProperty(Turn.PROPERTY) != null;
    private int next;
    private int iterations;

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
        stride = stride(order.length);
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
     * Called by the owning state before every iteration. By turns ({@code ab}'s forks, which carry
     * {@link Turn#PROPERTY}), iteration k starts at the same place of the cycle on both sides
     * ({@link #align}); otherwise the cycle goes on where it stopped.
     */
    void startIteration() {
        if (byTurns) {
            align(iterations);
        }
        iterations++;
    }

    /**
     * Starts the cycle where iteration {@code iteration} starts on the other side of a pair too, so
     * that a pair of turns times the same messages: a turn of a {@code large} benchmark holds only
     * 6-30 operations, and which sizes it happened to cover made much of a pair's difference.
     * Iterations start {@link #stride} apart, so that over a measurement the starts spread evenly over
     * the cycle and every message counts alike.
     */
    void align(int iteration) {
        next = (int) ((long) iteration * stride % order.length);
    }

    /**
     * The step between iterations' starts in a cycle of {@code n}: the integer nearest n ÷ φ that
     * shares no factor with n, so that n iterations start once at every message and fewer still
     * spread evenly (the golden ratio's low discrepancy).
     */
    static int stride(int n) {
        int near = (int) Math.round(n / ((1 + Math.sqrt(5)) / 2));
        for (int d = 0; ; d++) {
            for (int k : new int[] {near - d, near + d}) {
                if (k >= 1 && k <= n && BigInteger.valueOf(k).gcd(BigInteger.valueOf(n)).intValue() == 1) {
                    return k % n;
                }
            }
        }
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
