package org.wsscost.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The frame table on stacks made to show each rule, and on a recorded profile: {@code wss4j-stax}'s
 * {@code Inbound.total}, {@code signencr} small, one fork, 15 × 1 s of warm-up, 3 × 2 s measured with
 * async-profiler's cpu event every 1 ms (collapsed, gzipped; recorded with the jar's {@code attribute}).
 */
class AttributionTest {
    private static final FrameTable TABLE = FrameTable.load();
    private static final Path RECORDED = Path.of("src", "test", "resources", "attribution",
            "wss4j-stax-inbound-total-signencr-small.collapsed.gz");

    private static Part part(String frames) {
        return TABLE.partOf(Arrays.asList(frames.split(";")));
    }

    @Test
    void theInnermostKnownWorkDecides() {
        // a digest of canonical bytes, inside a reference's check, inside a streaming processor
        assertEquals(Part.DIGEST, part("org/apache/xml/security/stax/impl/processor/input/AbstractSignatureReferenceVerifyInputProcessor.processEvent;"
                + "org/apache/xml/security/stax/impl/transformer/canonicalizer/Canonicalizer20010315_Excl.transform;"
                + "java/security/MessageDigest.update;sun/security/provider/SHA2.implCompress0"));
        // canonicalization's own work, under the same check
        assertEquals(Part.C14N, part("org/apache/xml/security/stax/impl/processor/input/AbstractSignatureReferenceVerifyInputProcessor.processEvent;"
                + "org/apache/xml/security/stax/impl/transformer/canonicalizer/Canonicalizer20010315_Excl.transform;java/lang/String.charAt"));
        // RSA under a decryption processor is the key's unwrap; AES under it the Body's decryption
        assertEquals(Part.KEY_UNWRAP, part("org/apache/xml/security/stax/impl/processor/input/AbstractDecryptInputProcessor.processEvent;"
                + "javax/crypto/Cipher.unwrap;com/sun/crypto/provider/RSACipher.engineUnwrap;java/math/BigInteger.oddModPow;montgomery_multiply"));
        assertEquals(Part.DECRYPT, part("java/lang/Thread.run;"
                + "org/apache/xml/security/stax/impl/processor/input/AbstractDecryptInputProcessor$DecryptionThread.run;"
                + "javax/crypto/Cipher.update;com/sun/crypto/provider/GaloisCounterMode.engineUpdate;com/sun/crypto/provider/AESCrypt.implEncryptBlock"));
        assertEquals(Part.ENCRYPT, part("org/apache/wss4j/dom/message/WSSecEncrypt.encrypt;"
                + "org/apache/xml/security/encryption/XMLCipher.encryptData;javax/crypto/Cipher.doFinal;com/sun/crypto/provider/AESCrypt.implEncryptBlock"));
        assertEquals(Part.SIGNATURE, part("org/apache/wss4j/dom/processor/SignatureProcessor.handleToken;"
                + "java/security/Signature.verify;sun/security/rsa/RSASignature.engineVerify;sun/security/rsa/RSACore.rsa"));
    }

