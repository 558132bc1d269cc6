package org.wsscost.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** A child JVM per fork, the given java or else the same as this one; its output goes to this tool's output. */
final class JavaLauncher implements AbTool.Launcher {
    @Override
    public void fork(Path java, Path jar, List<String> jvmArgs, List<String> jmhArgs, Path json, Path log)
            throws IOException, UsageException {
        List<String> command = java(java, jar);
        command.addAll(command.size() - 2, jvmArgs);
        command.addAll(jmhArgs);
        command.addAll(List.of("-rf", "json", "-rff", json.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).inheritIO();
        if (log != null) {
            builder.redirectErrorStream(true).redirectOutput(log.toFile());
        }
        Process p = builder.start();
        int exit = waitFor(p);
        if (exit != 0) {
            throw new UsageException(jar.getFileName() + " exited " + exit + ": " + String.join(" ", command));
        }
    }

    /** JMH's {@code -l} with the same regex and options: the benchmarks it lists ({@link #names}). */
    @Override
    public List<String> benchmarks(Path java, Path jar, List<String> jmhArgs) throws IOException, UsageException {
        List<String> command = java(java, jar);
        command.addAll(jmhArgs);
        command.add("-l");
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (waitFor(p) != 0 || !out.contains("Benchmarks:")) {
            throw new UsageException(jar + ": listing the benchmarks failed: " + String.join(" ", command));
        }
        return names(out);
    }

    /**
     * The names in a {@code -l} listing: the lines after its "Benchmarks:" heading up to the first blank one, where
     * the section on the stacks outside the default job begins ({@link OutsideTheDefaultJob}); an older jar's
     * listing has no blank line and ends with its names.
     */
    static List<String> names(String listing) {
        return listing.substring(listing.indexOf("Benchmarks:")).lines().skip(1)
                .takeWhile(line -> !line.isBlank()).map(String::strip).toList();
    }

    @Override
    public List<Double> probe(int seconds) {
        return MachineProbe.spin(seconds);
    }

    @Override
    public Map<String, String> versions(Path java, Path jar) throws IOException, UsageException {
        List<String> command = java(java, jar);
        command.add("versions");
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (waitFor(p) != 0) {
            throw new UsageException(jar + ": 'versions' failed; is it a wsscost benchmarks jar?");
        }
        Map<String, String> versions = new LinkedHashMap<>();
        JsonNode node = new ObjectMapper().readTree(out);
        node.fields().forEachRemaining(e -> versions.put(e.getKey(), e.getValue().asText()));
        return versions;
    }

    /** {@code java -jar JAR}, with {@code java} the given executable, or this JVM's when null. */
    private static List<String> java(Path java, Path jar) {
        List<String> command = new ArrayList<>(List.of(
                (java != null ? java : Path.of(System.getProperty("java.home"), "bin", "java")).toString()));
        if (Boolean.getBoolean("jmh.ignoreLock")) {
            command.add("-Djmh.ignoreLock=true");
        }
        command.addAll(List.of("-jar", jar.toString()));
        return command;
    }

    private static int waitFor(Process p) throws IOException {
        try {
            p.waitFor(7, TimeUnit.DAYS);
            return p.exitValue();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            p.destroy();
            throw new IOException("interrupted");
        }
    }
}
