package org.wsscost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Imports run one way, from the tools down to the corpus: the packages of src/main/java and src/jmh/java
 * form the layers of {@link #LAYERS}, and a class names (imports, or spells out in its code) only classes of
 * its own package or of a layer below its package's. A name upwards or sideways fails, and so does a package
 * in no layer; a cycle between packages, which needs such a name, is listed as well. Comments and string
 * literals are not read; classes generated into {@code X.generated} count as package X's.
 */
class LayersTest {
    /** Top to bottom, by name under org.wsscost ("" is the root, where {@code Id} is alone). */
    private static final List<List<String>> LAYERS = List.of(
            List.of("cli"),
            List.of("bench"),
            List.of("shard"),
            List.of("report"),
            List.of("analysis", "attribution"),
            List.of("results"),
            List.of("stats"),
            List.of("phases"),
            List.of("probe.attack", "probe.interop"),
            List.of("probe"),
            List.of("springws", "floor", "baseline"),
            List.of("runtime.metrowsit", "runtime.springws", "runtime.cxf"),
            List.of("runtime"),
            List.of("stack"),
            List.of("stack.rampart", "stack.rampartsteps", "stack.rampart15", "stack.axis1", "stack.metro15", "stack.xfire"),
            List.of("stack.wss4jdom", "stack.wss4jstax", "stack.metroxwss", "stack.springws", "stack.cxf", "stack.cxfstax",
                    "stack.isolated"),
            List.of("stack.cxfwss4j"),
            List.of("stack.wss4jkeys", "stack.wss4jsuite"),
            List.of("pipeline"),
            List.of("harness"),
            List.of("turn"),
            List.of("security"),
            List.of("payload"),
            List.of("binding"),
            List.of("binding.adb", "binding.jaxb", "binding.jibx", "binding.xmlbeans"),
            List.of("binding.framework"),
            List.of("corpus.record"),
            List.of("corpus"),
            List.of(""));
    private static final List<Path> SOURCES = List.of(Path.of("src", "main", "java"), Path.of("src", "jmh", "java"));
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");
    /** A class of the project named in code: org.wsscost, its package's parts in lower case, then the class. */
    private static final Pattern NAMED = Pattern.compile("\\borg\\.wsscost((?:\\.[a-z]\\w*)*)\\.[A-Z]");
    /** Comments, text blocks, strings and characters, in the order Java reads them. */
    private static final Pattern NOT_CODE = Pattern.compile(
            "//[^\\n]*|/\\*(?s:.*?)\\*/|\"\"\"(?s:.*?)(?<!\\\\)\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\"|'(?:\\\\.|[^'\\\\\\n])*'");

    @Test
    void everyPackageNamesOnlyItsOwnClassesAndThoseOfLayersBelow() {
        Map<String, Integer> layer = new HashMap<>();
        for (int i = 0; i < LAYERS.size(); i++) {
            for (String p : LAYERS.get(i)) {
                layer.put(p, i);
            }
        }
        Map<String, Map<String, Path>> graph = graph();
        assertTrue(graph.size() > 20, "read only " + graph.keySet());
        List<String> problems = new ArrayList<>();
        graph.forEach((from, names) -> {
            if (!layer.containsKey(from)) {
                problems.add(shown(from) + " is in no layer: add it to LayersTest.LAYERS");
                return;
            }
            names.forEach((to, where) -> {
                if (layer.containsKey(to) && layer.get(to) <= layer.get(from)) {
                    problems.add(shown(from) + " names " + shown(to) + ", which is not below it (" + where + ")");
                }
            });
        });
        assertEquals(List.of(), problems, "names that do not run downhill");
    }

    @Test
    void noPackagesFormACycle() {
        Map<String, Map<String, Path>> graph = graph();
        List<String> cycles = new ArrayList<>();
        for (List<String> component : new Components(graph).found) {
            if (component.size() > 1) {
                List<String> edges = new ArrayList<>();
                for (String from : component) {
                    graph.get(from).forEach((to, where) -> {
                        if (component.contains(to)) {
                            edges.add(shown(from) + " → " + shown(to) + " (" + where + ")");
                        }
                    });
                }
                cycles.add(String.join("; ", edges));
            }
        }
        assertEquals(List.of(), cycles, "packages that name one another, directly or around a cycle");
    }

    /** Package (under org.wsscost) → the packages its classes name → one file that names each. */
    private static Map<String, Map<String, Path>> graph() {
        Map<String, Map<String, Path>> graph = new TreeMap<>();
        for (Path root : SOURCES) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java")).sorted()::iterator) {
                    String text = Files.readString(file);
                    Matcher declared = PACKAGE.matcher(text);
                    assertTrue(declared.find(), file + " declares no package");
                    String from = under(declared.group(1));
                    Map<String, Path> names = graph.computeIfAbsent(from, p -> new TreeMap<>());
                    Matcher named = NAMED.matcher(NOT_CODE.matcher(text).replaceAll(" "));
                    while (named.find()) {
                        String to = under("org.wsscost" + named.group(1));
                        if (!to.equals(from)) {
                            names.putIfAbsent(to, file);
                        }
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return graph;
    }

    /** A package's name under org.wsscost, a generated package's the package it is generated for. */
    private static String under(String pkg) {
        String p = pkg.equals("org.wsscost") ? "" : pkg.substring("org.wsscost.".length());
        int generated = ("." + p + ".").indexOf(".generated.");
        return generated < 0 ? p : p.substring(0, Math.max(0, generated - 1));
    }

    private static String shown(String pkg) {
        return pkg.isEmpty() ? "org.wsscost" : pkg;
    }

    /** Tarjan's strongly connected components of the package graph. */
    private static final class Components {
        final List<List<String>> found = new ArrayList<>();
        private final Map<String, Map<String, Path>> graph;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final List<String> stack = new ArrayList<>();

        Components(Map<String, Map<String, Path>> graph) {
            this.graph = graph;
            for (String p : graph.keySet()) {
                if (!index.containsKey(p)) {
                    visit(p);
                }
            }
        }

        private void visit(String p) {
            index.put(p, index.size());
            low.put(p, index.get(p));
            stack.add(p);
            for (String q : graph.getOrDefault(p, Map.of()).keySet()) {
                if (!index.containsKey(q)) {
                    visit(q);
                    low.put(p, Math.min(low.get(p), low.get(q)));
                } else if (stack.contains(q)) {
                    low.put(p, Math.min(low.get(p), index.get(q)));
                }
            }
            if (low.get(p).equals(index.get(p))) {
                List<String> component = new ArrayList<>(stack.subList(stack.indexOf(p), stack.size()));
                stack.subList(stack.indexOf(p), stack.size()).clear();
                found.add(component);
            }
        }
    }
}
