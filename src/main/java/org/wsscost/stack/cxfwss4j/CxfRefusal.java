package org.wsscost.stack.cxfwss4j;

import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;

/** A receiver's refusal as CXF raises it, as the project's {@link Rejected}, in the words nearest its cause. */
public final class CxfRefusal {
    private CxfRefusal() {
    }

    /**
     * The deepest message of the failure's causes: CXF wraps WSS4J's exception in a SOAP fault (the streaming path
     * first in a stream exception), and WSS4J often wraps the detail once more (the streaming checker's "The SOAP
     * Body is not signed" inside a general security error), so the deepest is the most specific.
     */
    public static Rejected of(Throwable failure) {
        return new Rejected(Refusals.reason(failure), failure);
    }
}
