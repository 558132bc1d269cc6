package org.wsscost.floor;

import java.util.List;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** Prepares the floor's inputs from recorded messages, once per trial. */
public final class Floors {
    private Floors() {
    }

    /**
     * The canonical bytes of each recorded message of one direction, taken from the message as
     * wss4j-dom's sender signs it (Timestamp and signature over Body and Timestamp, {@code suite}):
     * the bytes every stack's cryptography runs over, give or take the Ids and prefixes it chooses.
     */
    public static Canonical[] prepare(List<Exchange> exchanges, Direction direction, Suite suite, Keys keys) {
        Stack stack = StackId.WSS4J_DOM.create(Binder.context());
        Security signer = stack.security(Policy.of(Profile.SIGN, suite, Party.sending(direction)), keys);
        Canonical[] canonical = new Canonical[exchanges.size()];
        for (int i = 0; i < canonical.length; i++) {
            byte[] recorded = exchanges.get(i).message(direction);
            canonical[i] = Canonical.of(signer.send(stack, stack.bind(stack.build(recorded))));
        }
        return canonical;
    }
}
