package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsscost.results.RunMetadata;

/** {@code versions}: the library versions this jar actually loads, and the JVM it runs on, as JSON. */
final class VersionsTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar versions
              Prints, as JSON, the versions of WSS4J, Santuario, Axiom, Metro, Spring-WS, CXF, JAXB, SAAJ, BouncyCastle, Woodstox
              and JMH that this jar loads, read from the loaded classes (what run's metadata records), those of each
              stack with libraries of its own as its own class loader loads them ("rampart/axis2"), WSS4J 1.x's alone
              likewise ("wss4j1/wss4j", the release wss4j1.version built), and as "java"
              the version of the JVM it runs on (ab names a run after it when its two sides run on two JVMs).""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Optional<List<String>> given = Args.positionalOnly("versions", argv, 0, "no arguments", USAGE, out);
        if (given.isEmpty()) {
            return 0;
        }
        Map<String, String> versions = new LinkedHashMap<>(RunMetadata.libraries());
        versions.put("java", System.getProperty("java.runtime.version"));
        out.println(new String(RunMetadata.json(versions), StandardCharsets.UTF_8));
        return 0;
    }
}
