package org.wsscost.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * Checks a run's isolated phases against its direction totals: for each stack × profile × suite ×
 * workload × direction, the sum of the phases one side runs (marshal … serialize, build … bind,
 * Rampart's conversions included) beside the measured total. A sum more than 15% off the total is
 * flagged. wss4j-stax fuses its phases into one pass, so for its secured profiles the security
 * share is derived instead: total(profile) − total(plain) of the same workload.
 */
public final class PhaseSums {
    public static final double TOLERANCE = 0.15;

    /** One direction total and what its phases add up to. */
    public record Row(String side, Map<String, String> key, double total, double sum, List<String> missing,
            String note) {
        public boolean flagged() {
            return missing.isEmpty() && note == null && Math.abs(sum / total - 1) > TOLERANCE;
        }
    }

    private final List<Result> results;

    public PhaseSums(List<Result> results) {
        this.results = results;
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (Result total : results) {
            if (total.name().equals("Outbound.total")) {
                rows.add(row("sender", total));
            } else if (total.name().equals("Inbound.total")) {
                rows.add(row("receiver", total));
            }
        }
        return rows;
    }

    private Row row(String side, Result total) {
        Map<String, String> key = key(total);
        StackId stack = StackId.of(key.get("stack"));
        Profile profile = Profile.of(key.get("profile"));
        if (stack == StackId.WSS4J_STAX && profile.secured()) {
            Map<String, String> plainKey = new LinkedHashMap<>(key);
            plainKey.put("profile", "plain");
            Double plain = score(total.name(), plainKey);
            String note = plain == null ? "fused pass; no plain total in this run to derive the security share"
                    : String.format(Locale.ROOT, "fused pass; security share derived: %.1f µs (%.0f%% of the total)",
                            micros(total) - plain, 100 * (micros(total) - plain) / micros(total));
            return new Row(side, key, micros(total), Double.NaN, List.of(), note);
        }
        double sum = 0;
        List<String> missing = new ArrayList<>();
        for (String phase : phases(side, stack, profile)) {
            Result r = find(phase, phaseKey(phase, key, side));
            if (r == null) {
                missing.add(phase);
            } else {
                sum += micros(r);
            }
        }
        return new Row(side, key, micros(total), sum, missing, null);
    }

    /** The isolated phase benchmarks whose sum is a side's total, in pipeline order. */
    public static List<String> phases(String side, StackId stack, Profile profile) {
        boolean outbound = side.equals("sender");
        List<String> phases = new ArrayList<>();
        // wss4j-stax's build only wraps the bytes and its serialize hands them over: its marshal and bind
        // are the whole pass, and the default job does not time the no-ops
        boolean fused = stack == StackId.WSS4J_STAX;
        if (outbound || !fused) {
            phases.add(outbound ? "Outbound.marshal" : "Inbound.build");
        }
        if (profile.secured() && stack == StackId.RAMPART) {
            phases.add("Conversion.toDom");
        }
        if (profile.secured()) {
            if (stack == StackId.METRO_XWSS) {
                phases.add(outbound ? "OutboundSecure.secure" : "InboundProcess.process");
            } else if (outbound) {
                phases.add("OutboundToken.token");
                if (profile.signs()) {
                    phases.add("OutboundSign.sign");
                }
                if (profile.encrypts()) {
                    phases.add("OutboundEncrypt.encrypt");
                }
            } else {
                phases.add("InboundProcess.process");
            }
        }
        if (profile.secured() && stack == StackId.RAMPART) {
            phases.add("Conversion.fromDom");
        }
        if (!outbound || !fused) {
            phases.add(outbound ? "Outbound.serialize" : "Inbound.bind");
        }
        return phases;
    }

    /** The parameters a phase benchmark has for a total's key: marshal has no profile or suite, Conversion no stack. */
    public static Map<String, String> phaseKey(String phase, Map<String, String> totalKey, String side) {
        Map<String, String> phaseKey = new LinkedHashMap<>(totalKey);
        phaseKey.put("side", side);
        if (phase.equals("Outbound.marshal")) {
            phaseKey.remove("profile");
            phaseKey.remove("suite");
        }
        if (phase.startsWith("Conversion.")) {
            phaseKey.remove("stack");
        }
        return phaseKey;
    }

    /** The benchmark's key parameters, in a fixed order. */
    public static Map<String, String> key(Result r) {
        Map<String, String> key = new LinkedHashMap<>();
        for (String name : List.of("stack", "profile", "suite", "workload", "direction", "provider", "keystore")) {
            if (r.param(name) != null) {
                key.put(name, r.param(name));
            }
        }
        return key;
    }

    /** The score in µs of the benchmark whose parameters include all of {@code wanted} (others ignored). */
    Double score(String name, Map<String, String> wanted) {
        Result r = find(name, wanted);
        return r == null ? null : micros(r);
    }

    /** The result of the benchmark whose parameters include all of {@code wanted} (others ignored), or null. */
    public Result find(String name, Map<String, String> wanted) {
        for (Result r : results) {
            if (r.name().equals(name) && matches(r, wanted)) {
                return r;
            }
        }
        return null;
    }

    private static boolean matches(Result r, Map<String, String> wanted) {
        for (Map.Entry<String, String> e : wanted.entrySet()) {
            String have = r.param(e.getKey());
            if (have != null && !have.equals(e.getValue())) {
                return false;
            }
        }
        return true;
    }

    public static double micros(Result r) {
        double factor = switch (r.unit()) {
            case "ns/op" -> 1e-3;
            case "us/op" -> 1;
            case "ms/op" -> 1e3;
            case "s/op" -> 1e6;
            default -> throw new IllegalArgumentException(r.benchmark() + ": unit '" + r.unit()
                    + "' is not a time per operation; run with -bm avgt");
        };
        return r.score() * factor;
    }

    /** The check as a Markdown table. */
    public String markdown() {
        StringBuilder s = new StringBuilder();
        s.append("| side | stack | profile | suite | workload | direction | sum of phases (µs) | total (µs) | sum ÷ total | |\n");
        s.append("|---|---|---|---|---|---|---:|---:|---:|---|\n");
        for (Row r : rows()) {
            Map<String, String> k = r.key();
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | ", r.side(), k.get("stack"),
                    k.get("profile"), k.get("suite"), k.get("workload"), k.get("direction")));
            if (r.note() != null) {
                s.append("– | ").append(String.format(Locale.ROOT, "%.1f", r.total())).append(" | – | ").append(r.note());
            } else if (!r.missing().isEmpty()) {
                s.append("– | ").append(String.format(Locale.ROOT, "%.1f", r.total())).append(" | – | not in this run: ")
                        .append(String.join(", ", r.missing()));
            } else {
                s.append(String.format(Locale.ROOT, "%.1f | %.1f | %.2f | %s", r.sum(), r.total(), r.sum() / r.total(),
                        r.flagged() ? "**off by more than 15%**" : ""));
            }
            s.append(" |\n");
        }
        return s.toString();
    }

    /**
     * The direction totals side by side, each stack as a ratio to wss4j-dom, and Rampart's in-memory
     * model (toDom + fromDom on the same side) as a share of its total.
     */
    public String totalsMarkdown() {
        StringBuilder s = new StringBuilder();
        s.append("| side | profile | suite | workload | direction |");
        for (StackId id : StackId.values()) {
            s.append(' ').append(id.id()).append(" (µs) |");
        }
        s.append(" rampart ÷ wss4j-dom | wss4j-stax ÷ wss4j-dom | metro-xwss ÷ wss4j-dom | rampart model share |\n|---|---|---|---|---|");
        s.append("---:|".repeat(StackId.values().length + 4)).append('\n');
        Map<String, Map<String, String>> groups = new LinkedHashMap<>();
        for (Result r : results) {
            if (r.name().equals("Outbound.total") || r.name().equals("Inbound.total")) {
                Map<String, String> g = key(r);
                g.remove("stack");
                g.put("total", r.name());
                groups.put(g.toString(), g);
            }
        }
        for (Map<String, String> g : groups.values()) {
            String total = g.remove("total");
            String side = total.startsWith("Outbound") ? "sender" : "receiver";
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s |", side, g.get("profile"), g.get("suite"),
                    g.get("workload"), g.get("direction")));
            Map<StackId, Double> byStack = new LinkedHashMap<>();
            for (StackId id : StackId.values()) {
                Map<String, String> k = new LinkedHashMap<>(g);
                k.put("stack", id.id());
                Double v = score(total, k);
                byStack.put(id, v);
                s.append(v == null ? " – |" : String.format(Locale.ROOT, " %.1f |", v));
            }
            Double dom = byStack.get(StackId.WSS4J_DOM);
            for (StackId id : List.of(StackId.RAMPART, StackId.WSS4J_STAX, StackId.METRO_XWSS)) {
                Double v = byStack.get(id);
                s.append(v == null || dom == null ? " – |" : String.format(Locale.ROOT, " %.2f |", v / dom));
            }
            Map<String, String> conv = new LinkedHashMap<>(g);
            conv.put("side", side);
            Double to = score("Conversion.toDom", conv);
            Double from = score("Conversion.fromDom", conv);
            Double rampart = byStack.get(StackId.RAMPART);
            boolean converts = Profile.of(g.get("profile")).secured();
            s.append(!converts || to == null || from == null || rampart == null ? " – |"
                    : String.format(Locale.ROOT, " %.0f%% |", 100 * (to + from) / rampart));
            s.append('\n');
        }
        return s.toString();
    }

    /**
     * XWSS applies a whole configuration in one call, so its per-operation shares are derived by
     * difference between profiles of the same run: encryption ≈ signencr − sign, signature ≈
     * signencr − encrypt, for {@code OutboundSecure.secure} and {@code InboundProcess.process}.
     */
    public String xwssDerivedMarkdown() {
        StringBuilder s = new StringBuilder("| phase | suite | workload | direction | sign (µs) | encrypt (µs) | signencr (µs) "
                + "| encryption share, derived (µs) | signature share, derived (µs) |\n|---|---|---|---|---:|---:|---:|---:|---:|\n");
        Map<String, Map<String, String>> groups = new LinkedHashMap<>();
        for (Result r : results) {
            if ((r.name().equals("OutboundSecure.secure") || r.name().equals("InboundProcess.process"))
                    && StackId.METRO_XWSS.id().equals(r.param("stack"))) {
                Map<String, String> g = key(r);
                g.remove("profile");
                g.put("benchmark", r.name());
                groups.put(g.toString(), g);
            }
        }
        for (Map<String, String> g : groups.values()) {
            String benchmark = g.remove("benchmark");
            Double sign = scoreFor(benchmark, g, "sign");
            Double encrypt = scoreFor(benchmark, g, "encrypt");
            Double both = scoreFor(benchmark, g, "signencr");
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s |%n", benchmark, g.get("suite"),
                    g.get("workload"), g.get("direction"), format(sign), format(encrypt), format(both),
                    both == null || sign == null ? "–" : format(both - sign),
                    both == null || encrypt == null ? "–" : format(both - encrypt)));
        }
        return s.toString();
    }

    private Double scoreFor(String benchmark, Map<String, String> key, String profile) {
        Map<String, String> k = new LinkedHashMap<>(key);
        k.put("profile", profile);
        return score(benchmark, k);
    }

    private static String format(Double micros) {
        return micros == null ? "–" : String.format(Locale.ROOT, "%.1f", micros);
    }
}