    /** Rampart 1.7.1's libraries: WSS4J 1.6 (org.apache.ws.security), Santuario 1.5, Axiom 1.2, ADB, BouncyCastle. */
    @Test
    void rampartsOwnLibrariesHaveTheirParts() {
        String engine = "org/apache/rampart/RampartEngine.process;org/apache/ws/security/WSSecurityEngine.processSecurityHeader;";
        // WSS4J 1.6 decrypts the session key with doFinal, on BouncyCastle's RSA when it registered it first
        assertEquals(Part.KEY_UNWRAP, part(engine + "org/apache/ws/security/processor/EncryptedKeyProcessor.handleToken;javax/crypto/Cipher.doFinal;"
                + "org/bouncycastle/jcajce/provider/asymmetric/rsa/CipherSpi.engineDoFinal;org/bouncycastle/crypto/engines/RSACoreEngine.processBlock"));
        assertEquals(Part.DECRYPT, part(engine + "org/apache/ws/security/processor/ReferenceListProcessor.handleToken;javax/crypto/Cipher.doFinal;"
                + "com/sun/crypto/provider/CipherBlockChaining.decrypt"));
        assertEquals(Part.ENGINE, part(engine + "org/apache/ws/security/processor/SignatureProcessor.handleToken;"
                + "org/apache/jcp/xml/dsig/internal/dom/DOMXMLSignature.validate;java/util/HashMap.get"));
        assertEquals(Part.DIGEST, part(engine + "org/apache/jcp/xml/dsig/internal/dom/DOMReference.validate;"
                + "org/apache/jcp/xml/dsig/internal/DigesterOutputStream.write;java/lang/System.arraycopy"));
        assertEquals(Part.ENCRYPT, part("org/apache/rampart/builder/AsymmetricBindingBuilder.build;org/apache/ws/security/message/WSSecEncrypt.encrypt;"
                + "java/util/ArrayList.add"));
        assertEquals(Part.ENGINE, part("org/apache/rampart/RampartEngine.process;org/apache/neethi/PolicyEngine.getPolicy;java/lang/String.equals"));
        // its conversions between Axiom's models are model work, even where no Axiom frame is under them
        assertEquals(Part.OBJECT_MODEL, part("org/apache/rampart/RampartEngine.process;org/apache/rampart/util/Axis2Util.getSOAPEnvelopeFromDOMDocument;"
                + "java/util/HashMap.put"));
        assertEquals(Part.OBJECT_MODEL, part("org/apache/rampart/util/Axis2Util.getDocumentFromSOAPEnvelope;org/apache/axiom/om/impl/dom/ElementImpl.<init>"));
        assertEquals(Part.BIND, part("org/wsscost/adapter/rampart/RampartAdapter.bind;org/wsscost/adapter/rampart/adb/Results$Factory.parse;"
                + "java/lang/Double.parseDouble"));
        assertEquals(Part.FRAMEWORK, part("org/apache/axis2/engine/AxisEngine.receive;java/util/HashMap.get"));
    }

