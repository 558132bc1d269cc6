package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import org.wsscost.phases.Benchmark;
import org.wsscost.phases.PhaseTable;
import org.wsscost.pipeline.Phase;
import org.wsscost.pipeline.Side;
import org.wsscost.results.Result;
import org.wsscost.security.Profile;
import org.wsscost.stack.StackId;

/**
 * Checks a run's isolated phases against its direction totals: for each stack × profile × suite ×
 * workload × direction, the sum of the phases one side runs (marshal … serialize, build … bind,
 * Rampart's conversions included) beside the measured total. A sum more than 15% off the total is
 * flagged. Which phases a side runs, and which benchmark times each, is the phase table's: a fused
 * stack (wss4j-stax) runs one pass, so for its secured profiles the security share is derived instead,
 * total(profile) − total(plain) of the same workload ({@link Breakdown}).
 */
public final class PhaseSums {
    public static final double TOLERANCE = 0.15;
    /** What a row whose parts ran on different machines says. */
    static final String CROSS = "; **measured on different machines: no verdict**";
    /** The stack every other is a ratio to in the totals table, and the others in its columns' order. */
    private static final StackId REFERENCE = StackId.WSS4J_DOM;
    private static final List<StackId> COMPARED = List.of(StackId.RAMPART, StackId.WSS4J_STAX, StackId.METRO_XWSS);

    /**
     * One direction total and what its phases add up to. {@code crossMachine}: some of its parts ran on
     * another machine than the total (a merged sharded run); the sum is shown but not judged.
     * {@code totalError}: half the total's 95% interval as a fraction of it.
     */
    public record Row(String side, Map<String, String> key, double total, double sum, List<String> missing,
            String note, boolean crossMachine, double totalError) {
        public boolean flagged() {
            return missing.isEmpty() && note == null && !crossMachine && Math.abs(sum / total - 1) > TOLERANCE;
        }
    }

    private final List<Result> results;

    public PhaseSums(List<Result> results) {
        this.results = results;
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (Result r : results) {
            total(r).ifPresent(total -> rows.add(row(r, total)));
        }
        return rows;
    }

    /** The direction total {@code r} is, if it is one. */
    public static Optional<Benchmark> total(Result r) {
        return Benchmark.of(r.name()).filter(b -> b.kind() == Benchmark.Kind.TOTAL);
    }

    private Row row(Result r, Benchmark total) {
        Breakdown b = breakdown(r, total, PhaseSums::micros);
        String side = total.side().id();
        boolean crossMachine = b.parts().stream().anyMatch(p -> p.found() && !p.result().sameMachine(r));
        if (b.derived()) {
            String note = !b.parts().get(0).found() ? "fused pass; no plain total in this run to derive the security share"
                    : String.format(Locale.ROOT, "fused pass; security share derived: %.1f µs (%.0f%% of the total)",
                            b.derivedShare(), 100 * b.derivedShare() / b.value());
            return new Row(side, b.key(), b.value(), Double.NaN, List.of(), crossMachine ? note + CROSS : note, crossMachine,
                    Interval.of(r).relative());
        }
        double sum = 0;
        List<String> missing = new ArrayList<>();
        for (Breakdown.Part part : b.parts()) {
            if (part.found()) {
                sum += part.value();
            } else {
                missing.add(part.name());
            }
        }
        return new Row(side, b.key(), b.value(), sum, missing, null, crossMachine, Interval.of(r).relative());
    }

    /**
     * The direction total {@code r} (a result of {@code total}) and its parts as the phase table has
     * them, each valued by {@code value}: what the check sums and the report draws.
     */
    public Breakdown breakdown(Result r, Benchmark total, ToDoubleFunction<Result> value) {
        Map<String, String> key = key(r);
        StackId stack = StackId.of(key.get("stack"));
        Side side = total.side();
        PhaseTable.Decomposition decomposition = PhaseTable.decomposition(stack, Profile.of(key.get("profile")), side);
        List<Breakdown.Part> parts = new ArrayList<>();
        if (decomposition instanceof PhaseTable.Sum sum) {
            for (Benchmark benchmark : sum.parts()) {
                parts.add(part(benchmark, benchmark.shortName(), find(benchmark, partKey(benchmark, key, side)), value));
            }
        } else {
            Map<String, String> plainKey = new LinkedHashMap<>(key);
            plainKey.put("profile", Profile.PLAIN.id());
            parts.add(part(total, total + " " + Profile.PLAIN.id(), find(total, plainKey), value));
        }
        return new Breakdown(total, stack, key, value.applyAsDouble(r), decomposition instanceof PhaseTable.DerivedFromPlain,
                List.copyOf(parts));
    }

