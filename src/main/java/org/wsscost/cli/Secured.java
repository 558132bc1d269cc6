package org.wsscost.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Set;
import org.wsscost.corpus.Direction;
import org.wsscost.payload.Binder;
import org.wsscost.pipeline.Security;
import org.wsscost.pipeline.Stack;
import org.wsscost.security.KeyStores;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** The options {@code secure} and {@code verify} share: which stack, and which policy. */
record Secured(StackId id, Policy policy, Stack stack, Security security) {
    static final Set<String> OPTIONS = Set.of("stack", "profile", "suite", "direction", "keystore-dir", "storepass");
    static final String OPTIONS_HELP = """
              --stack S        %s (required)
              --profile P      %s (required)
              --suite S        %s (default modern)
              --direction D    request (client → server, the default) or response (server → client)
              --keystore-dir K a directory holding client.p12 and server.p12 to use instead of the keys below
              --storepass P    their store and key password (default wsscost)
            Keys: the committed test-only keystores (keystores/*.p12, password wsscost), from the jar.
            A request is signed with the client key and encrypted for the server; a response the other way.
            Timestamps are valid for 24 hours; the receiver keeps no replay cache."""
            .formatted(org.wsscost.Id.ids(StackId.class), org.wsscost.Id.ids(Profile.class),
                    org.wsscost.Id.ids(Suite.class));

    static Secured of(Args args) throws UsageException {
        return of(args, null);
    }

    /** The same with the receiver's clock set back to {@code clock} ({@link Policy#receivedAt}); null: the system's. */
    static Secured of(Args args, Instant clock) throws UsageException {
        StackId id = args.choice("stack", StackId.class, null);
        Profile profile = args.choice("profile", Profile.class, null);
        Suite suite = args.choice("suite", Suite.class, Suite.MODERN.id());
        Direction direction = args.choice("direction", Direction.class, Direction.REQUEST.id());
        Policy policy = clock == null ? Policy.of(profile, suite, Party.sending(direction))
                : Policy.of(profile, suite, Party.sending(direction)).receivedAt(clock);
        Keys keys = keys(args);
        Stack stack = id.create(Binder.context());
        return new Secured(id, policy, stack, stack.security(policy, keys));
    }

    /** {@code --received-at}, the instant {@code verify}'s receiver takes as its clock, or null for the system's. */
    static Instant clock(Args args) throws UsageException {
        String value = args.get("received-at", null);
        if (value == null) {
            return null;
        }
        Instant clock;
        try {
            clock = Instant.parse(value);
        } catch (DateTimeParseException e) {
            throw new UsageException("--received-at takes an instant such as 2026-11-24T09:00:00Z, not '" + value + "'");
        }
        if (clock.isAfter(Instant.now())) {
            throw new UsageException("--received-at sets the receiver's clock back, and " + value + " lies ahead");
        }
        return clock;
    }

    private static Keys keys(Args args) throws UsageException {
        String dir = args.get("keystore-dir", null);
        String password = args.get("storepass", new String(KeyStores.PASSWORD));
        if (dir == null) {
            if (args.get("storepass", null) != null) {
                throw new UsageException("--storepass is the password of the stores in --keystore-dir; give both");
            }
            return Keys.load();
        }
        try {
            return Keys.load(Path.of(dir), password.toCharArray());
        } catch (IllegalStateException e) {
            throw new UsageException(e.getMessage());
        }
    }

    String describe() {
        return id.id() + " " + policy.profile().id() + " " + policy.suite().id() + " from " + policy.sender().id()
                + " to " + policy.receiver().id();
    }
}
