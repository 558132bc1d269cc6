package org.wsscost.stack.wss4jstax;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.wss4j.common.WSS4JConstants;
import org.apache.wss4j.common.cache.MemoryReplayCache;
import org.apache.wss4j.common.cache.ReplayCache;
import org.apache.wss4j.common.ext.WSSecurityException;
import org.apache.wss4j.stax.ext.WSSConstants;
import org.apache.wss4j.stax.ext.WSSSecurityProperties;
import org.apache.wss4j.stax.securityEvent.EncryptedPartSecurityEvent;
import org.apache.wss4j.stax.securityEvent.SignedPartSecurityEvent;
import org.apache.wss4j.stax.securityEvent.WSSecurityEventConstants;
import org.apache.wss4j.stax.securityToken.WSSecurityTokenConstants;
import org.apache.wss4j.stax.setup.InboundWSSec;
import org.apache.wss4j.stax.setup.OutboundWSSec;
import org.apache.wss4j.stax.setup.WSSec;
import org.apache.xml.security.stax.ext.SecurePart;
import org.apache.xml.security.stax.ext.XMLSecurityConstants;
import org.apache.xml.security.stax.securityEvent.AbstractSecuredElementSecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEventListener;
import org.apache.xml.security.stax.securityEvent.SignedElementSecurityEvent;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Allowed;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Refusals;
import org.wsscost.security.Rejected;
import org.wsscost.stack.wss4jkeys.Wss4jKeys;
import org.wsscost.stack.wss4jsuite.MgfCheck;
import org.wsscost.stack.wss4jsuite.SuiteListener;

/**
 * WSS4J's streaming API, as CXF's streaming path uses it. A sender marshals straight into the
 * secured writer and a receiver binds straight from the verifying reader: one fused pass each way,
 * so the security share of this stack is derived against its plain pass, never measured alone.
 * The steps ({@link Phase#SECURE}, {@link Phase#PROCESS}) re-stream already written bytes, for
 * the tools and tests that need a secured message on its own.
 */
final class StaxSecurity implements Security {
    private static final QName BODY = new QName(Soap.NS, "Body");
    /**
     * Where the Timestamp the engine checks for freshness is: a signed Timestamp anywhere else (one moved
     * into another header, a fresh unsigned one in its place) does not count, as CXF's policy enforcer has it.
     */
    private static final List<QName> CHECKED_TIMESTAMP = List.of(new QName(Soap.NS, "Envelope"), new QName(Soap.NS, "Header"),
            new QName(WSS4JConstants.WSSE_NS, "Security"), new QName(WSS4JConstants.WSU_NS, "Timestamp"));
    private static final QName TIMESTAMP = new QName(WSS4JConstants.WSU_NS, "Timestamp");

    private final Wss4jStaxStack stack;
    private final Policy policy;
    private final Allowed allowed;
    private final OutboundWSSec outbound;
    private final InboundWSSec inbound;

    StaxSecurity(Wss4jStaxStack stack, Policy policy, Wss4jKeys keys) {
        this.stack = stack;
        this.policy = policy;
        this.allowed = Allowed.of(policy.suite());
        try {
            outbound = policy.profile().secured() ? WSSec.getOutboundWSSec(outboundProperties(keys)) : null;
            inbound = policy.profile().secured() ? WSSec.getInboundWSSec(inboundProperties(keys), false, true) : null;
        } catch (WSSecurityException e) {
            throw new IllegalStateException("wss4j-stax: " + policy.profile().id() + "/" + policy.suite().id() + ": "
                    + e.getMessage(), e);
        }
    }

    @Override
    public Policy policy() {
        return policy;
    }

    @Override
    public List<Step> outbound() {
        return outbound == null ? List.of() : List.of(new Step(Phase.SECURE, wire -> secure((WireMessage) wire)));
    }

    @Override
    public List<Step> inbound() {
        return inbound == null ? List.of() : List.of(new Step(Phase.PROCESS, wire -> process((WireMessage) wire)));
    }

