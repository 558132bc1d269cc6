package org.wsscost.probe.interop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.wsscost.probe.ChildJvm;
import org.wsscost.probe.ChildJvm.Run;
import org.wsscost.security.Policy;
import org.wsscost.stack.StackId;

/**
 * An isolated stack's sender and receiver, each call in a JVM of its own ({@link ChildJvm}) running this class
 * path's {@code secure} and {@code verify} tools: the stack's JCA providers are its own and JVM-wide, so it never
 * runs in the JVM where the other stacks run theirs (docs/design.md).
 */
final class ChildTools {
    private ChildTools() {
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
                Run r = ChildJvm.run(stack.jvmArgs(), args);
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
                Run r = ChildJvm.run(stack.jvmArgs(), args);
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

    private static void deleteAll(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(dir);
    }
}