    private static Breakdown.Part part(Benchmark benchmark, String name, Result r, ToDoubleFunction<Result> value) {
        return new Breakdown.Part(benchmark, name, r, r == null ? Double.NaN : value.applyAsDouble(r));
    }

    /**
     * The parameters a part is looked up by: the total's, with the side (Conversion's parameter). Marshal
     * runs before any security, so its results have no profile and suite to compare.
     */
    private static Map<String, String> partKey(Benchmark part, Map<String, String> totalKey, Side side) {
        Map<String, String> partKey = new LinkedHashMap<>(totalKey);
        partKey.put("side", side.id());
        if (part == Benchmark.OUTBOUND_MARSHAL) {
            partKey.remove("profile");
            partKey.remove("suite");
        }
        return partKey;
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
    private Double score(Benchmark benchmark, Map<String, String> wanted) {
        Result r = find(benchmark, wanted);
        return r == null ? null : micros(r);
    }

    /** The result of the benchmark whose parameters include all of {@code wanted} (others ignored), or null. */
    private Result find(Benchmark benchmark, Map<String, String> wanted) {
        for (Result r : results) {
            if (r.name().equals(benchmark.shortName()) && matches(r, wanted)) {
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
                        r.crossMachine() ? CROSS.substring(2) : r.flagged() ? "**off by more than 15%**" : ""));
            }
            s.append(" |\n");
        }
        return s.toString();
    }

    /** One benchmark's results at one key but the parameter a table spreads over its columns. */
    private record Group(Benchmark benchmark, Map<String, String> key) {
    }

    /**
     * The direction totals side by side, each stack as a ratio to wss4j-dom, and the in-memory model of
     * each stack that converts (Rampart's: toDom + fromDom on the same side, toDom alone on Rampart 1.7.1's
     * sender, which does not convert back) as a share of its total.
     */
    public String totalsMarkdown() {
        Set<StackId> converting = PhaseTable.stacksWith(Phase.TO_DOM);
        List<StackId> shown = shownStacks();
        List<StackId> compared = new ArrayList<>(COMPARED);
        shown.stream().filter(id -> id != REFERENCE && !compared.contains(id)).forEach(compared::add);
        boolean copies = shown.contains(StackId.SPRING_WS);
        StringBuilder s = new StringBuilder();
        s.append("| side | profile | suite | workload | direction |");
        for (StackId id : shown) {
            s.append(' ').append(id.id()).append(" (µs) |");
        }
        for (StackId id : compared) {
            s.append(' ').append(id.id()).append(" ÷ ").append(REFERENCE.id()).append(" |");
        }
        for (StackId id : converting) {
            s.append(' ').append(id.id()).append(" model share |");
        }
        if (copies) {
            s.append(' ').append(StackId.SPRING_WS.id()).append(" copy share |");
        }
        s.append("\n|---|---|---|---|---|");
        s.append("---:|".repeat(shown.size() + compared.size() + converting.size() + (copies ? 1 : 0))).append('\n');
        Map<String, Group> groups = new LinkedHashMap<>();
        for (Result r : results) {
            total(r).ifPresent(total -> {
                Map<String, String> g = key(r);
                g.remove("stack");
                groups.putIfAbsent(total + " " + g, new Group(total, g));
            });
        }
        for (Group group : groups.values()) {
            Map<String, String> g = group.key();
            Side side = group.benchmark().side();
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s |", side.id(), g.get("profile"), g.get("suite"),
                    g.get("workload"), g.get("direction")));
            Map<StackId, Double> byStack = new LinkedHashMap<>();
            for (StackId id : shown) {
                Map<String, String> k = new LinkedHashMap<>(g);
                k.put("stack", id.id());
                Double v = score(group.benchmark(), k);
                byStack.put(id, v);
                s.append(v == null ? " – |" : String.format(Locale.ROOT, " %.1f |", v));
            }
            Double reference = byStack.get(REFERENCE);
            for (StackId id : compared) {
                Double v = byStack.get(id);
                s.append(v == null || reference == null ? " – |" : String.format(Locale.ROOT, " %.2f |", v / reference));
            }
            for (StackId id : converting) {
                Map<String, String> conv = new LinkedHashMap<>(g);
                conv.put("stack", id.id());
                conv.put("side", side.id());
                Double to = score(Benchmark.timing(Phase.TO_DOM), conv);
                Double from = score(Benchmark.timing(Phase.FROM_DOM), conv);
                Double total = byStack.get(id);
                List<Phase> steps = PhaseTable.steps(id, Profile.of(g.get("profile")), side);
                // Rampart 1.7.1's sender writes its DOOM out as it is; its receiver converts back inside process
                boolean back = steps.contains(Phase.FROM_DOM) || side == Side.RECEIVER;
                s.append(!steps.contains(Phase.TO_DOM) || to == null || back && from == null || total == null ? " – |"
                        : String.format(Locale.ROOT, " %.0f%% |", 100 * (to + (back ? from : 0)) / total));
            }
            if (copies) {
                Map<String, String> copy = new LinkedHashMap<>(g);
                copy.put("side", side.id());
                Double share = score(Benchmark.SPRING_WS_COPY, copy);
                Double total = byStack.get(StackId.SPRING_WS);
                s.append(share == null || total == null ? " – |" : String.format(Locale.ROOT, " %.0f%% |", 100 * share / total));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** The default job's stacks, and any other whose direction totals are in these results, in StackId order. */
    private List<StackId> shownStacks() {
        List<StackId> shown = new ArrayList<>();
        for (StackId id : StackId.values()) {
            if (PhaseTable.traits(id).defaultJob()
                    || results.stream().anyMatch(r -> total(r).isPresent() && id.id().equals(r.param("stack")))) {
                shown.add(id);
            }
        }
        return shown;
    }

    /**
     * A one-call stack (XWSS, Spring-WS's interceptor) applies a whole configuration at once, so its
     * per-operation shares are derived by difference between profiles of the same run: encryption ≈
     * signencr − sign, signature ≈ signencr − encrypt, for each of its step benchmarks.
     */
    public String oneCallDerivedMarkdown() {
        StringBuilder s = new StringBuilder("| stack | phase | suite | workload | direction | sign (µs) | encrypt (µs) | signencr (µs) "
                + "| encryption share, derived (µs) | signature share, derived (µs) |\n|---|---|---|---|---|---:|---:|---:|---:|---:|\n");
        Map<String, Group> groups = new LinkedHashMap<>();
        for (Result r : results) {
            Benchmark.of(r.name()).filter(b -> oneCallStep(b, r.param("stack"))).ifPresent(b -> {
                Map<String, String> g = key(r);
                g.remove("profile");
                groups.putIfAbsent(b + " " + g, new Group(b, g));
            });
        }
        for (Group group : groups.values()) {
            Map<String, String> g = group.key();
            Double sign = scoreFor(group.benchmark(), g, Profile.SIGN);
            Double encrypt = scoreFor(group.benchmark(), g, Profile.ENCRYPT);
            Double both = scoreFor(group.benchmark(), g, Profile.SIGNENCR);
            s.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n", g.get("stack"),
                    group.benchmark(), g.get("suite"), g.get("workload"), g.get("direction"), format(sign), format(encrypt), format(both),
                    both == null || sign == null ? "–" : format(both - sign),
                    both == null || encrypt == null ? "–" : format(both - encrypt)));
        }
        return s.toString();
    }

    /** Whether {@code b} times a step of the one-call stack whose id is {@code stack}. */
    private static boolean oneCallStep(Benchmark b, String stack) {
        return b.phase() != null && Arrays.stream(StackId.values()).anyMatch(id -> id.id().equals(stack)
                && PhaseTable.traits(id).oneCall() && PhaseTable.stacksWith(b.phase()).contains(id));
    }

    private Double scoreFor(Benchmark benchmark, Map<String, String> key, Profile profile) {
        Map<String, String> k = new LinkedHashMap<>(key);
        k.put("profile", profile.id());
        return score(benchmark, k);
    }

    private static String format(Double micros) {
        return micros == null ? "–" : String.format(Locale.ROOT, "%.1f", micros);
    }
}
