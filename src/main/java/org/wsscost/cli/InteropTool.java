package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Workload;
import org.wsscost.probe.interop.Interop;
import org.wsscost.security.Suite;

/** {@code interop [--suite S]}: which stack's receiver accepts which stack's secured messages. */
final class InteropTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar interop [--suite modern|legacy]
              For every producer stack × consumer stack × secured profile, secures the ladder-10 response
              with the producer's sender and receives it with the consumer's receiver, both configured
              for the same policy (default suite modern). Prints a Markdown table: accepted, or rejected
              with the consumer's reason. Exit 0 (interop failures are findings, not errors), 2 bad usage.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("interop", argv, Set.of("suite"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        Suite suite = args.choice("suite", Suite.class, Suite.MODERN.id());
        out.print(Interop.markdown(Interop.matrix(suite, Corpus.load(Workload.LADDER_10).get(0))));
        return 0;
    }
}
