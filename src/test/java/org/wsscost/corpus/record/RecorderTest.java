package org.wsscost.corpus.record;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Workload;

/**
 * Recording again gives the committed messages. Compared entry by entry, not as zip files: the deflater
 * (and so a zip's bytes) may differ between JDK builds, the entries may not.
 */
class RecorderTest {
    /** Surefire runs with the project's base directory as working directory. */
    private static final Path COMMITTED = Path.of("messages");

    @Test
    void reRecordingGivesTheCommittedMessages(@TempDir Path dir) throws IOException {
        Recorder.record(dir, new PrintStream(OutputStream.nullOutputStream()));
        for (Workload w : Workload.values()) {
            List<Map.Entry<String, byte[]>> fresh = entries(dir.resolve(w.fileName()));
            List<Map.Entry<String, byte[]>> committed = entries(COMMITTED.resolve(w.fileName()));
            assertEquals(committed.stream().map(Map.Entry::getKey).toList(),
                    fresh.stream().map(Map.Entry::getKey).toList(), w.id() + ": entry names");
            for (int i = 0; i < fresh.size(); i++) {
                assertArrayEquals(committed.get(i).getValue(), fresh.get(i).getValue(),
                        w.id() + ": " + fresh.get(i).getKey());
            }
        }
        List<Path> examples = list(dir.resolve(Recorder.EXAMPLES));
        assertEquals(4, examples.size());
        assertEquals(examples.stream().map(Path::getFileName).toList(),
                list(COMMITTED.resolve(Recorder.EXAMPLES)).stream().map(Path::getFileName).toList());
        for (Path example : examples) {
            assertArrayEquals(Files.readAllBytes(COMMITTED.resolve(Recorder.EXAMPLES).resolve(example.getFileName())),
                    Files.readAllBytes(example), example.getFileName().toString());
        }
        assertEquals(withoutZipSizes(Files.readString(COMMITTED.resolve("README.md"))),
                withoutZipSizes(Files.readString(dir.resolve("README.md"))), "README.md (but for zip sizes)");
        try (Stream<Path> all = Files.walk(dir)) {
            assertTrue(all.noneMatch(p -> p.toString().endsWith(".partial")), "no temporary file left behind");
        }
    }

    @Test
    void examplesAreTheZippedMessages() throws IOException {
        for (Workload w : List.of(Workload.SMALL, Workload.LADDER_10)) {
            Exchange first;
            try (InputStream in = Files.newInputStream(COMMITTED.resolve(w.fileName()))) {
                first = Corpus.read(in, w.id()).get(0);
            }
            for (Direction d : Direction.values()) {
                Path example = COMMITTED.resolve(Recorder.EXAMPLES).resolve(Recorder.exampleName(w, first, d));
                assertArrayEquals(first.message(d), Files.readAllBytes(example), example.toString());
            }
        }
    }

    private static List<Map.Entry<String, byte[]>> entries(Path zip) throws IOException {
        List<Map.Entry<String, byte[]>> entries = new ArrayList<>();
        try (InputStream in = Files.newInputStream(zip); ZipInputStream z = new ZipInputStream(in)) {
            for (ZipEntry e; (e = z.getNextEntry()) != null; ) {
                entries.add(Map.entry(e.getName(), z.readAllBytes()));
            }
        }
        return entries;
    }

    /** The last column of the workloads table: the one figure that depends on the JDK's deflater. */
    private static String withoutZipSizes(String readme) {
        return readme.replaceAll("(?m)^(\\| [a-z0-9-]+ \\|.* / .*\\| )[0-9,]+ \\|$", "$1? |");
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }
}
