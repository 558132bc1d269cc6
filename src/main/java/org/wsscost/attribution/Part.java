package org.wsscost.attribution;

import org.wsscost.Id;

/**
 * What a profile sample's work was part of, by the frame table ({@link FrameTable}): the phases of a streaming
 * stack's fused pass that no benchmark can time on its own, and the work beside them.
 */
public enum Part implements Id {
    PARSE("parse", "the XML's bytes tokenized and parsed, or on a sender written (Woodstox, Xerces' scanners)"),
    OBJECT_MODEL("object-model", "building or walking an object model (DOM, Axiom, SAAJ)"),
    HEADER_STRUCTURES("header-structures", "the security header's elements read into structures (JAXB in the streaming engines)"),
    ENGINE("engine", "the security engine's own work beside its cryptography: its processors, event chain and tokens"),
    KEYSTORE("keystore", "a key or certificate read from its keystore (a PKCS#12 store's PBKDF2 on every private key read)"),
    KEY_UNWRAP("key-unwrap", "the session key unwrapped with the receiver's RSA key (sending: wrapped with the peer's)"),
    SIGNATURE("signature", "the RSA signature over SignedInfo checked or made"),
    DIGEST("digest", "the references' digests"),
    C14N("c14n", "canonicalization"),
    DECRYPT("decrypt", "the Body decrypted (AES)"),
    ENCRYPT("encrypt", "the Body encrypted (AES) and the session key wrapped"),
    BIND("bind", "the payload bound to or from objects"),
    FRAMEWORK("framework", "the SOAP framework's own work: CXF's interceptor chain, Axis2's engine, Metro's tubes, Spring-WS"),
    THREADS("threads", "threads started, pipes and waits between them (Santuario's decryption thread)"),
    COLLECTOR("collector", "the garbage collector's threads"),
    OTHER("other", "known work outside the pipeline: the JIT compilers, JMH itself");

    private final String id;
    private final String meaning;

    Part(String id, String meaning) {
        this.id = id;
        this.meaning = meaning;
    }

    @Override
    public String id() {
        return id;
    }

    public String meaning() {
        return meaning;
    }

    public static Part of(String id) {
        return Id.parse(Part.class, "part", id);
    }
}
