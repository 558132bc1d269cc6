package org.wsscost.attribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Side;
import org.wsscost.results.JmhJson;
import org.wsscost.results.Result;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * The validation on constructed files ({@code src/test/resources/attribution/validation/}): a wss4j-dom receiver's
 * profile with 80 samples of DOM work inside its decryption, which the table's context rules give to process and a
 * table without them to build (a mapping error the page must name), and a Rampart receiver's whose groups match the
 * isolated means exactly, with its from-dom moved from process to the model.
 */
class ValidationTest {
    static final Path DIR = Path.of("src", "test", "resources", "attribution", "validation");
    private static final Set<String> KEYS = Set.of("stack", "profile", "suite", "workload", "direction", "side", "provider", "keystore");

    static List<Profiles.Profiled> profiles() {
        return Profiles.read(List.of(DIR), KEYS);
    }

    private static Validation validation() throws IOException {
        return validation(FrameTable.load());
    }

    private static Validation validation(FrameTable table) throws IOException {
        return Validation.of(profiles(), JmhJson.read(DIR.resolve("phases.json")), table, PhaseMap.load());
    }

    /** The jar's table without its context rules: how version 2 attributed, the DOM a decryption builds given to build. */
    private static FrameTable withoutContextRules() throws IOException {
        try (InputStream in = FrameTable.class.getResourceAsStream(FrameTable.RESOURCE)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return FrameTable.parse(text.lines().filter(l -> !l.contains("\t" + FrameTable.BELOW + "\t")).collect(Collectors.joining("\n")),
                    "without context rules");
        }
    }

    @Test
    void aTrialFolderNamesItsBenchmarkAndParameters() {
        Map.Entry<String, Map<String, String>> t = Profiles.trial("org.wsscost.bench.Inbound.total-AverageTime-direction-response-"
                + "keystore-pkcs12-profile-signencr-provider-jdk-stack-rampart-1.5-suite-legacy-workload-ladder-10", KEYS);
        assertEquals("Inbound.total", t.getKey());
        assertEquals(Map.of("direction", "response", "keystore", "pkcs12", "profile", "signencr", "provider", "jdk",
                "stack", "rampart-1.5", "suite", "legacy", "workload", "ladder-10"), t.getValue());
        assertEquals(Map.of(), Profiles.trial("org.wsscost.bench.Bind.bind-AverageTime", KEYS).getValue());
        assertEquals("'x-AverageTime-colour-red': no known parameter at '-colour-red'",
                assertThrows(IllegalArgumentException.class, () -> Profiles.trial("x-AverageTime-colour-red", KEYS)).getMessage());
    }

    @Test
    void theDomADecryptionBuildsIsProcessAndEveryGroupIsWithin() throws IOException {
        Validation v = validation();
        Validation.Check dom = v.checks().stream().filter(c -> c.stack() == StackId.WSS4J_DOM).findFirst().orElseThrow();
        assertEquals(List.of(0.0, 0.0, -1.0), dom.rows().stream().map(r -> Math.round(r.differencePp() * 10) / 10.0).toList());
        assertEquals(0.70, dom.rows().get(1).attributed(), 1e-12);
        assertTrue(v.allWithin());
        assertTrue(v.markdown(List.of("fixtures")).contains("**6 of 6 groups within**"));
    }

    @Test
    void aMappingErrorMissesAndIsNamed() throws IOException {
        Validation v = validation(withoutContextRules());
        Validation.Check dom = v.checks().stream().filter(c -> c.stack() == StackId.WSS4J_DOM).findFirst().orElseThrow();
        assertEquals(1_050, dom.all());
        assertEquals(50, dom.beside());
        assertEquals(1_000, dom.samples());
        assertEquals(10, dom.unmapped());
        assertEquals(List.of("build", "process", "bind"), dom.rows().stream().map(r -> r.group().name()).toList());
        assertEquals(List.of(8.0, -8.0, -1.0), dom.rows().stream().map(r -> Math.round(r.differencePp() * 10) / 10.0).toList());
        assertEquals(List.of(false, false, true), dom.rows().stream().map(Validation.Row::within).toList());
        assertEquals(0.70, dom.rows().get(1).framed(), 1e-12);
        assertEquals(1_000.0 / 1_050, dom.sumOverTotal().doubleValue(), 1e-12);
        assertFalse(v.allWithin());
        String page = v.markdown(List.of("fixtures"));
        assertTrue(page.contains("**4 of 6 groups within**"), page);
        assertTrue(page.contains("| build | Inbound.build | 100.0 ± 2.0 | 10.0% ± 0.2 | 18.0% ± 2.4 | +8.0 pp | 10.0% | **no** |"), page);
        assertTrue(page.contains("| unmapped | — | | | 1.0% | | 0.0% | |"), page);
        assertTrue(page.contains("**wss4j-dom receiver, signencr small (direction=response, keystore=pkcs12, provider=jdk, suite=modern), "
                + "process**: attributed 62.0%, isolated 70.0%, framed 70.0%. Mapping (-8.0 pp)"), page);
        assertTrue(page.contains("Out of it: 8.0 pp framed in process, attributed to build (object-model 8.0 pp)."), page);
        assertFalse(page.contains("Isolation ("), page);
    }

