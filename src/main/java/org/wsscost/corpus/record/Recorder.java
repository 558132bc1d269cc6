package org.wsscost.corpus.record;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Exchange;
import org.wsscost.corpus.Query;
import org.wsscost.corpus.Results;
import org.wsscost.corpus.Workload;

/**
 * Records every workload's messages from the synthetic catalogue: one zip per {@link Workload} (see
 * {@link Corpus}), a few plain examples under {@code examples/}, and a README describing them. The output
 * depends on nothing but this code, so recording again gives the same messages.
 */
public final class Recorder {
    /** The original article's sequences: queries and the quakes their responses held in all. */
    static final int SMALL_QUERIES = 1_000;
    static final long SMALL_QUAKES = 816;
    static final int LARGE_QUERIES = 100;
    static final long LARGE_QUAKES = 176_745;
    static final String EXAMPLES = "examples";

    private Recorder() {
    }

    /** Usage: {@code Recorder [messages-dir]}, the directory defaulting to {@code messages} (run from the project root). */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "messages");
        if (!Files.isDirectory(dir)) {
            System.err.println("no directory " + dir.toAbsolutePath()
                    + "; run from the project root or name the messages directory");
            System.exit(2);
        }
        record(dir, System.out);
    }

    /** Writes every workload's zip, the examples and README.md into {@code messagesDir}, replacing each file whole. */
    public static void record(Path messagesDir, PrintStream log) throws IOException {
        Catalogue catalogue = Catalogue.generate();
        log.printf(Locale.ROOT, "catalogue: %,d quakes, %d regions, seed %d%n", catalogue.quakes().size(),
                catalogue.regions().size(), Catalogue.SEED);
        Files.createDirectories(messagesDir.resolve(EXAMPLES));
        List<Recording> recordings = new ArrayList<>();
        for (Workload w : Workload.values()) {
            Calibration calibration = calibration(w, catalogue);
            List<Query> queries = calibration == null ? List.of(Ladder.query(catalogue, rung(w)))
                    : QueryGenerator.sequence(calibration.density(), calibration.queries());
            List<Exchange> exchanges = exchanges(catalogue, queries);
            Path zip = messagesDir.resolve(w.fileName());
            writeAtomically(zip, out -> Corpus.write(out, exchanges));
            Recording r = new Recording(w, exchanges, calibration, Files.size(zip));
            recordings.add(r);
            log.printf(Locale.ROOT, "%-13s %,5d exchanges %,8d quakes %,11d bytes%s%n", w.id(), exchanges.size(),
                    r.quakes(), r.zipBytes(), calibration == null ? "" : "  f = " + calibration.density());
        }
        writeExamples(messagesDir.resolve(EXAMPLES), recordings);
        byte[] readme = CorpusReadme.text(catalogue, recordings).getBytes(StandardCharsets.UTF_8);
        writeAtomically(messagesDir.resolve("README.md"), out -> out.write(readme));
    }

    /** The density search for the article's two sequences; null for a ladder rung. */
    private static Calibration calibration(Workload w, Catalogue catalogue) {
        return switch (w) {
            case SMALL -> Calibration.search(catalogue, SMALL_QUERIES, SMALL_QUAKES);
            case LARGE -> Calibration.search(catalogue, LARGE_QUERIES, LARGE_QUAKES);
            default -> null;
        };
    }

    /** The number of quakes a ladder workload's one response holds. */
    static int rung(Workload w) {
        return switch (w) {
            case LADDER_1 -> 1;
            case LADDER_10 -> 10;
            case LADDER_100 -> 100;
            case LADDER_1000 -> 1_000;
            case LADDER_10000 -> 10_000;
            default -> throw new IllegalArgumentException(w.id() + " is not a ladder rung");
        };
    }

    private static List<Exchange> exchanges(Catalogue catalogue, List<Query> queries) {
        List<Exchange> exchanges = new ArrayList<>(queries.size());
        for (Query q : queries) {
            Results results = Responses.answer(catalogue, q);
            exchanges.add(new Exchange(String.format(Locale.ROOT, "%04d", exchanges.size()), SeismicXml.request(q),
                    SeismicXml.response(results), results.count()));
        }
        return exchanges;
    }

    /** Readable copies of a few messages, byte for byte as in the zips: the first small exchange and ladder-10's. */
    private static void writeExamples(Path dir, List<Recording> recordings) throws IOException {
        for (Recording r : recordings) {
            if (r.workload() == Workload.SMALL || r.workload() == Workload.LADDER_10) {
                Exchange x = r.exchanges().get(0);
                for (Direction d : Direction.values()) {
                    writeAtomically(dir.resolve(exampleName(r.workload(), x, d)), out -> out.write(x.message(d)));
                }
            }
        }
    }

    static String exampleName(Workload w, Exchange x, Direction d) {
        return w.id() + "-" + x.id() + "-" + d.id() + ".xml";
    }

    private interface Body {
        void write(OutputStream out) throws IOException;
    }

    /**
     * Writes a sibling temporary file and renames it over the target, so that a reader (or a build copying
     * {@code messages/}) never sees a half-written file, even if recording is interrupted.
     */
    private static void writeAtomically(Path target, Body body) throws IOException {
        Path partial = target.resolveSibling(target.getFileName() + "." + ProcessHandle.current().pid() + ".partial");
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(partial))) {
                body.write(out);
            }
            Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
