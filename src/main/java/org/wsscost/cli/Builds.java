package org.wsscost.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The suite built with one release of a library, in a scratch copy of the checkout, each jar cached under the
 * library's Maven property, the release and a digest of everything the build copies (pom, sources, the isolated
 * modules, messages, keys):
 * a changed checkout builds afresh, an unchanged one never twice. {@code ab} (a side given as PROPERTY=VERSION) and
 * {@code history} share it.
 */
final class Builds {
    /**
     * What a build copies from the checkout, and so what the digest covers: isolated/ too, whose modules the build
     * puts in the jar (a jar without them cannot say which versions its isolated libraries are).
     */
    private static final List<String> COPIED = List.of("pom.xml", "src", "isolated", "messages", "keystores");

    /** Builds the suite with one release; replaced in tests. */
    interface Builder {
        /**
         * Builds the suite with {@code property} = {@code version} into {@code jar}; throws {@link BuildFailure} with
         * one line saying why when it does not build.
         */
        void build(String property, String version, Path jar) throws IOException, BuildFailure;

        /** A digest of what a build reads: part of a cached jar's name. */
        String digest() throws IOException;
    }

    /** A release that does not build: its one-line reason. */
    static final class BuildFailure extends Exception {
        BuildFailure(String reason) {
            super(reason);
        }
    }

    private final Builder builder;
    private final Path cache;

    /** {@code cache} null: the one every tool uses unless told otherwise, target/builds in the checkout. */
    Builds(Builder builder, Path cache) {
        this.builder = builder;
        this.cache = cache;
    }

    /**
     * The jar of the suite built with {@code property} = {@code version}: from the cache when the checkout has not
     * changed since it was built, else built now (saying so on {@code out}, as {@code tool}).
     */
    Path jar(String property, String version, PrintStream out, String tool) throws IOException, BuildFailure {
        Path cache = this.cache != null ? this.cache : RunTool.checkout().resolve("target").resolve("builds");
        Files.createDirectories(cache);
        Path jar = cache.resolve(property + "-" + version + "-" + builder.digest() + ".jar");
        if (Files.isRegularFile(jar)) {
            out.println(tool + ": " + version + " from the cache, " + jar);
            return jar;
        }
        out.println(tool + ": building with -D" + property + "=" + version);
        Path partial = cache.resolve(jar.getFileName() + ".partial");
        builder.build(property, version, partial);
        Files.move(partial, jar, StandardCopyOption.ATOMIC_MOVE);
        return jar;
    }

    /** Builds in a scratch copy of the checkout with Maven. */
    static final class MavenBuilder implements Builder {
        /** Maven coordinates, {@code group:artifact:type:version}. */
        private static final Pattern COORDINATES = Pattern.compile("[\\w.-]+:[\\w.-]+:[\\w-]+:\\d[\\w.-]*\\b");

        @Override
        public void build(String property, String version, Path jar) throws IOException, BuildFailure {
            Path checkout = RunTool.checkout();
            Path scratch = Files.createTempDirectory("wsscost-build-");
            try {
                for (String part : COPIED) {
                    Archive.copyTree(checkout.resolve(part), scratch.resolve(part));
                }
                Path log = scratch.resolve("build.log");
                Process p = new ProcessBuilder("mvn", "-B", "-q", "package", "-DskipTests", "-D" + property + "=" + version)
                        .directory(scratch.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
                int exit;
                try {
                    exit = p.waitFor();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    p.destroy();
                    throw new IOException("interrupted while building " + version);
                }
                if (exit != 0) {
                    throw new BuildFailure("does not build: " + firstError(Files.readAllLines(log)));
                }
                Files.copy(scratch.resolve("target").resolve("benchmarks.jar"), jar, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Archive.deleteTree(scratch);
            }
        }

        @Override
        public String digest() throws IOException {
            Path checkout = RunTool.checkout();
            MessageDigest sha;
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IOException(e);
            }
            List<Path> files = new ArrayList<>();
            for (String part : COPIED) {
                try (Stream<Path> tree = Files.walk(checkout.resolve(part))) {
                    tree.filter(Files::isRegularFile).sorted().forEach(files::add);
                }
            }
            for (Path f : files) {
                sha.update(checkout.relativize(f).toString().getBytes(StandardCharsets.UTF_8));
                sha.update(Files.readAllBytes(f));
            }
            return HexFormat.of().formatHex(sha.digest()).substring(0, 12);
        }

        /**
         * Maven's first {@code [ERROR]} line, which says what failed; the last line when there is none. When a
         * dependency cannot be resolved, Maven nests the path to it in one long line and names the missing
         * artifact last, so that artifact is what the reason keeps. Repository addresses are left out.
         */
        static String firstError(List<String> log) {
            return log.stream().filter(l -> l.contains("[ERROR]")).findFirst()
                    .or(() -> log.isEmpty() ? Optional.empty() : Optional.of(log.get(log.size() - 1)))
                    .map(l -> l.replaceAll("\\u001B\\[[;\\d]*m", "").replace("[ERROR]", "")
                            .replaceAll("\\s*\\(\\w+://[^)]*\\)", "").strip())
                    .map(MavenBuilder::unresolved)
                    .map(l -> l.length() > 240 ? l.substring(0, 240) + "…" : l).orElse("Maven failed and said nothing");
        }

        private static String unresolved(String line) {
            if (!line.contains("Could not resolve dependencies")) {
                return line;
            }
            return COORDINATES.matcher(line).results().map(MatchResult::group).reduce((earlier, later) -> later)
                    .map(last -> "Could not resolve dependencies: " + last + " is not available").orElse(line);
        }
    }
}
