package org.wsscost.probe;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One of this class path's tools run in a JVM of its own: how the probes run an isolated stack, whose JCA providers
 * are its own and JVM-wide, apart from the JVM where the other stacks run theirs (docs/design.md). The child's
 * standard error is dropped; its standard output and exit status are the answer.
 */
public final class ChildJvm {
    private static final long TIMEOUT_SECONDS = 300;

    private ChildJvm() {
    }

    /** A child's exit status and what it printed, stripped. */
    public record Run(int status, String out) {
    }

    /**
     * Runs {@code org.wsscost.cli.Main} with {@code toolArgs} on this JVM's java and class path, with the JVM options
     * the stack needs ({@code StackId.jvmArgs}), and waits for it.
     */
    public static Run run(List<String> jvmArgs, List<String> toolArgs) {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString())));
        command.addAll(jvmArgs);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.wsscost.cli.Main"));
        command.addAll(toolArgs);
        try {
            Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("a child JVM ran longer than " + TIMEOUT_SECONDS + " s: " + toolArgs);
            }
            return new Run(p.exitValue(), out.strip());
        } catch (IOException e) {
            throw new UncheckedIOException("a child JVM for " + toolArgs + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for a child JVM", e);
        }
    }
}
