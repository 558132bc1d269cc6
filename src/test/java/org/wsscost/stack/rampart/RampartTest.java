package org.wsscost.stack.rampart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.Libraries;

/**
 * The real Rampart 1.7.1, run in a surefire JVM of its own (pom.xml, execution isolated-rampart): its
 * classes come from its own loader and jars, none of the suite's Axiom, Axis2, WSS4J or Santuario, and it
 * signs with the providers its WSS4J installs.
 */
class RampartTest {
    private static final Libraries LIBRARIES = Libraries.of(Rampart.STACK);

    @Test
    void itsClassesComeFromItsOwnJarsInItsOwnLoader() throws Exception {
        Isolation.assertOwnJars(LIBRARIES, Map.of(
                "org.apache.rampart.RampartEngine", "rampart-core-1.7.1.jar",
                "org.apache.axis2.engine.AxisEngine", "axis2-kernel-1.7.6.jar",
                "org.apache.axis2.databinding.ADBBean", "axis2-adb-1.7.6.jar",
                "org.apache.axiom.om.OMElement", "axiom-api-1.2.20.jar",
                "org.apache.axiom.soap.impl.builder.StAXSOAPModelBuilder", "axiom-api-1.2.20.jar",
                "org.apache.ws.security.WSSecurityEngine", "wss4j-1.6.16.jar",
                "org.apache.xml.security.Init", "xmlsec-1.5.7.jar",
                "org.bouncycastle.jce.provider.BouncyCastleProvider", "bcprov-jdk15on-1.49.jar"));
        Isolation.assertSuiteUnseen(LIBRARIES.loader());
    }

    @Test
    void itSignsWithTheProvidersItsWss4jInstalls() {
        Policy policy = Secured.policy(Profile.SIGNENCR, Suite.LEGACY, Direction.RESPONSE);
        byte[] wire = Secured.secured(StackId.RAMPART, policy, Direction.RESPONSE);
        assertEquals(Secured.EXCHANGE.quakes(), Binder.quakes(Secured.received(StackId.RAMPART, policy, wire)));
        List<java.security.Provider> providers = Arrays.asList(Security.getProviders());
        java.security.Provider bc = Security.getProvider("BC");
        assertSame(LIBRARIES.loader(), bc.getClass().getClassLoader(), "BC is the stack's own");
        assertEquals("1.49", bc.getVersionStr());
        assertEquals(1, providers.indexOf(bc), "WSS4J 1.6 puts BouncyCastle second");
        assertSame(LIBRARIES.loader(), Security.getProvider("ApacheXMLDSig").getClass().getClassLoader());
        assertTrue(Messages.text(wire).contains("xmldsig#rsa-sha1"));
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        Policy modern = Secured.policy(Profile.SIGN, Suite.MODERN, Direction.REQUEST);
        Isolation.assertRefusedInOneLine(StackId.RAMPART, modern, "rampart: Rampart 1.7.1 cannot run suite modern");
        assertNull(Rampart.refusal(Secured.policy(Profile.USERNAME, Suite.MODERN, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Isolation.assertVersions(Rampart.STACK.versions(), Map.of("rampart", "1.7.1", "axis2", "1.7.6", "axiom", "1.2.20",
                "wss4j", "1.6.16", "santuario", "1.5.7", "bouncycastle", "1.49"));
    }
}
