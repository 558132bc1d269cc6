package org.wsscost.floor;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.security.Signature;
import java.util.Base64;
import java.util.HashMap;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.xml.security.algorithms.JCEMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** The floor does the same cryptography as a real stack, on the same bytes. */
class CryptoFloorTest {
    private static final Keys KEYS = Keys.load();

    /** A ladder-10 response as wss4j-dom's sender signs it. */
    private static byte[] signedByWss4jDom(Suite suite) {
        Stack stack = StackId.WSS4J_DOM.create(Binder.context());
        Security s = stack.security(Policy.of(Profile.SIGN, suite, Party.SERVER), KEYS);
        byte[] recorded = Corpus.load(Workload.LADDER_10).get(0).message(Direction.RESPONSE);
        return s.send(stack, stack.bind(stack.build(recorded)));
    }

    @ParameterizedTest
    @EnumSource(Suite.class)
    void digestsAndSignatureEqualWhatWss4jPutInTheSameMessage(Suite suite) throws Exception {
        byte[] signed = signedByWss4jDom(suite);
        Document doc = parse(signed);
        Map<String, String> digestById = new HashMap<>();
        NodeList refs = doc.getElementsByTagNameNS(Canonical.DS, "Reference");
        for (int i = 0; i < refs.getLength(); i++) {
            Element ref = (Element) refs.item(i);
            digestById.put(ref.getAttribute("URI").substring(1),
                    ref.getElementsByTagNameNS(Canonical.DS, "DigestValue").item(0).getTextContent().strip());
        }
        String bodyId = ((Element) doc.getElementsByTagNameNS("http://schemas.xmlsoap.org/soap/envelope/", "Body").item(0))
                .getAttributeNS(Canonical.WSU, "Id");
        String timestampId = ((Element) doc.getElementsByTagNameNS(Canonical.WSU, "Timestamp").item(0))
                .getAttributeNS(Canonical.WSU, "Id");
        String signatureValue = doc.getElementsByTagNameNS(Canonical.DS, "SignatureValue").item(0).getTextContent()
                .replaceAll("\\s", "");

        Canonical c = Canonical.of(signed);
        CryptoFloor floor = new CryptoFloor(Policy.of(Profile.SIGN, suite, Party.SERVER), KEYS);
        CryptoFloor.Sealed sealed = floor.send(c);

        Base64.Encoder b64 = Base64.getEncoder();
        assertEquals(digestById.get(bodyId), b64.encodeToString(sealed.bodyDigest()));
        assertEquals(digestById.get(timestampId), b64.encodeToString(sealed.timestampDigest()));
        // RSA PKCS#1 v1.5 is deterministic: the same key over the same SignedInfo bytes gives WSS4J's value
        assertEquals(signatureValue, b64.encodeToString(sealed.signature()));

        Signature verifier = Signature.getInstance(JCEMapper.translateURItoJCEID(suite.signature));
        verifier.initVerify(KeyStores.certificate(KEYS.store(Party.CLIENT), Party.SERVER));
        verifier.update(c.signedInfo());
        assertTrue(verifier.verify(sealed.signature()));
        assertArrayEquals(sealed.bodyDigest(), floor.receive(c, sealed));
        assertNull(sealed.cipherText());
    }

    @ParameterizedTest
    @EnumSource(Suite.class)
    void whatTheSenderEncryptsTheReceiverDecryptsAndATamperedCopyIsRejected(Suite suite) {
        Canonical c = Canonical.of(signedByWss4jDom(suite));
        String content = new String(c.bodyContent(), StandardCharsets.UTF_8);
        assertTrue(content.startsWith("<") && content.contains("results") && content.contains("quake"), content);

        CryptoFloor floor = new CryptoFloor(Policy.of(Profile.SIGNENCR, suite, Party.SERVER), KEYS);
        CryptoFloor.Sealed sealed = floor.send(c);
        assertEquals(256, sealed.wrappedKey().length, "RSA-2048 wraps to 256 bytes");
        assertTrue(sealed.cipherText().length >= c.bodyContent().length);
        assertArrayEquals(c.bodyContent(), floor.receive(c, sealed));

        byte[] signature = sealed.signature().clone();
        signature[10] ^= 1;
        assertThrows(Rejected.class, () -> floor.receive(c, new CryptoFloor.Sealed(sealed.bodyDigest(),
                sealed.timestampDigest(), signature, sealed.wrappedKey(), sealed.iv(), sealed.cipherText())));
        byte[] wrapped = sealed.wrappedKey().clone();
        wrapped[0] ^= 1;
        assertThrows(Rejected.class, () -> floor.receive(c, new CryptoFloor.Sealed(sealed.bodyDigest(),
                sealed.timestampDigest(), sealed.signature(), wrapped, sealed.iv(), sealed.cipherText())));
        Canonical otherBody = new Canonical(c.timestamp(), c.timestamp(), c.signedInfo(), c.bodyContent());
        assertThrows(Rejected.class, () -> floor.receive(otherBody, sealed));
    }

    @Test
    void aGcmCiphertextChangedByOneBitIsRejected() {
        Canonical c = Canonical.of(signedByWss4jDom(Suite.MODERN));
        CryptoFloor floor = new CryptoFloor(Policy.of(Profile.ENCRYPT, Suite.MODERN, Party.CLIENT), KEYS);
        CryptoFloor.Sealed sealed = floor.send(c);
        assertNull(sealed.signature());
        byte[] cipherText = sealed.cipherText().clone();
        cipherText[cipherText.length / 2] ^= 1;
        assertThrows(Rejected.class, () -> floor.receive(c, new CryptoFloor.Sealed(null, null, null,
                sealed.wrappedKey(), sealed.iv(), cipherText)));
    }

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"PLAIN", "USERNAME"})
    void profilesWithoutCryptographyHaveNoFloor(Profile profile) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CryptoFloor(Policy.of(profile, Suite.MODERN, Party.SERVER), KEYS));
        assertTrue(e.getMessage().contains("no floor"), e.getMessage());
    }

    private static Document parse(byte[] message) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(message));
    }
}
