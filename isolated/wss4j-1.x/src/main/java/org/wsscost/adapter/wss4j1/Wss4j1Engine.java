package org.wsscost.adapter.wss4j1;

import java.util.Map;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * WSS4J 1.x's DOM API with no SOAP stack around it, driven as the suite drives this module: by these public methods,
 * whose names and JDK types are the contract (the suite's {@code stack.isolated.Wss4j1.Engine}), since this class
 * lives in a class loader that cannot see the suite. It is compiled against the release it runs
 * ({@code wss4j1.version}), and every call of WSS4J's it makes has the same source form in 1.5.8 and 1.6.16. The
 * documents are the JDK's DOM, parsed and written by the JDK's own parser and serializer whatever the release brings
 * (1.5.8 brings Xalan), so that two releases differ in WSS4J and its Santuario only. One instance per thread.
 */
public final class Wss4j1Engine {
    private final Dom dom = new Dom();

    /** The sender and receiver of a policy given as the suite's map of it ({@code stack.isolated.Policies}). */
    public Object parties(Map<String, Object> policy) {
        return new Parties(policy);
    }

    /**
     * A plain envelope secured as the sender secures it: parsed into a new document, a Timestamp, a signature over
     * Timestamp and Body, the Body's content encrypted, written out.
     */
    public byte[] secure(Object parties, byte[] envelope) {
        Document document = dom.parse(envelope);
        ((Parties) parties).secure(document);
        return dom.write(document);
    }

    /**
     * A secured envelope processed as the receiver processes it: parsed into a new document, its security header
     * processed by WSS4J's engine (the Body decrypted in place, the signature verified) and its results checked; the
     * processed document. A message the engine or the check refuses throws {@link SecurityException} with the reason.
     */
    public Object process(Object parties, byte[] secured) {
        Document document = dom.parse(secured);
        ((Parties) parties).process(document);
        return document;
    }

    /** The quakes a processed document's Body holds, for the suite's checks. */
    public int quakes(Object processed) {
        return Dom.body((Document) processed).getElementsByTagNameNS(Dom.SEISMIC, "quake").getLength();
    }

    /** A processed document's Body as XML, for the suite's checks. */
    public byte[] body(Object processed) {
        Element body = Dom.body((Document) processed);
        return dom.write(body);
    }

    /** As the stacks' adapters report it: "order", "signature", "xmldsig". */
    public Map<String, String> jca(String signature) {
        return Jca.report(signature);
    }
}
