package org.wsscost.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jfree.data.category.DefaultCategoryDataset;
import org.wsscost.analysis.Comparison;
import org.wsscost.analysis.Interval;
import org.wsscost.analysis.PhaseSums;
import org.wsscost.analysis.Steadiness;
import org.wsscost.phases.Benchmark;
import org.wsscost.results.Result;

/**
 * The article's view: every stack's whole exchange as a multiple of Rampart's plain exchange on the
 * same suite and workload, with each runtime's own exchange (metro-wsit, spring-ws-runtime, cxf-runtime,
 * axis2-runtime) beside them.
 */
final class Exchanges {
    private Exchanges() {
    }

    /** A runtime's row: its name, then the path and the configuration where it has more than one (no spaces). */
    private static String label(Benchmark runtime, Result r) {
        String stack = r.param("stack") == null ? "" : ":" + r.param("stack");
        String config = r.param("config") == null || "actions".equals(r.param("config")) ? "" : ":" + r.param("config");
        return runtime.runtime() + stack + config;
    }

    static void write(Page page, List<Result> results) {
        Doc doc = page.doc;
        doc.heading(2, "2. Whole exchanges, normalised to rampart plain");
        doc.para("`" + Benchmark.ROUND_TRIP + "`: the client secures and sends the query, the server receives it and sends the "
                + "recorded results, the client receives them — per message, as the published comparison ran it. Each "
                + "stack × profile as a multiple of `rampart` `plain` on the same workload and suite (below 1 is faster). "
                + "`" + Benchmark.METRO_WSIT + "` (Metro's streaming security through its JAX-WS runtime, its own algorithm suite) "
                + "is shown as `" + Benchmark.METRO_WSIT.runtime() + "`, and `" + Benchmark.SPRING_WS_EXCHANGE + "` (Spring-WS's "
                + "template and dispatcher around the spring-ws interceptors, on the stacks' suite) as `"
                + Benchmark.SPRING_WS_EXCHANGE.runtime() + "`, and `" + Benchmark.CXF_EXCHANGE + "` (CXF's JAX-WS runtime on its "
                + "local transport) as `" + Benchmark.CXF_EXCHANGE.runtime() + ":` and the path it ran (`cxf`, `cxf-stax`), "
                + "with `:policy` where WS-SecurityPolicy configured it, and `" + Benchmark.AXIS2_EXCHANGE + "` (Axis2's engine, "
                + "client and service, secured by Rampart 1.7.1 through its policy, legacy suite only) as `"
                + Benchmark.AXIS2_EXCHANGE.runtime() + ":rampart`, where the run has them.");
        Map<String, Map<String, Result>> byGroup = new LinkedHashMap<>();
        for (Result r : results) {
            if (r.name().equals(Benchmark.ROUND_TRIP.shortName())) {
                byGroup.computeIfAbsent(r.param("suite") + " " + r.param("workload"), g -> new LinkedHashMap<>())
                        .put(r.param("stack") + " " + r.param("profile"), r);
            }
        }
        if (byGroup.isEmpty()) {
            doc.para("No `" + Benchmark.ROUND_TRIP + "` in this run.");
            page.lacking.add("whole exchanges: needs `" + Benchmark.ROUND_TRIP + "` (with `rampart` `plain` as the base)");
            return;
        }
        for (Map.Entry<String, Map<String, Result>> g : byGroup.entrySet()) {
            String[] k = g.getKey().split(" ");
            Map<String, Result> scores = new LinkedHashMap<>(g.getValue());
            for (Result r : results) {
                Optional<Benchmark> runtime = Benchmark.of(r.name()).filter(b -> b.kind() == Benchmark.Kind.RUNTIME_EXCHANGE);
                if (runtime.isPresent() && k[1].equals(r.param("workload"))
                        && (r.param("suite") == null || k[0].equals(r.param("suite")))) {
                    scores.put(label(runtime.get(), r) + " " + r.param("profile"), r);
                }
            }
            Result base = scores.get("rampart plain");
            String caption = "suite " + k[0] + ", workload " + k[1];
            doc.heading(3, caption);
            if (base == null) {
                doc.para("No `rampart` `plain` exchange for " + caption + ": nothing to normalise to.");
                page.lacking.add("whole exchanges (" + caption + "): needs `" + Benchmark.ROUND_TRIP + "` rampart plain");
                continue;
            }
            DefaultCategoryDataset data = new DefaultCategoryDataset();
            Whiskers whiskers = new Whiskers();
            List<List<String>> rows = new ArrayList<>();
            scores.forEach((stackProfile, r) -> {
                String[] sp = stackProfile.split(" ");
                // the base against itself: its own spread, not a ratio of two independent draws
                Interval ratio = r == base ? Interval.of(r).times(1 / r.score()) : Comparison.ratio(base, r);
                boolean notSteady = Steadiness.of(r).state() == Steadiness.State.NOT_STEADY
                        || Steadiness.of(base).state() == Steadiness.State.NOT_STEADY;
                data.addValue(ratio.mean(), sp[0], sp[1]);
                whiskers.put(sp[0], sp[1], Whiskers.Mark.of(ratio, notSteady));
                rows.add(List.of(sp[0], sp[1], Page.format(PhaseSums.micros(r)) + " " + Interval.of(r).percent(),
                        String.format(Locale.ROOT, "%.2f", ratio.mean()) + (Double.isNaN(ratio.low()) ? ""
                                : String.format(Locale.ROOT, " (%.2f–%.2f)", ratio.low(), ratio.high()))
                                + (notSteady ? " †" : "") + (r.sameMachine(base) ? "" : " (different machines)")));
            });
            String file = "exchange-" + k[0] + "-" + k[1] + ".png";
            page.charts.add(new Report.Chart(file, Charts.bars("Exchange ÷ rampart plain: " + caption, "profile",
                    "× rampart plain", data, whiskers), 1000, 540));
            doc.image(file, "exchange normalised to rampart plain, " + caption);
            doc.table(List.of("stack", "profile", "µs/exchange (± half the 95% interval)", "× rampart plain (95% interval; † not steady)"),
                    rows);
        }
    }
}
