package org.wsscost.shard;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a fork costs beyond its iterations: the JVM's start, the trial setup that secures and checks
 * every message of the workload, the teardown. Measured per benchmark and workload by a sharded run
 * ({@code run --shard} records each combination's wall time) and committed as
 * {@code wsscost/fork-overheads.csv}; a combination without a row is given {@link #UNMEASURED}.
 */
public final class Timings {
    /** The overhead assumed for a benchmark and workload that has no measured row. */
    public static final double UNMEASURED = 10;
    private static final String RESOURCE = "/wsscost/fork-overheads.csv";

    private final Map<String, Double> overheads;
    private final double fallback;

    private Timings(Map<String, Double> overheads, double fallback) {
        this.overheads = Map.copyOf(overheads);
        this.fallback = fallback;
    }

    /** The same overhead for every benchmark: 0 gives a job's bare iteration time. */
    public static Timings uniform(double seconds) {
        return new Timings(Map.of(), seconds);
    }

    /** A table of measured overheads, {@link #UNMEASURED} for the rest. */
    public static Timings of(List<Overheads.Row> rows) {
        Map<String, Double> overheads = new HashMap<>();
        rows.forEach(r -> overheads.put(r.benchmark() + " " + r.workload(), r.seconds()));
        return new Timings(overheads, UNMEASURED);
    }

    /** The committed table. */
    public static Timings committed() {
        try (InputStream in = Timings.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is not in the jar: build with Maven");
            }
            return parse(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A table of {@code benchmark,workload,seconds} lines after a header; {@code #} lines are comments. */
    static Timings parse(InputStream in) throws IOException {
        Map<String, Double> overheads = new HashMap<>();
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String header = reader.readLine();
        if (header == null || !header.equals("benchmark,workload,seconds")) {
            throw new IOException(RESOURCE + ": the first line must be 'benchmark,workload,seconds'");
        }
        String line;
        int number = 1;
        while ((line = reader.readLine()) != null) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split(",");
            try {
                overheads.put(cells[0] + " " + cells[1], Double.parseDouble(cells[2]));
            } catch (ArrayIndexOutOfBoundsException | NumberFormatException e) {
                throw new IOException(RESOURCE + " line " + number + ": not 'benchmark,workload,seconds': " + line);
            }
        }
        return new Timings(overheads, UNMEASURED);
    }

    /** The overhead of one fork of {@code benchmark} (its short name, {@code Inbound.total}) on {@code workload}. */
    public double overhead(String benchmark, String workload) {
        return overheads.getOrDefault(benchmark + " " + workload, fallback);
    }
}
