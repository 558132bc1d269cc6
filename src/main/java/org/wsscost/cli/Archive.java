package org.wsscost.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.regex.Pattern;

/**
 * {@code results/}: saved runs named {@code <yyyy-MM-dd-HHmmss>-<name>.json} with their
 * {@code .meta.json} sidecar, so names sort by date. Files are made elsewhere and moved in whole,
 * so an interrupted run never leaves a half-written file there.
 */
final class Archive {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]*");
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");

    private Archive() {
    }

    static String checkName(String name) throws UsageException {
        if (!NAME.matcher(name).matches() || name.length() > 80) {
            throw new UsageException("--name '" + name + "': use letters, digits, '.', '_' and '-' only (at most 80)");
        }
        return name;
    }

    /** The results directory: {@code --results DIR}, else the checkout's {@code results/}. */
    static Path results(String option) throws UsageException {
        Path dir = option == null ? ProjectDir.resolve("results", "--results") : Path.of(option);
        if (!Files.isDirectory(dir)) {
            throw new UsageException(dir + ": no such directory (the results directory must exist)");
        }
        return dir.toAbsolutePath();
    }

    /** {@code <stamp>-<name>}, the stem of a new run's files. */
    static String stem(String name) {
        return LocalDateTime.now().format(STAMP) + "-" + name;
    }

    /**
     * Moves finished files (or directories) into {@code dir} under the given names, each in one atomic
     * step; when the staging area is on another file system, each is copied to a hidden {@code .tmp}
     * beside its target first and renamed.
     * The result JSON goes first: a run interrupted between two moves keeps a complete result.
     */
    /** Stores a run's JSON result and its metadata sidecar as {@code <stamp>-NAME.json} and {@code .meta.json}. */
    static List<Path> storeRun(Path dir, String name, Path json, Path meta) throws IOException {
        String stem = stem(name);
        return store(dir, List.of(json, meta), List.of(stem + ".json", stem + ".meta.json"));
    }

    static List<Path> store(Path dir, List<Path> staged, List<String> names) throws IOException {
        for (String name : names) {
            if (Files.exists(dir.resolve(name))) {
                throw new IOException(dir.resolve(name) + ": already exists; not overwritten");
            }
        }
        for (int i = 0; i < staged.size(); i++) {
            Path target = dir.resolve(names.get(i));
            try {
                Files.move(staged.get(i), target, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Path hidden = dir.resolve("." + names.get(i) + ".tmp");
                try {
                    copyTree(staged.get(i), hidden);
                    Files.move(hidden, target, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    if (Files.exists(hidden)) {
                        deleteTree(hidden);
                    }
                }
            }
        }
        return names.stream().map(dir::resolve).toList();
    }

    /** A file, or a directory and all it holds. */
    static void copyTree(Path from, Path to) throws IOException {
        try (var walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Files.copy(p, to.resolve(from.relativize(p).toString()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** Deletes a staging directory and what it holds (used on success, failure and interruption). */
    static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (var walk = Files.walk(dir)) {
            walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("wsscost: could not remove " + dir + ": " + e.getMessage());
        }
    }
}
