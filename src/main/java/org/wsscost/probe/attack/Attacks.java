package org.wsscost.probe.attack;

import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLStreamException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsscost.Id;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.payload.ForeignPayload;
import org.wsscost.payload.JaxbResultSet;
import org.wsscost.payload.JaxbResults;
import org.wsscost.payload.Seismic;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.probe.ChildJvm;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.metrowsit.MetroWsitRuntime;
import org.wsscost.security.Allowed;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Refusals;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.xml.sax.SAXException;

/**
 * Runs each {@link Attack} against each stack's receiver. The stacks receive a response (the
 * client's side) secured by their own sender; metro-wsit's service receives a request through
 * Metro's runtime. Every attacked message is the ladder-10 exchange (10 quakes); a forged Body is
 * the ladder-1 exchange's (1 quake), so a receiver that binds it is seen to.
 */
public final class Attacks implements AutoCloseable {
    /** The receiver column of Metro's real runtime (not a {@link StackId}: it runs whole exchanges). */
    public static final String METRO_WSIT = "metro-wsit";
    /** What the external entity's file holds; it must never reach a payload. */
    public static final String MARKER = "wsscost-external-entity-marker";
    /** The shifts of an expired and a future Timestamp: past the 24 h TTL, past the 5 min tolerance. */
    static final Duration EXPIRED = Policy.TIMESTAMP_TTL.plusHours(1).negated();
    static final Duration FUTURE = Duration.ofHours(1);
    /** An XSLT transform whose stylesheet fetches a document: %s is its URI. */
    private static final String XSLT = """
            <ds:Transforms xmlns:ds="http://www.w3.org/2000/09/xmldsig#">\
            <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xslt-19991116">\
            <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">\
            <xsl:template match="/"><xsl:copy-of select="document('%s')"/></xsl:template></xsl:stylesheet>\
            </ds:Transform></ds:Transforms>""";
    /** An XPath Filter transform selecting every node (its cost grows with the document). */
    private static final String XPATH = """
            <ds:Transforms xmlns:ds="http://www.w3.org/2000/09/xmldsig#">\
            <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">\
            <ds:XPath>ancestor-or-self::node()</ds:XPath></ds:Transform></ds:Transforms>""";
    /** Canonical XML 1.0, which the suites do not use: they canonicalize exclusively. */
    static final String INCLUSIVE_C14N = "http://www.w3.org/TR/2001/REC-xml-c14n-20010315";

    /**
     * What a receiver did with one attack on one profile, on a message from {@code sender}. {@code millis}
     * is how long the receiver took (for the bomb's bound).
     */
    public record Outcome(String receiver, String sender, Attack attack, Profile profile, Verdict verdict, String detail,
            long millis) {
    }

    public enum Verdict {
        REJECTED,
        ACCEPTED,
        /** Accepted, and what was bound is what was signed: the right answer to {@link Attack#COMMENT_SPLIT}. */
        INTACT,
        /** The receiver ran out of heap on the message: neither refused nor bound, a denial of service. */
        EXHAUSTED,
        NOT_APPLICABLE
    }

    /** What an accepted message showed. */
    private record Seen(Verdict verdict, String detail) {
    }

    private final JAXBContext jaxb = Binder.context();
    private final Keys keys = Keys.load();
    private final Exchange target = Corpus.load(Workload.LADDER_10).get(0);
    private final Exchange forged = Corpus.load(Workload.LADDER_1).get(0);
    /** The response's first text, which {@link Attack#COMMENT_SPLIT} splits: the same in every sender's signed message. */
    private final String signedText = Craft.signedText(target.response());
    private final Path marker;
    private final Loopback loopback = new Loopback();

    public Attacks() {
        try {
            marker = Files.createTempFile("wsscost-attack", ".txt");
            marker.toFile().deleteOnExit();
            Files.writeString(marker, MARKER);
        } catch (IOException e) {
            throw new UncheckedIOException("attack marker file: " + e.getMessage(), e);
        }
    }

