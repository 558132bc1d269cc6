package org.wsscost.stack.rampart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;
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
        ClassLoader loader = LIBRARIES.loader();
        assertSame(ClassLoader.getPlatformClassLoader(), loader.getParent());
        Map<String, String> jars = Map.of(
                "org.apache.rampart.RampartEngine", "rampart-core-1.7.1.jar",
                "org.apache.axis2.engine.AxisEngine", "axis2-kernel-1.7.6.jar",
                "org.apache.axis2.databinding.ADBBean", "axis2-adb-1.7.6.jar",
                "org.apache.axiom.om.OMElement", "axiom-api-1.2.20.jar",
                "org.apache.axiom.soap.impl.builder.StAXSOAPModelBuilder", "axiom-api-1.2.20.jar",
                "org.apache.ws.security.WSSecurityEngine", "wss4j-1.6.16.jar",
                "org.apache.xml.security.Init", "xmlsec-1.5.7.jar",
                "org.bouncycastle.jce.provider.BouncyCastleProvider", "bcprov-jdk15on-1.49.jar");
        for (Map.Entry<String, String> e : jars.entrySet()) {
            Class<?> c = loader.loadClass(e.getKey());
            assertSame(loader, c.getClassLoader(), e.getKey());
            Path jar = Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
            assertEquals(e.getValue(), jar.getFileName().toString(), e.getKey());
            assertTrue(LIBRARIES.jars().contains(jar), jar + " is not one of the stack's copied jars");
        }
        // the suite's own classes, its WSS4J 4 and its Santuario 4 are out of its sight
        for (String suites : List.of("org.wsscost.pipeline.Stack", "org.apache.wss4j.dom.engine.WSSecurityEngine",
                "org.apache.xml.security.stax.ext.XMLSec")) {
            assertThrows(ClassNotFoundException.class, () -> loader.loadClass(suites), suites);
        }
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
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StackId.RAMPART.create(Binder.context()).security(modern, Secured.KEYS));
        assertTrue(e.getMessage().startsWith("rampart: Rampart 1.7.1 cannot run suite modern"), e.getMessage());
        assertTrue(e.getMessage().lines().count() == 1);
        assertNull(Rampart.refusal(Secured.policy(Profile.USERNAME, Suite.MODERN, Direction.REQUEST)));
    }

    @Test
    void theRecordedVersionsAreTheLoadedOnes() {
        Map<String, String> v = Rampart.STACK.versions();
        assertEquals("1.7.1", v.get("rampart"));
        assertEquals("1.7.6", v.get("axis2"));
        assertEquals("1.2.20", v.get("axiom"));
        assertEquals("1.6.16", v.get("wss4j"));
        assertEquals("1.5.7", v.get("santuario"));
        assertEquals("1.49", v.get("bouncycastle"));
    }
}
