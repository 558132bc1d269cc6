package org.wsscost.runtime.cxf;

import org.wsscost.Id;

/** How a CXF deployment is told what WS-Security to apply: the two ways CXF's users configure it. */
public enum Configuration implements Id {
    /** WSS4J's action interceptors added to both parties' chains, with their option maps. */
    ACTIONS,
    /** WS-SecurityPolicy in the WSDL, which CXF's policy engine turns into its policy interceptors. */
    POLICY;

    public static Configuration of(String id) {
        return Id.parse(Configuration.class, "config", id);
    }
}
