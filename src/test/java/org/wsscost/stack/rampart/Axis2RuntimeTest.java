package org.wsscost.stack.rampart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Secured;
import org.wsscost.payload.Binder;
import org.wsscost.payload.Seismic;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.isolated.IsolatedRuntime;

/**
 * Axis2's own runtime secured by Rampart 1.7.1 (what {@code Axis2Exchange} times), in the JVM of the isolated
 * stack's own surefire execution: recorded queries come back with their recorded quakes in every profile, the
 * request on the wire carries the security header its profile asks for, and the service's Rampart refuses a request
 * changed on the way.
 */
class Axis2RuntimeTest {
    private static final String WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    private static final String WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    private static final String DSIG = "http://www.w3.org/2000/09/xmldsig#";
    private static final String XENC = "http://www.w3.org/2001/04/xmlenc#";
    private static final List<Exchange> SMALL = Corpus.load(Workload.SMALL);
    /** Every tenth exchange of small, its sizes spread (the benchmark's setup checks every one). */
    private static final List<Exchange> TENTHS = IntStream.range(0, SMALL.size()).filter(i -> i % 10 == 0)
            .mapToObj(SMALL::get).toList();

    private static IsolatedRuntime runtime(Profile profile, List<Exchange> exchanges, UnaryOperator<byte[]> wire) {
        return StackId.RAMPART.runtime(Policy.of(profile, Suite.LEGACY, Party.CLIENT), Secured.KEYS, exchanges, wire);
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyQueryComesBackWithItsRecordedQuakes(Profile profile) {
        List<byte[]> sent = new ArrayList<>();
        IsolatedRuntime axis2 = runtime(profile, TENTHS, request -> {
            sent.add(request);
            return request;
        });
        for (int i = 0; i < TENTHS.size(); i++) {
            assertEquals(TENTHS.get(i).quakes(), Binder.quakes(axis2.exchange(i)), profile.id() + " " + TENTHS.get(i).id());
        }
        assertEquals(TENTHS.size(), sent.size(), "each exchange crossed the transport once");
        // the same query sent again is secured anew (new ids, Timestamp, session key), never replayed
        axis2.exchange(0);
        assertTrue(profile == Profile.PLAIN || !new String(sent.get(0), StandardCharsets.UTF_8)
                .equals(new String(sent.get(sent.size() - 1), StandardCharsets.UTF_8)), profile.id());
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void theRequestOnTheWireCarriesTheProfilesSecurityHeader(Profile profile) throws Exception {
        List<byte[]> sent = new ArrayList<>();
        runtime(profile, SMALL.subList(0, 1), request -> {
            sent.add(request);
            return request;
        }).exchange(0);
        Document request = parse(sent.get(0));
        Element security = first(request, WSSE, "Security");
        Set<String> header = new TreeSet<>();
        if (security != null) {
            for (Node n = security.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e) {
                    header.add(e.getLocalName());
                }
            }
        }
        Set<String> expected = switch (profile) {
            case PLAIN -> Set.of();
            case USERNAME -> Set.of("UsernameToken");
            case SIGN -> Set.of("Timestamp", "BinarySecurityToken", "Signature");
            case ENCRYPT -> Set.of("EncryptedKey");
            case SIGNENCR -> Set.of("Timestamp", "BinarySecurityToken", "Signature", "EncryptedKey");
        };
        assertEquals(new TreeSet<>(expected), header, profile.id() + ": " + new String(sent.get(0), StandardCharsets.UTF_8));
        Element body = first(request, Soap.NS, "Body");
        boolean query = first(request, Seismic.NS, "query") != null;
        assertEquals(!profile.encrypts(), query, profile.id() + ": the query is in the clear unless encrypted");
        assertEquals(profile.encrypts(), first(request, XENC, "EncryptedData") != null, profile.id());
        if (profile.signs()) {
            assertNotNull(body.getAttributeNodeNS(WSU, "Id"), "the signed Body has an Id");
            assertNotNull(first(request, DSIG, "SignatureValue"));
        }
    }

    @ParameterizedTest
    @EnumSource(value = Profile.class, names = {"SIGN", "SIGNENCR"})
    void theServicesRampartRefusesARequestChangedOnTheWay(Profile profile) {
        // the signature's value altered: what an attacker without the key makes of a signed request
        IsolatedRuntime axis2 = runtime(profile, SMALL.subList(0, 1), request -> {
            String text = new String(request, StandardCharsets.UTF_8);
            int value = text.indexOf("SignatureValue>") + "SignatureValue>".length();
            char c = text.charAt(value);
            return (text.substring(0, value) + (c == 'A' ? 'B' : 'A') + text.substring(value + 1)).getBytes(StandardCharsets.UTF_8);
        });
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> axis2.exchange(0));
        assertTrue(e.getMessage().contains("The signature or decryption was invalid"), e.getMessage());
    }

    @Test
    void theModernSuiteIsRefusedAtOnceInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StackId.RAMPART.runtime(
                Policy.of(Profile.SIGN, Suite.MODERN, Party.CLIENT), Secured.KEYS, SMALL, UnaryOperator.identity()));
        assertTrue(e.getMessage().startsWith("rampart: Rampart 1.7.1 cannot run suite modern"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    private static Document parse(byte[] xml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        return dbf.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
    }

    private static Element first(Document doc, String ns, String name) {
        return (Element) doc.getElementsByTagNameNS(ns, name).item(0);
    }
}
