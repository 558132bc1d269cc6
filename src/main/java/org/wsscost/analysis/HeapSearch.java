package org.wsscost.analysis;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The smallest heap with which a receiver verifies a message: one run with {@value #CAP_MB} MB for
 * the time it takes with room to spare, then {@code -Xmx} doubled from {@value #START_MB} MB until a run
 * verifies in time, then bisected until the smallest heap that does and the largest that does not
 * are within {@value #PRECISION_PERCENT}% of each other.
 */
public final class HeapSearch {
    public static final int START_MB = 64;
    public static final int CAP_MB = 16_384;
    public static final int PRECISION_PERCENT = 5;
    /** How much slower than with room to spare a run may be and still count as enough heap. */
    public static final int SLOWDOWN = 4;

    private HeapSearch() {
    }

    /** One child JVM: its heap, exit code, wall time, and whether it was stopped at the timeout. */
    public record Trial(int heapMb, int exit, long millis, boolean timedOut) {
        public boolean verified() {
            return exit == 0 && !timedOut;
        }
    }

    /** A run of {@code verify} with a given heap, stopped at {@code timeout}. */
    public interface Attempt {
        Trial at(int heapMb, Duration timeout) throws Exception;
    }

    /**
     * One receiver and size: the smallest heap that verified in time (0 when even {@value #CAP_MB} MB did
     * not verify), the trial there, the trial with {@value #CAP_MB} MB, and every trial.
     */
    public record Row(String stack, int sizeMb, long wireBytes, int smallestMb, Trial atSmallest, Trial atCap, List<Trial> trials) {
        public boolean found() {
            return smallestMb > 0;
        }

        public Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("stack", stack);
            m.put("sizeMb", sizeMb);
            m.put("wireBytes", wireBytes);
            m.put("smallestHeapMb", found() ? smallestMb : null);
            m.put("millisAtSmallest", atSmallest == null ? null : atSmallest.millis());
            m.put("millisAtCap", atCap == null ? null : atCap.millis());
            m.put("trials", trials.stream().map(t -> Map.of("heapMb", t.heapMb(), "exit", t.exit(), "millis", t.millis(),
                    "timedOut", t.timedOut())).toList());
            return m;
        }
    }

    /**
     * The run with {@value #CAP_MB} MB comes first: it gives the time with room to spare, and a smaller heap
     * counts as enough only if it verifies within {@value #SLOWDOWN} times that (at least {@code floor},
     * at most {@code timeout}), since a JVM just short of heap can collect for minutes before it fails.
     */
    public static Row search(String stack, int sizeMb, long wireBytes, Duration floor, Duration timeout, Attempt attempt)
            throws Exception {
        List<Trial> trials = new ArrayList<>();
        Trial atCap = attempt.at(CAP_MB, timeout);
        trials.add(atCap);
        if (!atCap.verified()) {
            return new Row(stack, sizeMb, wireBytes, 0, null, atCap, trials);
        }
        Duration limit = Duration.ofMillis(Math.min(timeout.toMillis(), Math.max(floor.toMillis(), SLOWDOWN * atCap.millis())));
        int failing = 0;
        Trial verifying = atCap;
        for (int mb = START_MB; mb < CAP_MB; mb *= 2) {
            Trial t = attempt.at(mb, limit);
            trials.add(t);
            if (t.verified()) {
                verifying = t;
                break;
            }
            failing = mb;
        }
        while ((verifying.heapMb() - failing) * 100L > (long) verifying.heapMb() * PRECISION_PERCENT) {
            int mid = (failing + verifying.heapMb()) / 2;
            Trial t = attempt.at(mid, limit);
            trials.add(t);
            if (t.verified()) {
                verifying = t;
            } else {
                failing = mid;
            }
        }
        return new Row(stack, sizeMb, wireBytes, verifying.heapMb(), verifying, atCap, trials);
    }
}
