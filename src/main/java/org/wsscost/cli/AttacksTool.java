package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.wsscost.probe.attack.Attack;
import org.wsscost.probe.attack.Attacks;

/** {@code attacks}: every attack on every stack's receiver, as the table in docs/findings.md. */
final class AttacksTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar attacks
              Tries every attack on every stack's receiver (wss4j-dom, wss4j-stax, rampart, metro-xwss, spring-ws,
              cxf and cxf-stax receiving a response secured by their own sender, suite modern; metro-wsit's service receiving
              a request through Metro's runtime) and prints a Markdown table: rejected with the receiver's
              reason, or accepted (a finding). Exit 0 (accepted attacks are findings, not errors), 2 bad usage.
            Attacks:
            """ + String.join("\n", java.util.Arrays.stream(Attack.values())
                    .map(a -> "  %-18s %s (profile %s)".formatted(a.id(), a.description(), a.profile().id())).toList());

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("attacks", argv, Set.of());
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        out.print(Attacks.markdown(new Attacks().all()));
        return 0;
    }
}
