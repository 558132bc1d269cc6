package org.wsscost.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPublicKey;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Date;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class KeyStoresTest {

    @ParameterizedTest
    @EnumSource(Party.class)
    void eachPartyHasAnRsa2048KeyPairValidForDecades(Party party) throws Exception {
        KeyStore ks = KeyStores.load(party);
        X509Certificate own = KeyStores.certificate(ks, party);
        assertEquals(2048, ((RSAPublicKey) own.getPublicKey()).getModulus().bitLength());
        Date tenYears = Date.from(Instant.now().atZone(ZoneOffset.UTC).plusYears(10).toInstant());
        own.checkValidity(tenYears);
        KeyStores.certificate(ks, party.peer()).checkValidity(tenYears);
    }

    @ParameterizedTest
    @EnumSource(Party.class)
    void thePeerTrustsThePartysCertificate(Party party) throws Exception {
        PrivateKey key = KeyStores.privateKey(KeyStores.load(party), party);
        X509Certificate asTrustedByPeer = KeyStores.certificate(KeyStores.load(party.peer()), party);
        assertTrue(KeyStores.load(party.peer()).isCertificateEntry(party.alias()));

        byte[] data = "seismic".getBytes();
        Signature signer = Signature.getInstance("SHA256withRSA");
        signer.initSign(key);
        signer.update(data);
        byte[] sig = signer.sign();
        Signature verifier = Signature.getInstance("SHA256withRSA");
        verifier.initVerify(asTrustedByPeer);
        verifier.update(data);
        assertTrue(verifier.verify(sig));
    }

    @ParameterizedTest
    @EnumSource(Provider.class)
    void theJksCopiesHoldTheSameKeysAsThePkcs12Stores(Provider provider) throws Exception {
        try (Provider.Installed installed = provider.install()) {
            Keys pkcs12 = Keys.load(KeyStoreType.PKCS12);
            Keys jks = Keys.load(KeyStoreType.JKS);
            assertEquals("JKS", jks.store(Party.CLIENT).getType());
            assertEquals(KeyStoreType.JKS, jks.type());
            for (Party p : Party.values()) {
                assertTrue(java.util.Arrays.equals(pkcs12.privateKey(p).getEncoded(), jks.privateKey(p).getEncoded()), p.id());
                assertEquals(pkcs12.certificate(p), jks.certificate(p));
                assertEquals(KeyStores.certificate(pkcs12.store(p), p.peer()), KeyStores.certificate(jks.store(p), p.peer()));
                assertEquals(java.util.Collections.list(pkcs12.store(p).aliases()).stream().sorted().toList(),
                        java.util.Collections.list(jks.store(p).aliases()).stream().sorted().toList());
            }
        }
    }

    @Test
    void aWrongPasswordIsOneClearError() throws Exception {
        byte[] store;
        try (InputStream in = KeyStores.class.getResourceAsStream("/wsscost/keystores/client.p12")) {
            store = in.readAllBytes();
        }
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> KeyStores.load(new ByteArrayInputStream(store), "client.p12", "nope".toCharArray()));
        assertTrue(e.getMessage().startsWith("keystore client.p12: cannot open"), e.getMessage());
    }
}