    /**
     * The isolated stacks the attack table has a column for, each run in a child JVM of its own: Rampart 1.7.1 and the
     * old comparisons' stacks, which run the legacy suite only.
     */
    static final Set<StackId> IN_THE_TABLE = EnumSet.of(StackId.RAMPART, StackId.RAMPART_15, StackId.AXIS1, StackId.METRO_15, StackId.XFIRE);

    /** Stops the loopback listener. */
    @Override
    public void close() {
        loopback.close();
    }

    /**
     * Every attack, on each of its profiles, on every receiver: every stack's, an isolated stack's in a JVM of its own
     * ({@link #inChildJvm}), then Metro's runtime.
     */
    public List<Outcome> all() {
        List<Outcome> outcomes = new ArrayList<>();
        for (StackId id : StackId.values()) {
            if (!id.isolated()) {
                outcomes.addAll(on(id));
            } else if (IN_THE_TABLE.contains(id)) {
                outcomes.addAll(inChildJvm(id));
            }
        }
        outcomes.addAll(againstMetroWsit());
        return outcomes;
    }

    /**
     * {@link #on} for an isolated stack, whose JCA providers are its own and JVM-wide: run by this class path's
     * {@code attacks --stack ID --format tsv} in a child JVM, its outcomes read back.
     */
    public static List<Outcome> inChildJvm(StackId id) {
        ChildJvm.Run r = ChildJvm.run(childJvmArgs(id), List.of("attacks", "--stack", id.id(), "--format", "tsv"));
        if (r.status() != 0) {
            throw new IllegalStateException("attacks on " + id.id() + " in a child JVM: exit " + r.status() + ": " + r.out());
        }
        return fromTsv(r.out());
    }

    /**
     * The stack's JVM options and a heap of {@value #CHILD_HEAP_MB} MB, the same on every machine, so that a receiver
     * that expands the entity bomb (XFire 1.2.6's Woodstox) runs out of it in seconds and says so in the same words.
     */
    static List<String> childJvmArgs(StackId id) {
        List<String> args = new ArrayList<>(id.jvmArgs());
        args.add("-Xmx" + CHILD_HEAP_MB + "m");
        return args;
    }

    static final int CHILD_HEAP_MB = 1024;

    /** Outcomes a line each: receiver, sender, attack, profile, verdict, milliseconds and detail, tab-separated. */
    public static String tsv(List<Outcome> outcomes) {
        StringBuilder s = new StringBuilder();
        for (Outcome o : outcomes) {
            s.append(String.join("\t", o.receiver(), o.sender(), o.attack().id(), o.profile().id(), o.verdict().name(),
                    Long.toString(o.millis()), o.detail().replaceAll("\\s", " "))).append('\n');
        }
        return s.toString();
    }

    /** What {@link #tsv} wrote. */
    static List<Outcome> fromTsv(String tsv) {
        List<Outcome> outcomes = new ArrayList<>();
        for (String line : tsv.strip().split("\n")) {
            String[] f = line.split("\t", 7);
            if (f.length != 7) {
                throw new IllegalArgumentException("not an outcome line of attacks --format tsv: " + line);
            }
            outcomes.add(new Outcome(f[0], f[1], Id.parse(Attack.class, "attack", f[2]), Profile.of(f[3]),
                    Verdict.valueOf(f[4]), f[6], Long.parseLong(f[5])));
        }
        return outcomes;
    }

    /**
     * Every attack, on each of its profiles, on one stack's receiver: for an isolated stack, which runs in a JVM of
     * its own ({@link StackId#isolated}), in that JVM.
     */
    public List<Outcome> on(StackId id) {
        List<Outcome> outcomes = new ArrayList<>();
        for (Attack a : Attack.values()) {
            for (Profile p : a.profiles()) {
                outcomes.add(against(id, a, p));
            }
        }
        return outcomes;
    }

