package org.wsscost.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.wsscost.attribution.Attribution;
import org.wsscost.attribution.Collapsed;
import org.wsscost.attribution.FrameTable;
import org.wsscost.attribution.PhaseMap;
import org.wsscost.attribution.Profiles;
import org.wsscost.attribution.Validation;
import org.wsscost.results.Result;

/**
 * {@code attribute}: where a benchmark's samples go, part by part, by the frame table in the jar; for the
 * streaming stacks, whose phases are one fused pass that no benchmark can time apart.
 */
final class AttributeTool implements Tool.Command {
    /** One sample a millisecond: a few thousand in a short measurement. */
    static final int INTERVAL_NANOS = 1_000_000;
    /** The page {@code --validate} writes into its folder. */
    static final String VALIDATION_PAGE = "validation.md";
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar attribute [--event E] [--interval NS] [--name NAME] [--results DIR] [JMH args…]
                   java -jar target/benchmarks.jar attribute --from FILE
                   java -jar target/benchmarks.jar attribute --validate DIR ATTRIBUTION-FOLDER… PHASES.json…
              Runs JMH with the given arguments and async-profiler attached to every fork (collapsed stacks, from the
              libasyncProfiler.so inside this jar), and gives each sample to a part of the work (parse, object-model,
              header-structures, engine, key-unwrap, signature, digest, c14n, decrypt, encrypt, bind, framework,
              threads, collector, other) by the frame table in the jar (wsscost/frames.tsv): the innermost frame a
              rule matches decides, a context rule only below the callers it names (the DOM a decryption parses is
              the decryption's). Prints, per benchmark and parameter combination, each part's share of the samples
              with its 95% interval (binomial, as if the samples were independent: a floor on the uncertainty) and the
              unattributed share with its leading leaf frames; saves the profiles (gzipped) and attribution.md under
              results/attribution/<yyyy-MM-dd-HHmmss>-NAME/ (or DIR/attribution/…), moved in once the run has finished.
              The fork profiles every thread: the JIT and the collector are parts of their own.
              --from FILE  attribute a saved profile (collapsed, gzipped or not) instead: prints its table, saves nothing
              --validate DIR  check the attribution where the phases are also timed alone: for each profiled direction
                           total, receiver's or sender's (in the attribution folders given) of a stack the phase map in the jar
                           (wsscost/phase-parts.tsv) has groups for, each group's attributed share of the direction
                           against its share of the sum of the isolated phase means (in the JMH results given), within
                           ±5 pp or not, with a reason for each miss; writes DIR/validation.md (DIR as report's --out
                           treats it). Profiles of one trial in several folders are summed. Exit 0 all within, 1 a miss.
              --event      cpu (perf events; needs perf_event_paranoid ≤ 1 or root), itimer, wall (every thread, waiting
                           or not; attributed over the benchmark's threads only) … (async-profiler's events). Default: cpu where perf events are allowed, else itimer.
              --interval   the sampling interval in ns, 10000 to 1000000000 (default 1000000: 1 ms)
              NAME defaults to "attribution". Exit 0 done, 2 bad usage or a run that produced nothing.""";

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("attribute", argv, Set.of("event", "interval", "name", "results", "from", "validate"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        FrameTable table = FrameTable.load();
        String validate = args.get("validate", null);
        if (validate != null) {
            if (args.get("from", null) != null) {
                throw new UsageException("--validate and --from are two modes; give one");
            }
            return validate(Path.of(validate), args.positional, table, out);
        }
        String from = args.get("from", null);
        if (from != null) {
            if (!args.positional.isEmpty()) {
                throw new UsageException("--from attributes a saved profile: no JMH arguments go with it, not " + args.positional);
            }
            Path file = Path.of(from);
            if (!Files.isRegularFile(file)) {
                throw new UsageException("--from " + from + ": no such file");
            }
            out.print(attributed(file.getFileName().toString(), file, table));
            return 0;
        }
        String event = ProfileTool.event(args);
        int interval = args.whole("interval", Integer.toString(INTERVAL_NANOS), 10_000, 1_000_000_000);
        String name = Archive.checkName(args.get("name", "attribution"));
        Path results = Archive.results(args.get("results", null)).resolve("attribution");
        Path staging = Files.createTempDirectory("wsscost-attribute-");
        Thread cleanup = ProfileTool.cleanup(staging);
        try {
            Path runs = Files.createDirectory(staging.resolve("runs"));
            ProfileTool.profiled(RunTool.jmhOptions(args.positional), "output=collapsed;event=" + event + ";interval=" + interval,
                    staging, runs);
            List<Path> profiles;
            try (Stream<Path> s = Files.walk(runs)) {
                profiles = s.filter(p -> p.getFileName().toString().startsWith("collapsed-")).sorted().toList();
            }
            if (profiles.isEmpty()) {
                throw new UsageException("async-profiler wrote no profile (event " + event + "); try --event itimer");
            }
            StringBuilder page = new StringBuilder("# Attribution (event " + event + ", every " + interval + " ns, frame table version "
                    + table.version() + ")\n\n");
            List<String> sections = new ArrayList<>();
            for (Path profile : profiles) {
                String section = attributed(runs.relativize(profile.getParent()).toString(), profile, table);
                sections.add(section);
                gzip(profile);
            }
            page.append(String.join("\n", sections));
            Files.writeString(runs.resolve("attribution.md"), page, StandardCharsets.UTF_8);
            Files.createDirectories(results);
            String stem = Archive.stem(name);
            Archive.store(results, List.of(runs), List.of(stem));
            out.print(page);
            out.println("\nprofiles and attribution.md in " + results.resolve(stem));
            return 0;
        } finally {
            Archive.deleteTree(staging);
            Runtime.getRuntime().removeShutdownHook(cleanup);
        }
    }

    private static int validate(Path dir, List<String> inputs, FrameTable table, PrintStream out) throws Exception {
        if (inputs.isEmpty()) {
            throw new UsageException("--validate needs attribution folders and JMH results of the isolated phases (see: attribute --help)");
        }
        List<Path> paths = inputs.stream().map(Path::of).toList();
        List<Path> folders = new ArrayList<>();
        List<Result> results = new ArrayList<>();
        for (Path input : paths) {
            if (Files.isDirectory(input)) {
                folders.add(input);
            } else if (input.getFileName().toString().endsWith(".json")) {
                results.addAll(Args.results(input.toString()));
            } else {
                throw new UsageException(input + ": neither an attribution folder nor a JMH result (.json)");
            }
        }
        if (results.isEmpty()) {
            throw new UsageException("--validate needs the JMH results of the isolated phases (.json) beside the attribution folders");
        }
        Validation validation;
        try {
            validation = Validation.of(Profiles.read(folders, ParamCheck.PARAMS.keySet()), results, table, PhaseMap.load());
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        OutputFolder target = OutputFolder.claim("attribute", "--validate", dir, false, paths);
        String page = validation.markdown(inputs);
        target.write(staging -> Files.writeString(staging.resolve(VALIDATION_PAGE), page, StandardCharsets.UTF_8));
        out.print(page);
        out.println("\nwritten: " + target.dir().resolve(VALIDATION_PAGE));
        return validation.allWithin() ? 0 : 1;
    }

    /**
     * The profile's attribution; a wall-clock profile's ({@code collapsed-wall…}) over the benchmark's threads only,
     * headed with how many samples of every thread that leaves out.
     */
    private static String attributed(String source, Path profile, FrameTable table) throws UsageException {
        try {
            Collapsed all = Collapsed.read(profile);
            if (!profile.getFileName().toString().startsWith("collapsed-wall")) {
                return Attribution.of(source, all, table).markdown(table.version());
            }
            Collapsed mine = all.benchmarkThreads(profile.toString());
            String section = Attribution.of(source, mine, table).markdown(table.version());
            int body = section.indexOf("\n\n") + 2;
            return section.substring(0, body) + String.format(Locale.ROOT, "The benchmark's threads only: %,d of the %,d wall-clock "
                    + "samples of every thread (the others are the JVM's own threads, mostly idle).%n%n", mine.samples(), all.samples())
                    + section.substring(body);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** The profile replaced by its gzipped copy: megabytes of repeated frames. */
    private static void gzip(Path profile) throws IOException {
        Path zipped = profile.resolveSibling(profile.getFileName() + ".gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(zipped))) {
            Files.copy(profile, out);
        }
        Files.delete(profile);
    }
}
