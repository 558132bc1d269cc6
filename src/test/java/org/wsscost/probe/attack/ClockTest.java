package org.wsscost.probe.attack;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.xml.bind.JAXBContext;
import java.time.Duration;
import java.time.Instant;
import org.apache.wss4j.common.WSEncryptionPart;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.dom.WSConstants;
import org.apache.wss4j.dom.message.WSSecHeader;
import org.apache.wss4j.dom.message.WSSecSignature;
import org.apache.wss4j.dom.message.WSSecTimestamp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;

/**
 * A run of hours cannot start failing midway. Every trial secures its inputs in setup and verifies
 * them for minutes; here the receivers the benchmarks use verify a message as they would 23 hours
 * into a trial (its Timestamp made 23 h before "now"), and the same message again and again (no
 * replay cache fills up). The keys are valid for decades ({@code KeyStoresTest}).
 */
class ClockTest {
    private static final JAXBContext JAXB = Binder.context();
    private static final Duration HOURS_INTO_THE_RUN = Duration.ofHours(23);
    // the test keys and the first exchange of the ladder, read once for the class
    private static final Keys keys = Keys.load();
    private static final Exchange exchange = Corpus.load(Workload.LADDER_10).get(0);

    private static Policy sign() {
        return Policy.of(Profile.SIGN, Suite.MODERN, Party.SERVER);
    }

    private static byte[] secured(StackId id) {
        Stack stack = id.create(JAXB);
        return stack.security(sign(), keys).send(stack, stack.bind(stack.build(exchange.response())));
    }

    private static Object received(StackId id, byte[] message) {
        Stack stack = id.create(JAXB);
        return stack.security(sign(), keys).receive(stack, message);
    }

    /** Each stack's own signed message, its Timestamp 23 h old and re-signed: as a receiver 23 h ahead sees it. */
    @ParameterizedTest
    @MethodSource("org.wsscost.stack.StackId#shared")
    void aMessageSecured23HoursEarlierStillVerifies(StackId id) {
        byte[] old = Craft.shiftedTimestamp(secured(id), HOURS_INTO_THE_RUN.negated(), keys.privateKey(Party.SERVER));
        assertEquals(exchange.quakes(), Binder.quakes(received(id, old)));
    }

    /** The benchmarks' receivers keep no replay cache: the thousandth verification is like the first. */
    @ParameterizedTest
    @MethodSource("org.wsscost.stack.StackId#shared")
    void theBenchmarksReceiverVerifiesTheSameMessageAgainAndAgain(StackId id) {
        byte[] wire = secured(id);
        Stack stack = id.create(JAXB);
        Security receiver = stack.security(sign(), keys);
        for (int delivery = 0; delivery < 5; delivery++) {
            assertEquals(exchange.quakes(), Binder.quakes(receiver.receive(stack, wire)));
        }
    }

    /**
     * WSS4J's own clock: a sender whose WSTimeSource runs 23 h (fine) or 25 h (expired) behind, as
     * a receiver 23 or 25 h into a run sees a message made at its start. WSS4J checks Created and
     * Expires against the real clock ({@code DateUtil}), so the sender's clock is the one to move.
     */
    @ParameterizedTest
    @ValueSource(ints = {23, 25})
    void wss4jReceiversAcceptATimestampUpToTheTtlOld(int hours) throws Exception {
        Instant then = Instant.now().minus(Duration.ofHours(hours));
        Stack dom = StackId.WSS4J_DOM.create(JAXB);
        Document doc = (Document) dom.build(exchange.response());
        WSSecHeader header = new WSSecHeader(doc);
        header.insertSecurityHeader();
        WSSecTimestamp timestamp = new WSSecTimestamp(header);
        timestamp.setWsTimeSource(() -> then);
        timestamp.setTimeToLive((int) Policy.TIMESTAMP_TTL.toSeconds());
        timestamp.build();
        WSSecSignature signature = new WSSecSignature(header);
        signature.setUserInfo(Party.SERVER.alias(), new String(KeyStores.PASSWORD));
        signature.setKeyIdentifierType(WSConstants.BST_DIRECT_REFERENCE);
        signature.setSignatureAlgorithm(Suite.MODERN.signature);
        signature.setDigestAlgo(Suite.MODERN.digest);
        signature.setSigCanonicalization(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
        signature.getParts().add(new WSEncryptionPart(WSConstants.ELEM_BODY, Soap.NS, ""));
        signature.getParts().add(new WSEncryptionPart(WSConstants.TIMESTAMP_TOKEN_LN, WSConstants.WSU_NS, ""));
        signature.build(new Wss4jKeys(keys).crypto(Party.SERVER));
        byte[] wire = dom.serialize(doc);
        for (StackId id : StackId.shared()) {
            if (hours < Policy.TIMESTAMP_TTL.toHours()) {
                assertEquals(exchange.quakes(), Binder.quakes(received(id, wire)), id.id());
            } else {
                assertThrows(Rejected.class, () -> received(id, wire), id.id());
            }
        }
    }
}