    /**
     * One attack on one stack's receiver of a response, secured (where the profile says) by the same stack, in the
     * modern suite, or the legacy one where the stack cannot run modern (Rampart 1.7.1, Rampart 1.5, Metro 1.5);
     * there an attack by a weaker algorithm that the legacy suite itself names is not one.
     */
    public Outcome against(StackId id, Attack attack, Profile profile) {
        Policy modern = Policy.of(profile, Suite.MODERN, Party.SERVER);
        Policy policy = id.refusal(modern) == null ? modern : Policy.of(profile, Suite.LEGACY, Party.SERVER);
        if (policy.suite() == Suite.LEGACY && (attack == Attack.WEAK_SIGNATURE || attack == Attack.WEAK_DIGEST)) {
            return new Outcome(id.id(), id.id(), attack, profile, Verdict.NOT_APPLICABLE,
                    "the legacy suite the stack runs is RSA-SHA1 and SHA-1 itself", 0);
        }
        Stack stack = id.create(jaxb);
        Security receiver = stack.security(attack == Attack.REPLAY ? policy.withReplayDetection() : policy, keys);
        Crafted crafted = crafted(id, attack, policy);
        if (crafted.failure() != null) {
            return new Outcome(id.id(), id.id(), attack, profile, Verdict.NOT_APPLICABLE, crafted.failure(), 0);
        }
        byte[] message = crafted.message();
        if (attack == Attack.REPLAY) {
            receiver.receive(stack, message);
        }
        return attempt(id.id(), id.id(), attack, profile, () -> accepted(attack, receiver.receive(stack, message)));
    }

    /**
     * Every attack made of a signed message, on each of its profiles, on every stack's receiver, made of
     * every stack's signed response, not only the receiver's own. Where a receiver refuses a sender's
     * message before any attack (see the interop table), its cells are not applicable.
     */
    public List<Outcome> acrossSenders() {
        List<Outcome> outcomes = new ArrayList<>();
        for (Profile profile : List.of(Profile.SIGN, Profile.SIGNENCR)) {
            Policy policy = Policy.of(profile, Suite.MODERN, Party.SERVER);
            List<Attack> attacks = List.of(Attack.values()).stream()
                    .filter(a -> a.madeOfSigned() && a.profiles().contains(profile)).toList();
            Map<StackId, byte[]> sent = new EnumMap<>(StackId.class);
            Map<StackId, Map<Attack, Crafted>> crafted = new EnumMap<>(StackId.class);
            for (StackId sender : StackId.shared()) {
                byte[] signed = secured(sender, policy);
                sent.put(sender, signed);
                Map<Attack, Crafted> made = new EnumMap<>(Attack.class);
                attacks.forEach(a -> made.put(a, craft(a, signed, forged.response(), Party.SERVER)));
                crafted.put(sender, made);
            }
            for (StackId id : StackId.shared()) {
                Stack stack = id.create(jaxb);
                Security receiver = stack.security(policy, keys);
                for (StackId sender : StackId.shared()) {
                    Outcome unattacked = attempt(id.id(), sender.id(), null, profile, () -> new Seen(Verdict.ACCEPTED,
                            "bound " + Binder.quakes(receiver.receive(stack, sent.get(sender))) + " quakes"));
                    for (Attack attack : attacks) {
                        Crafted c = crafted.get(sender).get(attack);
                        String na = unattacked.verdict() != Verdict.ACCEPTED ? "refuses the unattacked message: " + unattacked.detail()
                                : c.failure();
                        outcomes.add(na != null
                                ? new Outcome(id.id(), sender.id(), attack, profile, Verdict.NOT_APPLICABLE, na, 0)
                                : attempt(id.id(), sender.id(), attack, profile, () -> accepted(attack, receiver.receive(stack, c.message()))));
                    }
                }
            }
        }
        return outcomes;
    }

