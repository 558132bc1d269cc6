package org.wsscost.attribution;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.wsscost.results.Result;

/**
 * The profiles {@code attribute} saved: one collapsed file per JMH trial, in a folder JMH's async-profiler names after
 * the trial ({@code org.wsscost.bench.Inbound.total-AverageTime-direction-response-…}), read back with the benchmark
 * and parameters the folder names.
 */
public final class Profiles {
    private static final Pattern TRIAL = Pattern.compile("([A-Za-z0-9_.$]+)-([A-Za-z]+)((?:-.*)?)");
    private static final Pattern FILE = Pattern.compile("collapsed-.*\\.csv(\\.gz)?");

    /** A saved profile of one JMH trial: the benchmark's short name, its parameters, the samples. */
    public record Profiled(String benchmark, Map<String, String> params, Collapsed profile) {
        public Profiled {
            params = Map.copyOf(params);
        }
    }

    private Profiles() {
    }

    /**
     * A trial folder's name as JMH's async-profiler names it, {@code org.wsscost.bench.Inbound.total-AverageTime-direction-response-…-stack-wss4j-dom-…}:
     * the benchmark's short name and its parameters, whose names are among {@code keys} (a value may hold '-').
     *
     * @throws IllegalArgumentException for a name that is not a benchmark, a mode and key-value pairs
     */
    public static Map.Entry<String, Map<String, String>> trial(String name, Set<String> keys) {
        Matcher m = TRIAL.matcher(name);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + name + "' is not a JMH trial folder (benchmark-Mode-key-value…)");
        }
        Map<String, String> params = new TreeMap<>();
        String rest = m.group(3);
        String key = null;
        int valueStart = -1;
        int i = 0;
        while (i < rest.length()) {
            String next = null;
            for (String k : keys) {
                if (rest.startsWith("-" + k + "-", i) && (next == null || k.length() > next.length())) {
                    next = k;
                }
            }
            if (next != null && (key == null || i > valueStart)) {
                if (key != null) {
                    params.put(key, rest.substring(valueStart, i));
                }
                key = next;
                i += next.length() + 2;
                valueStart = i;
            } else if (key == null) {
                throw new IllegalArgumentException("'" + name + "': no known parameter at '" + rest.substring(i) + "'");
            } else {
                i++;
            }
        }
        if (key != null) {
            params.put(key, rest.substring(valueStart));
        }
        return Map.entry(Result.name(m.group(1)), params);
    }

    /**
     * Every profile under {@code folders} (attribution runs, or a folder of them), those of one trial (the same
     * benchmark and parameters, from several runs) summed into one; parameter names are among {@code keys}.
     *
     * @throws IllegalArgumentException naming the folder or file: none is a folder, a folder holds no profile, a
     *         profile's folder is not a trial's or its file not a profile
     */
    public static List<Profiled> read(List<Path> folders, Set<String> keys) {
        Map<String, List<Profiled>> byTrial = new LinkedHashMap<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                throw new IllegalArgumentException(folder + ": not a folder of profiles");
            }
            List<Path> found;
            try (Stream<Path> s = Files.walk(folder)) {
                found = s.filter(p -> FILE.matcher(p.getFileName().toString()).matches()).sorted().toList();
            } catch (IOException e) {
                throw new IllegalArgumentException(folder + ": cannot be read: " + e.getMessage(), e);
            }
            if (found.isEmpty()) {
                throw new IllegalArgumentException(folder + ": no profile (collapsed-*.csv[.gz]) in it; give the folders attribute saved");
            }
            for (Path file : found) {
                Map.Entry<String, Map<String, String>> t;
                try {
                    t = trial(file.getParent().getFileName().toString(), keys);
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
                }
                Profiled p = new Profiled(t.getKey(), t.getValue(), Collapsed.read(file));
                byTrial.computeIfAbsent(p.benchmark() + new TreeMap<>(p.params()), k -> new ArrayList<>()).add(p);
            }
        }
        return byTrial.values().stream().map(same -> new Profiled(same.get(0).benchmark(), same.get(0).params(),
                new Collapsed(same.stream().flatMap(p -> p.profile().stacks().stream()).toList()))).toList();
    }

    /** The one result of {@code benchmark} whose every parameter equals the trial's, or null; {@code side} as given. */
    public static Result fitting(String benchmark, Map<String, String> trial, String side, List<Result> results) {
        List<Result> fit = results.stream().filter(r -> r.name().equals(benchmark)).filter(r -> r.params().entrySet().stream()
                .allMatch(e -> e.getKey().equals("side") ? e.getValue().equals(side) : e.getValue().equals(trial.get(e.getKey()))))
                .toList();
        if (fit.size() > 1) {
            throw new IllegalArgumentException(fit.size() + " results of " + fit.get(0).describe() + " fit the profile of " + trial
                    + ": give each combination once");
        }
        return fit.isEmpty() ? null : fit.get(0);
    }
}
