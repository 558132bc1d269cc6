package org.wsscost.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.JmhJson;
import org.wsscost.results.RunMetadata;

/**
 * {@code run [--name NAME] [--results DIR] [JMH args…]}: runs JMH in this JVM (forks as JMH makes
 * them) with its JSON going to a staging directory outside {@code results/}; only a finished run is
 * moved in, with its metadata sidecar. Ctrl-C or a kill leaves {@code results/} as it was.
 */
final class RunTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar run [--name NAME] [--results DIR] [JMH args…]
              Runs JMH with the given arguments (a regex, -p, -f, -wi, -i, -prof …, as on JMH's own command
              line; -rf and -rff are the tool's own) and saves the run under results/ (or DIR) as
              <yyyy-MM-dd-HHmmss>-NAME.json (JMH's JSON) and <…>-NAME.meta.json: the library versions
              actually loaded, JVM, CPU, cores, OS, git revision, the exact command and the date.
              Nothing is written there until the run has finished; an interrupted run leaves no file.
              Then prints which results are not steady (their measurement iterations still trend; their
              figures are not to be quoted). wsscost options come before JMH's. NAME defaults to "run".
              Exit 0 saved, 2 bad usage or a run that produced no result.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("run", argv, Set.of("name", "results"));
        List<String> jmh = args.positional;
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String name = Archive.checkName(args.get("name", "run"));
        Path results = Archive.results(args.get("results", null));
        List<Path> saved = save(name, results, jmhOptions(jmh));
        out.println();
        out.println(Steadiness.markdown(JmhJson.read(saved.get(0))));
        out.println("saved " + saved.get(0) + "\n      " + saved.get(1));
        return 0;
    }

    /**
     * Runs JMH with {@code cmd} and moves its JSON and metadata sidecar into {@code results} as
     * {@code <stamp>-NAME.json} and {@code .meta.json}; returns the two paths.
     */
    static List<Path> save(String name, Path results, CommandLineOptions cmd) throws Exception {
        Path staging = Files.createTempDirectory("wsscost-run-");
        Thread cleanup = new Thread(() -> {
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            Archive.deleteTree(staging);
        });
        Runtime.getRuntime().addShutdownHook(cleanup);
        try {
            Path json = staging.resolve("result.json");
            Options options = new OptionsBuilder().parent(cmd).resultFormat(ResultFormatType.JSON).result(json.toString())
                    .build();
            String command = RunMetadata.command();
            Collection<RunResult> ran;
            try {
                ran = new Runner(options).run();
            } catch (NoBenchmarksException e) {
                throw new UsageException("no benchmark matches " + cmd.getIncludes() + ", nothing saved (try -l)");
            } catch (RunnerException e) {
                Throwable cause = e.getCause() != null ? e.getCause() : e;
                throw new UsageException("the run failed, nothing saved: " + cause);
            }
            if (ran.isEmpty() || !Files.isRegularFile(json) || Files.size(json) == 0) {
                throw new UsageException("no benchmark finished, nothing saved (does the regex match? try -l)");
            }
            Path meta = staging.resolve("meta.json");
            Files.write(meta, RunMetadata.json(RunMetadata.collect(checkout(), command)));
            String stem = Archive.stem(name);
            return Archive.store(results, List.of(json, meta), List.of(stem + ".json", stem + ".meta.json"));
        } finally {
            Archive.deleteTree(staging);
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
    }

    /** The checkout the jar was built in (for its git revision), else the working directory. */
    static Path checkout() {
        try {
            return ProjectDir.resolve("results", "--results").getParent();
        } catch (UsageException e) {
            return Path.of("").toAbsolutePath();
        }
    }

    /** JMH's own parsing of its command line, with wsscost's -p check and its own result file. */
    static CommandLineOptions jmhOptions(List<String> jmh) throws UsageException {
        String problem = ParamCheck.problem(jmh);
        if (problem != null) {
            throw new UsageException(problem);
        }
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(jmh.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new UsageException("JMH arguments: " + e.getMessage());
        }
        if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue()) {
            throw new UsageException("-rf and -rff are set by the tool; leave them out");
        }
        if (cmd.shouldList() || cmd.shouldListWithParams() || cmd.shouldHelp() || cmd.shouldListProfilers()
                || cmd.shouldListResultFormats()) {
            throw new UsageException("-l, -lp, -h, -lprof and -lrf list things and run nothing; use them without the tool");
        }
        return cmd;
    }
}
