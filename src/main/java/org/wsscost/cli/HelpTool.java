package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;

/** {@code help} (also {@code --help}, {@code tools}): every tool in a line, and where the rest is listed. */
final class HelpTool implements Tool.Command {
    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        new Args("help", argv, Set.of()).requirePositional(0, "no arguments");
        out.println("""
                usage: java -jar target/benchmarks.jar TOOL [--help | ARGS…]
                       java -jar target/benchmarks.jar [JMH ARGS…]
                  A first argument that names a tool runs it (TOOL --help: its usage); anything else is JMH's own command
                  line: -h for JMH's options, -l for the benchmarks, -lp for them with the default job's parameters,
                  both followed by the stacks outside the default job and how to run them.
                  Every value each -p parameter accepts: java -jar target/benchmarks.jar params
                Tools:""");
        int width = Tool.values()[0].id().length();
        for (Tool t : Tool.values()) {
            width = Math.max(width, t.id().length());
        }
        for (Tool t : Tool.values()) {
            out.println("  " + t.id() + " ".repeat(width - t.id().length() + 2) + t.summary());
        }
        return 0;
    }
}
