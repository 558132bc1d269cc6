package org.wsscost.runtime;

import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.wsscost.corpus.Direction;

/**
 * Who watches and who edits the bytes on a runtime's in-JVM transport: a tap shown every call's {@link Wire}, and an
 * edit per direction applied before the receiver reads the bytes, as anyone between the parties could. With none set
 * (the benchmarks' case) a call costs a read of a field or two. Extended by the transports that carry the bytes.
 */
public abstract class WireWatch {
    private volatile Consumer<Wire> tap;
    private volatile UnaryOperator<byte[]> requestEdit;
    private volatile UnaryOperator<byte[]> responseEdit;

    /** Shows every call's bytes to {@code tap} from now on; null stops it. */
    public final void tap(Consumer<Wire> tap) {
        this.tap = tap;
    }

    /** Edits every message of {@code direction} from now on, before its receiver reads it; null stops it. */
    public final void tamper(Direction direction, UnaryOperator<byte[]> edit) {
        if (direction == Direction.REQUEST) {
            requestEdit = edit;
        } else {
            responseEdit = edit;
        }
    }

    /** The tap, or null. */
    protected final Consumer<Wire> tap() {
        return tap;
    }

    /** The edit of {@code direction}'s messages, or null. */
    protected final UnaryOperator<byte[]> edit(Direction direction) {
        return direction == Direction.REQUEST ? requestEdit : responseEdit;
    }
}
