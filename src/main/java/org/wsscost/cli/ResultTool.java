package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.Result;

/**
 * What the tools that read one JMH JSON result share ({@code growth}, {@code phases}, {@code tax}): the command line
 * {@code TOOL RESULT.json}, the file read, and after what the tool finds there, the results that are not steady
 * ({@link Steadiness}).
 */
final class ResultTool {
    /** What one tool finds in the results: printed on {@code out} as Markdown; returns the exit code. */
    interface Finding {
        /** Input the tool cannot read is a {@link UsageException} naming {@code file}. */
        int print(String file, List<Result> results, PrintStream out) throws UsageException;
    }

    private ResultTool() {
    }

    static int run(String tool, String usage, List<String> argv, PrintStream out, Finding finding) throws Exception {
        Optional<List<String>> given = Args.positionalOnly(tool, argv, 1, "RESULT.json", usage, out);
        if (given.isEmpty()) {
            return 0;
        }
        String file = given.get().get(0);
        List<Result> results = Args.results(file);
        int exit = finding.print(file, results, out);
        out.println(Steadiness.markdown(results));
        return exit;
    }
}
