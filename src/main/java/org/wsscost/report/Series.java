package org.wsscost.report;

import java.awt.Color;
import java.util.Arrays;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.stack.StackId;

/**
 * The segments of a phase bar, in the order bars stack them and legends list them (pipeline order,
 * not Phase's), each with its label and colour. A side uses some of them. Labels are the phase ids
 * and stage names, with the words that say whose model a conversion is in and which step is a whole
 * side in one call.
 */
enum Series {
    MARSHAL(Benchmark.OUTBOUND_MARSHAL.method(), new Color(0x4E79A7)),
    BUILD(Benchmark.INBOUND_BUILD.method(), new Color(0x4E79A7)),
    TO_DOM(Phase.TO_DOM.id() + " (Rampart model)", new Color(0xB07AA1)),
    TOKEN(Phase.TOKEN.id(), new Color(0xE15759)),
    SIGN(Phase.SIGN.id(), new Color(0x76B7B2)),
    ENCRYPT(Phase.ENCRYPT.id(), new Color(0x59A14F)),
    SECURE_ONE_CALL(Phase.SECURE.id() + " (one call)", new Color(0x9C755F)),
    PROCESS(Phase.PROCESS.id(), new Color(0x76B7B2)),
    PROCESS_ONE_CALL(Phase.PROCESS.id() + " (one call)", new Color(0x9C755F)),
    FROM_DOM(Phase.FROM_DOM.id() + " (Rampart model)", new Color(0xFF9DA7)),
    SERIALIZE(Benchmark.OUTBOUND_SERIALIZE.method(), new Color(0xF28E2B)),
    BIND(Benchmark.INBOUND_BIND.method(), new Color(0xF28E2B)),
    /** A fused secured pass's plain total, grey: not a measured phase. */
    FUSED_PLAIN("fused pass (plain total)", Color.GRAY),
    /** A fused secured pass's derived security share, hatched (Charts): not a measured phase. */
    DERIVED_SECURITY("security share (derived: total − plain total)", new Color(0xEDC948));

    private final String label;
    private final Color colour;

    Series(String label, Color colour) {
        this.label = label;
        this.colour = colour;
    }

    String label() {
        return label;
    }

    Color colour() {
        return colour;
    }

    /** The segment a part of {@code stack}'s total is drawn as. */
    static Series of(Benchmark part, StackId stack) {
        return switch (part) {
            case OUTBOUND_MARSHAL -> MARSHAL;
            case INBOUND_BUILD -> BUILD;
            case CONVERSION_TO_DOM -> TO_DOM;
            case OUTBOUND_TOKEN -> TOKEN;
            case OUTBOUND_SIGN -> SIGN;
            case OUTBOUND_ENCRYPT -> ENCRYPT;
            // only a one-call stack has a timed secure step (PhaseTableTest)
            case OUTBOUND_SECURE -> SECURE_ONE_CALL;
            case INBOUND_PROCESS -> PhaseTable.traits(stack).oneCall() ? PROCESS_ONE_CALL : PROCESS;
            case CONVERSION_FROM_DOM -> FROM_DOM;
            case OUTBOUND_SERIALIZE -> SERIALIZE;
            case INBOUND_BIND -> BIND;
            default -> throw new IllegalArgumentException(part + " is no part of a direction total");
        };
    }

    /** The segment labelled {@code label}, as a chart's dataset names its rows. */
    static Series labelled(String label) {
        return Arrays.stream(values()).filter(s -> s.label.equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no series is labelled '" + label + "'"));
    }
}
