package org.wsscost.report;

import java.util.ArrayList;
import java.util.List;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Bytes on the wire: every message of a workload bound and sent by each stack's own sender under
 * each profile, as the benchmarks' inputs are made. Sizes are measured when asked, not stored.
 */
public final class Sizes {
    private Sizes() {
    }

    /** One stack × profile over a workload's messages in one direction: the recorded plain bytes and the sent bytes. */
    public record Size(StackId stack, Profile profile, Suite suite, Workload workload, Direction direction, int messages,
            long recordedBytes, long sentBytes) {
        public double meanSent() {
            return (double) sentBytes / messages;
        }

        public double meanRecorded() {
            return (double) recordedBytes / messages;
        }
    }

    public static List<Size> measure(Workload workload, Suite suite, Direction direction) {
        List<Exchange> exchanges = Corpus.load(workload);
        Keys keys = Keys.load();
        List<Size> sizes = new ArrayList<>();
        for (StackId id : StackId.shared()) {
            Stack stack = id.create(Binder.context());
            List<Object> payloads = new ArrayList<>();
            long recorded = 0;
            for (Exchange e : exchanges) {
                byte[] plain = e.message(direction);
                recorded += plain.length;
                payloads.add(stack.bind(stack.build(plain)));
            }
            for (Profile profile : Profile.values()) {
                Security security = stack.security(Policy.of(profile, suite, Party.sending(direction)), keys);
                long sent = 0;
                for (Object payload : payloads) {
                    sent += security.send(stack, payload).length;
                }
                sizes.add(new Size(id, profile, suite, workload, direction, exchanges.size(), recorded, sent));
            }
        }
        return sizes;
    }
}