    /** Marshals the payload straight into the securing writer: marshal, security and serialisation in one pass. */
    @Override
    public byte[] send(Stack plain, Object payload) {
        if (outbound == null) {
            return Security.super.send(plain, payload);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter out = outbound.processOutMessage(bytes, "UTF-8", new ArrayList<>());
            stack.write(payload, out);
            out.close();
        } catch (XMLStreamException | WSSecurityException e) {
            throw new IllegalStateException("wss4j-stax: secure: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    /** Binds straight from the verifying reader, then drains it: the Body's digest is checked at its end tag. */
    @Override
    public Object receive(Stack plain, byte[] message) {
        if (inbound == null) {
            return Security.super.receive(plain, message);
        }
        List<SecurityEvent> events = new ArrayList<>();
        try {
            XMLStreamReader in = inbound.processInMessage(new MgfCheck(stack.reader(message), allowed), new ArrayList<>(), listeners(events));
            Object payload = stack.read(in);
            Soap.drain(in);
            require(events);
            return payload;
        } catch (XMLStreamException | WSSecurityException | IllegalArgumentException | IllegalStateException e) {
            throw rejected(e);
        }
    }

    private WireMessage secure(WireMessage plainMessage) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter out = outbound.processOutMessage(bytes, "UTF-8", new ArrayList<>());
            Events.copy(stack.reader(plainMessage.bytes()), out);
            out.close();
        } catch (XMLStreamException | WSSecurityException e) {
            throw new IllegalStateException("wss4j-stax: secure: " + e.getMessage(), e);
        }
        return new WireMessage(bytes.toByteArray());
    }

    /** Verifies and decrypts, writing out what the verifying reader yields. */
    private WireMessage process(WireMessage secured) {
        List<SecurityEvent> events = new ArrayList<>();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamReader in = inbound.processInMessage(new MgfCheck(stack.reader(secured.bytes()), allowed), new ArrayList<>(), listeners(events));
            XMLStreamWriter out = stack.writer(bytes);
            Events.copy(in, out);
            out.close();
            require(events);
        } catch (XMLStreamException | WSSecurityException e) {
            throw rejected(e);
        }
        return new WireMessage(bytes.toByteArray());
    }

    /** The profile's record of what happened, and the suite's check on each algorithm the engine reports. */
    private List<SecurityEventListener> listeners(List<SecurityEvent> events) {
        return List.of(events::add, new SuiteListener(allowed));
    }

    private static Rejected rejected(Exception e) {
        return e instanceof Rejected r ? r : new Rejected(Refusals.reason(e), e);
    }

    /** What the profile demands, from the security events the inbound pass emitted. */
    private void require(List<SecurityEvent> events) {
        boolean bodySigned = false;
        boolean timestampSigned = false;
        boolean bodyEncrypted = false;
        boolean usernameToken = false;
        boolean timestamp = false;
        for (SecurityEvent e : events) {
            if (e instanceof SignedPartSecurityEvent s && s.isSigned()) {
                bodySigned |= endsWith(s, BODY);
                timestampSigned |= CHECKED_TIMESTAMP.equals(s.getElementPath());
            }
            if (e instanceof SignedElementSecurityEvent s && s.isSigned()) {
                timestampSigned |= CHECKED_TIMESTAMP.equals(s.getElementPath());
            }
            if (e instanceof EncryptedPartSecurityEvent enc && enc.isEncrypted()) {
                bodyEncrypted |= endsWith(enc, BODY);
            }
            usernameToken |= e.getSecurityEventType() == WSSecurityEventConstants.USERNAME_TOKEN;
            timestamp |= e.getSecurityEventType() == WSSecurityEventConstants.TIMESTAMP;
        }
        Profile p = policy.profile();
        need(!p.usernameToken() || usernameToken, "no UsernameToken");
        need(!p.timestamp() || timestamp, "no Timestamp");
        need(!p.signs() || bodySigned, "Body not signed");
        need(!p.signs() || timestampSigned, "Timestamp not signed");
        need(!p.encrypts() || bodyEncrypted, "Body content not encrypted");
    }

    private static boolean endsWith(AbstractSecuredElementSecurityEvent e, QName name) {
        List<QName> path = e.getElementPath();
        return path != null && !path.isEmpty() && name.equals(path.get(path.size() - 1));
    }

    private static void need(boolean present, String missing) {
        if (!present) {
            throw new Rejected(missing);
        }
    }

