package org.wsscost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.results.JmhJson;

/** The results tools from the shaded jar: a saved run, and a run killed halfway that saves nothing. */
class ResultsIT {
    private static final Path JAR = Path.of("target", "benchmarks.jar");
    private static final List<String> SHORT = List.of("Conversion.toDom", "-f", "1", "-wi", "0", "-r", "200ms",
            "-p", "workload=ladder-10", "-p", "profile=signencr", "-p", "side=receiver", "-p", "suite=legacy",
            "-p", "direction=response");

    private static ProcessBuilder jar(List<String> args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djmh.ignoreLock=true", "-jar", JAR.toString()));
        command.addAll(args);
        return new ProcessBuilder(command).redirectErrorStream(true);
    }

    private static List<String> with(List<String> head, List<String> tail) {
        List<String> all = new ArrayList<>(head);
        all.addAll(tail);
        return all;
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aRunIsSavedWithItsMetadata(@TempDir Path results) throws Exception {
        Process p = jar(with(List.of("run", "--name", "it", "--results", results.toString()), with(SHORT, List.of("-i", "1"))))
                .start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        List<Path> files = list(results);
        assertEquals(2, files.size(), files.toString());
        String stem = files.get(0).getFileName().toString().replace(".json", "");
        assertTrue(stem.matches("\\d{4}-\\d{2}-\\d{2}-\\d{6}-it"), stem);
        assertEquals(stem + ".meta.json", files.get(1).getFileName().toString());
        assertEquals("org.wsscost.bench.Conversion.toDom", JmhJson.read(files.get(0)).get(0).benchmark());
        JsonNode meta = new ObjectMapper().readTree(files.get(1).toFile());
        for (String library : List.of("wss4j", "santuario", "axiom-llom", "axiom-doom", "metro", "jaxb-runtime", "saaj",
                "woodstox", "jmh", "bouncycastle")) {
            assertTrue(meta.path("libraries").path(library).asText().matches("\\d+\\.\\d+(\\.\\d+)?.*"), library + ": " + meta);
        }
        assertTrue(meta.path("command").asText().contains("run --name it"), meta.toString());
        assertTrue(meta.path("git").asText().matches("[0-9a-f]{40}(-dirty)?|unknown"), meta.toString());
        assertTrue(meta.path("machine").path("cores").asInt() > 0);
        assertTrue(meta.path("jvm").path("version").asText().length() > 0);
    }

    /** {@code tool} (profile, attribute) on the short run with itimer samples, named "it"; its output, once it succeeded. */
    private static String profiled(String tool, Path results) throws Exception {
        return profiled(tool, results, "itimer", List.of());
    }

    /** {@code tool} on the short run with {@code event} samples and JMH's {@code more} arguments, named "it". */
    private static String profiled(String tool, Path results, String event, List<String> more) throws Exception {
        // a second per iteration: itimer samples every 10 ms, and 200 ms iterations gave too few samples on a busy machine
        List<String> longer = SHORT.stream().map(a -> a.equals("200ms") ? "1s" : a).toList();
        Process p = jar(with(List.of(tool, "--event", event, "--name", "it", "--results", results.toString()),
                with(longer, with(List.of("-i", "3"), more)))).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES));
        assertEquals(0, p.exitValue(), out);
        return out;
    }

    @Test
    void profileWritesAFlameGraphPerBenchmarkFromTheJarsOwnLibrary(@TempDir Path results) throws Exception {
        String out = profiled("profile", results);
        List<Path> html;
        try (Stream<Path> s = Files.walk(results.resolve("flame"))) {
            html = s.filter(f -> f.getFileName().toString().equals("flame-itimer-forward.html")).toList();
        }
        assertEquals(1, html.size(), out);
        assertTrue(html.get(0).toString().contains("-it" + java.io.File.separator + "org.wsscost.bench.Conversion.toDom-AverageTime-"),
                html.get(0).toString());
        assertTrue(frames(Files.readString(html.get(0))).contains("org/wsscost/bench/Conversion.toDom"),
                "no frame of the benchmark method in the graph");
    }

    @Test
    void attributeSavesEachBenchmarksProfileAndItsTable(@TempDir Path results) throws Exception {
        String out = profiled("attribute", results);
        List<Path> runs = list(results.resolve("attribution"));
        assertEquals(1, runs.size(), runs.toString());
        assertTrue(runs.get(0).getFileName().toString().matches("\\d{4}-\\d{2}-\\d{2}-\\d{6}-it"), runs.toString());
        String page = Files.readString(runs.get(0).resolve("attribution.md"));
        assertTrue(page.startsWith("# Attribution (event itimer, every 1000000 ns, frame table version "), page);
        assertTrue(page.contains("### org.wsscost.bench.Conversion.toDom-AverageTime-"), page);
        assertTrue(page.contains("| **unattributed** |"), page);
        List<Path> profiles;
        try (Stream<Path> s = Files.walk(runs.get(0))) {
            profiles = s.filter(f -> f.getFileName().toString().equals("collapsed-itimer.csv.gz")).toList();
        }
        assertEquals(1, profiles.size(), out);
        // the saved profile gives the saved table again
        assertTrue(org.wsscost.attribution.Attribution.of("again", org.wsscost.attribution.Collapsed.read(profiles.get(0)),
                org.wsscost.attribution.FrameTable.load()).samples() > 0);
    }

    /**
     * How a contention finding is made (docs/tools.md): the wall clock on two benchmark threads, every thread sampled,
     * waiting or not, so that time spent blocked shows (as {@code threads}, or by its leaf frames).
     */
    @Test
    void attributeTakesTheWallClockOnTwoThreads(@TempDir Path results) throws Exception {
        String out = profiled("attribute", results, "wall", List.of("-t", "2"));
        List<Path> profiles;
        try (Stream<Path> s = Files.walk(results.resolve("attribution"))) {
            profiles = s.filter(f -> f.getFileName().toString().equals("collapsed-wall.csv.gz")).toList();
        }
        assertEquals(1, profiles.size(), out);
        assertTrue(out.contains("# Threads: 2 threads"), out);
        org.wsscost.attribution.Attribution a = org.wsscost.attribution.Attribution.of("wall",
                org.wsscost.attribution.Collapsed.read(profiles.get(0)), org.wsscost.attribution.FrameTable.load());
        assertTrue(a.share(org.wsscost.attribution.Part.THREADS) > 0, a.markdown(0));
    }

    /**
     * The frame names of an async-profiler flame graph. Its page stores them sorted in {@code cpool},
     * each after the first as one character (32 + the length of the prefix it shares with the name
     * before) and the rest of the name, so a name need not appear whole in the file.
     */
    private static List<String> frames(String html) {
        int start = html.indexOf("const cpool = [");
        assertTrue(start >= 0, "no cpool in the flame graph");
        Matcher quoted = Pattern.compile("'((?:[^'\\\\]|\\\\.)*)'").matcher(html.substring(start, html.indexOf("];", start)));
        List<String> names = new ArrayList<>();
        String previous = "";
        while (quoted.find()) {
            String packed = quoted.group(1).replace("\\'", "'").replace("\\\\", "\\");
            String name = names.isEmpty() ? packed : previous.substring(0, packed.charAt(0) - 32) + packed.substring(1);
            names.add(name);
            previous = name;
        }
        return names;
    }

    /** Starts a long run, waits until it measures, kills it (SIGTERM, or SIGKILL when forcibly), and returns. */
    private static void killHalfway(Path results, boolean forcibly) throws Exception {
        Process p = jar(with(List.of("run", "--name", "killed", "--results", results.toString()), with(SHORT, List.of("-i", "200"))))
                .start();
        p.getOutputStream().close();
        CountDownLatch measuring = new CountDownLatch(1);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    if (line.startsWith("Iteration   2:")) {
                        measuring.countDown();
                    }
                }
            } catch (IOException e) {
                measuring.countDown();
            }
        });
        reader.start();
        assertTrue(measuring.await(3, TimeUnit.MINUTES), "the run never reached its second iteration");
        List<ProcessHandle> forks = p.descendants().toList();
        assertTrue(!forks.isEmpty(), "JMH forked no JVM");
        if (forcibly) {
            p.destroyForcibly();
        } else {
            p.destroy();
        }
        assertTrue(p.waitFor(1, TimeUnit.MINUTES));
        forks.forEach(ProcessHandle::destroyForcibly);
        reader.join(60_000);
    }

    @Test
    void anInterruptedRunLeavesNoFileAndEarlierRunsIntact(@TempDir Path results) throws Exception {
        Path earlier = Files.writeString(results.resolve("2026-01-01-000000-earlier.json"), "[]");
        Path earlierMeta = Files.writeString(results.resolve("2026-01-01-000000-earlier.meta.json"), "{}");
        killHalfway(results, false);
        assertEquals(List.of(earlierMeta, earlier).stream().sorted().toList(), list(results));
        killHalfway(results, true);
        assertEquals(List.of(earlierMeta, earlier).stream().sorted().toList(), list(results));
        assertEquals("[]", Files.readString(earlier));
        assertEquals("{}", Files.readString(earlierMeta));
    }
}