    /**
     * The message {@link #against} gives {@code id}'s receiver: {@code attack} made of a response {@code id}'s sender
     * secured under {@code profile}, for a receiver configured otherwise than the table's (a setting that closes a
     * finding).
     */
    public byte[] made(StackId id, Attack attack, Profile profile) {
        Crafted crafted = crafted(id, attack, Policy.of(profile, Suite.MODERN, Party.SERVER));
        if (crafted.failure() != null) {
            throw new IllegalArgumentException(attack.id() + " on " + id.id() + ": " + crafted.failure());
        }
        return crafted.message();
    }

    /** The unattacked response {@code id}'s sender secures under {@code profile}. */
    public byte[] secured(StackId id, Profile profile) {
        return secured(id, Policy.of(profile, Suite.MODERN, Party.SERVER));
    }

    private Crafted crafted(StackId id, Attack attack, Policy policy) {
        return switch (attack) {
            case EXTERNAL_ENTITY -> new Crafted(Craft.externalEntity(target.response(), marker.toUri()), null);
            case ENTITY_BOMB -> new Crafted(Craft.entityBomb(target.response()), null);
            case WRONG_PASSWORD -> new Crafted(secured(id, policy.withPassword("guessed")), null);
            default -> craft(attack, secured(id, policy), forged.response(), Party.SERVER);
        };
    }

    /** The sender's key for a "-resigned" variant; none (the signature left stale) for the attacker without keys. */
    private static PrivateKey resigned(Attack attack, PrivateKey senderKey) {
        return attack.id().endsWith("-resigned") ? senderKey : null;
    }

    /** A crafted message, or why it could not be made. */
    private record Crafted(byte[] message, String failure) {
    }

    /** An attacked message, or why it cannot be made of a sender's message (a part the attack edits is missing). */
    private Crafted craft(Attack attack, byte[] signed, byte[] other, Party sender) {
        try {
            return new Crafted(attacked(attack, signed, other, sender), null);
        } catch (IllegalArgumentException e) {
            return new Crafted(null, "cannot be made of this sender's message: " + e.getMessage());
        } catch (IllegalStateException e) {
            // re-signing resolves what the message references, with Santuario's own (non-secure) resolvers
            return new Crafted(null, "cannot be made: " + Refusals.reason(e));
        }
    }

    private byte[] secured(StackId id, Policy policy) {
        Stack stack = id.create(jaxb);
        return stack.security(policy, keys).send(stack, stack.bind(stack.build(target.response())));
    }

