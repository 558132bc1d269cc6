package org.wsscost.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.wsscost.turn.Side;

/**
 * {@code ab --aot SECONDS}: each side's forks start from an ahead-of-time cache of their own jar
 * (JDK 25: loaded and linked classes, and the method profiles of JEP 515), so that the JIT compiles the
 * hot code from the first iteration on and the warm-up a round needs is shorter. The cache is trained
 * once a side, before the rounds, in one JVM that runs the selected benchmarks unforked.
 */
final class AotCache {
    /** JMH options a training run sets itself; every other argument of the run is kept. */
    private static final Set<String> TIMING = Set.of("-f", "-wi", "-w", "-i", "-r", "-foe");

    private AotCache() {
    }

    /** The run's JMH arguments for a training run: its regex and parameters, unforked, {@code seconds} a benchmark. */
    static List<String> trainingArgs(List<String> jmh, int seconds) {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < jmh.size(); i++) {
            if (TIMING.contains(jmh.get(i))) {
                i++;
            } else {
                args.add(jmh.get(i));
            }
        }
        args.addAll(List.of("-f", "0", "-wi", "0", "-i", Integer.toString(seconds), "-r", "1s", "-foe", "true"));
        return args;
    }

    /** Trains {@code side}'s cache in {@code staging}: its path, or why there is none. */
    static Path train(AbTool.Launcher launcher, Path java, Path jar, List<String> jmh, int seconds, Path staging,
            Side side) throws IOException, UsageException {
        Path cache = staging.resolve(side.id() + ".aot");
        Path log = staging.resolve(side.id() + "-aot.log");
        launcher.fork(java, jar, List.of("-XX:AOTCacheOutput=" + cache), trainingArgs(jmh, seconds),
                staging.resolve(side.id() + "-aot.json"), log);
        if (!Files.isRegularFile(cache)) {
            throw new UsageException("--aot: " + side + "'s training run wrote no AOT cache (log: " + log
                    + "); nothing saved");
        }
        return cache;
    }

    /** The JVM arguments of a side's forks: its cache, which must load, else the fork fails at once. */
    static List<String> jvmArgs(Path cache) {
        return List.of("-XX:AOTCache=" + cache, "-XX:AOTMode=on");
    }

}
