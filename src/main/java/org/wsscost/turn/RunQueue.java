package org.wsscost.turn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The calling thread's time spent runnable but not running, waiting for a CPU that something else
 * held: the second field of Linux's {@code /proc/thread-self/schedstat}, in nanoseconds. Elsewhere,
 * or where the kernel keeps no such count, there is none.
 */
public final class RunQueue {
    private static final Path SCHEDSTAT = Path.of("/proc/thread-self/schedstat");

    private RunQueue() {
    }

    /** Whether this system counts the threads' waits. */
    public static boolean counted() {
        return Files.isReadable(SCHEDSTAT);
    }

    /** The calling thread's waiting so far, in nanoseconds; empty where the system does not count it. */
    public static OptionalLong waitedNanos() {
        if (!counted()) {
            return OptionalLong.empty();
        }
        String line;
        try {
            line = Files.readString(SCHEDSTAT).trim();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + SCHEDSTAT + " failed", e);
        }
        String[] fields = line.split("\\s+");
        if (fields.length < 2 || !fields[1].matches("\\d+")) {
            throw new IllegalStateException(SCHEDSTAT + " reads '" + line + "', not 'RUN WAIT SLICES' in nanoseconds");
        }
        return OptionalLong.of(Long.parseLong(fields[1]));
    }
}