    /**
     * The attacks made of a secured message: the same for every receiver. Those that change a signature re-sign
     * with the {@code sender}'s key (the reference-abuse ones only as their "-resigned" variant); those that
     * edit the encryption use its peer's keys.
     */
    private byte[] attacked(Attack attack, byte[] signed, byte[] other, Party sender) {
        PrivateKey senderKey = keys.privateKey(sender);
        Party receiver = sender.peer();
        return switch (attack) {
            case WRAPPED_BODY -> Craft.wrappedBody(signed, other);
            case BODY_IN_SECURITY -> Craft.bodyInSecurity(signed, other);
            case BODY_IN_OBJECT -> Craft.bodyInObject(signed, other);
            case BODY_NESTED -> Craft.bodyNested(signed, other);
            case SECOND_BODY -> Craft.secondBody(signed, other);
            case BODY_AFTER -> Craft.bodyAfter(signed, other);
            case DUPLICATE_ID -> Craft.duplicateId(signed, other);
            case OTHER_ACTOR -> Craft.otherActor(signed, other);
            case SECOND_SIGNED_INFO -> Craft.secondSignedInfo(signed, other);
            case SECOND_REFERENCE -> Craft.secondReference(signed, other);
            case SECOND_SIGNATURE_VALUE -> Craft.secondSignatureValue(signed);
            case SECOND_KEY_INFO -> Craft.secondKeyInfo(signed, other, Craft.Signer.throwaway());
            case SECOND_SIGNATURE -> Craft.secondSignature(signed, other, Craft.Signer.throwaway());
            case TIMESTAMP_WRAPPED -> Craft.wrappedTimestamp(signed, EXPIRED, senderKey, Instant.now());
            case COMMENT_SPLIT -> Craft.commentSplit(signed);
            case EXPIRED_TIMESTAMP -> Craft.shiftedTimestamp(signed, EXPIRED, senderKey);
            case FUTURE_TIMESTAMP -> Craft.shiftedTimestamp(signed, FUTURE, senderKey);
            case UNTRUSTED_SIGNER -> Craft.signedBy(signed, Craft.Signer.throwaway());
            case PASSWORD_DIGEST -> Craft.passwordDigest(signed, Policy.PASSWORD);
            case WEAK_SIGNATURE -> Craft.resignedWith(signed, Craft.DSIG, "SignatureMethod", Suite.LEGACY.signature, senderKey);
            case WEAK_DIGEST -> Craft.resignedWith(signed, Craft.DSIG, "DigestMethod", Suite.LEGACY.digest, senderKey);
            case INCLUSIVE_C14N -> Craft.resignedWith(signed, Craft.DSIG, "CanonicalizationMethod", INCLUSIVE_C14N, senderKey);
            case RSA15_KEY_TRANSPORT -> Craft.rsa15KeyTransport(signed, keys.privateKey(receiver), keys.certificate(receiver));
            case OAEP_SHA1 -> Craft.oaepKeyTransport(signed, keys.privateKey(receiver), keys.certificate(receiver), Allowed.SHA1,
                    Allowed.MGF1_SHA1);
            case MGF_SHA1 -> Craft.oaepKeyTransport(signed, keys.privateKey(receiver), keys.certificate(receiver),
                    Suite.MODERN.keyTransportDigest, Allowed.MGF1_SHA1);
            case REFERENCE_HTTP, REFERENCE_HTTP_RESIGNED -> Craft.withReferences(signed, loopback.http("reference").toString(), null, 1,
                    resigned(attack, senderKey));
            case REFERENCE_FILE, REFERENCE_FILE_RESIGNED -> Craft.withReferences(signed, loopback.file().toString(), null, 1,
                    resigned(attack, senderKey));
            case TRANSFORM_XSLT, TRANSFORM_XSLT_RESIGNED -> Craft.withReferences(signed, null, XSLT.formatted(loopback.http("xslt")), 1,
                    resigned(attack, senderKey));
            case TRANSFORM_XPATH, TRANSFORM_XPATH_RESIGNED -> Craft.withReferences(signed, null, XPATH, 1, resigned(attack, senderKey));
            case REFERENCES_31, REFERENCES_31_RESIGNED -> Craft.withReferences(signed, null, null, 31, resigned(attack, senderKey));
            case RETRIEVAL_METHOD -> Craft.withRetrievalMethod(signed, loopback.http("retrieval-method"));
            case BAD_KEY_PADDING -> Craft.badKeyPadding(signed, keys.certificate(receiver));
            case BAD_CIPHERTEXT -> Craft.badCiphertext(signed);
            case REPLAY -> signed;
            default -> throw new IllegalArgumentException(attack.id() + " is not made of a signed message");
        };
    }

    /**
     * What an accepted payload shows: whose Body was bound, whether the entity's file was read, whether
     * the split text was bound whole.
     */
    private Seen accepted(Attack attack, Object payload) {
        if (attack == Attack.EXTERNAL_ENTITY) {
            // an isolated stack's payload is its own binding's: read back with JAXB to look into it
            Object results = payload instanceof ForeignPayload f ? Binder.jaxb(f) : payload;
            boolean read = ((JaxbResults) results).resultSets.stream().map((JaxbResultSet r) -> String.valueOf(r.areaName))
                    .anyMatch(name -> name.contains(MARKER));
            return new Seen(Verdict.ACCEPTED, read ? "the local file was read into the payload" : "the entity was not expanded");
        }
        if (attack == Attack.COMMENT_SPLIT) {
            String bound = Binder.areaName(payload);
            return bound.equals(signedText) ? new Seen(Verdict.INTACT, "bound \"" + bound + "\", the text signed")
                    : new Seen(Verdict.ACCEPTED, "bound \"" + bound + "\" where \"" + signedText + "\" was signed");
        }
        int quakes = Binder.quakes(payload);
        return new Seen(Verdict.ACCEPTED, quakes == forged.quakes()
                ? "bound the forged Body (" + quakes + " quake instead of " + target.quakes() + ")"
                : "bound " + quakes + " quakes");
    }

