package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.jfree.chart.ChartUtils;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.History;
import org.wsscost.report.AbPage;
import org.wsscost.report.HistoryPage;
import org.wsscost.report.Report;
import org.wsscost.results.JmhJson;
import org.wsscost.results.RunMetadata;
import org.wsscost.stack.isolated.Wss4j1;

/**
 * {@code history --property P --versions V1,V2,…}: one library's releases, oldest first, each built
 * into the suite, consecutive pairs run interleaved exactly as {@code ab} runs them, an A/A control at
 * the newest, and the chain as a table and a chart of each release against the oldest.
 */
final class HistoryTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar history --property PROPERTY --versions V1,V2,… [--forks N]
                       [--threshold PERCENT] [--name NAME] [--results DIR] [--cache DIR] [JMH args…]
              The releases of one library (the pom's version property: %s), oldest first. Builds the
              suite once per release (as ab builds a side given as PROPERTY=VERSION, in a scratch copy of the
              checkout; jars cached in DIR, default target/builds, the cache ab uses, under the property, the version
              and a digest of the checkout's pom, sources, isolated modules, messages and keys, so a changed checkout builds afresh), checks that each jar loads the release it was built
              with, then runs every pair of consecutive releases that built through `ab` (by turns, N forks a
              side, default 3) and an A/A control of the newest against itself. A release that does not build
              or load is listed with the one-line reason and left out of the chain, never silently. Writes
              results/<date>-NAME/ (NAME defaults to history-PROPERTY): every pair's ab files, README.md (each
              release's score as a ratio to the oldest with its 95%% interval, each step's verdict; a step whose
              interval excludes 1 beyond the threshold is flagged, one not steady or still compiling on either side gets none) and
              one chart per benchmark. Exit 0, 1 a step is slower, 2 bad usage or fewer than two releases built.
            usage: java -jar target/benchmarks.jar history --join DIR1,DIR2,… [--name NAME] [--results DIR]
              Joins a chain run in pieces (each a history of its own, oldest first, each piece's newest release the
              next one's oldest) into one history, measuring nothing again: every step stays the pair its piece ran
              interleaved, and every piece's control is kept. Refused (exit 2, one line, nothing written): pieces that
              do not meet, or that differ in library, JMH arguments, forks, threshold, the checkout they were built
              from, the machine or the JVM.""";

    /**
     * Maven property → the name {@code versions} gives the library it sets; {@code wss4j1.version} sets the WSS4J 1.x of
     * isolated/wss4j-1.x, which its own class loader loads ({@code Wss4jLegacy}'s).
     */
    static final Map<String, String> LIBRARIES = Map.of("wss4j.version", "wss4j", "xmlsec.version", "santuario",
            "axiom.version", "axiom-llom", "metro.version", "metro", "spring-ws.version", "spring-ws",
            "spring.version", "spring", "cxf.version", "cxf", "bouncycastle.version", "bouncycastle",
            "woodstox.version", "woodstox", "wss4j1.version", Wss4j1.ID + "/wss4j");

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Builds.Builder builder;
    private final AbTool.Launcher launcher;

    HistoryTool() {
        this(new Builds.MavenBuilder(), new JavaLauncher());
    }

    HistoryTool(Builds.Builder builder, AbTool.Launcher launcher) {
        this.builder = builder;
        this.launcher = launcher;
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = Args.beforeJmh("history", argv, Set.of("property", "versions", "forks", "threshold", "name", "results",
                "cache", "join"));
        if (args.help) {
            out.println(USAGE.formatted(String.join(", ", LIBRARIES.keySet().stream().sorted().toList())));
            return 0;
        }
        if (args.get("join", null) != null) {
            return join(args, argv, out);
        }
        String property = args.get("property", null);
        if (property == null || !LIBRARIES.containsKey(property)) {
            throw new UsageException("--property '" + property + "' is none of " + LIBRARIES.keySet().stream().sorted().toList());
        }
        String versions = args.get("versions", null);
        if (versions == null || versions.split(",").length < 2) {
            throw new UsageException("--versions needs at least two releases, oldest first, comma-separated");
        }
        List<String> releases = List.of(versions.split(","));
        if (releases.stream().distinct().count() != releases.size()) {
            throw new UsageException("--versions lists a release twice: " + versions);
        }
        // every option is checked before a release is built or the cache made: ab would refuse them only after the builds
        int forks = args.whole("forks", "3", 2, 100);
        double threshold = CompareTool.threshold(args.get("threshold", "5"));
        Path results = Archive.results(args.get("results", null));
        String name = Archive.checkName(args.get("name", "history-" + property.replace(".version", "")));
        List<String> jmh = args.positional;
        AbTool.jmhOptions(jmh, true, 0);
        Builds builds = new Builds(builder, args.get("cache", null) != null ? Path.of(args.get("cache", null)) : null);

        AbTool ab = new AbTool(launcher, builds);
        Map<String, Path> built = new LinkedHashMap<>();
        Map<String, String> failed = new LinkedHashMap<>();
        for (String release : releases) {
            try {
                Path jar = builds.jar(property, release, out, "history");
                String loaded = launcher.versions(null, jar).get(LIBRARIES.get(property));
                if (loaded == null || !(loaded.equals(release) || release.startsWith(loaded + "."))) {
                    throw new Builds.BuildFailure("the jar built with " + property + "=" + release + " loads "
                            + LIBRARIES.get(property) + " " + loaded + " (another dependency pins it)");
                }
                String refusal = trial(jar, jmh);
                if (refusal != null) {
                    throw new Builds.BuildFailure("does not run: " + refusal);
                }
                built.put(release, jar);
            } catch (Builds.BuildFailure e) {
                failed.put(release, e.getMessage());
                out.println("history: " + release + " left out: " + e.getMessage());
            }
        }
        if (built.size() < 2) {
            throw new UsageException("fewer than two releases built and loaded, nothing to compare: " + failed);
        }

        Path staging = Files.createTempDirectory("wsscost-history-");
        try {
            Path pairs = Files.createDirectory(staging.resolve("run"));
            List<String> chain = List.copyOf(built.keySet());
            List<History.Step> steps = new ArrayList<>();
            for (int i = 0; i + 1 < chain.size(); i++) {
                String pair = pairName(property, chain.get(i), chain.get(i + 1));
                steps.add(step(ab, built.get(chain.get(i)), built.get(chain.get(i + 1)), pair, chain.get(i), chain.get(i + 1),
                        forks, threshold, pairs, jmh, out));
            }
            String newest = chain.get(chain.size() - 1);
            History.Step control = step(ab, built.get(newest), built.get(newest), "aa-" + newest, newest, newest, forks, threshold,
                    pairs, jmh, out);
            History history = new History(chain, steps, List.of(control), threshold);
            List<String> reproduce = List.of("java -jar target/benchmarks.jar history " + String.join(" ", argv));
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), RunMetadata.command());
            meta.put("property", property);
            meta.put("releases", releases);
            meta.put("jmh", jmh);
            meta.put("forks", Integer.toString(forks));
            meta.put("threshold", AbPage.number(threshold));
            meta.put("digest", builder.digest());
            return write(property, history, failed, reproduce, meta, pairs, results, name, out);
        } finally {
            Archive.deleteTree(staging);
        }
    }

    /**
     * The page, the charts and the sidecar of {@code history} into {@code pairs}, stored under {@code results}; the
     * sidecar gets the chain, the releases left out and the commands that reproduce it.
     */
    private static int write(String property, History history, Map<String, String> failed, List<String> reproduce,
            Map<String, Object> meta, Path pairs, Path results, String name, PrintStream out) throws IOException {
        meta.put("built", history.releases());
        meta.put("leftOut", failed);
        meta.put("reproduce", reproduce);
        HistoryPage page = new HistoryPage(property, history, failed, reproduce);
        Files.writeString(pairs.resolve("README.md"), page.markdown());
        for (Report.Chart chart : page.charts()) {
            try (OutputStream png = Files.newOutputStream(pairs.resolve(chart.file()))) {
                ChartUtils.writeChartAsPNG(png, chart.chart(), chart.width(), chart.height());
            }
        }
        Files.write(pairs.resolve("history.meta.json"), RunMetadata.json(meta));
        List<Path> saved = Archive.store(results, List.of(pairs), List.of(Archive.stem(name)));
        out.println();
        out.print(Files.readString(saved.get(0).resolve("README.md")));
        out.println("\nsaved " + saved.get(0));
        return history.anySlower() ? 1 : 0;
    }

    /** The name {@code ab} gives a pair of consecutive releases. */
    private static String pairName(String property, String from, String to) {
        return property.replace(".version", "") + "-" + from + "-vs-" + to;
    }

    /** What pieces of one chain must share, read from their sidecars; pieces that differ in any are not one history. */
    private static final List<String> SHARED = List.of("property", "jmh", "forks", "threshold", "digest");

    /** One piece of a chain run in pieces: a history's directory and its sidecar. */
    private record Piece(Path dir, JsonNode meta, List<String> built) {
        static Piece read(Path dir) throws UsageException {
            Path sidecar = dir.resolve("history.meta.json");
            if (!Files.isRegularFile(sidecar)) {
                throw new UsageException(dir + ": no history.meta.json, so not a history's directory");
            }
            JsonNode meta;
            try {
                meta = JSON.readTree(sidecar.toFile());
            } catch (IOException e) {
                throw new UsageException(sidecar + ": " + e.getMessage());
            }
            for (String field : SHARED) {
                if (!meta.has(field)) {
                    throw new UsageException(sidecar + " has no \"" + field + "\" (written before history recorded what a "
                            + "join checks): run that piece again");
                }
            }
            List<String> built = new ArrayList<>();
            meta.path("built").forEach(r -> built.add(r.asText()));
            return new Piece(dir, meta, List.copyOf(built));
        }

        /** The machine, named as merge names a shard's, and the JVM. */
        String machine() {
            return MergeTool.machine(meta) + ", " + meta.path("jvm").path("version").asText();
        }
    }

    /**
     * {@code --join DIR,DIR,…}: histories run in pieces, oldest first, each piece's newest release the next one's
     * oldest, joined into one chain. Nothing is measured again: each step stays the pair its piece ran interleaved,
     * and every piece's control is kept.
     */
    private int join(Args args, List<String> argv, PrintStream out) throws Exception {
        for (String own : List.of("property", "versions", "forks", "threshold", "cache")) {
            if (args.get(own, null) != null) {
                throw new UsageException("--join takes the releases and settings from its pieces; --" + own
                        + " does not go with it");
            }
        }
        if (!args.positional.isEmpty()) {
            throw new UsageException("--join takes the JMH arguments from its pieces; leave out " + args.positional);
        }
        List<Piece> pieces = new ArrayList<>();
        for (String dir : args.get("join", "").split(",")) {
            pieces.add(Piece.read(Path.of(dir)));
        }
        if (pieces.size() < 2) {
            throw new UsageException("--join needs at least two pieces' directories, oldest first, comma-separated");
        }
        Piece first = pieces.get(0);
        List<String> chain = new ArrayList<>(first.built());
        for (int k = 1; k < pieces.size(); k++) {
            Piece before = pieces.get(k - 1);
            Piece piece = pieces.get(k);
            for (String field : SHARED) {
                if (!piece.meta().get(field).equals(first.meta().get(field))) {
                    throw new UsageException(piece.dir() + " and " + first.dir() + " differ in their " + field + " ("
                            + piece.meta().get(field) + " against " + first.meta().get(field) + "): not pieces of one history");
                }
            }
            if (!piece.machine().equals(first.machine())) {
                throw new UsageException(piece.dir() + " ran on " + piece.machine() + ", " + first.dir() + " on "
                        + first.machine() + ": a chain's steps are multiplied, so its pieces must share a machine and a JVM");
            }
            String end = before.built().get(before.built().size() - 1);
            if (!piece.built().get(0).equals(end)) {
                throw new UsageException(before.dir() + " ends at " + end + " and " + piece.dir() + " starts at "
                        + piece.built().get(0) + ": pieces meet where one's newest release is the next one's oldest");
            }
            for (String release : piece.built().subList(1, piece.built().size())) {
                if (chain.contains(release)) {
                    throw new UsageException(piece.dir() + ": " + release + " is in an earlier piece too");
                }
                chain.add(release);
            }
        }

        String property = first.meta().get("property").asText();
        double threshold = Double.parseDouble(first.meta().get("threshold").asText());
        Path results = Archive.results(args.get("results", null));
        String name = Archive.checkName(args.get("name", "history-" + property.replace(".version", "")));
        Path staging = Files.createTempDirectory("wsscost-history-");
        try {
            Path pairs = Files.createDirectory(staging.resolve("run"));
            List<History.Step> steps = new ArrayList<>();
            List<History.Step> controls = new ArrayList<>();
            Map<String, String> failed = new LinkedHashMap<>();
            List<String> reproduce = new ArrayList<>();
            List<Map<String, Object>> parts = new ArrayList<>();
            for (Piece piece : pieces) {
                List<String> built = piece.built();
                for (int i = 0; i + 1 < built.size(); i++) {
                    steps.add(stepFrom(piece.dir(), pairName(property, built.get(i), built.get(i + 1)), built.get(i),
                            built.get(i + 1), threshold));
                }
                String newest = built.get(built.size() - 1);
                controls.add(stepFrom(piece.dir(), "aa-" + newest, newest, newest, threshold));
                piece.meta().path("leftOut").fields().forEachRemaining(e -> failed.put(e.getKey(), e.getValue().asText()));
                piece.meta().path("reproduce").forEach(c -> reproduce.add(c.asText()));
                copyPairs(piece.dir(), pairs);
                Map<String, Object> part = new LinkedHashMap<>();
                part.put("dir", piece.dir().getFileName().toString());
                part.put("date", piece.meta().path("date").asText());
                part.put("git", piece.meta().path("git").asText());
                part.put("built", built);
                parts.add(part);
            }
            reproduce.add("java -jar target/benchmarks.jar history " + String.join(" ", argv));
            History history = new History(chain, steps, controls, threshold);
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), RunMetadata.command());
            for (String field : SHARED) {
                meta.put(field, JSON.convertValue(first.meta().get(field), Object.class));
            }
            meta.put("machine", JSON.convertValue(first.meta().get("machine"), Map.class));
            meta.put("jvm", JSON.convertValue(first.meta().get("jvm"), Map.class));
            meta.put("pieces", parts);
            return write(property, history, failed, reproduce, meta, pairs, results, name, out);
        } finally {
            Archive.deleteTree(staging);
        }
    }

    /** A piece's pair files (four per pair) beside the others'; its page, charts and sidecar are made anew. */
    private static void copyPairs(Path piece, Path into) throws IOException, UsageException {
        List<Path> files;
        try (Stream<Path> list = Files.list(piece)) {
            files = list.filter(f -> {
                String n = f.getFileName().toString();
                return !n.equals("README.md") && !n.equals("history.meta.json") && !n.matches("history-\\d+\\.png");
            }).sorted().toList();
        }
        for (Path f : files) {
            if (Files.exists(into.resolve(f.getFileName()))) {
                throw new UsageException(f + ": an earlier piece has a file of that name");
            }
            Files.copy(f, into.resolve(f.getFileName()));
        }
    }

    /** JMH options the trial sets itself; the job's own values of them are left out of it. */
    private static final Set<String> TRIAL_OPTIONS = Set.of("-f", "-wi", "-w", "-i", "-r", "-foe", "-rf", "-rff", "-o");

    /**
     * Why the job does not run on {@code jar}, in one line, or null when it runs: one fork, one iteration of 100 ms
     * of each benchmark it selects. A release can build and still fail beside the rest of the classpath (WSS4J
     * 4.0.1 needs a class Santuario 4.0.0 lacks); it is listed before any pair runs, not found by a pair's failure.
     */
    private String trial(Path jar, List<String> jmh) throws IOException {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < jmh.size(); i++) {
            if (TRIAL_OPTIONS.contains(jmh.get(i))) {
                i++;
            } else {
                args.add(jmh.get(i));
            }
        }
        args.addAll(List.of("-f", "1", "-wi", "0", "-i", "1", "-r", "100ms", "-foe", "true"));
        Path dir = Files.createTempDirectory("wsscost-trial-");
        Path log = dir.resolve("trial.log");
        try {
            launcher.fork(null, jar, List.of(), args, dir.resolve("trial.json"), log);
            return null;
        } catch (UsageException e) {
            return Files.isRegularFile(log) ? cause(Files.readAllLines(log)) : e.getMessage();
        } finally {
            Archive.deleteTree(dir);
        }
    }

    /**
     * The deepest cause a failed fork printed ("Caused by: …"), else its first exception line; never JMH's own
     * ("Benchmark error during the run"), which its host prints after the fork's.
     */
    static String cause(List<String> log) {
        Optional<String> deepest = log.stream().filter(l -> l.startsWith("Caused by: "))
                .map(l -> l.substring("Caused by: ".length())).filter(l -> !l.startsWith("org.openjdk.jmh."))
                .reduce((first, last) -> last);
        return deepest.or(() -> log.stream().map(String::strip).filter(l -> !l.startsWith("org.openjdk.jmh."))
                        .filter(l -> l.matches("^[\\w.$]+(Exception|Error)(: .*)?$")).findFirst())
                .map(l -> l.length() > 240 ? l.substring(0, 240) + "…" : l)
                .orElse("its trial fork failed and printed no exception");
    }

    /** One pair through {@code ab}'s API, its four files into {@code dir}; its paired comparison. */
    private static History.Step step(AbTool ab, Path a, Path b, String name, String from, String to, int forks, double threshold, Path dir,
            List<String> jmh, PrintStream out) throws Exception {
        out.println("history: " + from + " against " + to);
        AbTool.Outcome pair = ab.run(AbTool.Plan.pair(a, b, forks, name, dir, threshold, jmh), out);
        out.println(pair.comparison().summary());
        return new History.Step(from, to, pair.comparison(), pair.saved().get(3).getFileName().toString());
    }

    /** The step {@code ab} wrote into {@code dir} as {@code name}, compared paired. */
    private static History.Step stepFrom(Path dir, String name, String from, String to, double threshold)
            throws IOException, UsageException {
        Path fileA;
        try (Stream<Path> files = Files.list(dir)) {
            fileA = files.filter(f -> f.getFileName().toString().endsWith("-" + name + "-a.json")).findFirst()
                    .orElseThrow(() -> new UsageException(dir + " holds no " + name + " (no *-" + name + "-a.json)"));
        }
        Path fileB = fileA.resolveSibling(fileA.getFileName().toString().replaceFirst("-a\\.json$", "-b.json"));
        Comparison c = Comparison.of(JmhJson.read(fileA), JmhJson.read(fileB), threshold, Comparison.Pairing.FORKS);
        return new History.Step(from, to, c, fileA.getFileName().toString().replaceFirst("-a\\.json$", ".md"));
    }
}
