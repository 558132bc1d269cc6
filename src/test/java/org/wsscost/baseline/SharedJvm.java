package org.wsscost.baseline;

import org.wsscost.corpus.Corpus;
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
 * Run in a child JVM by {@link SharedJvmTest}: secures and receives one signed message with the
 * engines named on the command line ({@code santuario} = this baseline's StAX API, {@code wss4j} =
 * the wss4j-stax stack), in that order, in this one JVM; prints one line per engine.
 */
public final class SharedJvm {
    private SharedJvm() {
    }

    public static void main(String[] engines) {
        var jaxb = Binder.context();
        Keys keys = Keys.load();
        Exchange x = Corpus.load(Workload.LADDER_10).get(0);
        Policy policy = Policy.of(Profile.SIGN, Suite.MODERN, Party.SERVER);
        Stack dom = StackId.WSS4J_DOM.create(jaxb);
        Object payload = dom.bind(dom.build(x.response()));
        for (String engine : engines) {
            try {
                Object back;
                if (engine.equals("santuario")) {
                    Baseline b = Api.STAX.create(policy, keys, new Binder(jaxb));
                    back = b.receive(b.send(payload));
                } else {
                    Stack stax = StackId.WSS4J_STAX.create(jaxb);
                    Security s = stax.security(policy, keys);
                    back = s.receive(stax, s.send(stax, payload));
                }
                System.out.println(engine + " accepted " + Binder.quakes(back));
            } catch (RuntimeException e) {
                System.out.println(engine + " failed " + e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
    }
}
