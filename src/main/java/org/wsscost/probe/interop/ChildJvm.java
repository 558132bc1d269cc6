package org.wsscost.probe.interop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.wsscost.security.Policy;
import org.wsscost.stack.StackId;

/**
 * An isolated stack's sender and receiver, each call in a JVM of its own running this class path's
 * {@code secure} and {@code verify} tools: the stack's JCA providers are its own and JVM-wide, so it never
 * runs in the JVM where the other stacks run theirs (docs/design.md).
 */
final class ChildJvm {
    private static final long TIMEOUT_SECONDS = 300;

    private ChildJvm() {
    }

    /** What the stack's sender makes of a plain message under the policy. */
    static byte[] secure(StackId stack, Policy policy, byte[] plain) {
        try {
            Path dir = Files.createTempDirectory("wsscost-interop-");
            try {
                Path in = Files.write(dir.resolve("plain.xml"), plain);
                Path out = dir.resolve("secured.xml");
                List<String> args = new ArrayList<>(List.of("secure"));
                args.addAll(options(stack, policy));
                args.addAll(List.of(in.toString(), out.toString()));
                Run r = run(stack, args);
                if (r.status() != 0) {
                    throw new IllegalStateException(stack.id() + " secure in a child JVM: exit " + r.status() + ": " + r.out());
                }
                return Files.readAllBytes(out);
            } finally {
                deleteAll(dir);
            }
        } catch (IOException e) {
            throw new IllegalStateException(stack.id() + " secure in a child JVM: " + e.getMessage(), e);
        }
    }

    /** Null where the stack's receiver accepts the message, its reason where it refuses it. */
    static String refusal(StackId stack, Policy policy, byte[] wire) {
        try {
            Path dir = Files.createTempDirectory("wsscost-interop-");
            try {
                Path in = Files.write(dir.resolve("secured.xml"), wire);
                List<String> args = new ArrayList<>(List.of("verify"));
                args.addAll(options(stack, policy));
                args.add(in.toString());
                Run r = run(stack, args);
                String prefix = "rejected " + in + ": ";
                if (r.status() == 0) {
                    return null;
                }
                if (r.status() == 1 && r.out().startsWith(prefix)) {
                    String reason = r.out().substring(prefix.length()).strip();
                    // verify ends its line with the policy in brackets
                    return reason.substring(0, Math.max(0, reason.lastIndexOf(" (")));
                }
                throw new IllegalStateException(stack.id() + " verify in a child JVM: exit " + r.status() + ": " + r.out());
            } finally {
                deleteAll(dir);
            }
        } catch (IOException e) {
            throw new IllegalStateException(stack.id() + " verify in a child JVM: " + e.getMessage(), e);
        }
    }

    private static List<String> options(StackId stack, Policy policy) {
        return List.of("--stack", stack.id(), "--profile", policy.profile().id(), "--suite", policy.suite().id(),
                "--direction", policy.sender().id().equals("server") ? "response" : "request");
    }

    private record Run(int status, String out) {
    }

    /** The tool in a new JVM with the options the stack needs on its command line. */
    private static Run run(StackId stack, List<String> toolArgs) throws IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString())));
        command.addAll(stack.jvmArgs());
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "org.wsscost.cli.Main"));
        command.addAll(toolArgs);
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("a child JVM ran longer than " + TIMEOUT_SECONDS + " s: " + toolArgs);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted waiting for a child JVM", e);
        }
        return new Run(p.exitValue(), out.strip());
    }

    private static void deleteAll(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }
}
