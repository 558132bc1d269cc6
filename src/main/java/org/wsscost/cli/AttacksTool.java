package org.wsscost.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.wsscost.probe.attack.Attack;
import org.wsscost.probe.attack.Attacks;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/** {@code attacks}: every attack on every stack's receiver, as the tables in docs/findings.md. */
final class AttacksTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar attacks [--senders own|every] [--stack ID] [--format markdown|tsv]
              Tries every attack on every stack's receiver (wss4j-dom, wss4j-stax, rampart, rampart-steps, metro-xwss,
              spring-ws, cxf and cxf-stax receiving a response secured by their own sender, suite modern, or legacy
              where the stack has no modern (rampart); rampart in a child JVM of its own, since its JCA providers are
              its own and JVM-wide; not rampart-1.5, axis1 or metro-1.5, which have no column yet; metro-wsit's service
              receiving a request through Metro's runtime), once per profile the attack names, and prints a Markdown table: rejected with the receiver's reason, accepted
              (a finding), or intact (accepted, and what was bound is what was signed). A loopback HTTP listener and
              a local named pipe stand behind the URIs the reference-abuse attacks put in a message: whatever a
              receiver fetches or reads there is shown in its cell ("[loopback: …]"), refused or not.
              --senders every  makes each attack on a signed message of every stack's sender instead, for every
                               stack's receiver but the isolated ones, and prints per receiver the senders whose
                               attacked message it accepted, with the other verdicts counted (not applicable: the
                               receiver refuses that sender's message unattacked, or the message lacks what the
                               attack edits).
              --stack ID       one stack's receiver alone, in this JVM (the JVM of its own an isolated stack needs);
                               with the own senders only.
              --format tsv     the outcomes a line each instead of the table: receiver, sender, attack, profile,
                               verdict, milliseconds and the receiver's words, tab-separated (how the table reads
                               back an isolated stack's column from its child JVM).
              Exit 0 (accepted attacks are findings, not errors), 2 bad usage.
            Attacks:
            """ + String.join("\n", Arrays.stream(Attack.values())
                    .map(a -> "  %-18s %s (%s)".formatted(a.id(), a.description(),
                            a.profiles().stream().map(Profile::id).collect(Collectors.joining(", ")))).toList());

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("attacks", argv, Set.of("senders", "stack", "format"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        String senders = args.get("senders", "own");
        if (!senders.equals("own") && !senders.equals("every")) {
            throw new UsageException("--senders must be own or every, not '" + senders + "' (see: attacks --help)");
        }
        String format = args.get("format", "markdown");
        if (!format.equals("markdown") && !format.equals("tsv")) {
            throw new UsageException("--format must be markdown or tsv, not '" + format + "' (see: attacks --help)");
        }
        StackId stack = args.get("stack", null) == null ? null : args.choice("stack", StackId.class, null);
        if (stack != null && senders.equals("every")) {
            throw new UsageException("--stack tries a receiver with its own sender's messages: not with --senders every");
        }
        // the receivers print stack traces and parser errors of their own while attacked; the table says what each did
        String table = EngineOutput.hidden(() -> {
            try (Attacks attacks = new Attacks()) {
                List<Attacks.Outcome> outcomes = stack != null ? attacks.on(stack)
                        : senders.equals("own") ? attacks.all() : attacks.acrossSenders();
                return format.equals("tsv") ? Attacks.tsv(outcomes)
                        : senders.equals("own") ? Attacks.markdown(outcomes) : Attacks.markdownAcrossSenders(outcomes);
            }
        });
        out.print(table);
        return 0;
    }
}
