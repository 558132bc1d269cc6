package org.wsscost.stack.cxfstax;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Fingerprint;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * What is CXF's own in the cxf-stax stack: its chains write and read the envelope as CXF's SOAP binding does,
 * the secured pass carries WSS4J's streaming security, and a refusal keeps WSS4J's reason, which CXF would
 * otherwise replace with a generic one. The contract every stack keeps is StackContractTest's.
 */
class CxfStaxStackTest {
    private static final Policy SIGN = Secured.policy(Profile.SIGN, Suite.MODERN, Direction.RESPONSE);
    private static final Policy SIGNENCR = Secured.policy(Profile.SIGNENCR, Suite.MODERN, Direction.RESPONSE);
    private final CxfStaxStack stack = new CxfStaxStack(new Binder(Binder.context()));

    /** The plain chains: SoapOutInterceptor's envelope (prefix soap) around JAXB's payload, read back by the in-chain. */
    @Test
    void marshalWritesCxfsEnvelopeAndBindReadsIt() throws Exception {
        Written w = stack.marshal(stack.bind(stack.build(Secured.EXCHANGE.response())));
        assertArrayEquals(w.bytes(), stack.serialize(w));
        assertEquals("soap", Messages.parse(w.bytes()).getDocumentElement().getPrefix());
        assertEquals("results", Soap.payload(Messages.parse(w.bytes())).getLocalName());
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(stack.bind(stack.build(w.bytes()))));
    }

    @Test
    void aSecuredPassEncryptsTheBodyAndTheReceivingPassBindsIt() throws Exception {
        Security security = stack.security(SIGNENCR, Secured.KEYS);
        byte[] wire = security.send(stack, stack.bind(stack.build(Secured.EXCHANGE.response())));
        assertEquals(1, Messages.count(wire, Messages.XENC, "EncryptedData"));
        assertFalse(Messages.text(wire).contains("magnitude"));
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(security.receive(stack, wire)));
    }

    /** A Body changed after signing fails at its end tag, which the receiving pass reads after binding. */
    @Test
    void aChangedSignedBodyIsRefusedInWss4jsWords() {
        Security security = stack.security(SIGN, Secured.KEYS);
        byte[] wire = Messages.changeAfter(security.send(stack, stack.bind(stack.build(Secured.EXCHANGE.response()))),
                "magnitude=\"");
        Rejected r = assertThrows(Rejected.class, () -> security.receive(stack, wire));
        assertFalse(r.getMessage().isBlank());
        assertFalse(r.getMessage().contains("An error was discovered processing the <wsse:Security> header"), r.getMessage());
    }

    /** The steps, for the tools, give a secured message and take one back to plain. */
    @Test
    void theStepsSecureAndProcessWrittenMessages() {
        Security security = stack.security(SIGNENCR, Secured.KEYS);
        Object secured = Security.apply(security.outbound(), stack.build(Secured.EXCHANGE.response()));
        assertTrue(Messages.text(((Written) secured).bytes()).contains("EncryptedData"));
        Object plain = Security.apply(security.inbound(), secured);
        assertEquals(Secured.recorded(Direction.RESPONSE), Fingerprint.of(stack.bind(plain)));
    }
}
