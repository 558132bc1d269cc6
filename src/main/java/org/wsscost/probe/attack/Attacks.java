package org.wsscost.probe.attack;

import jakarta.xml.bind.JAXBContext;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;
import org.wsscost.payload.Binder;
import org.wsscost.payload.JaxbResultSet;
import org.wsscost.payload.JaxbResults;
import org.wsscost.payload.Seismic;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Soap;
import org.wsscost.pipeline.Stack;
import org.wsscost.runtime.Recordings;
import org.wsscost.runtime.metrowsit.MetroWsitRuntime;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;
import org.xml.sax.SAXException;

/**
 * Runs each {@link Attack} against each stack's receiver. The stacks receive a response (the
 * client's side) secured by their own sender; metro-wsit's service receives a request through
 * Metro's runtime. Every attacked message is the ladder-10 exchange (10 quakes); a forged Body is
 * the ladder-1 exchange's (1 quake), so a receiver that binds it is seen to.
 */
public final class Attacks {
    /** The receiver column of Metro's real runtime (not a {@link StackId}: it runs whole exchanges). */
    public static final String METRO_WSIT = "metro-wsit";
    /** What the external entity's file holds; it must never reach a payload. */
    public static final String MARKER = "wsscost-external-entity-marker";
    /** The shifts of an expired and a future Timestamp: past the 24 h TTL, past the 5 min tolerance. */
    static final Duration EXPIRED = Policy.TIMESTAMP_TTL.plusHours(1).negated();
    static final Duration FUTURE = Duration.ofHours(1);

    /** What a receiver did with one attack. {@code millis} is how long the receiver took (for the bomb's bound). */
    public record Outcome(String receiver, Attack attack, Verdict verdict, String detail, long millis) {
    }

    public enum Verdict {
        REJECTED, ACCEPTED, NOT_APPLICABLE
    }

    private final JAXBContext jaxb = Binder.context();
    private final Keys keys = Keys.load();
    private final Exchange target = Corpus.load(Workload.LADDER_10).get(0);
    private final Exchange forged = Corpus.load(Workload.LADDER_1).get(0);
    private final Path marker;

    public Attacks() {
        try {
            marker = Files.createTempFile("wsscost-attack", ".txt");
            marker.toFile().deleteOnExit();
            Files.writeString(marker, MARKER);
        } catch (IOException e) {
            throw new UncheckedIOException("attack marker file: " + e.getMessage(), e);
        }
    }

    /** Every attack on every receiver: every stack's, then Metro's runtime. */
    public List<Outcome> all() {
        List<Outcome> outcomes = new ArrayList<>();
        for (StackId id : StackId.values()) {
            for (Attack a : Attack.values()) {
                outcomes.add(against(id, a));
            }
        }
        outcomes.addAll(againstMetroWsit());
        return outcomes;
    }

    /** One attack on one stack's receiver of a response, secured (where the profile says) by the same stack. */
    public Outcome against(StackId id, Attack attack) {
        Policy policy = Policy.of(attack.profile(), Suite.MODERN, Party.SERVER);
        Stack stack = id.create(jaxb);
        Security receiver = stack.security(attack == Attack.REPLAY ? policy.withReplayDetection() : policy, keys);
        byte[] message = switch (attack) {
            case EXTERNAL_ENTITY -> Craft.externalEntity(target.response(), marker.toUri());
            case ENTITY_BOMB -> Craft.entityBomb(target.response());
            case WRONG_PASSWORD -> secured(id, policy.withPassword("guessed"));
            default -> attacked(attack, secured(id, policy), forged.response(), keys.privateKey(Party.SERVER));
        };
        if (attack == Attack.REPLAY) {
            receiver.receive(stack, message);
        }
        return attempt(id.id(), attack, () -> accepted(attack, receiver.receive(stack, message)));
    }

    private byte[] secured(StackId id, Policy policy) {
        Stack stack = id.create(jaxb);
        return stack.security(policy, keys).send(stack, stack.bind(stack.build(target.response())));
    }

    /** The attacks made of a signed message: the same for every receiver. */
    private static byte[] attacked(Attack attack, byte[] signed, byte[] other, PrivateKey senderKey) {
        return switch (attack) {
            case WRAPPED_BODY -> Craft.wrappedBody(signed, other);
            case SECOND_BODY -> Craft.secondBody(signed, other);
            case EXPIRED_TIMESTAMP -> Craft.shiftedTimestamp(signed, EXPIRED, senderKey);
            case FUTURE_TIMESTAMP -> Craft.shiftedTimestamp(signed, FUTURE, senderKey);
            case UNTRUSTED_SIGNER -> Craft.signedBy(signed, Craft.Signer.throwaway());
            case REPLAY -> signed;
            default -> throw new IllegalArgumentException(attack.id() + " is not made of a signed message");
        };
    }

    /** What an accepted payload shows: whose Body was bound, and whether the entity's file was read. */
    private String accepted(Attack attack, Object payload) {
        int quakes = Binder.quakes(payload);
        if (attack == Attack.EXTERNAL_ENTITY) {
            boolean read = ((JaxbResults) payload).resultSets.stream().map((JaxbResultSet r) -> String.valueOf(r.areaName))
                    .anyMatch(name -> name.contains(MARKER));
            return read ? "the local file was read into the payload" : "the entity was not expanded";
        }
        return quakes == forged.quakes() ? "bound the forged Body (" + quakes + " quake instead of " + target.quakes() + ")"
                : "bound " + quakes + " quakes";
    }

