package org.wsscost.phases;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.stack.StackId;

/**
 * Every benchmark of the suite by its JMH name (class.method in {@code org.wsscost.bench}): the one
 * place these names are spelled. JMH's annotations cannot refer to it, so BenchmarksFollowTheTableTest
 * checks each name against the real {@code @Benchmark} methods and their {@code @Param} defaults, and
 * NoBenchmarkNameOutsideTheTableTest keeps the names out of every other source file.
 */
public enum Benchmark {
    // the report lists the absent ones of these under "Not in this run", in this order
    INBOUND_PARSE("Inbound.parse", Kind.PASS, Side.RECEIVER, null, true),
    INBOUND_BUILD("Inbound.build", Kind.MODEL_STAGE, Side.RECEIVER, null, true),
    INBOUND_PROCESS("InboundProcess.process", Kind.STEP, Side.RECEIVER, Phase.PROCESS, true),
    INBOUND_BIND("Inbound.bind", Kind.STAGE, Side.RECEIVER, null, true),
    INBOUND_TOTAL("Inbound.total", Kind.TOTAL, Side.RECEIVER, null, true),
    OUTBOUND_MARSHAL("Outbound.marshal", Kind.STAGE, Side.SENDER, null, true),
    OUTBOUND_TOKEN("OutboundToken.token", Kind.STEP, Side.SENDER, Phase.TOKEN, true),
    OUTBOUND_SIGN("OutboundSign.sign", Kind.STEP, Side.SENDER, Phase.SIGN, true),
    OUTBOUND_ENCRYPT("OutboundEncrypt.encrypt", Kind.STEP, Side.SENDER, Phase.ENCRYPT, true),
    OUTBOUND_SECURE("OutboundSecure.secure", Kind.STEP, Side.SENDER, Phase.SECURE, true),
    OUTBOUND_SERIALIZE("Outbound.serialize", Kind.MODEL_STAGE, Side.SENDER, null, true),
    OUTBOUND_TOTAL("Outbound.total", Kind.TOTAL, Side.SENDER, null, true),
    /** Times either side: the side is its {@code side} @Param. */
    CONVERSION_TO_DOM("Conversion.toDom", Kind.STEP, null, Phase.TO_DOM, true),
    CONVERSION_FROM_DOM("Conversion.fromDom", Kind.STEP, null, Phase.FROM_DOM, true),
    ROUND_TRIP("RoundTrip.exchange", Kind.EXCHANGE, null, null, true),
    /** A runtime's whole exchange; it has no stack, so the report shows it by {@link #runtime()}. */
    METRO_WSIT("MetroWsit.exchange", Kind.RUNTIME_EXCHANGE, null, null, true, "metro-wsit"),
    /** Spring-WS's own template, dispatcher and transport around the spring-ws stack's interceptors. */
    SPRING_WS_EXCHANGE("SpringWsExchange.exchange", Kind.RUNTIME_EXCHANGE, null, null, true, "spring-ws-runtime"),
    /** Apache CXF's JAX-WS runtime on its local transport, on the path its {@code stack} @Param names. */
    CXF_EXCHANGE("CxfExchange.exchange", Kind.RUNTIME_EXCHANGE, null, null, true, "cxf-runtime",
            Set.of(StackId.CXF, StackId.CXF_STAX)),
    /** Apache Axis2's engine, client and service, secured by Rampart 1.7.1 through its policy: the isolated stack's runtime. */
    AXIS2_EXCHANGE("Axis2Exchange.exchange", Kind.RUNTIME_EXCHANGE, null, null, true, "axis2-runtime",
            Set.of(StackId.RAMPART)),
    SPRING_WS_PAYLOAD("SpringWs.payload", Kind.OTHER, null, null, true),
    /** Part of spring-ws's secure and process steps, timed alone: the interceptor's document copy. */
    SPRING_WS_COPY("SpringWsCopy.toDocument", Kind.OTHER, null, null, true),
    // not listed by the report
    BIND_BIND("Bind.bind", Kind.OTHER, null, null, false),
    BIND_MARSHAL("Bind.marshal", Kind.OTHER, null, null, false),
    SANTUARIO_OUTBOUND("Santuario.outbound", Kind.BASELINE, Side.SENDER, null, false),
    SANTUARIO_INBOUND("Santuario.inbound", Kind.BASELINE, Side.RECEIVER, null, false),
    FLOOR_OUTBOUND("Floor.outbound", Kind.FLOOR, Side.SENDER, null, false),
    FLOOR_INBOUND("Floor.inbound", Kind.FLOOR, Side.RECEIVER, null, false),
    /**
     * WSS4J 1.x alone securing a response and processing it, for history across its releases; no side, as it sits
     * in no side's sum and a shard groups it by its class.
     */
    WSS4J_LEGACY_OUTBOUND("Wss4jLegacy.outbound", Kind.ENGINE, null, null, false),
    WSS4J_LEGACY_INBOUND("Wss4jLegacy.inbound", Kind.ENGINE, null, null, false);

