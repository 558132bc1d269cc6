package org.wsscost.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.jfree.chart.ChartUtils;
import org.wsscost.Id;
import org.wsscost.analysis.HeapSearch;
import org.wsscost.corpus.BigResponse;
import org.wsscost.report.HeapPage;
import org.wsscost.report.Report;
import org.wsscost.results.RunMetadata;
import org.wsscost.security.Party;
import org.wsscost.security.Policy;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * {@code heap}: the smallest heap with which each stack's receiver verifies a response of 1, 10 and
 * 50 MB, found by bisecting {@code -Xmx} over child JVMs, and the time it takes there.
 */
final class HeapTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar heap [--stacks S,…] [--sizes MB,…] [--profile P] [--timeout SECONDS]
                                                        [--name NAME] [--results DIR]
              For each size (default 1,10,50) a plain response of at least that many MB, made of the large
              workload's responses; for each stack (default all) that response secured by the stack's own
              sender (profile default signencr, suite modern, legacy for a stack that refuses modern, in a child JVM
              with the largest heap tried), then received by
              `verify --direction response` in child JVMs: first with %d MB, for the time it takes with room to
              spare; then with a heap (-Xmx) doubled from 64 MB until it verifies in time, then bisected until
              the smallest heap that does is known within 5%%. In time: within 4 times the time with room to
              spare, at least 20 s and at most the timeout (default 120 s), since a JVM just short of heap can
              collect for minutes before it fails; a child that exits otherwise (out of heap is exit 3) counts
              as too small. Times are wall times of whole child JVMs (start, keys, parse, verify, bind).
              Saves results/<date>-NAME/ (NAME defaults to heap): README.md with the table and
              two charts, heap.json with every child's heap, exit and time, and heap.meta.json (versions,
              machine, load). Run it on a quiet machine. Exit 0 saved, 2 bad usage.
            """.formatted(HeapSearch.CAP_MB);

    /** The child JVMs the tool starts: a test gives fakes. */
    interface Children {
        /** {@code secure ARGS} in a JVM with {@code heapMb}; fails with the child's exit. */
        void secure(int heapMb, List<String> args) throws IOException, UsageException;

        /** {@code verify ARGS} in a JVM with {@code heapMb}, within {@code timeout}: its exit and wall time. */
        HeapSearch.Trial verify(int heapMb, List<String> args, Duration timeout) throws IOException, UsageException;
    }

    /** The least time a run with a small heap is given, whatever the run with room to spare took. */
    static final Duration FLOOR = Duration.ofSeconds(20);

    private final Children children;

    HeapTool() {
        this(new JvmChildren());
    }

    HeapTool(Children children) {
        this.children = children;
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("heap", argv, Set.of("stacks", "sizes", "profile", "timeout", "name", "results"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(0, "no positional arguments");
        List<StackId> stacks = new ArrayList<>();
        for (String s : args.get("stacks", Id.ids(StackId.class).replace(" ", "")).split(",")) {
            stacks.add(parse(StackId.class, "stacks", s));
        }
        List<Integer> sizes = new ArrayList<>();
        for (String s : args.get("sizes", "1,10,50").split(",")) {
            sizes.add(Args.whole("--sizes", s.strip(), 1, 2048, ""));
        }
        Profile profile = args.choice("profile", Profile.class, Profile.SIGNENCR.id());
        Duration timeout = Duration.ofSeconds(args.whole("timeout", "120", 1, 86_400));
        Path results = Archive.results(args.get("results", null));
        String name = Archive.checkName(args.get("name", "heap"));

        Path staging = Files.createTempDirectory("wsscost-heap-");
        try {
            Path dir = Files.createDirectory(staging.resolve("run"));
            List<HeapSearch.Row> rows = new ArrayList<>();
            for (int mb : sizes) {
                BigResponse.Made plain = BigResponse.of((long) mb << 20);
                Path plainFile = staging.resolve("plain-" + mb + "mb.xml");
                Files.write(plainFile, plain.message());
                for (StackId stack : stacks) {
                    Path wire = staging.resolve(stack.id() + "-" + mb + "mb.xml");
                    // modern, or legacy for a stack that refuses modern (Rampart 1.7.1)
                    Suite suite = stack.refusal(Policy.of(profile, Suite.MODERN, Party.SERVER)) == null ? Suite.MODERN : Suite.LEGACY;
                    List<String> policy = List.of("--stack", stack.id(), "--profile", profile.id(), "--suite", suite.id(),
                            "--direction", "response");
                    List<String> secure = new ArrayList<>(policy);
                    secure.addAll(List.of(plainFile.toString(), wire.toString()));
                    children.secure(HeapSearch.CAP_MB, secure);
                    List<String> verify = new ArrayList<>(policy);
                    verify.add(wire.toString());
                    out.printf("heap: %s, %d MB (%d quakes, %d bytes on the wire, suite %s)%n", stack.id(), mb, plain.quakes(),
                            Files.size(wire), suite.id());
                    HeapSearch.Row row = HeapSearch.search(stack.id(), mb, Files.size(wire), FLOOR, timeout, (heap, limit) -> {
                        HeapSearch.Trial t = children.verify(heap, verify, limit);
                        out.printf("  -Xmx%dm: %s in %.1f s%n", heap, t.verified() ? "verified" : t.timedOut() ? "timed out"
                                : "exit " + t.exit(), t.millis() / 1000.0);
                        return t;
                    });
                    rows.add(row);
                    Files.delete(wire);
                }
            }
            String command = "java -jar target/benchmarks.jar heap " + String.join(" ", argv);
            HeapPage page = new HeapPage(profile.id(), FLOOR, timeout, rows, command);
            Files.writeString(dir.resolve("README.md"), page.markdown());
            for (Report.Chart chart : page.charts()) {
                try (OutputStream png = Files.newOutputStream(dir.resolve(chart.file()))) {
                    ChartUtils.writeChartAsPNG(png, chart.chart(), chart.width(), chart.height());
                }
            }
            Files.write(dir.resolve("heap.json"), RunMetadata.json(Map.of("rows", rows.stream().map(HeapSearch.Row::json).toList())));
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), RunMetadata.command());
            meta.put("profile", profile.id());
            meta.put("timeoutSeconds", timeout.toSeconds());
            Files.write(dir.resolve("heap.meta.json"), RunMetadata.json(meta));
            List<Path> saved = Archive.store(results, List.of(dir), List.of(Archive.stem(name)));
            out.println();
            out.print(page.markdown());
            out.println("\nsaved " + saved.get(0));
            return 0;
        } finally {
            Archive.deleteTree(staging);
        }
    }

    private static <E extends Enum<E> & Id> E parse(Class<E> type, String option, String value) throws UsageException {
        try {
            return Id.parse(type, option, value);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }


    /** Children of this JVM's java, running this jar; their output goes to a log, kept when one fails to secure. */
    static final class JvmChildren implements Children {
        @Override
        public void secure(int heapMb, List<String> args) throws IOException, UsageException {
            Path log = Files.createTempFile("wsscost-heap-secure", ".log");
            Process p = start(heapMb, "secure", args, log);
            int exit = waitFor(p, Duration.ofHours(1));
            if (exit != 0) {
                throw new UsageException("secure " + String.join(" ", args) + " exited " + exit + ": " + Files.readString(log).strip());
            }
            Files.delete(log);
        }

        @Override
        public HeapSearch.Trial verify(int heapMb, List<String> args, Duration timeout) throws IOException, UsageException {
            Path log = Files.createTempFile("wsscost-heap-verify", ".log");
            long start = System.nanoTime();
            Process p = start(heapMb, "verify", args, log);
            int exit = waitFor(p, timeout);
            long millis = (System.nanoTime() - start) / 1_000_000;
            Files.delete(log);
            return new HeapSearch.Trial(heapMb, exit, millis, exit == TIMED_OUT);
        }

        private static final int TIMED_OUT = -1;

        private static Process start(int heapMb, String tool, List<String> args, Path log) throws IOException, UsageException {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + heapMb + "m", "-jar", ProjectDir.ownJar("heap").toString(), tool));
            command.addAll(args);
            return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        }

        private static int waitFor(Process p, Duration timeout) throws IOException {
            try {
                if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly().waitFor();
                    return TIMED_OUT;
                }
                return p.exitValue();
            } catch (InterruptedException e) {
                p.destroyForcibly();
                Thread.currentThread().interrupt();
                throw new IOException("interrupted waiting for a child JVM", e);
            }
        }
    }
}
