package org.wsscost.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.wsscost.pipeline.Phase;

/** A benchmark whose setup fails says which stack, profile, suite, workload, direction, provider and keystore it was. */
class PipelineTest {

    private static Jca jca(String provider, String keystore) {
        Jca jca = new Jca() {
        };
        jca.provider = provider;
        jca.keystore = keystore;
        return jca;
    }

    @Test
    void aFailedOpenNamesEveryParameter() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> Pipeline.open("wss4j-dom", "sign", "old", "ladder-1", "response", jca("jdk", "pkcs12")));
        assertEquals("setup of wss4j-dom sign old ladder-1 response jdk pkcs12 failed: unknown suite 'old'; valid: modern,"
                + " legacy",
                e.getMessage());
    }

    @Test
    void aMissingPhaseNamesEveryParameterAndThePhasesThereAre() {
        Pipeline p = Pipeline.open("rampart-steps", "encrypt", "legacy", "ladder-1", "request", jca("jdk", "jks"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> p.indexOf(Phase.SIGN, true));
        assertEquals("rampart-steps encrypt legacy ladder-1 request jdk jks has no outbound phase 'sign'; it has [to-dom, token, encrypt,"
                + " from-dom]", e.getMessage());
    }

    /** What a user sees: JMH's output of a trial whose setup failed, run the way SmokeTest runs. */
    @Test
    void jmhReportsTheFailedSetupWithEveryParameter(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("jmh.log");
        Options options = new OptionsBuilder()
                .include("org\\.wsscost\\.bench\\.OutboundSign\\.sign")
                .param("stack", "wss4j-dom")
                .param("profile", "encrypt")
                .param("workload", "ladder-1")
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(10))
                .shouldFailOnError(true)
                .output(log.toString())
                .build();
        assertThrows(RunnerException.class, () -> new Runner(options).run());
        String output = Files.readString(log);
        assertTrue(output.contains("wss4j-dom encrypt modern ladder-1 response jdk pkcs12 has no outbound phase 'sign'"), output);
    }
}
