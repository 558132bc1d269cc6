package org.wsscost.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The versions a run records are the ones on the class path, found from the loaded classes. */
class RunMetadataTest {
    @Test
    void everyLibraryHasTheVersionItsJarCarries() {
        Map<String, String> v = RunMetadata.libraries();
        assertEquals(List.of("wss4j", "wss4j-stax", "santuario", "axiom-llom", "axiom-doom", "metro", "spring-ws",
                "spring-ws-security", "spring", "cxf", "cxf-ws-security", "jaxb-runtime", "saaj", "woodstox", "jmh", "metro-build", "bouncycastle",
                "rampart/rampart", "rampart/axis2", "rampart/axis2-adb", "rampart/axiom", "rampart/axiom-dom", "rampart/neethi",
                "rampart/wss4j", "rampart/santuario", "rampart/bouncycastle",
                "rampart-1.5/rampart", "rampart-1.5/axis2", "rampart-1.5/axis2-adb", "rampart-1.5/axiom",
                "rampart-1.5/axiom-dom", "rampart-1.5/neethi", "rampart-1.5/wss4j", "rampart-1.5/santuario",
                "rampart-1.5/bouncycastle", "axis1/axis", "axis1/axis-saaj", "axis1/axis-jaxrpc", "axis1/wss4j",
                "axis1/santuario", "axis1/xalan", "metro-1.5/xwss", "metro-1.5/saaj", "metro-1.5/jaxb", "metro-1.5/xmldsig",
                "metro-1.5/webservices-api", "xfire/xfire", "xfire/xfire-aegis", "xfire/xfire-ws-security", "xfire/wss4j",
                "xfire/xml-security", "xfire/bouncycastle", "xfire/woodstox", "xfire/xerces", "wss4j1/wss4j", "wss4j1/santuario"),
                List.copyOf(v.keySet()));
        for (Map.Entry<String, String> e : v.entrySet()) {
            // BouncyCastle numbered its jdk14 and jdk15 jars by release without dots (bcprov-jdk14-140: 1.40)
            String version = e.getKey().equals("metro-build") ? "Eclipse Metro/\\d.*"
                    : Set.of("rampart-1.5/bouncycastle", "xfire/bouncycastle").contains(e.getKey()) ? "\\d{3}"
                    : "\\d+\\.\\d+(\\.\\d+)?";
            assertTrue(e.getValue().matches(version), e.getKey() + " = " + e.getValue());
        }
        assertEquals(v.get("wss4j"), v.get("wss4j-stax"));
        assertEquals(v.get("spring-ws"), v.get("spring-ws-security"));
        assertEquals(v.get("cxf"), v.get("cxf-ws-security"));
        assertTrue(v.get("metro-build").contains("Metro/" + v.get("metro")), v.get("metro-build"));
        // the isolated Rampart's, from its own loader: none of the suite's
        assertEquals(List.of("1.7.1", "1.7.6", "1.2.20", "1.6.16", "1.5.7"), List.of(v.get("rampart/rampart"),
                v.get("rampart/axis2"), v.get("rampart/axiom"), v.get("rampart/wss4j"), v.get("rampart/santuario")));
        assertEquals(List.of("1.5", "1.5.1", "1.2.8", "1.5.8", "1.4.2"), List.of(v.get("rampart-1.5/rampart"),
                v.get("rampart-1.5/axis2"), v.get("rampart-1.5/axiom"), v.get("rampart-1.5/wss4j"), v.get("rampart-1.5/santuario")));
        assertEquals(List.of("1.4", "1.5.8", "1.4.3"), List.of(v.get("axis1/axis"), v.get("axis1/wss4j"), v.get("axis1/santuario")));
        assertEquals("1.5", v.get("metro-1.5/xwss"));
        assertEquals(List.of("1.2.6", "1.5.1", "1.3.0", "133"), List.of(v.get("xfire/xfire"), v.get("xfire/wss4j"),
                v.get("xfire/xml-security"), v.get("xfire/bouncycastle")));
        // WSS4J 1.x alone, at the pom's wss4j1.version, from its own loader
        assertEquals(List.of("1.5.8", "1.4.3"), List.of(v.get("wss4j1/wss4j"), v.get("wss4j1/santuario")));
    }

    @Test
    void bouncyCastlesProviderNumberIsReadAsItsRelease() {
        assertEquals("1.87", RunMetadata.bouncyCastle("1.87"));
        assertEquals("1.78.1", RunMetadata.bouncyCastle("1.7801"));
        assertEquals("1.80.2", RunMetadata.bouncyCastle("1.8002"));
        assertEquals("1.85.2", RunMetadata.bouncyCastle("1.8502"));
    }

    @Test
    void aDirectoryOutsideGitHasAnUnknownRevision(@TempDir Path dir) {
        assertEquals("unknown", RunMetadata.git(dir));
        assertTrue(RunMetadata.git(Path.of("").toAbsolutePath()).matches("[0-9a-f]{40}(-dirty)?|unknown"));
        Map<String, Object> m = RunMetadata.collect(dir, "java -jar x.jar run");
        assertEquals("java -jar x.jar run", m.get("command"));
        assertTrue(((Map<?, ?>) m.get("machine")).get("cpu").toString().length() > 0);
    }
}
