package org.wsscost.security;

import org.wsscost.Id;

/** The algorithms a secured message uses. Canonicalisation is exclusive c14n in both. */
public enum Suite implements Id {
    /** What a stack should use today. */
    MODERN(
            "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
            "http://www.w3.org/2001/04/xmlenc#sha256",
            "http://www.w3.org/2009/xmlenc11#aes256-gcm",
            "http://www.w3.org/2009/xmlenc11#rsa-oaep",
            "http://www.w3.org/2009/xmlenc11#mgf1sha256",
            "http://www.w3.org/2001/04/xmlenc#sha256"),
    /** What the 2010 stacks of the published comparisons used. */
    LEGACY(
            "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
            "http://www.w3.org/2000/09/xmldsig#sha1",
            "http://www.w3.org/2001/04/xmlenc#aes128-cbc",
            "http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p",
            null,
            "http://www.w3.org/2000/09/xmldsig#sha1");

    public static final String C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";

    public final String signature;
    public final String digest;
    public final String encryption;
    public final String keyTransport;
    /** The mask generation function of RSA-OAEP, or null where the key transport URI implies MGF1-SHA1. */
    public final String keyTransportMgf;
    public final String keyTransportDigest;

    Suite(String signature, String digest, String encryption, String keyTransport, String keyTransportMgf,
            String keyTransportDigest) {
        this.signature = signature;
        this.digest = digest;
        this.encryption = encryption;
        this.keyTransport = keyTransport;
        this.keyTransportMgf = keyTransportMgf;
        this.keyTransportDigest = keyTransportDigest;
    }

    public static Suite of(String id) {
        return Id.parse(Suite.class, "suite", id);
    }
}
