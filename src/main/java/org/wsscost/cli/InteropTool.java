package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Workload;
import org.wsscost.probe.interop.Interop;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/** {@code interop [--suite S]}: which stack's receiver accepts which stack's secured messages. */
final class InteropTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar interop [--suite modern|legacy] [--stack ID --send DIR|--receive DIR]
              For every producer stack × consumer stack × secured profile, secures the ladder-10 response
              with the producer's sender and receives it with the consumer's receiver, both configured
              for the same policy (default suite modern). Every stack that runs a profile in the suite
              takes part, an isolated one (rampart, rampart-1.5, metro-1.5) sending in one child JVM of its
              own and receiving in another, since its JCA providers are its own and JVM-wide. Prints a
              Markdown table: accepted, or rejected with the consumer's reason. Exit 0 (interop failures
              are findings, not errors), 2 bad usage.
              --stack ID --send DIR     one stack's side alone, in this JVM (how the table runs an isolated
              --stack ID --receive DIR  stack in its child JVM): --send secures DIR/exchange.zip's response in
                                        each profile the stack runs, to DIR/PROFILE/ID.xml; --receive takes
                                        each DIR/PROFILE/PRODUCER.xml and prints a line per message: producer,
                                        consumer, profile, and "accepted" or "rejected: " and the reason,
                                        tab-separated.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("interop", argv, Set.of("suite", "stack", "send", "receive"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        Suite suite = args.choice("suite", Suite.class, Suite.MODERN.id());
        String send = args.get("send", null);
        String receive = args.get("receive", null);
        boolean oneSide = send != null || receive != null;
        if ((send != null && receive != null) || oneSide != (args.get("stack", null) != null)) {
            throw new UsageException("--stack goes with one of --send DIR and --receive DIR (see: interop --help)");
        }
        if (!oneSide) {
            out.print(Interop.markdown(Interop.matrix(suite, Corpus.load(Workload.LADDER_10).get(0))));
            return 0;
        }
        StackId stack = args.choice("stack", StackId.class, null);
        // the engines print stack traces and parser errors of their own; the cells say what each did
        String cells = EngineOutput.hidden(() -> {
            if (send != null) {
                Interop.send(stack, suite, Path.of(send));
                return "";
            }
            return Interop.tsv(Interop.receive(stack, suite, Path.of(receive)));
        });
        out.print(cells);
        return 0;
    }
}
