package org.wsscost.stack.isolated;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Isolation;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * WSS4J 1.x's DOM API alone (isolated/wss4j-1.x, at the pom's wss4j1.version), in a surefire JVM of its own (pom.xml,
 * execution isolated-wss4j1): its classes come from its own loader and jars, a response it secures carries the legacy
 * suite's header and an encrypted Body, and processing it gives the Body back with the recorded quakes; a changed
 * ciphertext, or a header without its signature, is refused.
 */
class Wss4j1Test {
    private static final Policy POLICY = Policy.of(Profile.SIGNENCR, Suite.LEGACY, Party.sending(Direction.RESPONSE));

    private static Wss4j1 open() {
        return Wss4j1.open(POLICY, Secured.KEYS);
    }

    @Test
    void itsClassesComeFromItsOwnJarsInItsOwnLoader() throws Exception {
        Libraries libraries = Wss4j1.libraries();
        Map<String, String> versions = Wss4j1.versions();
        Isolation.assertOwnJars(libraries, Map.of(
                "org.apache.ws.security.WSSecurityEngine", "wss4j-" + versions.get("wss4j") + ".jar",
                "org.apache.xml.security.Init", "xmlsec-" + versions.get("santuario") + ".jar",
                "org.wsscost.adapter.wss4j1.Wss4j1Engine", "adapter.jar"));
        Isolation.assertSuiteUnseen(libraries.loader());
        assertTrue(versions.get("wss4j").startsWith("1."), versions.toString());
    }

    /**
     * Secured: one Security header holding a Timestamp, a BinarySecurityToken, one signature and the encrypted key, in
     * the legacy algorithms; the Body holds EncryptedData and no quake. Processed: the Body holds the recorded quakes and
     * no EncryptedData, and the engine's results held the signature (process checks it, or it would have thrown).
     */
    @Test
    void aSecuredResponseIsProcessedBackToItsBody() throws Exception {
        Wss4j1 wss4j = open();
        byte[] wire = wss4j.secure(Secured.EXCHANGE.response());
        assertEquals(1, Messages.count(wire, Messages.WSSE, "Security"));
        assertEquals(1, Messages.count(wire, Messages.WSSE, "BinarySecurityToken"));
        assertEquals(1, Messages.count(wire, Messages.DSIG, "Signature"));
        assertEquals(1, Messages.count(wire, Messages.XENC, "EncryptedKey"));
        assertEquals(1, Messages.count(wire, Messages.XENC, "EncryptedData"));
        assertTrue(Messages.text(wire).contains("Timestamp"), Messages.text(wire));
        assertFalse(Messages.text(wire).contains("magnitude"), "the Body's content encrypted");
        Isolation.assertLegacyAlgorithms(wire);

        Object processed = wss4j.process(wire);
        assertEquals(Secured.EXCHANGE.quakes(), wss4j.quakes(processed));
        String body = Messages.text(wss4j.body(processed));
        assertTrue(body.contains("magnitude=\""), body);
        assertFalse(body.contains("EncryptedData"), body);
    }

    /** A new AES key and ciphertext each call; the same secured bytes processed twice (no replay cache refuses the second). */
    @Test
    void eachSecureEncryptsAnewAndTheSameMessageIsProcessedTwice() {
        Wss4j1 wss4j = open();
        byte[] one = wss4j.secure(Secured.EXCHANGE.response());
        byte[] two = wss4j.secure(Secured.EXCHANGE.response());
        assertNotEquals(Messages.text(one), Messages.text(two));
        assertEquals(Secured.EXCHANGE.quakes(), wss4j.quakes(wss4j.process(one)));
        assertEquals(Secured.EXCHANGE.quakes(), wss4j.quakes(wss4j.process(one)));
        assertEquals(Secured.EXCHANGE.quakes(), wss4j.quakes(wss4j.process(two)));
    }

    @Test
    void aChangedCiphertextIsRefused() {
        Wss4j1 wss4j = open();
        byte[] changed = Messages.changeAfter(wss4j.secure(Secured.EXCHANGE.response()), "CipherValue>");
        assertThrows(Rejected.class, () -> wss4j.process(changed));
    }

    /** The engine alone accepts a header without a signature; the receiver's check of its results refuses it. */
    @Test
    void aHeaderWithoutItsSignatureIsRefused() throws Exception {
        Wss4j1 wss4j = open();
        byte[] unsigned = Messages.without(wss4j.secure(Secured.EXCHANGE.response()), Messages.DSIG, "Signature");
        Rejected r = assertThrows(Rejected.class, () -> wss4j.process(unsigned));
        assertTrue(r.getMessage().toLowerCase(Locale.ROOT).contains("signature"), r.getMessage());
    }

    /**
     * Neither release's libraries carry BouncyCastle: the JDK's providers sign, and no provider of another loader's makes
     * its XML signatures (1.6's JSR 105 provider is its own Santuario's; 1.5 signs with Santuario's own classes).
     */
    @Test
    void itSignsWithTheJdksProviders() {
        Wss4j1 wss4j = open();
        wss4j.secure(Secured.EXCHANGE.response());
        Map<String, String> jca = wss4j.jca("SHA1withRSA");
        assertTrue(jca.get("signature").endsWith("(jdk)"), jca.toString());
        assertFalse(jca.get("xmldsig").endsWith("(other)"), jca.toString());
    }

    @Test
    void onlyTheLegacySuitesSignencrOpens() {
        for (Policy other : new Policy[] {Policy.of(Profile.SIGN, Suite.LEGACY, Party.SERVER),
                Policy.of(Profile.SIGNENCR, Suite.MODERN, Party.SERVER)}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Wss4j1.open(other, Secured.KEYS));
            assertTrue(e.getMessage().startsWith("wss4j1 runs the legacy suite's signencr only"), e.getMessage());
        }
    }
}
