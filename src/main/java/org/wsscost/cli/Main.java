package org.wsscost.cli;

import java.util.Arrays;
import java.util.List;

/**
 * {@code java -jar target/benchmarks.jar [tool] …}: a first argument that names a tool runs that
 * tool; anything else is JMH's own command line ({@code -l}, a regex, {@code -p}, {@code -prof} …), checked
 * first: a bad {@code -p} value, or a bare word that names no tool and matches no benchmark, is one line and exit 2.
 * JMH's {@code -l} and {@code -lp} are followed by the stacks outside the default job ({@link OutsideTheDefaultJob}).
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && Tool.named(args[0]).isPresent()) {
            Tool tool = Tool.named(args[0]).get();
            List<String> rest = Arrays.asList(args).subList(1, args.length);
            System.exit(tool.run(rest));
        }
        String problem = ParamCheck.problem(Arrays.asList(args));
        if (problem == null) {
            problem = ParamCheck.unknownPattern(Arrays.asList(args));
        }
        if (problem != null) {
            System.err.println("wsscost: " + problem);
            System.exit(2);
        }
        org.openjdk.jmh.Main.main(args);
        OutsideTheDefaultJob.afterListing(Arrays.asList(args));
    }
}
