package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;

/**
 * The cycle visits every message once, any run of 40 (a 1 s iteration on {@code large}) is a fair
 * sample of sizes, and by turns both sides start each iteration at the same message.
 */
class MessagesTest {

    @Test
    void theBalancedOrderIsAPermutation() {
        int[] weights = {5, 0, 9, 9, 1, 3, 7};
        int[] order = Messages.balancedOrder(weights);
        assertArrayEquals(IntStream.range(0, weights.length).toArray(), Arrays.stream(order).sorted().toArray());
        assertArrayEquals(new int[] {0}, Messages.balancedOrder(new int[] {42}));
    }

    @Test
    void everyRunOfFortyLargeResponsesIsWithinTenPercentOfTheCycleMean() {
        Messages m = new Messages("large", Direction.RESPONSE.id());
        int n = m.size();
        int[] cycle = new int[n];
        for (int k = 0; k < n; k++) {
            cycle[k] = m.next();
        }
        assertEquals(cycle[0], m.next(), "the cycle wraps around");
        double mean = Arrays.stream(m.bytes).mapToInt(b -> b.length).average().orElseThrow();
        double worstBalanced = worstRun(m, cycle, 40, mean);
        double worstRecorded = worstRun(m, IntStream.range(0, n).toArray(), 40, mean);
        assertTrue(worstBalanced < 0.10, "worst run of 40 in balanced order is " + worstBalanced + " off the mean");
        assertTrue(worstRecorded > 0.20, "recorded order's worst run is " + worstRecorded + ": the test no longer shows why");
    }

    /** The largest relative difference between a run's mean size and the cycle's, over every start. */
    private static double worstRun(Messages m, int[] cycle, int length, double mean) {
        double worst = 0;
        for (int start = 0; start < cycle.length; start++) {
            long sum = 0;
            for (int k = 0; k < length; k++) {
                sum += m.bytes[cycle[(start + k) % cycle.length]].length;
            }
            worst = Math.max(worst, Math.abs(sum / (double) length / mean - 1));
        }
        return worst;
    }

    @Test
    void alignedSidesStartEveryIterationAtTheSameMessageAndTheStartsCoverTheCycle() {
        Messages a = new Messages("large", Direction.RESPONSE.id());
        Messages b = new Messages("large", Direction.RESPONSE.id());
        int n = a.size();
        Set<Integer> starts = new HashSet<>();
        for (int iteration = 0; iteration < n; iteration++) {
            a.align(iteration);
            b.align(iteration);
            int first = a.next();
            assertEquals(first, b.next(), "iteration " + iteration + " starts at the same message on both sides");
            starts.add(first);
            // the sides get through different numbers of messages in a turn; the next iteration realigns them
            for (int k = 0; k < 6 + iteration % 5; k++) {
                a.next();
            }
            for (int k = 0; k < 20; k++) {
                b.next();
            }
        }
        assertEquals(n, starts.size(), "n iterations start once at every message of the cycle");
    }

    @Test
    void outsideTurnsAnIterationGoesOnWhereTheLastStopped() {
        Messages m = new Messages("large", Direction.RESPONSE.id());
        Messages reference = new Messages("large", Direction.RESPONSE.id());
        for (int iteration = 0; iteration < 5; iteration++) {
            m.startIteration();
            for (int k = 0; k < 7; k++) {
                assertEquals(reference.next(), m.next());
            }
        }
    }

    @Test
    void theStrideIsNearTheGoldenSectionAndSharesNoFactorWithTheCycle() {
        assertEquals(61, Messages.stride(100));
        assertEquals(0, Messages.stride(1));
        for (int n = 2; n <= 400; n++) {
            int stride = Messages.stride(n);
            assertEquals(1, BigInteger.valueOf(stride).gcd(BigInteger.valueOf(n)).intValue(), "stride " + stride + " of " + n);
            assertTrue(Math.abs(stride - n / 1.618) <= 3 + n * 0.02, "stride " + stride + " of " + n);
        }
    }
}
