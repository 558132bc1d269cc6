package org.wsscost.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A temporary directory where a tool stages a run's files before {@link Archive#store} moves them into place: closing
 * it removes it, and should the JVM be stopped first, a shutdown hook stops the processes the tool started and removes
 * it then.
 */
final class Staging implements AutoCloseable {
    private final Path dir;
    private final Thread cleanup;

    Staging(String prefix) throws IOException {
        dir = Files.createTempDirectory(prefix);
        cleanup = new Thread(() -> {
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            Archive.deleteTree(dir);
        });
        Runtime.getRuntime().addShutdownHook(cleanup);
    }

    /** A file in the directory. */
    Path resolve(String name) {
        return dir.resolve(name);
    }

    /** The directory, as a message names it ("logs: …"). */
    @Override
    public String toString() {
        return dir.toString();
    }

    @Override
    public void close() {
        Archive.deleteTree(dir);
        Runtime.getRuntime().removeShutdownHook(cleanup);
    }
}
