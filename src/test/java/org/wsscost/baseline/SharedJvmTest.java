package org.wsscost.baseline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Finding: Santuario's streaming API and WSS4J's cannot share a JVM. Each installs its own JVM-wide
 * StAX security configuration when its entry class loads ({@code XMLSec}, {@code WSSec}), and the
 * security token factory is a JVM-wide singleton made on first use. Each order runs in a new JVM.
 */
class SharedJvmTest {

    private static List<String> run(String... engines) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SharedJvm.class.getName()));
        command.addAll(List.of(engines));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "timed out");
        assertEquals(0, p.exitValue(), out);
        return out.lines().toList();
    }

    @Test
    void findingWithWss4jLoadedFirstSantuarioFailsAndThenWss4jSkipsItsTimestamp() throws Exception {
        List<String> lines = run("wss4j", "santuario", "wss4j");
        assertEquals("wss4j accepted 10", lines.get(0));
        assertTrue(lines.get(1).startsWith("santuario failed ClassCastException: class "
                + "org.apache.xml.security.stax.ext.XMLSecurityProperties cannot be cast to class "
                + "org.apache.wss4j.stax.ext.WSSSecurityProperties"), lines.get(1));
        assertEquals("wss4j failed Rejected: no Timestamp", lines.get(2));
    }

    @Test
    void findingWithSantuarioLoadedFirstWss4jFindsNoKey() throws Exception {
        List<String> lines = run("santuario", "wss4j");
        assertEquals("santuario accepted 10", lines.get(0));
        assertTrue(lines.get(1).startsWith("wss4j failed Rejected: Key could not be resolved"), lines.get(1));
    }
}
