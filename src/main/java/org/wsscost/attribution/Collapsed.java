package org.wsscost.attribution;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * A profile in async-profiler's collapsed form: one line per distinct stack, its frames from the root to the leaf
 * separated by {@code ;}, then a space and how many samples had that stack.
 */
public record Collapsed(List<Stack> stacks) {
    /** One distinct stack: frames root first, as async-profiler names them, and its samples. */
    public record Stack(List<String> frames, long samples) {
    }

    public Collapsed {
        stacks = List.copyOf(stacks);
    }

    /**
     * The profile in {@code text}; {@code where} names it in a refusal, with the line.
     *
     * @throws IllegalArgumentException for a line that is not frames, a space and a positive count, or no samples
     */
    public static Collapsed parse(String text, String where) {
        List<Stack> stacks = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int space = line.lastIndexOf(' ');
            long samples;
            try {
                samples = space > 0 ? Long.parseLong(line.substring(space + 1)) : -1;
            } catch (NumberFormatException e) {
                samples = -1;
            }
            if (samples <= 0) {
                throw new IllegalArgumentException(where + ":" + (i + 1) + ": not a collapsed stack (frames;…;frames COUNT): "
                        + (line.length() > 80 ? line.substring(0, 80) + "…" : line));
            }
            stacks.add(new Stack(List.of(line.substring(0, space).split(";")), samples));
        }
        if (stacks.isEmpty()) {
            throw new IllegalArgumentException(where + ": no samples");
        }
        return new Collapsed(stacks);
    }

    /**
     * The profile in {@code file}, gzipped or not (a long run's profile is megabytes of repeated frames).
     *
     * @throws IllegalArgumentException naming the file for one that cannot be read or is not a profile
     */
    public static Collapsed read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
            if (bytes.length > 1 && bytes[0] == (byte) 0x1f && bytes[1] == (byte) 0x8b) {
                try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
                    bytes = in.readAllBytes();
                }
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": cannot be read: " + e.getMessage(), e);
        }
        return parse(new String(bytes, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * Only the stacks of the benchmark's own threads: those through JMH's generated measuring loop (a frame ending in
     * {@code _jmhStub}). A wall-clock profile samples every thread of the JVM, the idle compiler, collector and JMH
     * threads too, whose waits would bury the benchmark's own.
     *
     * @throws IllegalArgumentException naming {@code where} when no stack passes through the loop
     */
    public Collapsed benchmarkThreads(String where) {
        List<Stack> mine = stacks.stream().filter(s -> s.frames().stream().anyMatch(f -> f.endsWith("_jmhStub"))).toList();
        if (mine.isEmpty()) {
            throw new IllegalArgumentException(where + ": no sample of the benchmark's threads (no frame ending in _jmhStub)");
        }
        return new Collapsed(mine);
    }

    public long samples() {
        return stacks.stream().mapToLong(Stack::samples).sum();
    }
}