    /** Version 3's context rules: the parse and the model a phase runs inside its own work are that phase's. */
    @Test
    void theSecuritysOwnParseAndModelAreItsOwn() {
        String process = "org/wsscost/stack/wss4jdom/DomSecurity.process;org/apache/wss4j/dom/engine/WSSecurityEngine.processSecurityHeader;";
        String decrypt = process + "org/apache/wss4j/dom/processor/EncryptedKeyProcessor.handleToken;"
                + "org/apache/wss4j/dom/processor/EncryptedKeyProcessor.decryptDataRef;org/apache/wss4j/dom/util/EncryptionUtils.decryptEncryptedData;";
        String parser = "javax/xml/parsers/DocumentBuilder.parse;com/sun/org/apache/xerces/internal/parsers/DOMParser.parse;"
                + "com/sun/org/apache/xerces/internal/impl/XMLNSDocumentScannerImpl.next_[j]";
        // the plaintext parsed into DOM by Santuario's serializer, through the parser's own frames and an unknown one
        assertEquals(Part.DECRYPT, part(decrypt + "org/apache/xml/security/encryption/XMLCipher.decryptElement;"
                + "org/apache/xml/security/encryption/DocumentSerializer.deserialize;java/io/ByteArrayInputStream.<init>;" + parser));
        // the decrypted nodes imported into the document
        assertEquals(Part.DECRYPT, part(decrypt + "com/sun/org/apache/xerces/internal/dom/CoreDocumentImpl.importNode"));
        // the tree walked by the signature check, and by canonicalization
        String reference = process + "org/apache/wss4j/dom/processor/SignatureProcessor.handleToken;"
                + "org/apache/jcp/xml/dsig/internal/dom/DOMReference.validate;";
        assertEquals(Part.ENGINE, part(reference + "com/sun/org/apache/xerces/internal/dom/ElementImpl.getAttributeNS"));
        assertEquals(Part.C14N, part(reference + "org/apache/xml/security/c14n/implementations/Canonicalizer20010315Excl.engineCanonicalizeSubTree;"
                + "java/util/ArrayList.get;com/sun/org/apache/xerces/internal/dom/ParentNode.getFirstChild"));
        // Santuario 4 parses through XMLUtils and its parser pool; CXF decrypts through its own serializer and StaxUtils
        assertEquals(Part.DECRYPT, part(decrypt + "org/apache/xml/security/encryption/DocumentSerializer.deserialize;"
                + "org/apache/xml/security/utils/XMLUtils.read;org/apache/xml/security/parser/XMLParserImpl.parse;" + parser));
        assertEquals(Part.DECRYPT, part("org/apache/cxf/ws/security/wss4j/StaxSerializer.appendNewChild;"
                + "org/apache/cxf/staxutils/StaxUtils.readDocElements;com/ctc/wstx/sr/BasicStreamReader.next"));
        // the tree a binder reads the payload from is the binding's; the parser under a binder stays the parse's
        String jaxb = "org/wsscost/payload/Binder.unmarshal;org/glassfish/jaxb/runtime/v2/runtime/unmarshaller/UnmarshallingContext.startElement;";
        assertEquals(Part.BIND, part(jaxb + "com/sun/org/apache/xerces/internal/dom/ElementImpl.getAttributeNS"));
        assertEquals(Part.PARSE, part(jaxb + "com/ctc/wstx/sr/BasicStreamReader.next"));
        // the stack's own build is still the parse's and the model's
        String build = "org/wsscost/bench/Inbound.total;org/wsscost/stack/wss4jdom/Wss4jDomStack.build;";
        assertEquals(Part.PARSE, part(build + parser));
        assertEquals(Part.OBJECT_MODEL, part(build + "javax/xml/parsers/DocumentBuilder.parse;"
                + "com/sun/org/apache/xerces/internal/parsers/AbstractDOMParser.startElement;com/sun/org/apache/xerces/internal/dom/CoreDocumentImpl.createElementNS"));
        // Rampart's own conversion stays the model's though its engine calls it; the engine's walk of the model is the engine's
        String rampart = "org/wsscost/adapter/rampart/RampartSecurity.process;org/apache/rampart/RampartEngine.process;";
        assertEquals(Part.OBJECT_MODEL, part(rampart + "org/apache/rampart/util/Axis2Util.getSOAPEnvelopeFromDOMDocument;"
                + "org/apache/axiom/om/impl/llom/OMElementImpl.addChild"));
        assertEquals(Part.ENGINE, part(rampart + "org/apache/rampart/PolicyBasedResultsValidator.validate;"
                + "org/apache/axiom/om/impl/dom/ElementImpl.getAttributeNS"));
        // streaming: the decrypted content's reader is the decryption's, the document's own reader the parse's, even inside
        // the decryption processor's chain
        String chain = "org/apache/xml/security/stax/impl/processor/input/AbstractDecryptInputProcessor.processEvent;";
        assertEquals(Part.DECRYPT, part(chain + "com/ctc/wstx/sr/BasicStreamReader.next;com/ctc/wstx/sr/StreamScanner.loadMore"));
        assertEquals(Part.PARSE, part(chain + "org/apache/xml/security/stax/impl/processor/input/XMLEventReaderInputProcessor.processEventInternal;"
                + "com/ctc/wstx/sr/BasicStreamReader.next"));
        // a context rule with no known caller above it does not match
        assertEquals(Part.PARSE, part("com/ctc/wstx/sr/BasicStreamReader.next"));
    }

