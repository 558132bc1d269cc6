package org.wsscost.baseline;

import com.ctc.wstx.stax.WstxInputFactory;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.List;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.xml.security.exceptions.XMLSecurityException;
import org.apache.xml.security.stax.ext.InboundXMLSec;
import org.apache.xml.security.stax.ext.OutboundXMLSec;
import org.apache.xml.security.stax.ext.SecurePart;
import org.apache.xml.security.stax.ext.XMLSec;
import org.apache.xml.security.stax.ext.XMLSecurityConstants;
import org.apache.xml.security.stax.ext.XMLSecurityProperties;
import org.apache.xml.security.stax.securityEvent.AbstractSecuredElementSecurityEvent;
import org.apache.xml.security.stax.securityEvent.ContentEncryptedElementSecurityEvent;
import org.apache.xml.security.stax.securityEvent.SecurityEvent;
import org.apache.xml.security.stax.securityEvent.SignedElementSecurityEvent;
import org.apache.xml.security.stax.securityToken.SecurityTokenConstants;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Soap;
import org.wsscost.security.Keys;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;

/**
 * Santuario's streaming API ({@link XMLSec}): the sender marshals the payload straight into the
 * securing writer, the receiver binds straight from the verifying reader and drains it, as the
 * {@code wss4j-stax} stack does (Woodstox, JAXB) — one pass each way, no model. The engines are made
 * once; each message gets a new session key (the outbound engine makes one when none is configured).
 * Signing, Santuario buffers the whole message as events outbound (to write the Signature where it
 * goes), and inbound everything up to the end of the Signature (the Header, or for {@code signencr}
 * the whole message: {@link Baseline#signatureAfterBody}). An {@code encrypt} receiver runs in
 * Santuario's decrypt-only mode, which buffers nothing.
 */
final class StaxBaseline implements Baseline {
    private static final List<QName> BODY_PATH = List.of(new QName(Soap.NS, "Envelope"), BODY);

    private final Policy policy;
    private final Binder binder;
    private final XMLInputFactory input = new WstxInputFactory();
    private final OutboundXMLSec outbound;
    private final InboundXMLSec inbound;

    StaxBaseline(Policy policy, Keys keys, Binder binder) {
        this.policy = Baseline.require(policy);
        this.binder = binder;
        input.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        input.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        try {
            outbound = XMLSec.getOutboundXMLSec(outboundProperties(keys));
            // Santuario 4 names its inbound factory method getInboundWSSec
            inbound = XMLSec.getInboundWSSec(inboundProperties(keys));
        } catch (XMLSecurityException e) {
            throw new IllegalStateException("santuario stax: " + policy.profile().id() + "/" + policy.suite().id() + ": "
                    + e.getMessage(), e);
        }
    }

    @Override
    public Api api() {
        return Api.STAX;
    }

    @Override
    public Policy policy() {
        return policy;
    }

