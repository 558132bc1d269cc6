package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.wsscost.Id;

/**
 * {@code params}: every value each benchmark parameter accepts, where JMH's {@code -lp} shows only the default
 * job's (a benchmark's {@code @Param} list is what runs when {@code -p} says nothing).
 */
final class ParamsTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar params
              Every value each benchmark parameter accepts, as -p NAME=V1,V2 takes it; a value not listed is refused
              before JMH starts. A benchmark runs its @Param values (-lp) when -p says nothing.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Optional<List<String>> given = Args.positionalOnly("params", argv, 0, "no arguments", USAGE, out);
        if (given.isEmpty()) {
            return 0;
        }
        int width = ParamCheck.PARAMS.keySet().stream().mapToInt(String::length).max().orElse(0);
        for (Map.Entry<String, Class<? extends Id>> p : ParamCheck.PARAMS.entrySet()) {
            out.println(p.getKey() + " ".repeat(width - p.getKey().length() + 2) + ParamCheck.ids(p.getValue()));
        }
        return 0;
    }
}
