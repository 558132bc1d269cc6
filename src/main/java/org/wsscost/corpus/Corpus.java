package org.wsscost.corpus;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The recorded messages. Each workload is one zip: {@code index.tsv} (id, quake count) and, per
 * exchange, {@code <id>-request.xml} and {@code <id>-response.xml}. The build copies
 * {@code messages/} into the jar, so a run reads them from the classpath wherever it starts.
 */
public final class Corpus {
    static final String INDEX = "index.tsv";
    /** Fixed entry time, so that recording twice writes the same entries. */
    private static final long ENTRY_TIME = 946_684_800_000L;

    private Corpus() {
    }

    /** The workload's exchanges, in recorded order, read from the classpath. */
    public static List<Exchange> load(Workload workload) {
        String resource = "/wsscost/messages/" + workload.fileName();
        try (InputStream in = Corpus.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("workload '" + workload.id() + "': " + resource
                        + " is not on the classpath; run `java -jar target/benchmarks.jar record` and rebuild");
            }
            return read(in, resource);
        } catch (IOException e) {
            throw new UncheckedIOException("workload '" + workload.id() + "': cannot read " + resource, e);
        }
    }

    public static List<Exchange> read(InputStream in, String where) throws IOException {
        Map<String, byte[]> entries = new HashMap<>();
        try (ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null; ) {
                entries.put(e.getName(), zip.readAllBytes());
            }
        }
        byte[] index = entries.get(INDEX);
        if (index == null) {
            throw new IOException(where + ": no " + INDEX);
        }
        List<Exchange> exchanges = new ArrayList<>();
        for (String line : new String(index, StandardCharsets.UTF_8).split("\n")) {
            String[] f = line.split("\t");
            if (f.length != 2) {
                throw new IOException(where + ": bad " + INDEX + " line '" + line + "'");
            }
            byte[] request = entries.get(f[0] + "-request.xml");
            byte[] response = entries.get(f[0] + "-response.xml");
            if (request == null || response == null) {
                throw new IOException(where + ": exchange " + f[0] + " lacks its request or response");
            }
            exchanges.add(new Exchange(f[0], request, response, Integer.parseInt(f[1])));
        }
        return exchanges;
    }

    /** Writes exchanges in the layout {@link #read} expects; the same exchanges give the same entries. */
    public static void write(OutputStream out, List<Exchange> exchanges) throws IOException {
        ByteArrayOutputStream index = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Exchange x : exchanges) {
                put(zip, x.id() + "-request.xml", x.request());
                put(zip, x.id() + "-response.xml", x.response());
                index.writeBytes((x.id() + "\t" + x.quakes() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            put(zip, INDEX, index.toByteArray());
        }
    }

    private static void put(ZipOutputStream zip, String name, byte[] bytes) throws IOException {
        ZipEntry entry = new ZipEntry(name);
        entry.setTime(ENTRY_TIME);
        zip.putNextEntry(entry);
        zip.write(bytes);
        zip.closeEntry();
    }
}