    /**
     * Every attack on Metro's service, through its runtime; opens the plain, sign and signencr endpoints
     * for the while. The attacked messages are requests its own client secured.
     */
    public List<Outcome> againstMetroWsit() {
        List<Outcome> outcomes = new ArrayList<>();
        List<Exchange> exchanges = List.of(target, forged);
        try (MetroWsitRuntime plain = MetroWsitRuntime.open(Profile.PLAIN, exchanges, jaxb);
                MetroWsitRuntime sign = MetroWsitRuntime.open(Profile.SIGN, exchanges, jaxb);
                MetroWsitRuntime signencr = MetroWsitRuntime.open(Profile.SIGNENCR, exchanges, jaxb)) {
            Map<Profile, MetroWsitRuntime> runtimes = Map.of(Profile.PLAIN, plain, Profile.SIGN, sign, Profile.SIGNENCR, signencr);
            Map<Profile, byte[]> signed = Map.of(Profile.SIGN, tapped(sign), Profile.SIGNENCR, tapped(signencr));
            for (Attack attack : Attack.values()) {
                for (Profile profile : attack.profiles()) {
                    Crafted crafted = switch (attack) {
                        case EXTERNAL_ENTITY -> new Crafted(Craft.externalEntity(target.request(), marker.toUri()), null);
                        case ENTITY_BOMB -> new Crafted(Craft.entityBomb(target.request()), null);
                        case WRONG_PASSWORD, PASSWORD_DIGEST -> new Crafted(null, "no UsernameToken profile");
                        default -> craft(attack, signed.get(profile), forged.request(), Party.CLIENT);
                    };
                    byte[] message = crafted.message();
                    if (message == null) {
                        outcomes.add(new Outcome(METRO_WSIT, METRO_WSIT, attack, profile, Verdict.NOT_APPLICABLE, crafted.failure(), 0));
                    } else {
                        // the replayed request is the one delivered when it was tapped
                        MetroWsitRuntime runtime = runtimes.get(profile);
                        outcomes.add(attempt(METRO_WSIT, METRO_WSIT, attack, profile, () -> served(attack, runtime.post(message))));
                    }
                }
            }
        }
        return outcomes;
    }

    /** The request Metro's client secured for the first recorded exchange, delivered once (its service bound it whole). */
    private static byte[] tapped(MetroWsitRuntime runtime) {
        List<byte[]> tapped = new ArrayList<>();
        runtime.tap(w -> tapped.add(w.request()));
        Recordings.Recorded first = runtime.recorded().get(0);
        Binder.requireQuakes(first.quakes(), runtime.exchange(first.query()), "metro-wsit " + first.id());
        runtime.tap(null);
        return tapped.get(0);
    }

