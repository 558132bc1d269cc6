package org.wsscost.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Linux counts a thread's waits for a CPU, and names the JVM's threads: threads found by their name that
 * outnumber the CPUs and all spin must wait.
 */
@EnabledOnOs(OS.LINUX)
class RunQueueTest {
    @Test
    void spinningThreadsFoundByNameThatOutnumberTheCpusWait() throws InterruptedException {
        assertTrue(RunQueue.counted());
        int n = 3 * Runtime.getRuntime().availableProcessors();
        Thread[] threads = new Thread[n];
        long end = System.nanoTime() + 600_000_000L;
        for (int i = 0; i < n; i++) {
            threads[i] = new Thread(() -> {
                while (System.nanoTime() < end) {
                    Thread.onSpinWait();
                }
            }, "org.wsscost.spinner-" + i);
            threads[i].start();
        }
        Thread.sleep(400);
        List<Long> spinners = RunQueue.threadsNamed("org.wsscost.spinner-");
        long waited = spinners.stream().mapToLong(RunQueue::waitedNanos).sum();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(n, spinners.size(), spinners.toString());
        assertTrue(RunQueue.threadsNamed("org.wsscost.nothing-").isEmpty());
        // n threads on n/3 CPUs for 400 ms each: about 270 ms of waiting per thread, far above this bound
        assertTrue(waited > 100_000_000L * n / 3, waited + " ns");
    }
}
