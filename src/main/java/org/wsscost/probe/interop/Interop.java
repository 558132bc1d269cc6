package org.wsscost.probe.interop;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Exchange;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Rejected;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Does one stack's receiver accept another stack's secured message? Every producer × consumer ×
 * secured profile, on one recorded response sent from server to client, each side configured for
 * the same policy. Interop failures are findings to report, not to work around. The messages pass
 * through a directory ({@link #send}, {@link #receive}), so that an isolated stack sends all its
 * messages in one child JVM and receives everyone's in another ({@link ChildTools}); a stack that
 * cannot run a profile in the suite ({@link StackId#refusal}) has no cell there.
 */
public final class Interop {
    /** The exchange whose response every stack secures, in {@link Corpus}'s layout, in the directory of messages. */
    private static final String EXCHANGE = "exchange.zip";
    private static final String ACCEPTED = "accepted";
    private static final String REJECTED = "rejected: ";

    /** One cell: accepted, or rejected with the consumer's reason. */
    public record Cell(StackId producer, StackId consumer, Profile profile, boolean accepted, String reason) {
    }

    private Interop() {
    }

    /** Every stack × every stack in each secured profile, consumer by consumer. */
    public static List<Cell> matrix(Suite suite, Exchange exchange) {
        Path dir = directory();
        try {
            try (OutputStream out = Files.newOutputStream(dir.resolve(EXCHANGE))) {
                Corpus.write(out, List.of(exchange));
            }
            // a stack that runs none of the profiles in this suite needs no child JVM
            List<StackId> running = Arrays.stream(StackId.values()).filter(id -> !policies(id, suite).isEmpty()).toList();
            for (StackId producer : running) {
                if (producer.isolated()) {
                    ChildTools.send(producer, suite, dir);
                } else {
                    send(producer, suite, dir);
                }
            }
            List<Cell> cells = new ArrayList<>();
            for (StackId consumer : running) {
                cells.addAll(consumer.isolated() ? ChildTools.receive(consumer, suite, dir) : receive(consumer, suite, dir));
            }
            return cells;
        } catch (IOException e) {
            throw new UncheckedIOException("interop messages in " + dir + ": " + e.getMessage(), e);
        } finally {
            deleteAll(dir);
        }
    }

    /**
     * The stack's sender secures the response of the exchange in {@code dir} in every secured profile it runs in the
     * suite, to {@code dir/PROFILE/STACK.xml}.
     */
    public static void send(StackId producer, Suite suite, Path dir) {
        Exchange exchange = exchange(dir);
        Keys keys = Keys.load();
        var jaxb = Binder.context();
        for (Policy policy : policies(producer, suite)) {
            Stack stack = producer.create(jaxb);
            byte[] sent = stack.security(policy, keys).send(stack, stack.bind(stack.build(exchange.response())));
            try {
                Path message = message(dir, policy.profile(), producer);
                Files.createDirectories(message.getParent());
                Files.write(message, sent);
            } catch (IOException e) {
                throw new UncheckedIOException(producer.id() + "'s " + policy.profile().id() + " message: " + e.getMessage(), e);
            }
        }
    }

    /** The stack's receiver takes, in every secured profile it runs in the suite, each stack's message in {@code dir}. */
    public static List<Cell> receive(StackId consumer, Suite suite, Path dir) {
        Exchange exchange = exchange(dir);
        Keys keys = Keys.load();
        var jaxb = Binder.context();
        List<Cell> cells = new ArrayList<>();
        for (Policy policy : policies(consumer, suite)) {
            for (StackId producer : StackId.values()) {
                Path message = message(dir, policy.profile(), producer);
                if (!Files.exists(message)) {
                    continue;
                }
                byte[] wire = read(message);
                Stack stack = consumer.create(jaxb);
                cells.add(cell(producer, consumer, policy.profile(), () -> Binder.quakes(
                        stack.security(policy, keys).receive(stack, wire)) == exchange.quakes()));
            }
        }
        return cells;
    }

    /** The policies of the secured profiles the stack runs in the suite. */
    private static List<Policy> policies(StackId stack, Suite suite) {
        return Arrays.stream(Profile.values()).filter(Profile::secured).map(p -> Policy.of(p, suite, Party.SERVER))
                .filter(policy -> stack.refusal(policy) == null).toList();
    }

    private static Path message(Path dir, Profile profile, StackId producer) {
        return dir.resolve(profile.id()).resolve(producer.id() + ".xml");
    }

    private static Exchange exchange(Path dir) {
        try (InputStream in = Files.newInputStream(dir.resolve(EXCHANGE))) {
            return Corpus.read(in, dir.resolve(EXCHANGE).toString()).get(0);
        } catch (IOException e) {
            throw new UncheckedIOException("interop exchange in " + dir + ": " + e.getMessage(), e);
        }
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    private static Path directory() {
        try {
            return Files.createTempDirectory("wsscost-interop-");
        } catch (IOException e) {
            throw new UncheckedIOException("a directory for the interop messages: " + e.getMessage(), e);
        }
    }

    private static void deleteAll(Path dir) {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("removing " + dir + ": " + e.getMessage(), e);
        }
    }

    private interface Attempt {
        boolean bindsEveryQuake();
    }

    private static Cell cell(StackId producer, StackId consumer, Profile profile, Attempt attempt) {
        try {
            return attempt.bindsEveryQuake()
                    ? new Cell(producer, consumer, profile, true, "")
                    : new Cell(producer, consumer, profile, false, "accepted, but bound a different number of quakes");
        } catch (Rejected e) {
            return new Cell(producer, consumer, profile, false, firstLine(e.getMessage()));
        }
    }

    private static String firstLine(String s) {
        String line = s == null ? "(no reason given)" : s.strip().lines().findFirst().orElse("(no reason given)");
        return line.length() > 160 ? line.substring(0, 157) + "…" : line;
    }

    /**
     * Cells a line each: producer, consumer, profile, and "accepted" or "rejected: " and the reason (a tab in it made a
     * space), tab-separated.
     */
    public static String tsv(List<Cell> cells) {
        StringBuilder s = new StringBuilder();
        for (Cell c : cells) {
            s.append(String.join("\t", c.producer().id(), c.consumer().id(), c.profile().id(),
                    c.accepted() ? ACCEPTED : REJECTED + c.reason().replace('\t', ' '))).append('\n');
        }
        return s.toString();
    }

    /** What {@link #tsv} wrote. */
    static List<Cell> fromTsv(String tsv) {
        List<Cell> cells = new ArrayList<>();
        for (String line : tsv.lines().filter(l -> !l.isBlank()).toList()) {
            String[] f = line.split("\t", 4);
            if (f.length != 4 || !(f[3].equals(ACCEPTED) || f[3].startsWith(REJECTED))) {
                throw new IllegalArgumentException("not a cell line of interop --receive: " + line);
            }
            boolean accepted = f[3].equals(ACCEPTED);
            cells.add(new Cell(StackId.of(f[0]), StackId.of(f[1]), Profile.of(f[2]), accepted,
                    accepted ? "" : f[3].substring(REJECTED.length())));
        }
        return cells;
    }

    /** The matrix as Markdown: a row per producer → consumer, a column per secured profile. */
    public static String markdown(List<Cell> cells) {
        List<Profile> profiles = Arrays.stream(Profile.values())
                .filter(p -> cells.stream().anyMatch(c -> c.profile() == p)).toList();
        StringBuilder s = new StringBuilder("| producer → consumer |");
        profiles.forEach(p -> s.append(' ').append(p.id()).append(" |"));
        s.append("\n|---|").append("---|".repeat(profiles.size())).append('\n');
        List<StackId> stacks = Arrays.stream(StackId.values())
                .filter(id -> cells.stream().anyMatch(c -> c.producer() == id)).toList();
        for (StackId producer : stacks) {
            for (StackId consumer : stacks) {
                s.append("| ").append(producer.id()).append(" → ").append(consumer.id()).append(" |");
                for (Profile p : profiles) {
                    // – where one of the two cannot run the profile in this suite
                    s.append(cells.stream().filter(c -> c.producer() == producer && c.consumer() == consumer && c.profile() == p)
                            .findFirst().map(c -> c.accepted() ? " accepted |"
                                    : " **rejected**: " + c.reason().replace("|", "\\|") + " |").orElse(" – |"));
                }
                s.append('\n');
            }
        }
        return s.toString();
    }
}