    /** What a benchmark times, which decides the stacks it runs on (PhaseTable.stacksTimedBy). */
    public enum Kind {
        /** A full pass of the stack's own parser, no model: every stack. */
        PASS,
        /** marshal or bind: every stack; a fused stack's whole pass. */
        STAGE,
        /** build or serialize: only the stacks with a model; a fused stack's are no-ops. */
        MODEL_STAGE,
        /** One {@link Phase} alone, with a fresh input per invocation. */
        STEP,
        /** A direction total. */
        TOTAL,
        /** A whole exchange, per stack. */
        EXCHANGE,
        /** A whole exchange through one runtime that is no stack of the design. */
        RUNTIME_EXCHANGE,
        /** The Santuario baseline beneath the stacks. */
        BASELINE,
        /** The crypto floor beneath the stacks. */
        FLOOR,
        /**
         * A security engine's release alone, beside the stacks and compared with none: WSS4J 1.x's DOM API in a class
         * loader of its own, for {@code history} across its releases. Its tests and smoke run in a JVM of their own.
         */
        ENGINE,
        /** A comparison beside the stacks (bindings, payload access). */
        OTHER
    }

    /** The package JMH names the benchmarks in. */
    public static final String PACKAGE = "org.wsscost.bench.";

    private final String shortName;
    private final Kind kind;
    private final Side side;
    private final Phase phase;
    private final boolean reported;
    private final String runtime;
    private final Set<StackId> stacks;

    Benchmark(String shortName, Kind kind, Side side, Phase phase, boolean reported) {
        this(shortName, kind, side, phase, reported, null);
    }

    Benchmark(String shortName, Kind kind, Side side, Phase phase, boolean reported, String runtime) {
        this(shortName, kind, side, phase, reported, runtime, Set.of());
    }

    Benchmark(String shortName, Kind kind, Side side, Phase phase, boolean reported, String runtime,
            Set<StackId> stacks) {
        this.shortName = shortName;
        this.kind = kind;
        this.side = side;
        this.phase = phase;
        this.reported = reported;
        this.runtime = runtime;
        this.stacks = stacks;
    }

    /** {@code Outbound.total}: the name as results and reports show it. */
    public String shortName() {
        return shortName;
    }

    /** {@code org.wsscost.bench.Outbound.total}: the name JMH runs it by. */
    public String jmhName() {
        return PACKAGE + shortName;
    }

    public String className() {
        return shortName.substring(0, shortName.indexOf('.'));
    }

    public String method() {
        return shortName.substring(shortName.indexOf('.') + 1);
    }

    public Kind kind() {
        return kind;
    }

    /** The side it times; null for both (Conversion, by its {@code side} @Param) or neither (exchanges, comparisons). */
    public Side side() {
        return side;
    }

    /** The phase a {@link Kind#STEP} times alone; null for every other kind. */
    public Phase phase() {
        return phase;
    }

    /** Whether the report names it when a run lacks it. */
    public boolean reported() {
        return reported;
    }

    /** The runtime a {@link Kind#RUNTIME_EXCHANGE} goes through, as the report labels it; null otherwise. */
    public String runtime() {
        return runtime;
    }

    /** The stacks a runtime exchange runs on by its {@code stack} @Param; empty for a runtime with one path. */
    public Set<StackId> stacks() {
        return stacks;
    }

    /** The short name, so that missing lists and prose print names as results do. */
    @Override
    public String toString() {
        return shortName;
    }

    /** Lenient: a name from a JMH file that is not (or no longer) ours is empty, never an error. */
    public static Optional<Benchmark> of(String shortName) {
        return Arrays.stream(values()).filter(b -> b.shortName.equals(shortName)).findFirst();
    }

    /** As {@link #of}, from the full JMH name. */
    public static Optional<Benchmark> ofJmh(String jmhName) {
        return jmhName.startsWith(PACKAGE) ? of(jmhName.substring(PACKAGE.length())) : Optional.empty();
    }

    public static Benchmark floor(Side side) {
        return side.outbound() ? FLOOR_OUTBOUND : FLOOR_INBOUND;
    }

    public static Benchmark santuario(Side side) {
        return side.outbound() ? SANTUARIO_OUTBOUND : SANTUARIO_INBOUND;
    }

    /** The stage a side starts with: marshal (sender) or build (receiver). */
    public static Benchmark opening(Side side) {
        return side.outbound() ? OUTBOUND_MARSHAL : INBOUND_BUILD;
    }

    /** The stage a side ends with: serialize (sender) or bind (receiver). */
    public static Benchmark closing(Side side) {
        return side.outbound() ? OUTBOUND_SERIALIZE : INBOUND_BIND;
    }

    /** The one step benchmark that times {@code phase} (PhaseTableTest: exactly one per phase). */
    public static Benchmark timing(Phase phase) {
        return Arrays.stream(values()).filter(b -> b.phase == phase).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no benchmark times the phase " + phase.id()));
    }
}
