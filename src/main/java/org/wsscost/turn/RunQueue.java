package org.wsscost.turn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * A thread's time spent runnable but not running, waiting for a CPU that something else held: the
 * second field of Linux's {@code /proc/self/task/TID/schedstat}, in nanoseconds. Elsewhere, or where
 * the kernel keeps no such count, there is none. Threads are found by name as Linux keeps it, the first
 * {@value #NAME_LENGTH} characters of the JVM's thread name ({@code /proc/self/task/TID/comm}).
 */
public final class RunQueue {
    /** How much of a thread's name Linux keeps. */
    public static final int NAME_LENGTH = 15;
    private static final Path TASKS = Path.of("/proc/self/task");

    private RunQueue() {
    }

    /** Whether this system counts the threads' waits. */
    public static boolean counted() {
        return Files.isReadable(Path.of("/proc/thread-self/schedstat"));
    }

    /**
     * The ids of this JVM's threads whose names start with {@code name}, as far as Linux keeps names: those
     * whose kept name is {@code name}'s first {@value #NAME_LENGTH} characters. None where the system does
     * not count waits.
     */
    public static List<Long> threadsNamed(String name) {
        String kept = name.length() > NAME_LENGTH ? name.substring(0, NAME_LENGTH) : name;
        List<Long> ids = new ArrayList<>();
        if (!counted()) {
            return ids;
        }
        try (Stream<Path> tasks = Files.list(TASKS)) {
            for (Path task : tasks.toList()) {
                String comm;
                try {
                    comm = Files.readString(task.resolve("comm")).strip();
                } catch (NoSuchFileException e) {
                    // the thread ended between the listing and the reading: it is no thread of that name any more
                    continue;
                }
                if (comm.equals(kept) || (kept.length() < NAME_LENGTH && comm.startsWith(kept))) {
                    ids.add(Long.parseLong(task.getFileName().toString()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("listing " + TASKS + " failed", e);
        }
        return ids;
    }

    /** Thread {@code id}'s waiting so far, in nanoseconds. */
    public static long waitedNanos(long id) {
        Path schedstat = TASKS.resolve(Long.toString(id)).resolve("schedstat");
        String line;
        try {
            line = Files.readString(schedstat).trim();
        } catch (IOException e) {
            throw new UncheckedIOException("reading " + schedstat + " failed", e);
        }
        String[] fields = line.split("\\s+");
        if (fields.length < 2 || !fields[1].matches("\\d+")) {
            throw new IllegalStateException(schedstat + " reads '" + line + "', not 'RUN WAIT SLICES' in nanoseconds");
        }
        return Long.parseLong(fields[1]);
    }
}
