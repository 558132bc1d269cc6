package org.wsscost.bench;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.wsscost.corpus.Direction;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * One stack securing one workload's messages for one policy, set up once per trial: the recorded
 * messages bound to payloads, and each payload secured by the stack's own sender. Setup proves the
 * work is real before anything is timed: every secured message is received (verified, decrypted,
 * bound) back to its recorded quake count, or the trial fails naming what failed.
 */
final class Pipeline {
    final String name;
    final Stack stack;
    final Security security;
    final Messages messages;
    final Object[] payloads;
    final byte[][] secured;

    private Pipeline(String stackId, String profile, String suite, String workload, String direction, Jca jca) {
        name = describe(stackId, profile, suite, workload, direction, jca);
        Direction d = Direction.of(direction);
        Policy policy = Policy.of(Profile.of(profile), Suite.of(suite), Party.sending(d));
        Keys keys = jca == null ? Keys.load() : jca.keys();
        StackId id = StackId.of(stackId);
        stack = id.create(Binder.context());
        security = stack.security(policy, keys);
        messages = new Messages(workload, direction);
        payloads = new Object[messages.size()];
        secured = new byte[messages.size()][];
        Stack twin = id.create(Binder.context());
        Security twinSecurity = twin.security(policy, keys);
        AtomicReference<RuntimeException> failed = new AtomicReference<>();
        Thread helper = new Thread(() -> {
            try {
                secureEvery(1, twin, twinSecurity);
            } catch (RuntimeException e) {
                failed.set(e);
            }
        }, "wsscost-setup");
        helper.start();
        secureEvery(0, stack, security);
        try {
            helper.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(name + ": setup interrupted", e);
        }
        if (failed.get() != null) {
            throw failed.get();
        }
    }

    /**
     * Binds, secures and receives back every other message from {@code first}: setup runs in two
     * threads, each with its own stack and security, because a cold JVM needs seconds per workload and
     * the second core is otherwise idle while a fork sets up (the untimed part of the default job).
     */
    private void secureEvery(int first, Stack with, Security withSecurity) {
        for (int i = first; i < payloads.length; i += 2) {
            String where = name + " message " + messages.exchanges.get(i).id();
            payloads[i] = with.bind(with.build(messages.bytes[i]));
            Binder.requireQuakes(messages.quakes[i], payloads[i], where + " (recorded)");
            secured[i] = withSecurity.send(with, payloads[i]);
            Binder.requireQuakes(messages.quakes[i], withSecurity.receive(with, secured[i]), where + " (secured and received)");
        }
    }

    /** Opens a plain pipeline (no security, so no JCA choices: the JDK's providers, PKCS12 keys). */
    static Pipeline plain(String stack, String workload, String direction) {
        // no algorithm runs in plain: modern, or legacy for a stack that runs nothing else (rampart-1.5, axis1, metro-1.5, xfire)
        Suite suite = StackId.of(stack).refusal(Policy.of(Profile.PLAIN, Suite.MODERN, Party.SERVER)) == null
                ? Suite.MODERN : Suite.LEGACY;
        return open(stack, "plain", suite.id(), workload, direction, null);
    }

    /**
     * Opens the pipeline with the trial's provider installed and keystores loaded; any failure names
     * the stack, profile, suite, workload, direction, provider and keystore.
     */
    static Pipeline open(String stack, String profile, String suite, String workload, String direction, Jca jca) {
        try {
            return new Pipeline(stack, profile, suite, workload, direction, jca);
        } catch (RuntimeException e) {
            throw new IllegalStateException("setup of " + describe(stack, profile, suite, workload, direction, jca)
                    + " failed: " + e.getMessage(), e);
        }
    }

    /** The trial's parameters as a failure names them; a plain pipeline ({@code jca} null) has no JCA choices. */
    private static String describe(String stack, String profile, String suite, String workload, String direction, Jca jca) {
        String name = String.join(" ", stack, profile, suite, workload, direction);
        return jca == null ? name : name + " " + jca.describe();
    }

    /** The next message's index; wraps around. */
    int next() {
        return messages.next();
    }

    /** The steps of one direction: the sender's after marshal, the receiver's after build. */
    List<Security.Step> steps(boolean outbound) {
        return outbound ? security.outbound() : security.inbound();
    }

    /** The index of {@code phase} among a direction's steps; fails naming the phases this stack has. */
    int indexOf(Phase phase, boolean outbound) {
        List<Security.Step> steps = steps(outbound);
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).phase() == phase) {
                return i;
            }
        }
        throw new IllegalArgumentException(name + " has no " + (outbound ? "outbound" : "inbound") + " phase '"
                + phase.id() + "'; it has " + steps.stream().map(s -> s.phase().id()).toList());
    }

    /** A new model of message {@code i} as it is when step {@code index} starts: every step before it applied. */
    Object before(int index, boolean outbound, int i) {
        Object model = outbound ? stack.marshal(payloads[i]) : stack.build(secured[i]);
        return Security.apply(steps(outbound).subList(0, index), model);
    }

    /** A new model of message {@code i} with every step of the direction applied. */
    Object after(boolean outbound, int i) {
        return before(steps(outbound).size(), outbound, i);
    }

    /** A new model of every message with every step of the direction applied ({@link #after}), in message order. */
    Object[] afterEach(boolean outbound) {
        Object[] models = new Object[payloads.length];
        for (int i = 0; i < models.length; i++) {
            models[i] = after(outbound, i);
        }
        return models;
    }
}
