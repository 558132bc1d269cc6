package org.wsscost.bench;

import java.util.List;
import org.wsscost.seismic.Corpus;
import org.wsscost.seismic.Direction;
import org.wsscost.seismic.Exchange;
import org.wsscost.seismic.Workload;

/**
 * One direction of a workload's recorded messages, in memory, cycled through in recorded order so
 * that every operation sees the next message (JIT profiles see the whole set, not one message).
 */
final class Messages {
    final List<Exchange> exchanges;
    final byte[][] bytes;
    final int[] quakes;
    private int next;

    Messages(String workload, String direction) {
        this(Corpus.load(Workload.of(workload)), Direction.of(direction));
    }

    Messages(List<Exchange> exchanges, Direction direction) {
        this.exchanges = exchanges;
        bytes = new byte[exchanges.size()][];
        quakes = new int[exchanges.size()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = exchanges.get(i).message(direction);
            quakes[i] = direction == Direction.REQUEST ? 0 : exchanges.get(i).quakes();
        }
    }

    int size() {
        return bytes.length;
    }

    /** The index of the next message; wraps around. */
    int next() {
        int k = next;
        next = k + 1 == bytes.length ? 0 : k + 1;
        return k;
    }
}