    @Test
    void rampartsFromDomMovesToTheModelAndItsSidesConversionsAreTheOnesUsed() throws IOException {
        Validation.Check rampart = validation().checks().stream().filter(c -> c.stack() == StackId.RAMPART).findFirst().orElseThrow();
        assertEquals(List.of("model", "security", "bind"), rampart.rows().stream().map(r -> r.group().name()).toList());
        assertEquals("Inbound.build + Conversion.toDom + Conversion.fromDom", rampart.rows().get(0).group().formula());
        assertEquals("InboundProcess.process − Conversion.fromDom", rampart.rows().get(1).group().formula());
        assertEquals(List.of(600.0, 900.0, 500.0), rampart.rows().stream().map(Validation.Row::mean).toList());
        for (Validation.Row r : rampart.rows()) {
            assertEquals(r.isolated(), r.attributed(), 1e-12, r.group().name());
            assertEquals(r.isolated(), r.framed(), 1e-12, r.group().name());
        }
        assertNull(rampart.sumOverTotal());
    }

    @Test
    void aCombinationWithoutItsPhasesIsNotCheckedAndSaysWhich() throws IOException {
        List<Result> noBind = JmhJson.read(DIR.resolve("phases.json")).stream().filter(r -> !r.name().equals("Inbound.bind")).toList();
        Validation v = Validation.of(profiles(), noBind, FrameTable.load(), PhaseMap.load());
        assertTrue(v.checks().stream().allMatch(c -> "Inbound.bind".equals(c.missing()) && c.rows().isEmpty()));
        assertTrue(v.markdown(List.of()).contains("Not checked: no isolated result of Inbound.bind for these parameters."));
        assertFalse(v.allWithin());
        List<Result> twice = new ArrayList<>(JmhJson.read(DIR.resolve("phases.json")));
        twice.add(twice.get(0));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Validation.of(profiles(), twice, FrameTable.load(), PhaseMap.load()))
                .getMessage().startsWith("2 results of Inbound.build (direction=response"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Validation.of(List.of(), twice, FrameTable.load(), PhaseMap.load()))
                .getMessage().startsWith("no profile of a direction total"));
    }

    /** Each side's groups add up to the phase sum the report checks against the total, and take each part once. */
    @Test
    void theMapsGroupsAreEachSidesPhaseSum() {
        PhaseMap map = PhaseMap.load();
        assertEquals(1, map.version());
        Set<StackId> stacks = EnumSet.noneOf(StackId.class);
        map.groups().forEach(g -> stacks.add(g.stack()));
        assertEquals(EnumSet.of(StackId.WSS4J_DOM, StackId.CXF, StackId.RAMPART), stacks);
        for (StackId stack : stacks) {
            for (Side side : Side.values()) {
                List<PhaseMap.Group> groups = map.groups(stack, side);
                Map<Benchmark, Integer> count = new java.util.EnumMap<>(Benchmark.class);
                Set<Part> parts = EnumSet.noneOf(Part.class);
                for (PhaseMap.Group g : groups) {
                    g.terms().forEach(t -> count.merge(t.benchmark(), t.minus() ? -1 : 1, Integer::sum));
                    g.parts().forEach(p -> assertTrue(parts.add(p), stack.id() + " " + side.id() + ": " + p.id() + " in two groups"));
                }
                count.values().removeIf(c -> c == 0);
                PhaseTable.Sum sum = (PhaseTable.Sum) PhaseTable.decomposition(stack, Profile.SIGNENCR, side);
                Map<Benchmark, Integer> expected = new java.util.EnumMap<>(Benchmark.class);
                sum.parts().forEach(b -> expected.merge(b, 1, Integer::sum));
                assertEquals(expected, count, stack.id() + " " + side.id());
            }
        }
    }

    @Test
    void badMapsAreRefusedByLine() {
        assertEquals("m.tsv:1: the first line must be '# version N'",
                assertThrows(IllegalArgumentException.class, () -> PhaseMap.parse("x\n", "m.tsv")).getMessage());
        assertEquals("m.tsv:2: benchmarks 'Inbound.build Inbound.bind' are not Class.method joined by + or -",
                assertThrows(IllegalArgumentException.class, () -> PhaseMap.parse(
                        "# version 9\nwss4j-dom\treceiver\tb\tInbound.build Inbound.bind\tparse\tx\n", "m.tsv")).getMessage());
        assertEquals("m.tsv:2: no benchmark Inbound.nothing (in 'Inbound.nothing')",
                assertThrows(IllegalArgumentException.class, () -> PhaseMap.parse(
                        "# version 9\nwss4j-dom\treceiver\tb\tInbound.nothing\tparse\tx\n", "m.tsv")).getMessage());
        assertEquals("m.tsv:2: part collector is work beside the phases, in no group",
                assertThrows(IllegalArgumentException.class, () -> PhaseMap.parse(
                        "# version 9\nwss4j-dom\treceiver\tb\tInbound.build\tcollector\tx\n", "m.tsv")).getMessage());
        assertEquals("m.tsv:3: group b of wss4j-dom receiver is there twice",
                assertThrows(IllegalArgumentException.class, () -> PhaseMap.parse(
                        "# version 9\nwss4j-dom\treceiver\tb\tInbound.build\tparse\tx\nwss4j-dom\treceiver\tb\tInbound.bind\tbind\ty\n",
                        "m.tsv")).getMessage());
    }
}
