package org.wsscost.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.MessageDigest;
import java.security.Security;
import java.security.Signature;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.crypto.Cipher;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Recording;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.stack.StackId;

/**
 * The provider switch is real: {@code bc} puts BouncyCastle first, and the libraries behind every
 * stack then obtain their signatures, digests and ciphers from it, with none pinned to the JDK's.
 */
class ProviderTest {
    /** The JDK's cryptographic providers; with them gone, any pinned lookup fails. */
    private static final List<String> JDK_CRYPTO = List.of("SUN", "SunRsaSign", "SunEC", "SunJCE");

    @Test
    void bcPutsBouncyCastleFirstAndClosingTakesItOut() throws Exception {
        assertNull(Security.getProvider("BC"), "no test leaves BouncyCastle registered");
        try (Provider.Installed installed = Provider.BC.install()) {
            assertEquals("BC", Security.getProviders()[0].getName());
            assertEquals("BC", Signature.getInstance("SHA256withRSA").getProvider().getName());
            assertEquals("BC", Cipher.getInstance("AES/GCM/NoPadding").getProvider().getName());
            assertEquals("BC", Cipher.getInstance("RSA/ECB/OAEPPadding").getProvider().getName());
            assertEquals("BC", MessageDigest.getInstance("SHA-256").getProvider().getName());
        }
        assertNull(Security.getProvider("BC"));
        try (Provider.Installed installed = Provider.JDK.install()) {
            assertEquals("SunRsaSign", Signature.getInstance("SHA256withRSA").getProvider().getName());
            assertEquals("SunJCE", Cipher.getInstance("AES/GCM/NoPadding").getProvider().getName());
        }
    }

    /**
     * With the JDK's cryptographic providers removed and a recording BouncyCastle first, each stack
     * secures and receives a signed and encrypted message: so nothing in WSS4J, Santuario or XWSS pins
     * a JDK provider, and the record shows what each obtained from BouncyCastle.
     */
    @ParameterizedTest
    @MethodSource("org.wsscost.stack.StackId#shared")
    void theLibrariesObtainTheirCryptographyFromBouncyCastle(StackId id) {
        java.security.Provider[] before = Security.getProviders();
        Recording recording = new Recording("BC", new BouncyCastleProvider(), Set.of());
        try {
            for (String name : JDK_CRYPTO) {
                Security.removeProvider(name);
            }
            Security.insertProviderAt(recording, 1);
            Keys keys = Keys.load();
            Stack stack = id.create(Binder.context());
            byte[] recorded = Corpus.load(Workload.LADDER_10).get(0).message(Direction.RESPONSE);
            Object payload = stack.bind(stack.build(recorded));
            org.wsscost.pipeline.Security security = stack.security(Policy.of(Profile.SIGNENCR, Suite.MODERN, Party.SERVER), keys);
            byte[] secured = security.send(stack, payload);
            Binder.requireQuakes(10, security.receive(stack, secured), id.id());
        } finally {
            for (java.security.Provider p : Security.getProviders()) {
                Security.removeProvider(p.getName());
            }
            for (java.security.Provider p : before) {
                Security.addProvider(p);
            }
        }
        Set<String> got = new TreeSet<>(recording.handedOut());
        Map<String, String> wanted = Map.of("Signature", "RSA", "MessageDigest", "SHA", "Cipher", "AES",
                "KeyGenerator", "AES");
        for (Map.Entry<String, String> w : wanted.entrySet()) {
            assertTrue(got.stream().anyMatch(s -> s.startsWith(w.getKey() + " ") && s.contains(w.getValue())),
                    id.id() + " obtained no " + w + " from BouncyCastle: " + got);
        }
        assertTrue(got.stream().anyMatch(s -> s.startsWith("Cipher RSA")), id.id() + ": no RSA key transport from BC: " + got);
    }
}
