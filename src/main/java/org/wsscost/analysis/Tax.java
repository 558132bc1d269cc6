package org.wsscost.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.wsscost.phases.Benchmark;
import org.wsscost.pipeline.Side;
import org.wsscost.results.Result;

/**
 * The XML tax of a run, in three layers for each secured direction total: the crypto floor
 * ({@code Floor.outbound} / {@code Floor.inbound}: the JCA operations alone), the Santuario baseline
 * ({@code Santuario.outbound} / {@code Santuario.inbound}, {@code api} dom and stax: the security
 * library alone, no SOAP stack), and the stack's own direction total ({@code Outbound.total} /
 * {@code Inbound.total}). Tax = stack total ÷ floor. Layers match on profile, suite, workload,
 * direction and provider; a parameter a result does not have is not compared. Only computes; the
 * tools render.
 */
public final class Tax {
    static final List<String> KEY = List.of("profile", "suite", "workload", "direction", "provider");

    /**
     * One stack's direction total against the layers beneath it; {@code santuario} maps api (dom,
     * stax) to µs, empty when the run has no Santuario baseline. {@code crossMachine}: a layer ran on
     * another machine than the total (a merged sharded run), so the tax is shown, flagged, not judged.
     * {@code errors}: each figure's half 95% interval as a fraction of it, by "total", "floor", "dom", "stax".
     */
    public record Row(String side, String stack, Map<String, String> params, double total, double floor,
            Map<String, Double> santuario, boolean crossMachine, Map<String, Double> errors) {
        /** The XML tax: how many times the floor the stack's direction costs. */
        public double tax() {
            return total / floor;
        }

        /** The floor's share of the stack's total. */
        public double floorShare() {
            return floor / total;
        }
    }

    /**
     * One benchmark and parameter set measured both ways of one parameter: {@code a} ÷ {@code b};
     * {@code crossMachine} when the two ran on different machines.
     */
    public record Ratio(String benchmark, Map<String, String> params, double a, double b, boolean crossMachine) {
        public double ratio() {
            return a / b;
        }
    }

    private final List<Result> results;

    public Tax(List<Result> results) {
        this.results = results;
    }

    public boolean hasFloor() {
        return has(Benchmark.Kind.FLOOR);
    }

    public boolean hasSantuario() {
        return has(Benchmark.Kind.BASELINE);
    }

    private boolean has(Benchmark.Kind kind) {
        return results.stream().anyMatch(r -> Benchmark.of(r.name()).filter(b -> b.kind() == kind).isPresent());
    }

    /** Every secured stack direction total that has a floor in the run, in the run's order. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (Result r : results) {
            Optional<Benchmark> total = PhaseSums.total(r);
            if (total.isEmpty()) {
                continue;
            }
            Side side = total.get().side();
            Map<String, String> key = key(r);
            Result floor = find(Benchmark.floor(side), key);
            if (floor == null) {
                continue;
            }
            Map<String, Double> santuario = new LinkedHashMap<>();
            Map<String, Double> errors = new LinkedHashMap<>();
            errors.put("total", Interval.of(r).relative());
            errors.put("floor", Interval.of(floor).relative());
            boolean crossMachine = !floor.sameMachine(r);
            for (String api : List.of("dom", "stax")) {
                Map<String, String> k = new LinkedHashMap<>(key);
                k.put("api", api);
                Result s = find(Benchmark.santuario(side), k);
                if (s != null) {
                    santuario.put(api, PhaseSums.micros(s));
                    errors.put(api, Interval.of(s).relative());
                    crossMachine |= !s.sameMachine(r);
                }
            }
            Map<String, String> params = new LinkedHashMap<>(key);
            if (r.param("keystore") != null) {
                params.put("keystore", r.param("keystore"));
            }
            rows.add(new Row(side.outbound() ? "outbound" : "inbound", r.param("stack"), params, PhaseSums.micros(r),
                    PhaseSums.micros(floor), santuario, crossMachine, errors));
        }
        return rows;
    }

    /**
     * Every benchmark measured with {@code param} = {@code a} and = {@code b}, all other parameters
     * equal: provider jdk ÷ bc, keystore pkcs12 ÷ jks.
     */
    public List<Ratio> ratios(String param, String a, String b) {
        List<Ratio> ratios = new ArrayList<>();
        for (Result r : results) {
            if (!a.equals(r.param(param))) {
                continue;
            }
            for (Result other : results) {
                if (other.benchmark().equals(r.benchmark()) && b.equals(other.param(param))
                        && sameExcept(r.params(), other.params(), param)) {
                    Map<String, String> params = new TreeMap<>(r.params());
                    params.remove(param);
                    ratios.add(new Ratio(r.name(), params, PhaseSums.micros(r), PhaseSums.micros(other), !r.sameMachine(other)));
                }
            }
        }
        return ratios;
    }

    private static boolean sameExcept(Map<String, String> x, Map<String, String> y, String param) {
        Map<String, String> a = new TreeMap<>(x);
        Map<String, String> b = new TreeMap<>(y);
        a.remove(param);
        b.remove(param);
        return a.equals(b);
    }

    private static Map<String, String> key(Result r) {
        Map<String, String> key = new LinkedHashMap<>();
        for (String name : KEY) {
            if (r.param(name) != null) {
                key.put(name, r.param(name));
            }
        }
        return key;
    }

    /** The first result of {@code benchmark} whose parameters agree with {@code wanted} where it has them. */
    private Result find(Benchmark benchmark, Map<String, String> wanted) {
        for (Result r : results) {
            if (r.name().equals(benchmark.shortName()) && wanted.entrySet().stream()
                    .allMatch(e -> r.param(e.getKey()) == null || r.param(e.getKey()).equals(e.getValue()))) {
                return r;
            }
        }
        return null;
    }
}
