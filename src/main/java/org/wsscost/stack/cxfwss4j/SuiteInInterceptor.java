package org.wsscost.stack.cxfwss4j;

import jakarta.xml.soap.SOAPException;
import java.util.Map;
import javax.xml.stream.XMLStreamException;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.ws.security.wss4j.WSS4JInInterceptor;
import org.apache.wss4j.common.crypto.AlgorithmSuite;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.dom.handler.RequestData;
import org.apache.wss4j.dom.handler.WSHandlerResult;
import org.w3c.dom.Element;
import org.wsscost.security.Allowed;
import org.wsscost.stack.wss4jsuite.Wss4jSuite;

/**
 * CXF's DOM receiver, accepting only the suite's algorithms, through the two hooks its interceptor leaves for
 * this: {@code setAlgorithmSuites} (without WS-SecurityPolicy CXF builds the suite from the sender's option keys,
 * which name no canonicalization, transform or RSA-OAEP parameter) and {@code doResults}, where the EncryptedKeys
 * the engine processed are checked for RSA-OAEP's digest and mask generation function, which WSS4J does not check.
 */
public final class SuiteInInterceptor extends WSS4JInInterceptor {
    private final Allowed allowed;
    private final AlgorithmSuite algorithms;

    public SuiteInInterceptor(Map<String, Object> options, Allowed allowed) {
        super(options);
        this.allowed = allowed;
        this.algorithms = Wss4jSuite.of(allowed);
    }

    @Override
    protected void setAlgorithmSuites(SoapMessage message, RequestData data) {
        data.setAlgorithmSuite(algorithms);
    }

    @Override
    protected void doResults(SoapMessage msg, String actor, Element soapHeader, Element soapBody, WSHandlerResult wsResult,
            boolean utWithCallbacks) throws SOAPException, XMLStreamException, WSSecurityException {
        String outside = Wss4jSuite.keyTransportOutside(wsResult.getResults(), allowed);
        if (outside != null) {
            throw new WSSecurityException(WSSecurityException.ErrorCode.INVALID_SECURITY, new IllegalArgumentException(outside));
        }
        super.doResults(msg, actor, soapHeader, soapBody, wsResult, utWithCallbacks);
    }
}
