package org.wsscost.stack.rampart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.cert.CertificateEncodingException;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.corpus.Direction;
import org.wsscost.fixtures.Messages;
import org.wsscost.fixtures.Secured;
import org.wsscost.security.Party;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * A third party outside Java agrees with Rampart 1.7.1's signature: xmlsec1 (Debian's {@code xmlsec1},
 * libxmlsec) verifies a signed response against the server's certificate, and refuses it once a signed
 * value changes. Skipped where xmlsec1 is not installed.
 */
class XmlsecVerifiesRampartTest {
    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String SOAP = "http://schemas.xmlsoap.org/soap/envelope/";

    @Test
    void xmlsec1VerifiesWhatRampartSignedAndRefusesItChanged(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/xmlsec1")), "xmlsec1 is not installed");
        byte[] wire = Secured.secured(StackId.RAMPART, Secured.policy(Profile.SIGN, Suite.LEGACY, Direction.RESPONSE),
                Direction.RESPONSE);
        Path cert = dir.resolve("server.pem");
        Files.writeString(cert, pem(Party.SERVER));
        Path signed = Files.write(dir.resolve("signed.xml"), wire);
        Path changed = Files.write(dir.resolve("changed.xml"), Messages.changeAfter(wire, "magnitude=\""));
        assertEquals(0, xmlsec1(cert, signed), "xmlsec1 refused Rampart's signature");
        assertNotEquals(0, xmlsec1(cert, changed), "xmlsec1 took a changed magnitude");
    }

    private static String pem(Party party) throws CertificateEncodingException {
        return "-----BEGIN CERTIFICATE-----\n"
                + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                        .encodeToString(Secured.KEYS.certificate(party).getEncoded())
                + "\n-----END CERTIFICATE-----\n";
    }

    /** xmlsec1's exit status, the signed elements' ids named (xmlsec1 knows no wsu:Id by itself). */
    private static int xmlsec1(Path cert, Path message) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(List.of("/usr/bin/xmlsec1", "--verify", "--pubkey-cert-pem", cert.toString(),
                "--id-attr:Id", SOAP + ":Body", "--id-attr:Id", WSU + ":Timestamp", message.toString()))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int status = p.waitFor();
        assertTrue(status != 0 || out.contains("SignedInfo References (ok/all): 2/2"), out);
        return status;
    }
}