    private WSSSecurityProperties outboundProperties(Wss4jKeys keys) {
        Profile p = policy.profile();
        WSSSecurityProperties props = new WSSSecurityProperties();
        List<XMLSecurityConstants.Action> actions = new ArrayList<>();
        props.setCallbackHandler(Wss4jKeys.callbacks(policy.password()));
        if (p.usernameToken()) {
            actions.add(WSSConstants.USERNAMETOKEN);
            props.setTokenUser(Policy.USER);
            props.setUsernameTokenPasswordType(WSSConstants.UsernameTokenPasswordType.PASSWORD_TEXT);
        }
        if (p.timestamp()) {
            actions.add(WSSConstants.TIMESTAMP);
            props.setTimestampTTL((int) Policy.TIMESTAMP_TTL.toSeconds());
        }
        if (p.signs()) {
            actions.add(WSSConstants.SIGNATURE);
            props.setSignatureUser(policy.sender().alias());
            props.setSignatureCrypto(keys.crypto(policy.sender()));
            props.setSignatureKeyIdentifier(WSSecurityTokenConstants.KEYIDENTIFIER_SECURITY_TOKEN_DIRECT_REFERENCE);
            props.setSignatureAlgorithm(policy.suite().signature);
            props.setSignatureDigestAlgorithm(policy.suite().digest);
            props.setSignatureCanonicalizationAlgorithm(WSS4JConstants.C14N_EXCL_OMIT_COMMENTS);
            // named explicitly: the streaming default signs the SOAP 1.2 Body and not the Timestamp
            props.addSignaturePart(new SecurePart(BODY, SecurePart.Modifier.Element));
            props.addSignaturePart(new SecurePart(TIMESTAMP, SecurePart.Modifier.Element));
        }
        if (p.encrypts()) {
            actions.add(WSSConstants.ENCRYPTION);
            props.setEncryptionUser(policy.receiver().alias());
            props.setEncryptionCrypto(keys.crypto(policy.sender()));
            props.setEncryptionKeyIdentifier(WSSecurityTokenConstants.KeyIdentifier_IssuerSerial);
            props.setEncryptionSymAlgorithm(policy.suite().encryption);
            props.setEncryptionKeyTransportAlgorithm(policy.suite().keyTransport);
            if (policy.suite().keyTransportMgf != null) {
                props.setEncryptionKeyTransportMGFAlgorithm(policy.suite().keyTransportMgf);
            }
            props.setEncryptionKeyTransportDigestAlgorithm(policy.suite().keyTransportDigest);
            props.addEncryptionPart(new SecurePart(BODY, SecurePart.Modifier.Content));
        }
        props.setActions(actions);
        return props;
    }

    /**
     * The receiver: Timestamps live a day, replay caches are off (benchmarks verify the same message
     * again) unless the policy asks for replay detection (tests of the replay attack), a UsernameToken's
     * password only in text. The suite's algorithms are checked by a {@link SuiteListener} per message,
     * not by the engine's three single-URI properties, whose refusals do not say which algorithm it was.
     */
    private WSSSecurityProperties inboundProperties(Wss4jKeys keys) {
        WSSSecurityProperties props = new WSSSecurityProperties();
        props.setSignatureVerificationCrypto(keys.crypto(policy.receiver()));
        props.setDecryptionCrypto(keys.crypto(policy.receiver()));
        props.setCallbackHandler(Wss4jKeys.callbacks(Policy.PASSWORD));
        props.setTimestampTTL(policy.createdTtlSeconds());
        props.setTimeStampFutureTTL((int) Policy.FUTURE_TOLERANCE.toSeconds());
        props.setStrictTimestampCheck(policy.expiryChecked());
        props.setUtTTL(policy.createdTtlSeconds());
        props.setUtFutureTTL((int) Policy.FUTURE_TOLERANCE.toSeconds());
        ReplayCache replays = policy.detectReplays() ? new MemoryReplayCache() : null;
        props.setTimestampReplayCache(replays);
        props.setNonceReplayCache(replays);
        props.setSamlOneTimeUseReplayCache(null);
        if (policy.profile().usernameToken()) {
            props.setUsernameTokenPasswordType(WSSConstants.UsernameTokenPasswordType.PASSWORD_TEXT);
        }
        return props;
    }
}
