package org.wsscost.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * The full matrix of profiles: the default job runs {@code plain} and {@code signencr} (and splits
 * only {@code signencr} into phases), so docs/benchmarks.md gives one command per group of benchmarks whose
 * profiles agree (a step exists only in the profiles that have it). The smoke tests run these groups
 * on their own small workload, so every profile of every benchmark is exercised, and
 * {@link SmokeTest} checks that docs/benchmarks.md lists exactly these commands. {@code workloads}, when
 * given, widens a default ({@code RoundTrip} runs only {@code small} by default, {@code Bind} only
 * {@code large}). {@code more} holds a benchmark's own parameters ({@code CxfExchange}'s {@code config}).
 */
record FullMatrix(String include, List<String> profiles, List<String> workloads, List<String> stacks,
        Map<String, List<String>> more) {

    FullMatrix(String include, List<String> profiles, List<String> workloads) {
        this(include, profiles, workloads, List.of());
    }

    FullMatrix(String include, List<String> profiles, List<String> workloads, List<String> stacks) {
        this(include, profiles, workloads, stacks, Map.of());
    }

    /** WSS4J 1.x alone, whose providers are JVM-wide: {@link Wss4jLegacySmokeTest} runs it in a JVM of its own. */
    static final FullMatrix WSS4J_LEGACY = new FullMatrix("Wss4jLegacy", List.of(), List.of("small", "large"));

    /** The baselines beneath the stacks; {@link SantuarioSmokeTest} runs its Santuario half. */
    static final FullMatrix BASELINES = new FullMatrix("Floor|Santuario", List.of("sign", "encrypt", "signencr"), List.of());

    static final List<FullMatrix> GROUPS = List.of(
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large")),
            new FullMatrix("OutboundToken|OutboundSecure|InboundProcess",
                    List.of("username", "sign", "encrypt", "signencr"), List.of()),
            new FullMatrix("OutboundSign", List.of("sign", "signencr"), List.of()),
            new FullMatrix("OutboundEncrypt", List.of("encrypt", "signencr"), List.of()),
            new FullMatrix("MetroWsit", List.of("plain", "sign", "signencr"), List.of()),
            new FullMatrix("SpringWsExchange", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large")),
            BASELINES,
            new FullMatrix("Bind\\.|SpringWs\\.", List.of(), List.of("small", "large")),
            new FullMatrix("SpringWsCopy", List.of("username", "sign", "encrypt", "signencr"), List.of()),
            WSS4J_LEGACY,
            // CXF's runtime configured by WS-SecurityPolicy in its WSDL, which has the profiles below
            new FullMatrix("CxfExchange", List.of("plain", "sign", "signencr"), List.of("small", "large"), List.of(),
                    Map.of("config", List.of("policy"))),
            // the stacks outside the default job (PhaseTable.Traits.defaultJob): the same benchmarks, named
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("spring-ws", "cxf", "rampart-steps")),
            // Rampart's in-memory model, on each stack that has one (Conversion's default suite is legacy)
            new FullMatrix("Conversion", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart-steps")),
            new FullMatrix("OutboundToken|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("rampart-steps")),
            new FullMatrix("OutboundSign", List.of("sign", "signencr"), List.of(), List.of("rampart-steps")),
            new FullMatrix("OutboundEncrypt", List.of("encrypt", "signencr"), List.of(), List.of("rampart-steps")),
            // Rampart 1.7.1, which runs the legacy suite only; its smoke runs in a JVM of its own (IsolatedSmokeTest)
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("Conversion", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart")),
            new FullMatrix("OutboundSecure|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("rampart"), Map.of("suite", List.of("legacy"))),
            // Axis2's engine secured by Rampart 1.7.1, whose suite it defaults to (legacy)
            new FullMatrix("Axis2Exchange", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart")),
            // Rampart 1.5 and Metro 1.5 as the 2010 comparison ran them, the legacy suite only; one stack a group, as
            // each smoke runs in a JVM of its own
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart-1.5"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("Conversion", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("rampart-1.5")),
            new FullMatrix("OutboundSecure|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("rampart-1.5"), Map.of("suite", List.of("legacy"))),
            // Axis 1.4 with WSS4J 1.5.8's handlers, the legacy suite only, in a JVM of its own as well
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("axis1"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("OutboundSecure|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("axis1"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("metro-1.5"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("OutboundSecure|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("metro-1.5"), Map.of("suite", List.of("legacy"))),
            // XFire 1.2.6 with its WSS4J 1.5.1 handlers, the legacy suite only, in a JVM of its own as well
            new FullMatrix("Inbound\\.|Outbound\\.|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("xfire"), Map.of("suite", List.of("legacy"))),
            new FullMatrix("OutboundSecure|InboundProcess", List.of("username", "sign", "encrypt", "signencr"), List.of(),
                    List.of("xfire"), Map.of("suite", List.of("legacy"))),
            // a fused stack's build and serialize are no-ops: only its passes, totals and exchange
            new FullMatrix("Inbound\\.(parse|bind|total)|Outbound\\.(marshal|total)|RoundTrip",
                    List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"), List.of("cxf-stax")),
            new FullMatrix("OutboundSecure|InboundProcess",
                    List.of("username", "sign", "encrypt", "signencr"), List.of(), List.of("spring-ws", "cxf")),
            new FullMatrix("CxfExchange", List.of("plain", "username", "sign", "encrypt", "signencr"), List.of("small", "large"),
                    List.of("cxf", "cxf-stax")));

    /** The group's command as docs/benchmarks.md gives it. */
    String command() {
        List<String> args = jmhArgs();
        return "java -jar target/benchmarks.jar '" + args.get(0) + "'"
                + args.subList(1, args.size()).stream().map(a -> " " + a).collect(Collectors.joining());
    }

    /** The group's JMH arguments: its regex, then its -p options. */
    List<String> jmhArgs() {
        List<String> args = new ArrayList<>(List.of(include));
        if (!profiles.isEmpty()) {
            args.addAll(List.of("-p", "profile=" + String.join(",", profiles)));
        }
        if (!workloads.isEmpty()) {
            args.addAll(List.of("-p", "workload=" + String.join(",", workloads)));
        }
        if (!stacks.isEmpty()) {
            args.addAll(List.of("-p", "stack=" + String.join(",", stacks)));
        }
        for (Map.Entry<String, List<String>> p : new TreeMap<>(more).entrySet()) {
            args.addAll(List.of("-p", p.getKey() + "=" + String.join(",", p.getValue())));
        }
        return args;
    }

    /** Adds the group's selection, profiles and stacks to JMH options; the caller picks the workload. */
    ChainedOptionsBuilder select(ChainedOptionsBuilder options) {
        options.include(include);
        if (!stacks.isEmpty()) {
            options.param("stack", stacks.toArray(String[]::new));
        }
        more.forEach((name, values) -> options.param(name, values.toArray(String[]::new)));
        return profiles.isEmpty() ? options : options.param("profile", profiles.toArray(String[]::new));
    }
}
