package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.wsscost.results.RunMetadata;

/** {@code versions}: the library versions this jar actually loads, as JSON. */
final class VersionsTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar versions
              Prints, as JSON, the versions of WSS4J, Santuario, Axiom, Metro, Spring-WS, CXF, JAXB, SAAJ, BouncyCastle, Woodstox
              and JMH that this jar loads, read from the loaded classes (what run's metadata records).""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("versions", argv, Set.of());
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no arguments");
        out.println(new String(RunMetadata.json(RunMetadata.libraries()), StandardCharsets.UTF_8));
        return 0;
    }
}
