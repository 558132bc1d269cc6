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
 * The documentation holds together: every relative link in README.md, results/README.md and
 * docs/*.md names a file or folder inside the repository, and every {@code #anchor} a heading of the
 * Markdown file it points into (GitHub's slugs); the README stays a short front page; and
 * results/README.md lists every saved run.
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

    /** README.md, results/README.md and every Markdown file in docs/. */
    static List<Path> documents() throws IOException {
        List<Path> documents = new ArrayList<>(List.of(Path.of("README.md"), Path.of("results", "README.md")));
        try (Stream<Path> files = Files.list(Path.of("docs"))) {
            files.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(documents::add);
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
     * {@code X-a.json}, {@code X-b.json} or a folder {@code X/}, grouped by X) is named in
     * results/README.md, and so are the calibration runs under results/calibration/ and the noise
     * diagnoses under results/noise/, by their path from results/. Entries git does not track (a run
     * just saved on this machine) are the user's to list or not; without git every entry counts.
     */
    @Test
    void theResultsIndexListsEveryRun() throws IOException {
        String index = Files.readString(Path.of("results", "README.md"));
        Set<String> tracked = trackedUnder("results");
        List<String> missing = new ArrayList<>();
        for (String folder : List.of("", "calibration/", "noise/")) {
            for (String run : runs("results/" + folder, tracked)) {
                if (!mentions(index, folder + run)) {
                    missing.add(folder + run);
                }
            }
        }
        assertEquals(List.of(), missing, "runs under results/ that results/README.md does not list");
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

    /**
     * The runs in a folder of results/ (given with its trailing slash, from the repository's root):
     * its dated entries, each file by the name of its run. With {@code tracked} (paths git tracks),
     * entries git does not track are left out.
     */
    static Set<String> runs(String folder, Set<String> tracked) throws IOException {
        Set<String> runs = new TreeSet<>();
        try (Stream<Path> entries = Files.list(Path.of(folder))) {
            for (Path entry : (Iterable<Path>) entries::iterator) {
                String name = entry.getFileName().toString();
                if (!DATED.matcher(name).matches() || (tracked != null && !isTracked(folder + name, tracked))) {
                    continue;
                }
                runs.add(Files.isDirectory(entry) ? name : runOf(name));
            }
        }
        return runs;
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
