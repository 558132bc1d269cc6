package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.wsscost.analysis.Steadiness;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Merge;
import org.wsscost.results.Result;
import org.wsscost.results.RunMetadata;

/**
 * {@code merge SHARD.json…}: the shards of one job ({@code run --shard I/N}) joined into one JMH JSON
 * and one sidecar, after checking that they can be: one jar, the same loaded libraries, one job cut
 * the same way, every combination once. Each result keeps the machine its shard ran on, so the tools
 * can tell a ratio across machines.
 */
final class MergeTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar merge [--name NAME] [--results DIR] SHARD.json…
              Joins the shards of one job, each made by `run --shard I/N` and each with its .meta.json beside it,
              into <yyyy-MM-dd-HHmmss>-NAME.json and .meta.json under results/ (or DIR). NAME defaults to the
              shards' own name without "-shard-I-of-N". Refused (exit 2, one line, nothing written): shards of
              different jars or loaded library versions, of different jobs or shard counts, a shard given twice,
              a combination in two shards, or combinations of the job that no file holds (a shard the job left
              empty has no file and is not missed). The sidecar keeps every shard's machine, JVM, load average,
              estimated and measured time; each result carries its shard's machine, and report, tax, phases and
              compare flag a ratio whose two sides ran on different machines and give it no verdict.
              Exit 0 merged, 2 bad usage or shards that do not belong together.""";

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One shard file and what its sidecar says. */
    private record Shard(Path json, JsonNode meta, int index, int of) {
        String machine() {
            return MergeTool.machine(meta);
        }
    }

    /** The machine a sidecar says its run measured on, as results name it: host and CPU. */
    static String machine(JsonNode meta) {
        JsonNode m = meta.path("machine");
        return m.path("host").asText("unknown host") + " (" + m.path("cpu").asText("unknown cpu") + ")";
    }

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("merge", argv, Set.of("name", "results"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        if (args.positional.isEmpty()) {
            throw new UsageException("give the shards' JSON files (see: merge --help)");
        }
        List<Shard> shards = new ArrayList<>();
        for (String file : args.positional) {
            shards.add(shard(Path.of(file)));
        }
        check(shards);
        Path results = Archive.results(args.get("results", null));
        String name = Archive.checkName(args.get("name", defaultName(shards.get(0).json())));

        Path staging = Files.createTempDirectory("wsscost-merge-");
        try {
            List<Path> files = shards.stream().map(Shard::json).toList();
            Path json = Files.write(staging.resolve("merged.json"), Merge.join(files, shards.stream().map(Shard::machine).toList()));
            Map<String, Object> meta = RunMetadata.collect(RunTool.checkout(), RunMetadata.command());
            JsonNode first = shards.get(0).meta();
            meta.put("libraries", JSON.convertValue(first.get("libraries"), Map.class));
            meta.put("jar", JSON.convertValue(first.get("jar"), Map.class));
            meta.put("job", JSON.convertValue(first.path("shard").get("job"), List.class));
            List<Map<String, Object>> parts = new ArrayList<>();
            for (Shard s : shards) {
                Map<String, Object> part = new LinkedHashMap<>();
                part.put("file", s.json().getFileName().toString());
                part.put("index", s.index());
                part.put("of", s.of());
                part.put("machineLabel", s.machine());
                part.put("date", s.meta().path("date").asText());
                part.put("git", s.meta().path("git").asText());
                part.put("machine", JSON.convertValue(s.meta().get("machine"), Map.class));
                part.put("jvm", JSON.convertValue(s.meta().get("jvm"), Map.class));
                part.put("estimatedSeconds", s.meta().path("shard").path("estimatedSeconds").asLong());
                part.put("measuredSeconds", measured(s.meta()));
                parts.add(part);
            }
            meta.put("shards", parts);
            Path sidecar = Files.write(staging.resolve("merged.meta.json"), RunMetadata.json(meta));
            List<Path> saved = Archive.storeRun(results, name, json, sidecar);
            List<Result> merged = JmhJson.read(saved.get(0));
            long machines = shards.stream().map(Shard::machine).distinct().count();
            out.println("merged " + shards.size() + " shards, " + merged.size() + " results, from " + machines
                    + (machines == 1 ? " machine" : " machines: ratios across them are flagged and get no verdict"));
            out.println(Steadiness.markdown(merged));
            out.println("saved " + saved.get(0) + "\n      " + saved.get(1));
            return 0;
        } finally {
            Archive.deleteTree(staging);
        }
    }

    /** A shard's JSON and sidecar, or one line saying why the file is not a shard. */
    private static Shard shard(Path json) throws UsageException {
        String file = json.getFileName().toString();
        if (!file.endsWith(".json") || file.endsWith(".meta.json")) {
            throw new UsageException(json + ": give the shard's result file (NAME.json), not its sidecar");
        }
        Path metaFile = json.resolveSibling(file.substring(0, file.length() - ".json".length()) + ".meta.json");
        try {
            JmhJson.read(json);
            if (!Files.isRegularFile(metaFile)) {
                throw new UsageException(json + ": no sidecar " + metaFile.getFileName() + " beside it");
            }
            JsonNode meta = JSON.readTree(metaFile.toFile());
            JsonNode shard = meta.path("shard");
            if (!shard.has("index") || !shard.has("of") || !shard.has("combinations")) {
                throw new UsageException(json + ": not a shard (its sidecar has no \"shard\"; make it with run --shard I/N)");
            }
            return new Shard(json, meta, shard.get("index").asInt(), shard.get("of").asInt());
        } catch (IOException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /** Refuses shards that do not make one run of one job on one build. */
    private static void check(List<Shard> shards) throws UsageException {
        Shard first = shards.get(0);
        Set<Integer> indices = new HashSet<>();
        Map<String, Integer> owner = new TreeMap<>();
        for (Shard s : shards) {
            same(first, s, "jar", s.meta().path("jar").path("sha256"), first.meta().path("jar").path("sha256"));
            same(first, s, "loaded library versions", s.meta().path("libraries"), first.meta().path("libraries"));
            same(first, s, "job", s.meta().path("shard").path("job"), first.meta().path("shard").path("job"));
            if (s.of() != first.of()) {
                throw new UsageException(s.json() + " is shard " + s.index() + " of " + s.of() + ", " + first.json()
                        + " one of " + first.of() + ": not one cut of the job");
            }
            if (!indices.add(s.index())) {
                throw new UsageException(s.json() + ": shard " + s.index() + "/" + s.of() + " is given twice");
            }
            for (JsonNode c : s.meta().path("shard").path("combinations")) {
                Integer before = owner.put(c.asText(), s.index());
                if (before != null) {
                    throw new UsageException(s.json() + ": " + c.asText() + " is in shard " + before + " too");
                }
            }
        }
        int expected = first.meta().path("shard").path("jobCombinations").asInt();
        if (owner.size() != expected) {
            List<Integer> missing = new ArrayList<>();
            for (int i = 1; i <= first.of(); i++) {
                if (!indices.contains(i)) {
                    missing.add(i);
                }
            }
            throw new UsageException("the job has " + expected + " combinations and these shards hold " + owner.size()
                    + ": shards " + missing + " of " + first.of() + " are missing");
        }
    }

    private static void same(Shard first, Shard s, String what, JsonNode mine, JsonNode theirs) throws UsageException {
        if (mine.isMissingNode() || !mine.equals(theirs)) {
            throw new UsageException(s.json() + " and " + first.json() + " differ in their " + what
                    + (mine.isValueNode() ? " (" + mine.asText() + " against " + theirs.asText() + ")" : "")
                    + ": shards of one run must come from one build");
        }
    }

    private static long measured(JsonNode meta) {
        long total = 0;
        for (JsonNode s : meta.path("wallSeconds")) {
            total += s.asLong();
        }
        return total;
    }

    /** {@code 2026-11-24-010203-default-shard-2-of-3.json} → {@code default}. */
    private static String defaultName(Path json) {
        String file = json.getFileName().toString().replaceFirst("\\.json$", "");
        String withoutStamp = file.matches("\\d{4}-\\d{2}-\\d{2}-\\d{6}-.+") ? file.substring(18) : file;
        return withoutStamp.replaceFirst("-shard-\\d+-of-\\d+$", "");
    }
}
