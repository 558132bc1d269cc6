package org.wsscost.stack.metro15;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Libraries;

/**
 * Metro 1.5's XWSS, run in a surefire JVM of its own (pom.xml, execution isolated-metro-1.5): its classes come
 * child-first from its own jars, its JSR 105 API before the JDK's, and each of its stages gives what the next
 * one needs.
 */
class Metro15Test {
    private static final Libraries LIBRARIES = Libraries.of(Metro15.STACK);

    @Test
    void itsClassesComeChildFirstFromItsOwnJars() throws Exception {
        Isolation.assertOwnJars(LIBRARIES, Map.of(
                "com.sun.xml.wss.XWSSProcessor", "webservices-rt-1.5.jar",
                "com.sun.xml.bind.v2.ContextFactory", "webservices-rt-1.5.jar",
                "javax.xml.soap.SOAPMessage", "webservices-api-1.5.jar",
                "org.wsscost.adapter.metro15.jaxb.Results", "adapter.jar"));
        ClassLoader loader = LIBRARIES.loader();
        // child-first: its own XML Signature API, which the JDK's java.xml.crypto module also has
        Class<?> xmldsig = loader.loadClass("javax.xml.crypto.dsig.XMLSignatureFactory");
        assertSame(loader, xmldsig.getClassLoader(), "the stack's own JSR 105");
        assertNotSame(javax.xml.crypto.dsig.XMLSignatureFactory.class, xmldsig);
        // java.* only ever from the JDK
        assertSame(String.class, loader.loadClass("java.lang.String"));
        assertThrows(ClassNotFoundException.class, () -> loader.loadClass("org.wsscost.pipeline.Stack"));
    }

    /**
     * Each stage of a signed and encrypted response, on its own: marshal puts the payload in a SAAJ Body, secure
     * adds the header and encrypts the Body, serialize writes it; the receiver's build and process give back a
     * message whose Body binds to the recorded quakes; a changed ciphertext is refused.
     */
    @Test
    void eachStageGivesWhatTheNextNeeds() throws Exception {
        Stack stack = StackId.METRO_15.create(Binder.context());
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        Security security = stack.security(policy, Secured.KEYS);
        assertEquals(List.of(Phase.SECURE), security.outbound().stream().map(Security.Step::phase).toList());
        assertEquals(List.of(Phase.PROCESS), security.inbound().stream().map(Security.Step::phase).toList());

        Object bound = stack.bind(stack.build(Secured.EXCHANGE.response()));
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(bound), "build and bind: the recorded quakes");
        Object marshalled = stack.marshal(bound);
        assertTrue(Messages.text(stack.serialize(marshalled)).contains("magnitude=\""), "marshal: the payload in the Body");
        byte[] wire = stack.serialize(security.outbound().get(0).apply().apply(marshalled));
        assertEquals(1, Messages.count(wire, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(wire, Messages.DSIG, "Signature"));
        assertFalse(Messages.text(wire).contains("magnitude"), "secure: the Body encrypted");
        Isolation.assertLegacyAlgorithms(wire);

        Isolation.assertProcessedAndChangeRefused(stack, security, wire, security.inbound().get(0).apply().apply(stack.build(wire)));
    }

    @Test
    void itHasNoModelToConvert() {
        Stack stack = StackId.METRO_15.create(Binder.context());
        Object model = stack.build(Secured.EXCHANGE.response());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ((org.wsscost.pipeline.Converting) stack).convert(Phase.TO_DOM, model));
        assertTrue(e.getMessage().startsWith("metro-1.5 has no in-memory model conversion"), e.getMessage());
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        Policy modern = Secured.policy(Profile.SIGNENCR, Suite.MODERN, Direction.REQUEST);
        Isolation.assertRefusedInOneLine(StackId.METRO_15, modern, "metro-1.5: Metro 1.5 cannot run suite modern");
        assertNotNull(Metro15.refusal(Secured.policy(Profile.PLAIN, Suite.MODERN, Direction.REQUEST)));
        assertNull(Metro15.refusal(Secured.policy(Profile.PLAIN, Suite.LEGACY, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Isolation.assertVersions(Metro15.STACK.versions(),
                Map.of("xwss", "1.5", "jaxb", "1.5", "xmldsig", "1.5", "webservices-api", "1.5"));
    }

    @Test
    void theJvmCarriesTheExportsItNeeds() {
        assertEquals(List.of("--add-exports=java.xml/com.sun.org.apache.xerces.internal.dom=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xerces.internal.jaxp=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xml.internal.utils=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xpath.internal=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xpath.internal.functions=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xpath.internal.objects=ALL-UNNAMED",
                "--add-exports=java.xml/com.sun.org.apache.xalan.internal.xsltc.trax=ALL-UNNAMED"), StackId.METRO_15.jvmArgs());
        assertTrue(ModuleLayer.boot().findModule("java.xml").orElseThrow()
                        .isExported("com.sun.org.apache.xerces.internal.dom", Metro15.class.getModule()),
                "surefire's argLine exports them (pom.xml), as the benchmarks' forks and the jar's manifest do");
    }
}
