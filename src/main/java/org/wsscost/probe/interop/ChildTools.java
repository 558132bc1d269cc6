package org.wsscost.probe.interop;

import java.nio.file.Path;
import java.util.List;
import org.wsscost.probe.ChildJvm;
import org.wsscost.probe.ChildJvm.Run;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * An isolated stack's sender and receiver, each side in one JVM of its own ({@link ChildJvm}) running this class
 * path's {@code interop --send} or {@code --receive} on the directory of messages: the stack's JCA providers are its
 * own and JVM-wide, so it never runs in the JVM where the other stacks run theirs (docs/design.md), and one JVM per
 * side, not per message, keeps the table quick.
 */
final class ChildTools {
    private ChildTools() {
    }

    /** {@link Interop#send} in a child JVM. */
    static void send(StackId stack, Suite suite, Path dir) {
        run(stack, suite, "--send", dir);
    }

    /** {@link Interop#receive} in a child JVM, its cells read back. */
    static List<Interop.Cell> receive(StackId stack, Suite suite, Path dir) {
        return Interop.fromTsv(run(stack, suite, "--receive", dir));
    }

    private static String run(StackId stack, Suite suite, String side, Path dir) {
        Run r = ChildJvm.run(stack.jvmArgs(), List.of("interop", "--stack", stack.id(), "--suite", suite.id(), side, dir.toString()));
        if (r.status() != 0) {
            throw new IllegalStateException("interop " + side + " of " + stack.id() + " in a child JVM: exit " + r.status() + ": "
                    + r.out());
        }
        return r.out();
    }
}
