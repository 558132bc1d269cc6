package org.wsscost.stack.cxfwss4j;

import org.w3c.dom.Element;
import org.wsscost.security.Allowed;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;
import org.wsscost.stack.wss4jsuite.Wss4jSuite;

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

    /** The same, and where WSS4J's words do not say which algorithm it refused, the one in {@code header} outside {@code allowed}. */
    public static Rejected of(Throwable failure, Element header, Allowed allowed) {
        return new Rejected(Wss4jSuite.explained(Refusals.reason(failure), header, allowed), failure);
    }
}
