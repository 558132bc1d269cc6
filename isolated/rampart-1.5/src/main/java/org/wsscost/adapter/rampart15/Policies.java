package org.wsscost.adapter.rampart15;

import java.util.Map;

/**
 * The WS-SecurityPolicy 1.2 a Rampart 1.5 user writes for each of the suite's profiles, with the RampartConfig
 * that names the keys: an AsymmetricBinding (the initiator's X.509 token included as a
 * BinarySecurityToken, the recipient's referenced by issuer and serial) for sign, encrypt and signencr;
 * a supporting UsernameToken for username. Only the legacy suite has a WS-SecurityPolicy algorithm suite
 * ({@code Basic128}); the suite refuses the modern one before it gets here.
 */
final class Policies {
    private static final String SP = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";

    private Policies() {
    }

    /** The policy of one side: the sender's or the receiver's RampartConfig, over the same assertions. */
    static String of(Map<String, Object> policy, boolean sender, String store) {
        String profile = (String) policy.get("profile");
        StringBuilder x = new StringBuilder()
                .append("<wsp:Policy xmlns:wsp=\"http://schemas.xmlsoap.org/ws/2004/09/policy\" xmlns:sp=\"")
                .append(SP).append("\" xmlns:ramp=\"http://ws.apache.org/rampart/policy\"><wsp:ExactlyOne><wsp:All>");
        boolean signs = profile.equals("sign") || profile.equals("signencr");
        boolean encrypts = profile.equals("encrypt") || profile.equals("signencr");
        if (signs || encrypts) {
            x.append("<sp:AsymmetricBinding><wsp:Policy>")
                    .append(token("InitiatorToken", "AlwaysToRecipient"))
                    .append(token("RecipientToken", "Never"))
                    .append("<sp:AlgorithmSuite><wsp:Policy><sp:Basic128/></wsp:Policy></sp:AlgorithmSuite>")
                    .append("<sp:Layout><wsp:Policy><sp:Strict/></wsp:Policy></sp:Layout>")
                    .append(signs ? "<sp:IncludeTimestamp/>" : "")
                    .append("<sp:OnlySignEntireHeadersAndBody/></wsp:Policy></sp:AsymmetricBinding>")
                    .append("<sp:Wss10><wsp:Policy><sp:MustSupportRefIssuerSerial/></wsp:Policy></sp:Wss10>");
        }
        if (signs) {
            x.append("<sp:SignedParts><sp:Body/></sp:SignedParts>");
        }
        if (encrypts) {
            x.append("<sp:EncryptedParts><sp:Body/></sp:EncryptedParts>");
        }
        if (profile.equals("username")) {
            x.append("<sp:SupportingTokens><wsp:Policy><sp:UsernameToken sp:IncludeToken=\"").append(SP)
                    .append("/IncludeToken/AlwaysToRecipient\"><wsp:Policy><sp:WssUsernameToken10/></wsp:Policy>")
                    .append("</sp:UsernameToken></wsp:Policy></sp:SupportingTokens>");
        }
        return x.append(config(policy, sender, store)).append("</wsp:All></wsp:ExactlyOne></wsp:Policy>").toString();
    }

    private static String token(String role, String include) {
        return "<sp:" + role + "><wsp:Policy><sp:X509Token sp:IncludeToken=\"" + SP + "/IncludeToken/" + include
                + "\"><wsp:Policy><sp:WssX509V3Token10/></wsp:Policy></sp:X509Token></wsp:Policy></sp:" + role + ">";
    }

    /**
     * Who signs (the UsernameToken's user on the username profile), for whom it encrypts, the held keys
     * (cached by Rampart under their name), and the Timestamp's lifetime and accepted age. Rampart 1.5 has no
     * timestampStrict: its receiver always refuses an expired Timestamp, which the sender's lifetime keeps away.
     */
    private static String config(Map<String, Object> policy, boolean sender, String store) {
        String self = (String) policy.get(sender ? "sender" : "receiver");
        String peer = (String) policy.get(sender ? "receiver" : "sender");
        String user = policy.get("profile").equals("username") ? (String) policy.get("user") : self;
        int ttl = (Integer) (sender ? policy.get("timestampTtl") : policy.get("createdTtl"));
        String crypto = "<ramp:crypto provider=\"" + HeldKeys.class.getName() + "\" cryptoKey=\"" + HeldKeys.STORE
                + "\"><ramp:property name=\"" + HeldKeys.STORE + "\">" + store + "</ramp:property><ramp:property name=\""
                + HeldKeys.NO_CACERTS + "\">false</ramp:property></ramp:crypto>";
        return "<ramp:RampartConfig><ramp:user>" + user + "</ramp:user>"
                + "<ramp:encryptionUser>" + peer + "</ramp:encryptionUser>"
                + "<ramp:timestampTTL>" + ttl + "</ramp:timestampTTL>"
                + "<ramp:timestampMaxSkew>" + policy.get("futureTtl") + "</ramp:timestampMaxSkew>"
                + "<ramp:signatureCrypto>" + crypto + "</ramp:signatureCrypto>"
                + "<ramp:encryptionCrypto>" + crypto + "</ramp:encryptionCrypto>"
                + "<ramp:decryptionCrypto>" + crypto + "</ramp:decryptionCrypto>"
                + "</ramp:RampartConfig>";
    }
}
