package org.wsscost.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsscost.probe.attack.Attack;
import org.wsscost.probe.attack.Attacks;
import org.wsscost.security.Profile;

/** {@code attacks}: every attack on every stack's receiver, as the tables in docs/findings.md. */
final class AttacksTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar attacks [--senders own|every]
              Tries every attack on every stack's receiver (wss4j-dom, wss4j-stax, rampart-steps, metro-xwss, spring-ws,
              cxf and cxf-stax receiving a response secured by their own sender, suite modern; not rampart, rampart-1.5
              or metro-1.5, whose own JCA providers keep them out of this JVM and which have no modern suite (their
              tables: IsolatedAttacksTest, docs/findings.md); metro-wsit's service receiving
              a request through Metro's runtime), once per profile the attack names, and prints a Markdown table:
              rejected with the receiver's reason, accepted (a finding), or intact (accepted, and what was bound is
              what was signed). A loopback HTTP listener and a local named pipe stand behind the URIs the
              reference-abuse attacks put in a message: whatever a receiver fetches or reads there is shown in its
              cell ("[loopback: …]"), refused or not.
              --senders every  makes each attack on a signed message of every stack's sender instead, for every
                               stack's receiver, and prints per receiver the senders whose attacked message it
                               accepted, with the other verdicts counted (not applicable: the receiver refuses
                               that sender's message unattacked, or the message lacks what the attack edits).
              Exit 0 (accepted attacks are findings, not errors), 2 bad usage.
            Attacks:
            """ + String.join("\n", Arrays.stream(Attack.values())
                    .map(a -> "  %-18s %s (%s)".formatted(a.id(), a.description(),
                            a.profiles().stream().map(Profile::id).collect(Collectors.joining(", ")))).toList());

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("attacks", argv, Set.of("senders"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        String senders = args.get("senders", "own");
        if (!senders.equals("own") && !senders.equals("every")) {
            throw new UsageException("--senders must be own or every, not '" + senders + "' (see: attacks --help)");
        }
        // the receivers print stack traces and parser errors of their own while attacked; the table says what each did
        String table = EngineOutput.hidden(() -> {
            try (Attacks attacks = new Attacks()) {
                return senders.equals("own") ? Attacks.markdown(attacks.all()) : Attacks.markdownAcrossSenders(attacks.acrossSenders());
            }
        });
        out.print(table);
        return 0;
    }
}
