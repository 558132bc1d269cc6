package org.wsscost.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * {@code profile [--event E] [--name NAME] [--results DIR] [JMH args…]}: JMH with async-profiler's
 * flame graphs, from the native library the jar carries (the {@code tools.profiler:async-profiler}
 * artifact), so nothing is installed by hand.
 */
final class ProfileTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar profile [--event E] [--name NAME] [--results DIR] [JMH args…]
              Runs JMH with the given arguments and async-profiler attached to every fork (-prof async, from the
              libasyncProfiler.so inside this jar), writing one flame graph (HTML) per benchmark and parameter
              combination under results/flame/<yyyy-MM-dd-HHmmss>-NAME/<benchmark-params-mode>/ (or DIR/flame/…).
              The graphs are made in a staging directory and moved in once the run has finished.
              --event: cpu (perf events; needs perf_event_paranoid ≤ 1 or root), itimer (works everywhere), alloc,
              lock, wall … (async-profiler's events). Default: cpu where perf events are allowed, else itimer.
              NAME defaults to "profile". Exit 0 written, 2 bad usage or a run that produced nothing.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("profile", argv, Set.of("event", "name", "results"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        String event = event(args);
        String name = Archive.checkName(args.get("name", "profile"));
        Path flame = Archive.results(args.get("results", null)).resolve("flame");
        CommandLineOptions cmd = RunTool.jmhOptions(args.positional);
        Path staging = Files.createTempDirectory("wsscost-profile-");
        Thread cleanup = cleanup(staging);
        try {
            Path graphs = Files.createDirectory(staging.resolve("graphs"));
            profiled(cmd, "output=flamegraph;event=" + event, staging, graphs);
            List<Path> html;
            try (Stream<Path> s = Files.walk(graphs)) {
                html = s.filter(p -> p.toString().endsWith(".html")).toList();
            }
            if (html.isEmpty()) {
                throw new UsageException("async-profiler wrote no flame graph (event " + event + "); try --event itimer");
            }
            Files.createDirectories(flame);
            String stem = Archive.stem(name);
            Archive.store(flame, List.of(graphs), List.of(stem));
            out.println("flame graphs (" + event + ") in " + flame.resolve(stem) + ":");
            html.forEach(p -> out.println("  " + flame.resolve(stem).resolve(graphs.relativize(p))));
            return 0;
        } finally {
            Archive.deleteTree(staging);
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
    }

    /** What ends the forks and deletes {@code staging} if the JVM is stopped: registered now, to remove once done. */
    static Thread cleanup(Path staging) {
        Thread cleanup = new Thread(() -> {
            ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            Archive.deleteTree(staging);
        });
        Runtime.getRuntime().addShutdownHook(cleanup);
        return cleanup;
    }

    /**
     * JMH's command line {@code cmd} with async-profiler attached to every fork, from the library the jar carries
     * (copied into {@code staging}), given async's own {@code options} ({@code output=…;event=…}) and writing into
     * {@code dir}, a directory per benchmark and parameter combination.
     */
    static void profiled(CommandLineOptions cmd, String options, Path staging, Path dir) throws IOException, UsageException {
        Path library = extractLibrary(staging);
        Options profiled = new OptionsBuilder().parent(cmd).addProfiler("async", "libPath=" + library + ";" + options
                + ";dir=" + dir).build();
        try {
            new Runner(profiled).run();
        } catch (NoBenchmarksException e) {
            throw new UsageException("no benchmark matches " + cmd.getIncludes() + ", nothing profiled (try -l)");
        } catch (RunnerException e) {
            throw new UsageException("the run failed, nothing saved: " + (e.getCause() != null ? e.getCause() : e));
        }
    }

    /** {@code --event}, checked; by default {@link #defaultEvent}. */
    static String event(Args args) throws UsageException {
        String event = args.get("event", defaultEvent());
        if (!event.matches("[a-zA-Z][\\w.:-]*")) {
            throw new UsageException("--event '" + event + "' is not an async-profiler event name");
        }
        return event;
    }

    /** Perf events where the kernel lets this user have them, else the interval timer that always works. */
    static String defaultEvent() {
        try {
            Path paranoid = Path.of("/proc/sys/kernel/perf_event_paranoid");
            int level = Files.isReadable(paranoid) ? Integer.parseInt(Files.readString(paranoid).strip()) : 2;
            boolean root = "root".equals(System.getProperty("user.name"));
            return level <= 1 || root ? "cpu" : "itimer";
        } catch (IOException | NumberFormatException e) {
            return "itimer";
        }
    }

    /** The jar's libasyncProfiler.so for this OS and CPU, copied out so the forks can load it. */
    private static Path extractLibrary(Path dir) throws IOException, UsageException {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch");
        String platform = os.contains("mac") ? "macos"
                : os.contains("linux") && (arch.equals("amd64") || arch.equals("x86_64")) ? "linux-x64"
                : os.contains("linux") && arch.equals("aarch64") ? "linux-arm64" : null;
        if (platform == null) {
            throw new UsageException("async-profiler ships no library for " + os + " " + arch);
        }
        Path library = dir.resolve("libasyncProfiler.so");
        try (InputStream in = ProfileTool.class.getResourceAsStream("/" + platform + "/libasyncProfiler.so")) {
            if (in == null) {
                throw new UsageException(platform + "/libasyncProfiler.so is not in the jar; rebuild with mvn package");
            }
            Files.copy(in, library, StandardCopyOption.REPLACE_EXISTING);
        }
        return library;
    }
}
