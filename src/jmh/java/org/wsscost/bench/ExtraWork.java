package org.wsscost.bench;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;
import org.wsscost.report.Ruler;

/**
 * The ruler's extra work, which every benchmark method pays first: nothing unless the fork runs
 * with {@code -Dwsscost.ruler=FILE} (only {@code ab --ruler} sets it, on side B), in which case
 * {@link Blackhole#consumeCPU} spins for the nanoseconds the file gives this benchmark and parameter
 * set. The spin's speed is measured in setup, so the extra time is the size asked for, not a count
 * of tokens whose speed depends on the machine.
 */
@State(Scope.Thread)
public class ExtraWork {
    private long tokens;

    @Setup(Level.Trial)
    public void size(BenchmarkParams params) throws IOException {
        String file = System.getProperty(Ruler.PROPERTY);
        if (file == null) {
            tokens = 0;
            return;
        }
        Properties sizes = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(file))) {
            sizes.load(in);
        }
        Map<String, String> values = new TreeMap<>();
        params.getParamsKeys().forEach(k -> values.put(k, params.getParam(k)));
        String key = Ruler.key(params.getBenchmark(), values);
        String nanos = sizes.getProperty(key);
        if (nanos == null) {
            throw new IllegalStateException("the ruler " + file + " has no size for " + key);
        }
        tokens = Math.round(Double.parseDouble(nanos) / nanosPerToken());
    }

    /** The time of one {@link Blackhole#consumeCPU} token on this JVM, after the spin is compiled. */
    private static double nanosPerToken() {
        for (int i = 0; i < 2_000; i++) {
            Blackhole.consumeCPU(10_000);
        }
        long tokens = 50_000_000;
        long start = System.nanoTime();
        Blackhole.consumeCPU(tokens);
        return (System.nanoTime() - start) / (double) tokens;
    }

    void pay() {
        if (tokens > 0) {
            Blackhole.consumeCPU(tokens);
        }
    }
}
