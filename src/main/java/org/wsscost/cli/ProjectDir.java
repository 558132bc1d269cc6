package org.wsscost.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The project checkout this jar was built in: {@code target/benchmarks.jar} (or
 * {@code target/classes}) lives under it. Tools write there, never relative to the working directory.
 */
final class ProjectDir {
    private ProjectDir() {
    }

    /** The jar this tool runs from, for a tool that starts it again in child JVMs ({@code what} says which). */
    static Path ownJar(String what) throws UsageException {
        try {
            Path code = Path.of(ProjectDir.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(code)) {
                return code;
            }
        } catch (URISyntaxException | SecurityException e) {
            throw new UsageException(what + ": cannot locate this jar: " + e.getMessage());
        }
        throw new UsageException(what + " starts this jar again; run it from the jar (java -jar target/benchmarks.jar …)");
    }

    /** {@code <project>/<name>}, or a usage error when the jar no longer sits in its checkout. */
    static Path resolve(String name, String option) throws UsageException {
        Path code;
        try {
            code = Path.of(ProjectDir.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | SecurityException e) {
            throw new UsageException("cannot locate the jar to find the project; pass " + option + " DIR");
        }
        for (Path p = code.getParent(); p != null; p = p.getParent()) {
            if (p.getFileName() != null && p.getFileName().toString().equals("target")) {
                Path root = p.getParent();
                if (Files.isRegularFile(root.resolve("pom.xml")) && Files.isDirectory(root.resolve(name))) {
                    return root.resolve(name);
                }
            }
        }
        throw new UsageException(code + " is not inside a wsscost checkout (no target/../" + name + "); pass " + option + " DIR");
    }
}
