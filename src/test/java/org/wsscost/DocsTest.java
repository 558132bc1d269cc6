package org.wsscost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.wsscost.results.RunMetadata;

/**
 * The documentation holds together: every relative link in README.md, docs/*.md and every page under
 * results/ names a file or folder inside the repository, and every {@code #anchor} a heading of the
 * Markdown file it points into (GitHub's slugs); the README stays a short front page; and every saved
 * run is listed in the README.md of the folder it lies in, every folder of results/ having one that its
 * parent's links to.
 */
class DocsTest {
    private static final Path ROOT = Path.of("").toAbsolutePath().normalize();
    /** {@code [text](target)}, also an image's {@code ![alt](target)}; the text may span lines. */
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\(([^)\\s]+)\\)");
    private static final Pattern EXTERNAL = Pattern.compile("(?i)(https?|mailto):.*");
    private static final Pattern HEADING = Pattern.compile("#{1,6}[ \\t]+(.*?)(?:[ \\t]+#+)?[ \\t]*");
    private static final Pattern LINK_IN_HEADING = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
    /** A saved run's name starts with its date. */
    private static final Pattern DATED = Pattern.compile("\\d{4}-\\d{2}-\\d{2}.*");
    private static final int README_LINES = 200;
    /** A reference a newcomer reads in ten minutes; the experiments behind it live under results/method/. */
    private static final int STEADY_STATE_LINES = 350;

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    /**
     * README.md, every Markdown file in docs/ and every page under results/ (those git tracks; without
     * git, every one).
     */
    static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(Path.of("README.md")));
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            files.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(documents::add);
        }
        Set<String> tracked = trackedUnder("results");
        try (Stream<Path> files = Files.walk(Path.of("results"))) {
            files.filter(p -> p.getFileName().toString().endsWith(".md") && Files.isRegularFile(p))
                    .filter(p -> tracked == null || tracked.contains(slashed(p)))
                    .sorted().forEach(documents::add);
        }
        return documents;
    }

    @Test
    void everyRelativeLinkResolvesInsideTheRepository() throws IOException {
        List<String> broken = new ArrayList<>();
        int checked = 0;
        for (Path document : documents()) {
            Matcher m = LINK.matcher(withoutCodeBlocks(Files.readString(document)));
            while (m.find()) {
                String target = m.group(2);
                if (EXTERNAL.matcher(target).matches()) {
                    continue;
                }
                checked++;
                String problem = problem(document, target);
                if (problem != null) {
                    broken.add(document + ": " + target + ": " + problem);
                }
            }
        }
        assertTrue(checked > 0, "no relative links found in " + documents());
        assertEquals(List.of(), broken, "links that do not resolve");
    }

    @Test
    void theReadmeIsAShortFrontPage() throws IOException {
        int lines = Files.readAllLines(Path.of("README.md")).size();
        assertTrue(lines <= README_LINES, "README.md has " + lines + " lines, more than " + README_LINES
                + ": move the detail to docs/");
    }

    @Test
    void theSteadyStatePageIsAReferenceNotANotebook() throws IOException {
        int lines = Files.readAllLines(Path.of("docs", "steady-state.md")).size();
        assertTrue(lines <= STEADY_STATE_LINES, "docs/steady-state.md has " + lines + " lines, more than "
                + STEADY_STATE_LINES + ": dated experiments belong in results/method/");
    }

    /**
     * Every run under results/ (a dated entry: {@code X.json}, {@code X.md}, {@code X.meta.json},
     * {@code X-a.json}, {@code X-b.json} or a folder {@code X/}, grouped by X) is named in the README.md
     * of the folder it lies in; every other folder under results/ (one of runs, such as reference/ or
     * studies/heap/) has a README.md, linked from its parent's, and every other file in such a folder
     * is linked from its README.md. Entries git does not track (a run just saved on this machine) are
     * the user's to list or not; without git every entry counts.
     */
    @Test
    void everyRunIsListedInItsFoldersReadme() throws IOException {
        Set<String> tracked = trackedUnder("results");
        List<String> missing = new ArrayList<>();
        int runs = checkFolder(Path.of("results"), tracked, missing);
        assertTrue(runs > 0, "no runs found under results/");
        assertEquals(List.of(), missing, "runs, pages and folders under results/ that their folder's README.md does not list");
    }

    /** Checks one folder of runs and the folders of runs below it; returns how many runs they hold. */
    private static int checkFolder(Path folder, Set<String> tracked, List<String> missing) throws IOException {
        Path readme = folder.resolve("README.md");
        if (!Files.isRegularFile(readme)) {
            missing.add(slashed(folder) + "/: no README.md");
            return 0;
        }
        String index = Files.readString(readme);
        Set<Path> linked = linkedFrom(readme, index);
        int count = 0;
        List<Path> entries;
        try (Stream<Path> list = Files.list(folder)) {
            entries = list.filter(p -> tracked == null || isTracked(slashed(p), tracked)).sorted().toList();
        }
        Set<String> runs = new TreeSet<>();
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (DATED.matcher(name).matches()) {
                runs.add(Files.isDirectory(entry) ? name : runOf(name));
            } else if (Files.isDirectory(entry)) {
                if (!linked.contains(entry.toAbsolutePath().normalize())
                        && !linked.contains(entry.resolve("README.md").toAbsolutePath().normalize())) {
                    missing.add(slashed(entry) + "/: not linked from " + slashed(readme));
                }
                count += checkFolder(entry, tracked, missing);
            } else if (!name.equals("README.md") && !linked.contains(entry.toAbsolutePath().normalize())) {
                missing.add(slashed(entry) + ": not linked from " + slashed(readme));
            }
        }
        for (String run : runs) {
            if (!mentions(index, run)) {
                missing.add(slashed(folder.resolve(run)) + ": not listed in " + slashed(readme));
            }
        }
        return count + runs.size();
    }

    /** The files and folders a Markdown file links to, as absolute paths. */
    private static Set<Path> linkedFrom(Path document, String text) {
        Set<Path> linked = new HashSet<>();
        Matcher m = LINK.matcher(withoutCodeBlocks(text));
        while (m.find()) {
            String target = m.group(2);
            int hash = target.indexOf('#');
            String path = hash < 0 ? target : target.substring(0, hash);
            if (!path.isEmpty() && !EXTERNAL.matcher(target).matches()) {
                linked.add(document.toAbsolutePath().getParent().resolve(path).normalize());
            }
        }
        return linked;
    }

    /** A path from the repository's root with forward slashes, as git names it. */
    private static String slashed(Path path) {
        return path.normalize().toString().replace('\\', '/');
    }

    /** Why a link from a document does not resolve, or null when it does. */
    private String problem(Path document, String target) throws IOException {
        int hash = target.indexOf('#');
        String path = hash < 0 ? target : target.substring(0, hash);
        String anchor = hash < 0 ? "" : target.substring(hash + 1);
        Path file = path.isEmpty()
                ? document.toAbsolutePath().normalize()
                : document.toAbsolutePath().getParent().resolve(path).normalize();
        if (!file.startsWith(ROOT)) {
            return "outside the repository";
        }
        if (!Files.exists(file)) {
            return "no such file";
        }
        if (anchor.isEmpty()) {
            return null;
        }
        if (!Files.isRegularFile(file) || !file.getFileName().toString().endsWith(".md")) {
            return "an anchor into something that is not a Markdown file";
        }
        Set<String> slugs = anchors.computeIfAbsent(file, DocsTest::headingSlugs);
        return slugs.contains(anchor) ? null : "no heading with the slug '" + anchor + "' in " + ROOT.relativize(file);
    }

    /** The anchors GitHub gives a Markdown file's headings: each slug once, repeats suffixed -1, -2, … */
    static Set<String> headingSlugs(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(file + ": " + e.getMessage(), e);
        }
        Map<String, Integer> seen = new HashMap<>();
        Set<String> slugs = new HashSet<>();
        for (String line : withoutCodeBlocks(text).split("\n", -1)) {
            Matcher m = HEADING.matcher(line);
            if (m.matches()) {
                String slug = slug(m.group(1));
                int repeats = seen.merge(slug, 1, Integer::sum) - 1;
                slugs.add(repeats == 0 ? slug : slug + "-" + repeats);
            }
        }
        return slugs;
    }

    /**
     * GitHub's heading slug: the heading's text (a link's text for a link) in lower case, each space a
     * hyphen, and every character dropped that is not a letter, a mark, a number, a hyphen or a
     * connector such as the underscore (so backticks, colons, apostrophes and dots go).
     */
    static String slug(String heading) {
        String text = LINK_IN_HEADING.matcher(heading).replaceAll("$1").strip().toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c == ' ') {
                slug.append('-');
            } else if (c == '-' || kept(c)) {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }

    private static boolean kept(int c) {
        int type = Character.getType(c);
        return Character.isLetterOrDigit(c)
                || type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK || type == Character.LETTER_NUMBER
                || type == Character.OTHER_NUMBER || type == Character.CONNECTOR_PUNCTUATION;
    }

    /** The text with every fenced code block's lines blanked, so that neither links nor headings are read from code. */
    static String withoutCodeBlocks(String text) {
        StringBuilder out = new StringBuilder();
        boolean inCode = false;
        for (String line : text.split("\n", -1)) {
            boolean fence = line.strip().startsWith("```");
            out.append(inCode || fence ? "" : line).append('\n');
            if (fence) {
                inCode = !inCode;
            }
        }
        return out.toString();
    }

    /** The run a file belongs to: X for X.json, X.md, X.meta.json, X-a.json and X-b.json. */
    static String runOf(String file) {
        String stem = file.endsWith(".meta.json")
                ? file.substring(0, file.length() - ".meta.json".length())
                : file.substring(0, file.lastIndexOf('.') > 0 ? file.lastIndexOf('.') : file.length());
        return file.endsWith("-a.json") || file.endsWith("-b.json") ? stem.substring(0, stem.length() - 2) : stem;
    }

    /** Whether the text names the run as a whole word: not as part of a longer name. */
    static boolean mentions(String text, String run) {
        return Pattern.compile("(?<![\\w/.-])" + Pattern.quote(run) + "(?![\\w-])").matcher(text).find();
    }

    private static boolean isTracked(String path, Set<String> tracked) {
        return tracked.contains(path) || tracked.stream().anyMatch(t -> t.startsWith(path + "/"));
    }

    /** The paths git tracks under a folder, or null when git cannot tell (no git, or not a checkout). */
    static Set<String> trackedUnder(String folder) {
        String out = RunMetadata.gitOutput(Path.of("").toAbsolutePath(), "ls-files", "-z", "--", folder);
        if (out == null) {
            return null;
        }
        Set<String> paths = new HashSet<>(Arrays.asList(out.split("\0")));
        paths.remove("");
        return paths;
    }
}
