package org.wsscost.stack.rampart15;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Libraries;

/**
 * Rampart 1.5 on Axis2 1.5.1, run in a surefire JVM of its own (pom.xml, execution isolated-rampart-1.5): its
 * classes come from its own loader and jars, it signs with the providers its WSS4J 1.5.8 installs, and each of
 * its stages gives what the next one needs.
 */
class Rampart15Test {
    private static final Libraries LIBRARIES = Libraries.of(Rampart15.STACK);

    @Test
    void itsClassesComeFromItsOwnJarsInItsOwnLoader() throws Exception {
        Isolation.assertOwnJars(LIBRARIES, Map.of(
                "org.apache.rampart.RampartEngine", "rampart-core-1.5.jar",
                "org.apache.axis2.engine.AxisEngine", "axis2-kernel-1.5.1.jar",
                "org.apache.axis2.databinding.ADBBean", "axis2-adb-1.5.1.jar",
                "org.apache.axiom.om.OMElement", "axiom-api-1.2.8.jar",
                "org.apache.ws.security.WSSecurityEngine", "wss4j-1.5.8.jar",
                "org.apache.xml.security.Init", "xmlsec-1.4.2.jar",
                "org.wsscost.seismic.types.Results", "adapter.jar"));
        Isolation.assertSuiteUnseen(LIBRARIES.loader());
    }

    @Test
    void itSignsWithTheProvidersItsWss4jInstalls() {
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.RAMPART_15, policy, Direction.RESPONSE);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(Secured.received(StackId.RAMPART_15, policy, wire)));
        java.security.Provider bc = Security.getProvider("BC");
        assertSame(LIBRARIES.loader(), bc.getClass().getClassLoader(), "BC is the stack's own");
        Isolation.assertLegacyAlgorithms(wire);
    }

    /**
     * Each stage of a signed and encrypted response, on its own: marshal puts the payload in an LLOM Body, to-dom
     * makes Rampart's DOOM document of it, secure adds the header, serialize writes it; the receiver's to-dom and
     * process give back an envelope whose Body binds to the recorded quakes; a changed byte is refused.
     */
    @Test
    void eachStageGivesWhatTheNextNeeds() throws Exception {
        Stack stack = StackId.RAMPART_15.create(Binder.context());
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        org.wsscost.pipeline.Security security = stack.security(policy, Secured.KEYS);
        assertEquals(List.of(Phase.TO_DOM, Phase.SECURE), security.outbound().stream().map(s -> s.phase()).toList());
        assertEquals(List.of(Phase.TO_DOM, Phase.PROCESS), security.inbound().stream().map(s -> s.phase()).toList());

        Object marshalled = stack.marshal(stack.bind(stack.build(Secured.EXCHANGE.response())));
        assertTrue(Messages.text(stack.serialize(marshalled)).contains("quake "), "marshal: the payload in the Body");
        Object doom = security.outbound().get(0).apply().apply(marshalled);
        assertTrue(doom instanceof Document, "to-dom: a DOM document, not " + doom.getClass());
        byte[] wire = stack.serialize(security.outbound().get(1).apply().apply(doom));
        assertEquals(1, Messages.count(wire, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(wire, Messages.DSIG, "Signature"));
        assertFalse(Messages.text(wire).contains("magnitude"), "secure: the Body encrypted");

        Object received = security.inbound().get(0).apply().apply(stack.build(wire));
        assertTrue(received instanceof Document, "to-dom on the receiver");
        Isolation.assertProcessedAndChangeRefused(stack, security, wire, security.inbound().get(1).apply().apply(received));
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        Policy modern = Secured.policy(Profile.SIGN, Suite.MODERN, Direction.REQUEST);
        Isolation.assertRefusedInOneLine(StackId.RAMPART_15, modern, "rampart-1.5: Rampart 1.5 cannot run suite modern");
        assertNotNull(Rampart15.refusal(Secured.policy(Profile.PLAIN, Suite.MODERN, Direction.REQUEST)));
        assertNull(Rampart15.refusal(Secured.policy(Profile.PLAIN, Suite.LEGACY, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Isolation.assertVersions(Rampart15.STACK.versions(), Map.of("rampart", "1.5", "axis2", "1.5.1", "axis2-adb", "1.5.1",
                "axiom", "1.2.8", "wss4j", "1.5.8", "santuario", "1.4.2"));
    }
}
