package org.wsscost.stack.springws;

import java.util.List;
import org.apache.wss4j.common.crypto.AlgorithmSuite;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.engine.WSSecurityEngineResult;
import org.apache.wss4j.dom.handler.RequestData;
import org.springframework.ws.context.MessageContext;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityInterceptor;
import org.springframework.ws.soap.security.wss4j2.Wss4jSecurityValidationException;
import org.wsscost.security.Allowed;
import org.wsscost.security.Policy;
import org.wsscost.stack.wss4jsuite.Wss4jSuite;

/**
 * Spring-WS's interceptor accepting only what the policy of the messages it receives allows. Spring-WS has no
 * setter for either (its validation builds WSS4J's RequestData itself, not through WSS4J's handler, so the
 * handler options that would state them are not read), and a deployment subclasses, as here, through the two
 * protected methods it leaves: {@code initializeValidationRequestData} gets the suite as WSS4J's
 * {@code AlgorithmSuite}, for a UsernameToken the password type (text) and the age of its Created (a day, as
 * everywhere); {@code checkResults} refuses
 * an EncryptedKey whose RSA-OAEP digest or mask generation function is outside the suite, which WSS4J does not check.
 */
public final class SuiteInterceptor extends Wss4jSecurityInterceptor {
    private final Allowed allowed;
    private final AlgorithmSuite algorithms;
    private final boolean passwordText;
    private final int createdTtl;

    public SuiteInterceptor(Policy receives) {
        allowed = Allowed.of(receives.suite());
        algorithms = Wss4jSuite.of(allowed);
        passwordText = receives.profile().usernameToken();
        createdTtl = receives.createdTtlSeconds();
    }

    @Override
    protected RequestData initializeValidationRequestData(MessageContext messageContext) {
        RequestData data = super.initializeValidationRequestData(messageContext);
        data.setAlgorithmSuite(algorithms);
        // no setter reaches a UsernameToken's Created either: WSS4J's 5-minute default, where everyone else allows a day
        data.setUtTTL(createdTtl);
        data.setUtFutureTTL((int) Policy.FUTURE_TOLERANCE.toSeconds());
        if (passwordText) {
            data.setRequiredPasswordType(WSConstants.PASSWORD_TEXT);
        }
        return data;
    }

    @Override
    protected void checkResults(List<WSSecurityEngineResult> results, List<Integer> validationActions)
            throws Wss4jSecurityValidationException {
        super.checkResults(results, validationActions);
        String outside = Wss4jSuite.keyTransportOutside(results, allowed);
        if (outside != null) {
            throw new Wss4jSecurityValidationException(outside);
        }
    }

    /** The received message's algorithms checked against the suite, to say which one a refusal was about. */
    Allowed allowed() {
        return allowed;
    }
}