    @Test
    void contextRulesAreReadAndRefusedByLine() {
        FrameTable t = FrameTable.parse("# version 9\ndecrypt\t^x\\.\tbelow\t^d\\.\nparse\t^x\\.\nengine\t^[de]\\.\n", "t.tsv");
        assertEquals(Part.DECRYPT, t.partOf(List.of("d.a", "x.b", "q.c", "x.d")));
        assertEquals(Part.PARSE, t.partOf(List.of("d.a", "e.a", "x.b")));
        assertEquals(Part.PARSE, t.partOf(List.of("x.b")));
        assertEquals("t.tsv:2: not 'part<TAB>regular expression' or 'part<TAB>regular expression<TAB>below<TAB>regular expression': "
                + "decrypt\tx\tabove\ty", assertThrows(IllegalArgumentException.class,
                        () -> FrameTable.parse("# version 9\ndecrypt\tx\tabove\ty\n", "t.tsv")).getMessage());
        assertEquals("t.tsv:2: Unclosed group at 1 of the caller's expression", assertThrows(IllegalArgumentException.class,
                () -> FrameTable.parse("# version 9\ndecrypt\tx\tbelow\t(\n", "t.tsv")).getMessage());
    }

    @Test
    void aLibraryWithNoRuleTakesItsCallersPart() {
        String jaxb = "org/glassfish/jaxb/runtime/v2/runtime/unmarshaller/UnmarshallingContext.startElement;java/util/HashMap.get";
        assertEquals(Part.HEADER_STRUCTURES, part("org/apache/xml/security/stax/ext/AbstractInputSecurityHeaderHandler.parseStructure;" + jaxb));
        assertEquals(Part.BIND, part("org/wsscost/payload/Binder.bind;" + jaxb));
        // a parser's own work stays the parse's, whoever pulls it
        assertEquals(Part.PARSE, part("org/wsscost/payload/Binder.bind;" + jaxb + ";com/ctc/wstx/sr/BasicStreamReader.next"));
    }

    @Test
    void marksAreDroppedAndUnknownWorkIsUnattributed() {
        assertEquals(Part.DIGEST, part("java/security/MessageDigest.update_[j];sun/security/provider/SHA2.implCompress0_[i]"));
        // a PKCS#12 store's key derivation is the keystore's, its HMAC's digests too (Metro reads its key every message)
        String read = "com/sun/xml/wss/impl/misc/DefaultCallbackHandler.getPrivateKey;java/security/KeyStore.getKey;"
                + "sun/security/pkcs12/PKCS12KeyStore.engineGetKey;javax/crypto/Cipher.init;com/sun/crypto/provider/PBES2Core.engineInit;"
                + "com/sun/crypto/provider/PBKDF2KeyImpl.deriveKey;javax/crypto/Mac.doFinal;com/sun/crypto/provider/HmacCore.engineDoFinal";
        assertEquals(Part.KEYSTORE, part(read + ";java/security/MessageDigest.digest;sun/security/provider/SHA2.implCompress0_[i]"));
        assertEquals(Part.KEYSTORE, part(read));
        assertEquals("java.lang.Thread.run", FrameTable.frame("java/lang/Thread.run_[j]"));
        assertEquals("Compile::Code_Gen", FrameTable.frame("Compile::Code_Gen"));
        assertNull(part("java/lang/Thread.run;org/wsscost/bench/Inbound.total;java/lang/String.equals"));
        // the root of every native thread is no evidence of thread overhead
        assertNull(part("clone3;start_thread;thread_native_entry;Thread::call_run"));
        assertEquals(Part.OTHER, part("clone3;start_thread;CompileBroker::compiler_thread_loop;PhaseChaitin::Split"));
    }

