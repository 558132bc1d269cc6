package org.wsscost.tool;

import java.util.Set;
import org.wsscost.bind.Binder;
import org.wsscost.security.Keys;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.seismic.Direction;
import org.wsscost.stack.Security;
import org.wsscost.stack.Stack;
import org.wsscost.stack.StackId;

/** The options {@code secure} and {@code verify} share: which stack, and which policy. */
record Secured(StackId id, Policy policy, Stack stack, Security security) {
    static final Set<String> OPTIONS = Set.of("stack", "profile", "suite", "direction");
    static final String OPTIONS_HELP = """
              --stack S        %s (required)
              --profile P      %s (required)
              --suite S        %s (default modern)
              --direction D    request (client → server, the default) or response (server → client)
            Keys: the committed test-only keystores (keystores/*.p12, password wsscost), from the jar.
            A request is signed with the client key and encrypted for the server; a response the other way.
            Timestamps are valid for 24 hours; the receiver keeps no replay cache."""
            .formatted(org.wsscost.Id.ids(StackId.class), org.wsscost.Id.ids(Profile.class),
                    org.wsscost.Id.ids(Suite.class));

    static Secured of(Args args) throws UsageException {
        StackId id = args.choice("stack", StackId.class, null);
        Profile profile = args.choice("profile", Profile.class, null);
        Suite suite = args.choice("suite", Suite.class, Suite.MODERN.id());
        Direction direction = args.choice("direction", Direction.class, Direction.REQUEST.id());
        Policy policy = Policy.of(profile, suite, Party.sending(direction));
        Stack stack = id.create(Binder.context());
        return new Secured(id, policy, stack, stack.security(policy, Keys.load()));
    }

    String describe() {
        return id.id() + " " + policy.profile().id() + " " + policy.suite().id() + " from " + policy.sender().id()
                + " to " + policy.receiver().id();
    }
}