    /**
     * What Metro's service answered: results (accepted: whose?), or a fault. A fault raised by the
     * service itself (it could not bind or did not know the query) means Metro's security let the
     * request through, so it counts as accepted.
     */
    private Seen served(Attack attack, byte[] response) {
        Document doc = parse(response);
        NodeList faults = doc.getElementsByTagNameNS(Soap.NS, "Fault");
        if (faults.getLength() > 0) {
            String reason = ((Element) faults.item(0)).getElementsByTagName("faultstring").item(0).getTextContent();
            if (reason.contains("Undeclared general entity")) {
                return new Seen(Verdict.ACCEPTED,
                        "reached the service, the entity not expanded: its binding failed on the undeclared entity");
            }
            if (reason.contains("bind:") || reason.contains("no recorded response") || reason.contains("the service takes")) {
                return new Seen(Verdict.ACCEPTED, "reached the service, which refused it: " + reason);
            }
            throw new IllegalStateException(reason);
        }
        if (doc.getElementsByTagNameNS(Craft.XENC, "EncryptedData").getLength() > 0) {
            return new Seen(Verdict.ACCEPTED, "served an encrypted response (whose Body it answered cannot be seen)");
        }
        int quakes = doc.getElementsByTagNameNS(Seismic.NS, "quake").getLength();
        if (attack == Attack.COMMENT_SPLIT && quakes == target.quakes()) {
            return new Seen(Verdict.INTACT, "served " + quakes + " quakes: the query bound as signed");
        }
        return new Seen(Verdict.ACCEPTED, quakes == forged.quakes()
                ? "served the forged Body (" + quakes + " quake instead of " + target.quakes() + ")"
                : "served " + quakes + " quakes");
    }

    private interface Delivery {
        Seen accepted();
    }

    /** One delivery, timed, with whatever it made the receiver fetch or read on the loopback (a finding, refused or not). */
    private Outcome attempt(String receiver, String sender, Attack attack, Profile profile, Delivery delivery) {
        loopback.reset();
        long start = System.nanoTime();
        Seen seen;
        try {
            seen = delivery.accepted();
        } catch (RuntimeException e) {
            seen = new Seen(Verdict.REJECTED, attack == Attack.BAD_KEY_PADDING && decryptedWithAnotherKey(e)
                    ? STAND_IN_KEY : Refusals.reason(e));
        } catch (OutOfMemoryError e) {
            // what the receiver held is unreachable once its call has unwound, so the next attack has the heap again
            seen = new Seen(Verdict.EXHAUSTED, "ran out of heap");
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        List<String> touched = loopback.touched();
        String detail = touched.isEmpty() ? seen.detail() : seen.detail() + " [loopback: " + String.join(", ", touched) + "]";
        return new Outcome(receiver, sender, attack, profile, seen.verdict(), detail, millis);
    }

    /**
     * A receiver that answers a key which does not unwrap with a random one (the countermeasure to
     * Bleichenbacher's oracle) fails later, in the Body's CBC decryption, and how depends on that key: a
     * padding error most times, bytes that are no XML otherwise. The cell names that, in one form on every run.
     */
    private static final String STAND_IN_KEY = "Body undecryptable under a random stand-in for the key that did not unwrap";

    private static final Pattern CBC_PADDING = Pattern.compile("pad block corrupted|final block not properly padded");

    /** By the root cause: a streaming reader's exception wraps an AES-GCM tag mismatch, which is no chance. */
    private static boolean decryptedWithAnotherKey(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return kindOf(root, NOT_XML) || root.getMessage() != null && CBC_PADDING.matcher(root.getMessage()).find();
    }

    /** By name: a stack that loads its own XML APIs throws its own copies of these classes. */
    private static final Set<String> NOT_XML = Set.of(SAXException.class.getName(), XMLStreamException.class.getName(),
            CharConversionException.class.getName());

    private static boolean kindOf(Throwable t, Set<String> names) {
        for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
            if (names.contains(c.getName())) {
                return true;
            }
        }
        return false;
    }