    @Override
    public byte[] send(Object payload) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            XMLStreamWriter out = outbound.processOutMessage(bytes, "UTF-8");
            write(payload, out);
            out.close();
        } catch (XMLStreamException | XMLSecurityException e) {
            throw new IllegalStateException("santuario stax: secure: " + e.getMessage(), e);
        }
        return bytes.toByteArray();
    }

    /** Binds straight from the verifying reader, then drains it: digests are checked at the signed elements' ends. */
    @Override
    public Object receive(byte[] message) {
        List<SecurityEvent> events = new ArrayList<>();
        try {
            XMLStreamReader in = inbound.processInMessage(
                    input.createXMLStreamReader(new ByteArrayInputStream(message)), null, events::add);
            Soap.toPayload(in);
            Object payload = binder.unmarshal(in);
            Soap.drain(in);
            require(events);
            return payload;
        } catch (XMLStreamException | IllegalArgumentException | IllegalStateException e) {
            throw rejected(e);
        }
    }

    /** The envelope the sender emits; an empty Header where Santuario is to put the Signature. */
    private void write(Object payload, XMLStreamWriter out) throws XMLStreamException {
        out.writeStartDocument("UTF-8", "1.0");
        out.setPrefix(Soap.PREFIX, Soap.NS);
        out.writeStartElement(Soap.PREFIX, "Envelope", Soap.NS);
        out.writeNamespace(Soap.PREFIX, Soap.NS);
        if (policy.profile().signs() && !Baseline.signatureAfterBody(policy.profile())) {
            out.writeStartElement(Soap.PREFIX, HEADER.getLocalPart(), Soap.NS);
            out.writeEndElement();
        }
        out.writeStartElement(Soap.PREFIX, BODY.getLocalPart(), Soap.NS);
        binder.marshal(payload, out);
        out.writeEndElement();
        out.writeEndElement();
        out.writeEndDocument();
    }

    /** What the profile promises, from the events of the pass: the Body itself signed, its content encrypted. */
    private void require(List<SecurityEvent> events) {
        boolean signed = false;
        boolean encrypted = false;
        for (SecurityEvent e : events) {
            if (e instanceof SignedElementSecurityEvent s) {
                signed |= s.isSigned() && isBody(s);
            }
            if (e instanceof ContentEncryptedElementSecurityEvent c) {
                encrypted |= c.isEncrypted() && isBody(c);
            }
        }
        Profile p = policy.profile();
        if (p.signs() && !signed) {
            throw new Rejected("Body not signed");
        }
        if (p.encrypts() && !encrypted) {
            throw new Rejected("Body content not encrypted");
        }
    }

    private static boolean isBody(AbstractSecuredElementSecurityEvent e) {
        return BODY_PATH.equals(e.getElementPath());
    }

    private static Rejected rejected(Exception e) {
        if (e instanceof Rejected r) {
            return r;
        }
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return new Rejected(cause.getMessage() == null ? e.getMessage() : cause.getMessage(), e);
    }

    private XMLSecurityProperties outboundProperties(Keys keys) {
        Suite s = policy.suite();
        XMLSecurityProperties props = new XMLSecurityProperties();
        List<XMLSecurityConstants.Action> actions = new ArrayList<>();
        if (policy.profile().signs()) {
            actions.add(XMLSecurityConstants.SIGNATURE);
            props.setSignatureKey(keys.privateKey(policy.sender()));
            // the certificate only satisfies the engine's key check: NoKeyInfo keeps it off the wire
            props.setSignatureCerts(new X509Certificate[] {keys.certificate(policy.sender())});
            props.setSignatureKeyIdentifier(SecurityTokenConstants.KeyIdentifier_NoKeyInfo);
            props.setSignatureAlgorithm(s.signature);
            props.setSignatureDigestAlgorithm(s.digest);
            props.setSignatureCanonicalizationAlgorithm(Suite.C14N);
            props.addSignaturePart(new SecurePart(BODY, SecurePart.Modifier.Element));
            boolean afterBody = Baseline.signatureAfterBody(policy.profile());
            props.setSignaturePositionQName(afterBody ? BODY : HEADER);
            props.setSignaturePositionStart(!afterBody);
        }
        if (policy.profile().encrypts()) {
            actions.add(XMLSecurityConstants.ENCRYPTION);
            props.setEncryptionUseThisCertificate(keys.certificate(policy.receiver()));
            props.setEncryptionKeyIdentifier(SecurityTokenConstants.KeyIdentifier_NoKeyInfo);
            props.setEncryptionSymAlgorithm(s.encryption);
            props.setEncryptionKeyTransportAlgorithm(s.keyTransport);
            props.setEncryptionKeyTransportDigestAlgorithm(s.keyTransportDigest);
            if (s.keyTransportMgf != null) {
                props.setEncryptionKeyTransportMGFAlgorithm(s.keyTransportMgf);
            }
            props.addEncryptionPart(new SecurePart(BODY, SecurePart.Modifier.Content));
        }
        props.setActions(actions);
        return props;
    }

    /** The receiver: the sender's certificate to verify with, its own key to decrypt with. */
    private XMLSecurityProperties inboundProperties(Keys keys) {
        XMLSecurityProperties props = new XMLSecurityProperties();
        if (policy.profile().signs()) {
            props.setSignatureVerificationKey(keys.certificate(policy.sender()).getPublicKey());
        } else {
            // only ENCRYPTION among the inbound actions selects Santuario's unbuffered decrypt-only mode
            props.setActions(List.of(XMLSecurityConstants.ENCRYPTION));
        }
        if (policy.profile().encrypts()) {
            props.setDecryptionKey(keys.privateKey(policy.receiver()));
        }
        return props;
    }
}
