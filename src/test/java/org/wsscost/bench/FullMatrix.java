package org.wsscost.bench;

import java.util.List;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * The full matrix of profiles: the default job runs {@code plain} and {@code signencr} only, so the
 * README gives one command per group of benchmarks whose profiles agree (a step exists only in the
 * profiles that have it). The smoke tests run these groups, so every profile of every benchmark is
 * exercised, and {@link SmokeTest} checks that the README lists exactly these commands.
 */
record FullMatrix(String include, List<String> profiles) {

    /** The baselines beneath the stacks; {@link SantuarioSmokeTest} runs its Santuario half. */
    static final FullMatrix BASELINES = new FullMatrix("Floor|Santuario", List.of("sign", "encrypt", "signencr"));

    static final List<FullMatrix> GROUPS = List.of(
            new FullMatrix("Inbound\\.|Outbound\\.|Conversion|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr")),
            new FullMatrix("OutboundToken|OutboundSecure|InboundProcess",
                    List.of("username", "sign", "encrypt", "signencr")),
            new FullMatrix("OutboundSign", List.of("sign", "signencr")),
            new FullMatrix("OutboundEncrypt", List.of("encrypt", "signencr")),
            new FullMatrix("MetroWsit", List.of("plain", "sign", "signencr")),
            BASELINES,
            new FullMatrix("Bind\\.|SpringWs", List.of()));

    /** The group's command as the README gives it. */
    String command() {
        String line = "java -jar target/benchmarks.jar '" + include + "'";
        return profiles.isEmpty() ? line : line + " -p profile=" + String.join(",", profiles);
    }

    /** Adds the group's selection to JMH options. */
    ChainedOptionsBuilder select(ChainedOptionsBuilder options) {
        options.include(include);
        return profiles.isEmpty() ? options : options.param("profile", profiles.toArray(String[]::new));
    }
}