    private static Document parse(byte[] message) {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            return dbf.newDocumentBuilder().parse(new ByteArrayInputStream(message));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalStateException("metro-wsit answered no XML: " + new String(message, StandardCharsets.UTF_8), e);
        }
    }

    /** The outcomes as Markdown: a row per attack and profile, a column per receiver. */
    public static String markdown(List<Outcome> outcomes) {
        return table(outcomes, cell -> cell.isEmpty() ? "" : cell(cell.get(0)));
    }

    /**
     * Outcomes across senders as Markdown: a row per attack and profile, a column per receiver, each cell
     * naming the senders whose attacked message it accepted and counting the rest.
     */
    public static String markdownAcrossSenders(List<Outcome> outcomes) {
        return table(outcomes, Attacks::summary);
    }

    private static String table(List<Outcome> outcomes, Function<List<Outcome>, String> cell) {
        List<String> receivers = outcomes.stream().map(Outcome::receiver).distinct().toList();
        StringBuilder s = new StringBuilder("| attack | profile |");
        receivers.forEach(r -> s.append(' ').append(r).append(" |"));
        s.append("\n|---|---|").append("---|".repeat(receivers.size())).append('\n');
        for (Attack a : Attack.values()) {
            for (Profile p : a.profiles()) {
                if (outcomes.stream().noneMatch(o -> o.attack() == a && o.profile() == p)) {
                    continue;
                }
                s.append("| `").append(a.id()).append("` | ").append(p.id()).append(" |");
                for (String r : receivers) {
                    s.append(' ').append(cell.apply(outcomes.stream()
                            .filter(o -> o.attack() == a && o.profile() == p && o.receiver().equals(r)).toList())).append(" |");
                }
                s.append('\n');
            }
        }
        return s.toString();
    }

    private static String cell(Outcome o) {
        return switch (o.verdict()) {
            case REJECTED -> "rejected: " + shorten(o.detail());
            case ACCEPTED -> "**accepted**: " + shorten(o.detail());
            case INTACT -> "intact: " + shorten(o.detail());
            case EXHAUSTED -> "**exhausted**: " + o.detail();
            case NOT_APPLICABLE -> "n/a: " + o.detail();
        };
    }

    /** The senders whose message was accepted, by name; the other verdicts counted. */
    private static String summary(List<Outcome> cell) {
        List<String> parts = new ArrayList<>();
        List<String> accepted = cell.stream().filter(o -> o.verdict() == Verdict.ACCEPTED).map(Outcome::sender).toList();
        if (!accepted.isEmpty()) {
            parts.add("**accepted** from " + (accepted.size() == cell.size() ? "all " + cell.size() : String.join(", ", accepted)));
        }
        for (Verdict v : List.of(Verdict.INTACT, Verdict.EXHAUSTED, Verdict.REJECTED, Verdict.NOT_APPLICABLE)) {
            long n = cell.stream().filter(o -> o.verdict() == v).count();
            if (n > 0) {
                parts.add(v.name().toLowerCase(Locale.ROOT).replace("not_applicable", "n/a") + " " + n);
            }
        }
        return String.join("; ", parts);
    }

    /**
     * One short line, the same on every run and JDK: without Woodstox's position (it depends on the marker
     * file's name), the loopback's port and directory, or the ids the engines generate (Metro's numbers, XWSS's, WSS4J's UUIDs and
     * WSS4J 1.6's numbers), with the
     * SOAP namespace as its prefix, and with the JDK's own words in one form where releases word them otherwise
     * (AES-GCM's "Tag mismatch!" of JDK 17 is "Tag mismatch" from JDK 22 on).
     */
    private static String shorten(String s) {
        String t = s.replaceAll("\\s+", " ").replace("Tag mismatch!", "Tag mismatch").replaceAll(" at \\[row,col [^\\]]*\\]: \\[\\d+,\\d+\\]", "")
                .replaceAll("_\\d+", "_n").replaceAll("XWSSGID-[\\d-]+", "XWSSGID-n").replaceAll("\\bId-\\d+", "Id-n")
                .replaceAll("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "uuid")
                .replaceAll("127\\.0\\.0\\.1:\\d+", "127.0.0.1:port").replaceAll("wsscost-loopback\\d+", "wsscost-loopback-n")
                .replace("{" + Soap.NS + "}", "soapenv:").replace("|", "\\|");
        return t.length() > 80 ? t.substring(0, 79) + "…" : t;
    }
}