    /** Every attack on Metro's service, through its runtime; opens the plain and sign endpoints for the while. */
    public List<Outcome> againstMetroWsit() {
        List<Outcome> outcomes = new ArrayList<>();
        List<Exchange> exchanges = List.of(target, forged);
        try (MetroWsitRuntime plain = MetroWsitRuntime.open(Profile.PLAIN, exchanges, jaxb);
                MetroWsitRuntime sign = MetroWsitRuntime.open(Profile.SIGN, exchanges, jaxb)) {
            List<byte[]> tapped = new ArrayList<>();
            sign.tap(w -> tapped.add(w.request()));
            Recordings.Recorded first = sign.recorded().get(0);
            Binder.requireQuakes(first.quakes(), sign.exchange(first.query()), "metro-wsit sign " + first.id());
            sign.tap(null);
            byte[] signed = tapped.get(0);
            for (Attack attack : Attack.values()) {
                Function<byte[], byte[]> post = attack.profile() == Profile.PLAIN ? plain::post : sign::post;
                byte[] message = switch (attack) {
                    case EXTERNAL_ENTITY -> Craft.externalEntity(target.request(), marker.toUri());
                    case ENTITY_BOMB -> Craft.entityBomb(target.request());
                    case WRONG_PASSWORD -> null;
                    default -> attacked(attack, signed, forged.request(), keys.privateKey(Party.CLIENT));
                };
                if (message == null) {
                    outcomes.add(new Outcome(METRO_WSIT, attack, Verdict.NOT_APPLICABLE, "no UsernameToken profile", 0));
                } else {
                    // the replayed request is the one delivered above, when it was tapped
                    outcomes.add(attempt(METRO_WSIT, attack, () -> served(post.apply(message))));
                }
            }
        }
        return outcomes;
    }

    /**
     * What Metro's service answered: results (accepted: whose?), or a fault. A fault raised by the
     * service itself (it could not bind or did not know the query) means Metro's security let the
     * request through, so it counts as accepted.
     */
    private String served(byte[] response) {
        Document doc = parse(response);
        NodeList faults = doc.getElementsByTagNameNS(Soap.NS, "Fault");
        if (faults.getLength() > 0) {
            String reason = ((Element) faults.item(0)).getElementsByTagName("faultstring").item(0).getTextContent();
            if (reason.contains("Undeclared general entity")) {
                return "reached the service, the entity not expanded: its binding failed on the undeclared entity";
            }
            if (reason.contains("bind:") || reason.contains("no recorded response") || reason.contains("the service takes")) {
                return "reached the service, which refused it: " + reason;
            }
            throw new IllegalStateException(reason);
        }
        int quakes = doc.getElementsByTagNameNS(Seismic.NS, "quake").getLength();
        return quakes == forged.quakes() ? "served the forged Body (" + quakes + " quake instead of " + target.quakes() + ")"
                : "served " + quakes + " quakes";
    }

    private interface Delivery {
        String accepted();
    }

    private static Outcome attempt(String receiver, Attack attack, Delivery delivery) {
        long start = System.nanoTime();
        try {
            String detail = delivery.accepted();
            return new Outcome(receiver, attack, Verdict.ACCEPTED, detail, (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException e) {
            return new Outcome(receiver, attack, Verdict.REJECTED, reason(e), (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** The deepest cause's words, on one line: what the library itself said. */
    private static String reason(Throwable e) {
        String said = e.getMessage();
        for (Throwable t = e.getCause(); t != null && t != t.getCause(); t = t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                said = t.getMessage();
            }
        }
        return said == null ? e.getClass().getSimpleName() : said.strip().replaceAll("\\s+", " ");
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

    /** The outcomes as Markdown: a row per attack, a column per receiver. */
    public static String markdown(List<Outcome> outcomes) {
        List<String> receivers = outcomes.stream().map(Outcome::receiver).distinct().toList();
        StringBuilder s = new StringBuilder("| attack |");
        receivers.forEach(r -> s.append(' ').append(r).append(" |"));
        s.append("\n|---|").append("---|".repeat(receivers.size())).append('\n');
        for (Attack a : Attack.values()) {
            s.append("| `").append(a.id()).append("` |");
            for (String r : receivers) {
                outcomes.stream().filter(o -> o.attack() == a && o.receiver().equals(r)).findFirst()
                        .ifPresent(o -> s.append(' ').append(cell(o)).append(" |"));
            }
            s.append('\n');
        }
        return s.toString();
    }

    private static String cell(Outcome o) {
        return switch (o.verdict()) {
            case REJECTED -> "rejected: " + shorten(o.detail());
            case ACCEPTED -> "**accepted**: " + shorten(o.detail());
            case NOT_APPLICABLE -> "n/a: " + o.detail();
        };
    }

    /**
     * One short line, the same on every run: without Woodstox's position (it depends on the marker
     * file's name) or Metro's generated ids, with the SOAP namespace as its prefix.
     */
    private static String shorten(String s) {
        String t = s.replaceAll("\\s+", " ").replaceAll(" at \\[row,col [^\\]]*\\]: \\[\\d+,\\d+\\]", "")
                .replaceAll("_\\d+", "_n").replace("{" + Soap.NS + "}", "soapenv:").replace("|", "\\|");
        return t.length() > 80 ? t.substring(0, 79) + "…" : t;
    }
}
