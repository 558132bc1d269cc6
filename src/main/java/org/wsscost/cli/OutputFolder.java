package org.wsscost.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The folder a tool writes its files into ({@code --out DIR}). A tool never deletes or replaces what it did not
 * write: each folder it writes into holds a marker ({@value #MARKER}) listing the files it wrote there, and only
 * those are replaced or removed when it writes again. A folder that holds one of the tool's inputs is refused; so
 * is an existing folder of other files without a marker, unless {@code --replace} asks to write beside them.
 * Files are made in a staging folder beside the target and moved in, each whole.
 */
final class OutputFolder {
    static final String MARKER = ".wsscost-written";

    /** What a tool writes into the staging folder it is given. */
    interface Body {
        void write(Path staging) throws Exception;
    }

    private final String tool;
    private final String label;
    private final Path dir;
    /** The files the marker lists: what the tool wrote here before. */
    private final Set<String> own;

    private OutputFolder(String tool, String label, Path dir, Set<String> own) {
        this.tool = tool;
        this.label = label;
        this.dir = dir;
        this.own = own;
    }

    /**
     * {@code dir} as the output folder of {@code tool}, checked before any work: refused when it is a file, has no
     * parent folder, holds one of {@code inputs}, or holds files the tool did not write unless {@code replace}.
     */
    static OutputFolder claim(String tool, String option, Path dir, boolean replace, List<Path> inputs) throws UsageException {
        Path target = dir.toAbsolutePath().normalize();
        String label = option + " " + target;
        if (Files.exists(target) && !Files.isDirectory(target)) {
            throw new UsageException(label + ": exists and is not a folder");
        }
        if (target.getParent() == null || !Files.isDirectory(target.getParent())) {
            throw new UsageException(label + ": its parent folder " + target.getParent() + " does not exist");
        }
        for (Path input : inputs) {
            if (input.toAbsolutePath().normalize().startsWith(target)) {
                throw new UsageException(label + ": holds the input " + input + "; give " + option + " a folder of its own");
            }
        }
        OutputFolder folder = new OutputFolder(tool, label, target, marked(target));
        if (!Files.exists(target.resolve(MARKER)) && !replace) {
            List<String> others = folder.files(target).stream().filter(f -> !f.equals(MARKER)).toList();
            if (!others.isEmpty()) {
                throw new UsageException(label + ": holds files " + tool + " did not write (" + names(others)
                        + "); give a new or empty folder, or --replace to write beside them");
            }
        }
        return folder;
    }

    Path dir() {
        return dir;
    }

    /**
     * Has {@code body} write the files into a staging folder, then moves them in: a new folder whole, into an
     * existing one file by file, where the files of the tool's earlier writing that it did not write again are
     * removed. A file of the same name that the tool did not write refuses the whole, before anything is moved.
     */
    void write(Body body) throws Exception {
        Path staging = Files.createTempDirectory(dir.getParent(), "." + dir.getFileName() + "-");
        try {
            body.write(staging);
            List<String> names = files(staging);
            for (String name : names) {
                if (Files.exists(dir.resolve(name)) && !own.contains(name)) {
                    throw new UsageException(label + ": " + name + " is there and " + tool + " did not write it; it is not replaced");
                }
            }
            if (!Files.exists(dir)) {
                mark(staging, names);
                Files.move(staging, dir, StandardCopyOption.ATOMIC_MOVE);
                return;
            }
            // the marker lists both the old and the new files while they change places, so none is ever unlisted
            Set<String> both = new TreeSet<>(own);
            both.addAll(names);
            mark(dir, both);
            for (String name : names) {
                Path target = dir.resolve(name);
                Files.createDirectories(target.getParent());
                Files.move(staging.resolve(name), target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
            for (String old : own) {
                Path file = dir.resolve(old).normalize();
                if (!names.contains(old) && file.startsWith(dir) && Files.isRegularFile(file)) {
                    Files.delete(file);
                }
            }
            mark(dir, names);
        } finally {
            Archive.deleteTree(staging);
        }
    }

    /** The files the marker in {@code dir} lists; none without one. */
    private static Set<String> marked(Path dir) throws UsageException {
        Path marker = dir.resolve(MARKER);
        if (!Files.isRegularFile(marker)) {
            return Set.of();
        }
        try {
            return new TreeSet<>(Files.readAllLines(marker, StandardCharsets.UTF_8).stream()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList());
        } catch (IOException e) {
            throw new UsageException(marker + ": cannot read: " + e.getMessage());
        }
    }

    /** Writes the marker listing {@code names} beside itself and moves it into place. */
    private void mark(Path into, Collection<String> names) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add("# The files wsscost " + tool + " wrote here; writing here again it replaces or removes these and no others.");
        lines.addAll(new TreeSet<>(names));
        Path tmp = Files.createTempFile(into, MARKER, ".tmp");
        Files.write(tmp, lines, StandardCharsets.UTF_8);
        Files.move(tmp, into.resolve(MARKER), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /** Every file under {@code root}, as a path relative to it, sorted. */
    private List<String> files(Path root) throws UsageException {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(f -> root.relativize(f).toString()).sorted().toList();
        } catch (IOException e) {
            throw new UsageException(label + ": cannot list: " + e.getMessage());
        }
    }

    /** The first few names, and how many more. */
    private static String names(List<String> names) {
        return names.size() <= 3 ? String.join(", ", names)
                : String.join(", ", names.subList(0, 3)) + " and " + (names.size() - 3) + " more";
    }
}
