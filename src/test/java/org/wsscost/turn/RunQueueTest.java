package org.wsscost.turn;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** Linux counts a thread's waits for a CPU: threads that outnumber the CPUs and all spin must wait. */
@EnabledOnOs(OS.LINUX)
class RunQueueTest {
    @Test
    void threadsThatOutnumberTheCpusWaitAndTheirCountsOnlyGrow() throws InterruptedException {
        assertTrue(RunQueue.counted());
        int n = 3 * Runtime.getRuntime().availableProcessors();
        long[] waited = new long[n];
        Thread[] threads = new Thread[n];
        for (int i = 0; i < n; i++) {
            int k = i;
            threads[i] = new Thread(() -> {
                long before = RunQueue.waitedNanos().orElseThrow();
                long end = System.nanoTime() + 300_000_000L;
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
                waited[k] = RunQueue.waitedNanos().orElseThrow() - before;
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assertTrue(Arrays.stream(waited).allMatch(w -> w >= 0), Arrays.toString(waited));
        // n threads on n/3 CPUs for 300 ms each: about 200 ms of waiting per thread, far above this bound
        assertTrue(Arrays.stream(waited).sum() > 100_000_000L, Arrays.toString(waited));
    }
}
