package org.wsscost.stack.rampartsteps;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMMetaFactory;
import org.apache.axiom.om.OMXMLBuilderFactory;
import org.apache.axiom.soap.SOAPEnvelope;
import org.w3c.dom.Document;

/**
 * Rampart's in-memory model conversion. WSS4J needs DOM, Axis2 hands over Axiom's LLOM, so Rampart
 * (Axis2Util.getDocumentFromSOAPEnvelope / getSOAPEnvelopeFromDOMDocument with useDoom=true)
 * builds the LLOM fully, re-reads it through its StAX view into DOOM (Axiom's DOM implementation),
 * and after security processing re-reads the DOOM into a new LLOM. rampart-core cannot be resolved
 * from Maven Central, so the same steps are taken here on Axiom's public API.
 */
public final class InMemoryModel {
    private final OMMetaFactory doom = OMAbstractFactory.getMetaFactory(OMAbstractFactory.FEATURE_DOM);

    /** LLOM → DOOM: the document WSS4J works on. */
    public Document toDom(SOAPEnvelope llom) {
        llom.build();
        SOAPEnvelope envelope = OMXMLBuilderFactory.createStAXSOAPModelBuilder(doom, llom.getXMLStreamReader())
                .getSOAPEnvelope();
        envelope.getParent().build();
        return (Document) envelope.getParent();
    }

    /** DOOM → LLOM, fully built, as Axis2 carries on with it. */
    public SOAPEnvelope fromDom(Document dom) {
        SOAPEnvelope envelope = OMXMLBuilderFactory.createStAXSOAPModelBuilder(
                ((SOAPEnvelope) dom.getDocumentElement()).getXMLStreamReader()).getSOAPEnvelope();
        envelope.build();
        return envelope;
    }
}
