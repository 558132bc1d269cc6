package org.wsscost.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.analysis.HeapSearch;
import org.wsscost.corpus.BigResponse;

/** {@code heap} on fake child JVMs: the bisection, the page, the saved files, and bad usage writing nothing. */
class HeapToolTest {
    /** Verifies from a stack's threshold on (wss4j-dom needs 300 MB, rampart 5000, metro-xwss more than the cap). */
    private static final class FakeChildren implements HeapTool.Children {
        static final Map<String, Integer> NEEDS = Map.of("wss4j-dom", 300, "rampart", 5000, "metro-xwss", Integer.MAX_VALUE);
        final List<String> secured = new ArrayList<>();
        final List<Integer> heaps = new ArrayList<>();

        @Override
        public void secure(int heapMb, List<String> args) throws IOException {
            secured.add(args.get(1));
            int n = args.size();
            Files.copy(Path.of(args.get(n - 2)), Path.of(args.get(n - 1)));
        }

        @Override
        public HeapSearch.Trial verify(int heapMb, List<String> args, Duration timeout) {
            heaps.add(heapMb);
            boolean enough = heapMb >= NEEDS.get(args.get(1));
            return new HeapSearch.Trial(heapMb, enough ? 0 : 3, enough ? 2000 : 500, false);
        }
    }

    @Test
    void theSmallestHeapIsFoundWithinFivePercentAndSaved(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        FakeChildren children = new FakeChildren();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new HeapTool(children).run(List.of("--stacks", "wss4j-dom,rampart,metro-xwss", "--sizes", "1",
                "--results", results.toString()), new PrintStream(out, true, StandardCharsets.UTF_8));
        assertEquals(0, exit, out.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("wss4j-dom", "rampart", "metro-xwss"), children.secured);
        Path saved;
        try (Stream<Path> files = Files.list(results)) {
            saved = files.findFirst().orElseThrow();
        }
        assertTrue(saved.getFileName().toString().endsWith("-heap"), saved.toString());
        JsonNode rows = new ObjectMapper().readTree(saved.resolve("heap.json").toFile()).get("rows");
        int dom = rows.get(0).get("smallestHeapMb").asInt();
        assertTrue(dom >= 300 && dom <= 300 * 1.05, "wss4j-dom needs 300 MB, found " + dom);
        int rampart = rows.get(1).get("smallestHeapMb").asInt();
        assertTrue(rampart >= 5000 && rampart <= 5000 * 1.05, "rampart needs 5000 MB, found " + rampart);
        assertTrue(rows.get(2).get("smallestHeapMb").isNull(), "metro-xwss never verifies");
        assertEquals(2000, rows.get(0).get("millisAtSmallest").asLong());
        assertEquals(HeapSearch.CAP_MB, children.heaps.get(0), "room to spare first");
        String page = Files.readString(saved.resolve("README.md"));
        assertTrue(page.contains("| wss4j-dom | 1 MB |"), page);
        assertTrue(page.contains("more than " + HeapSearch.CAP_MB), page);
        assertTrue(Files.size(saved.resolve("heap.png")) > 0 && Files.size(saved.resolve("time.png")) > 0);
        assertTrue(Files.size(saved.resolve("heap-time.png")) > 0 && page.contains("](heap-time.png)"), page);
        assertTrue(Files.isRegularFile(saved.resolve("heap.meta.json")));
    }

    /**
     * Room to spare first, then doubling from the start, then halving; a run slower than four times the
     * one with room to spare (here 10 s) is stopped at that limit and counts as too small.
     */
    @Test
    void theSearchDoublesThenBisectsWithinFourTimesTheTimeWithRoomToSpare() throws Exception {
        List<Integer> heaps = new ArrayList<>();
        List<Duration> limits = new ArrayList<>();
        HeapSearch.Row row = HeapSearch.search("s", 1, 1, Duration.ofSeconds(20), Duration.ofSeconds(120), (mb, limit) -> {
            heaps.add(mb);
            limits.add(limit);
            boolean slow = mb < 800;
            return new HeapSearch.Trial(mb, mb >= 700 ? 0 : 3, slow && mb >= 700 ? limit.toMillis() : 10_000, slow && mb >= 700);
        });
        assertEquals(List.of(HeapSearch.CAP_MB, 64, 128, 256, 512, 1024), heaps.subList(0, 6));
        assertEquals(Duration.ofSeconds(120), limits.get(0));
        assertEquals(Duration.ofSeconds(40), limits.get(1), "four times the 10 s with room to spare");
        assertTrue(row.smallestMb() >= 800 && row.smallestMb() <= 840, String.valueOf(row.smallestMb()));
    }

    @Test
    void theBigResponseIsAtLeastTheSizeAskedAndHoldsEveryQuakeItCounts() {
        BigResponse.Made made = BigResponse.of(3L << 20);
        assertTrue(made.message().length >= 3 << 20);
        String s = new String(made.message(), StandardCharsets.UTF_8);
        assertEquals(made.quakes(), s.split("<quake ", -1).length - 1);
        assertTrue(s.contains("count=\"" + made.quakes() + "\""));
    }

    @Test
    void badUsageIsOneLineAndWritesNothing(@TempDir Path dir) throws Exception {
        Path results = Files.createDirectory(dir.resolve("results"));
        for (List<String> args : List.of(List.of("--sizes", "0"), List.of("--sizes", "ten"), List.of("--stacks", "axis9"),
                List.of("--timeout", "-5"), List.of("--profile", "none"))) {
            List<String> all = new ArrayList<>(args);
            all.addAll(List.of("--results", results.toString()));
            UsageException e = assertThrows(UsageException.class,
                    () -> new HeapTool(new FakeChildren()).run(all, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            try (Stream<Path> files = Files.list(results)) {
                assertEquals(0, files.count(), args.toString());
            }
        }
    }
}