    /**
     * The recorded profile as version 4 of the table attributes it, sample for sample: as versions 1 and 2 did, but for
     * the 157 samples of the reader of the decrypted content (Woodstox under the decryption processor), parse's in
     * version 2 and the decryption's since version 3, and for the 3 samples of WSS4J's certificate lookups in its
     * store, the engine's until version 4 and the keystore's now.
     */
    @Test
    void theRecordedProfileIsAttributedAsPinned() {
        Attribution a = Attribution.of("recorded", Collapsed.read(RECORDED), TABLE);
        assertEquals(4, TABLE.version());
        assertEquals(5_941, a.samples());
        Map<Part, Long> expected = new EnumMap<>(Part.class);
        expected.putAll(Map.ofEntries(Map.entry(Part.PARSE, 564L), Map.entry(Part.OBJECT_MODEL, 0L),
                Map.entry(Part.HEADER_STRUCTURES, 516L), Map.entry(Part.ENGINE, 651L), Map.entry(Part.KEYSTORE, 3L),
                Map.entry(Part.KEY_UNWRAP, 2_222L),
                Map.entry(Part.SIGNATURE, 144L), Map.entry(Part.DIGEST, 24L), Map.entry(Part.C14N, 40L),
                Map.entry(Part.DECRYPT, 373L), Map.entry(Part.ENCRYPT, 0L), Map.entry(Part.BIND, 80L),
                Map.entry(Part.FRAMEWORK, 0L), Map.entry(Part.THREADS, 268L), Map.entry(Part.COLLECTOR, 80L),
                Map.entry(Part.OTHER, 942L)));
        assertEquals(expected, a.parts());
        assertEquals(34, a.unattributed());
        assertEquals(a.samples(), a.unattributed() + a.parts().values().stream().mapToLong(Long::longValue).sum());
        // the finding the hand-made profile showed: the RSA unwrap is the largest part of the streaming receiver
        assertTrue(a.share(Part.KEY_UNWRAP) > 0.3, a.markdown(TABLE.version()));
        String table = a.markdown(TABLE.version());
        assertTrue(table.contains("| `key-unwrap` | 2,222 | 37.4% | 1.2 pp |"), table);
        assertTrue(table.contains("| **unattributed** | 34 | 0.6% | 0.2 pp |"), table);
        assertTrue(table.contains("- `org.wsscost.bench.jmh_generated.Inbound_total_jmhTest.total_avgt_jmhStub`: 6 (0.1%)"), table);
    }

    @Test
    void theIntervalIsTheBinomialOne() {
        Attribution a = Attribution.of("made", Collapsed.parse("a;java/security/MessageDigest.update 50\nb;c 50\n", "made"), TABLE);
        assertEquals(0.5, a.share(Part.DIGEST));
        assertEquals(1.96 * 0.05, a.halfWidth(0.5), 1e-12);
        assertEquals(List.of(Map.entry("c", 50L)), a.unattributedLeaves());
    }

    @Test
    void badProfilesAndTablesAreRefusedByLine() {
        assertEquals("p.csv:2: not a collapsed stack (frames;…;frames COUNT): a;b x",
                assertThrows(IllegalArgumentException.class, () -> Collapsed.parse("a;b 3\na;b x\n", "p.csv")).getMessage());
        assertEquals("p.csv:1: not a collapsed stack (frames;…;frames COUNT): a;b 0",
                assertThrows(IllegalArgumentException.class, () -> Collapsed.parse("a;b 0", "p.csv")).getMessage());
        assertEquals("p.csv: no samples", assertThrows(IllegalArgumentException.class, () -> Collapsed.parse("\n", "p.csv")).getMessage());
        assertEquals("t.tsv:1: the first line must be '# version N'",
                assertThrows(IllegalArgumentException.class, () -> FrameTable.parse("digest\tx\n", "t.tsv")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> FrameTable.parse("# version 2\n\nlexing\tx\n", "t.tsv"))
                .getMessage().startsWith("t.tsv:3: unknown part 'lexing'; valid: parse, "));
        assertEquals("t.tsv:2: Unclosed group at 1 of the expression",
                assertThrows(IllegalArgumentException.class, () -> FrameTable.parse("# version 2\ndigest\t(\n", "t.tsv")).getMessage());
        assertEquals("t.tsv:2: not 'part<TAB>regular expression' or 'part<TAB>regular expression<TAB>below<TAB>regular expression': "
                + "digest x",
                assertThrows(IllegalArgumentException.class, () -> FrameTable.parse("# version 2\ndigest x\n", "t.tsv")).getMessage());
    }
}
