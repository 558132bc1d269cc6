package org.wsscost.probe.interop;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
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
 * the same policy. Interop failures are findings to report, not to work around. An isolated stack
 * secures and receives in child JVMs ({@link ChildTools}); a stack that cannot run a profile in the
 * suite ({@link StackId#refusal}) has no cell there.
 */
public final class Interop {

    /** One cell: accepted, or rejected with the consumer's reason. */
    public record Cell(StackId producer, StackId consumer, Profile profile, boolean accepted, String reason) {
    }

    private Interop() {
    }

    public static List<Cell> matrix(Suite suite, Exchange exchange) {
        return matrix(suite, exchange, Arrays.asList(StackId.values()),
                Arrays.stream(Profile.values()).filter(Profile::secured).toList());
    }

    /** The cells of {@code stacks} × {@code stacks} in each of the secured {@code profiles}. */
    public static List<Cell> matrix(Suite suite, Exchange exchange, List<StackId> stacks, List<Profile> profiles) {
        Keys keys = Keys.load();
        var jaxb = Binder.context();
        List<Cell> cells = new ArrayList<>();
        for (Profile profile : profiles) {
            Policy policy = Policy.of(profile, suite, Party.SERVER);
            List<StackId> running = stacks.stream().filter(id -> id.refusal(policy) == null).toList();
            Map<StackId, byte[]> sent = new EnumMap<>(StackId.class);
            for (StackId producer : running) {
                Stack stack = producer.create(jaxb);
                sent.put(producer, producer.isolated() ? ChildTools.secure(producer, policy, exchange.response())
                        : stack.security(policy, keys).send(stack, stack.bind(stack.build(exchange.response()))));
            }
            for (StackId producer : running) {
                for (StackId consumer : running) {
                    if (consumer.isolated()) {
                        String refusal = ChildTools.refusal(consumer, policy, sent.get(producer));
                        cells.add(new Cell(producer, consumer, profile, refusal == null, refusal == null ? "" : firstLine(refusal)));
                        continue;
                    }
                    Stack stack = consumer.create(jaxb);
                    cells.add(cell(producer, consumer, profile, () -> Binder.quakes(
                            stack.security(policy, keys).receive(stack, sent.get(producer))) == exchange.quakes()));
                }
            }
        }
        return cells;
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

    /** The matrix as Markdown: a row per producer → consumer, a column per secured profile. */
    public static String markdown(List<Cell> cells) {
        List<Profile> profiles = cells.stream().map(Cell::profile).distinct().toList();
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
