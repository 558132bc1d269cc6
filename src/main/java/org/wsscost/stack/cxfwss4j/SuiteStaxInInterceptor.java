package org.wsscost.stack.cxfwss4j;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.stream.XMLStreamReader;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.ws.security.wss4j.WSS4JStaxInInterceptor;
import org.apache.wss4j.common.WSSPolicyException;
import org.apache.wss4j.stax.ext.WSSSecurityProperties;
import org.apache.xml.security.stax.securityEvent.SecurityEventListener;
import org.wsscost.security.Allowed;
import org.wsscost.stack.wss4jsuite.MgfCheck;
import org.wsscost.stack.wss4jsuite.SuiteListener;

/**
 * CXF's streaming receiver, accepting only the suite's algorithms: a {@link SuiteListener} beside CXF's own
 * listener, which drops the engine's algorithm events (only WS-SecurityPolicy's enforcer sees them otherwise),
 * and an {@link MgfCheck} on the reader it verifies, for the one algorithm no event carries.
 */
public final class SuiteStaxInInterceptor extends WSS4JStaxInInterceptor {
    private final Allowed allowed;

    public SuiteStaxInInterceptor(Map<String, Object> options, Allowed allowed) {
        super(options);
        this.allowed = allowed;
    }

    /** CXF's engine reads the message through an {@link MgfCheck}, which sees what no event reports. */
    @Override
    public void handleMessage(SoapMessage message) throws Fault {
        XMLStreamReader reader = message.getContent(XMLStreamReader.class);
        if (reader != null) {
            message.setContent(XMLStreamReader.class, new MgfCheck(reader, allowed));
        }
        super.handleMessage(message);
    }

    @Override
    protected List<SecurityEventListener> configureSecurityEventListeners(SoapMessage msg, WSSSecurityProperties properties)
            throws WSSPolicyException {
        // a listener per message: it remembers which EncryptedKeys named their digest
        List<SecurityEventListener> listeners = new ArrayList<>(super.configureSecurityEventListeners(msg, properties));
        listeners.add(new SuiteListener(allowed));
        return listeners;
    }
}
