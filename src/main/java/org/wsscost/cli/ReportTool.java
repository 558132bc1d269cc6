package org.wsscost.cli;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.jfree.chart.ChartUtils;
import org.wsscost.attribution.Profiles;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.phases.Benchmark;
import org.wsscost.report.Report;
import org.wsscost.report.Sizes;
import org.wsscost.results.Result;
import org.wsscost.security.Suite;

/** {@code report RESULT.json [--out DIR] [--sizes on|off] [--attribution DIR]}: Markdown and HTML with charts. */
final class ReportTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar report RESULT.json [--out DIR] [--replace] [--sizes on|off] [--attribution A]
              Writes DIR/report.md, DIR/report.html and the charts they show (PNG, drawn with JFreeChart):
              1. phase breakdown per side as stacked bars per stack × profile × workload (Rampart's in-memory
                 model as its own segments, wss4j-stax's security share marked derived); 1a. with --attribution A
                 (an attribute run's folder, or a folder of them), the streaming passes (wss4j-stax's and cxf-stax's
                 totals, %s) split by their profiles, each attributed bar beside the measured one;
                 2. whole exchanges
                 (%s) normalised to rampart plain; 3. growth over the ladder with fitted exponents;
              4. the XML tax when floor data is present; 5. allocation per phase when the run used -prof gc;
              6. message sizes per stack and profile (measured now by securing the workloads' messages; --sizes off
                 leaves them out); 7. the phase-sum check (±15%%); 8. what the run lacks.
              DIR defaults to a directory named after RESULT.json beside it; RESULT.meta.json, when present, heads
              the report with the run's library versions, JVM and machine. The report is built beside DIR and moved
              in; DIR's %s lists the files report wrote, and a report made again replaces or removes those and
              no others. Refused: a DIR that holds RESULT.json or its sidecar, and an existing DIR of files report did
              not write, unless --replace, which writes the report beside them (never over a file of the same name).
              Exit 0 written, 2 bad usage or input.""".formatted(Benchmark.METRO_WSIT, Benchmark.ROUND_TRIP, OutputFolder.MARKER);

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("report", argv, Set.of("out", "sizes", "attribution"), Set.of("replace"));
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(1, "RESULT.json");
        Path json = Path.of(args.positional.get(0)).toAbsolutePath();
        String sizesOption = args.get("sizes", "on");
        if (!sizesOption.equals("on") && !sizesOption.equals("off")) {
            throw new UsageException("--sizes '" + sizesOption + "': on or off");
        }
        String stem = json.getFileName().toString().replaceFirst("\\.json$", "");
        Path sidecar = json.resolveSibling(stem + ".meta.json");
        String attribution = args.get("attribution", null);
        List<Path> inputs = new ArrayList<>(List.of(json, sidecar));
        if (attribution != null) {
            inputs.add(Path.of(attribution));
        }
        OutputFolder target = OutputFolder.claim("report", "--out", args.get("out", null) == null ? json.resolveSibling(stem)
                : Path.of(args.get("out", null)), args.flag("replace"), inputs);
        List<Result> results = Args.results(json.toString());
        List<Profiles.Profiled> profiles;
        try {
            profiles = attribution == null ? null : Profiles.read(List.of(Path.of(attribution)), ParamCheck.PARAMS.keySet());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--attribution " + e.getMessage());
        }
        System.setProperty("java.awt.headless", "true");
        Report report;
        try {
            report = new Report(results, json.getFileName().toString(), metadata(sidecar), sizesOption.equals("on") ? sizes() : null,
                    profiles);
        } catch (IllegalArgumentException e) {
            throw new UsageException(json + ": " + e.getMessage());
        }
        target.write(staging -> {
            for (Report.Chart chart : report.charts()) {
                try (OutputStream png = Files.newOutputStream(staging.resolve(chart.file()))) {
                    ChartUtils.writeChartAsPNG(png, chart.chart(), chart.width(), chart.height());
                }
            }
            Files.writeString(staging.resolve("report.md"), report.doc().markdown(), StandardCharsets.UTF_8);
            Files.writeString(staging.resolve("report.html"), report.doc().html("wsscost report: " + stem), StandardCharsets.UTF_8);
        });
        out.println("report " + target.dir().resolve("report.md") + "\n       " + target.dir().resolve("report.html") + "\n       "
                + report.charts().size() + " charts");
        return 0;
    }

    private static Map<String, Object> metadata(Path sidecar) throws UsageException {
        if (!Files.isRegularFile(sidecar)) {
            return null;
        }
        try {
            return new ObjectMapper().readValue(sidecar.toFile(), new TypeReference<Map<String, Object>>() { });
        } catch (IOException e) {
            throw new UsageException(sidecar + ": not a metadata sidecar (" + e.getMessage().lines().findFirst().orElse("") + ")");
        }
    }

    /** Sizes of every stack × profile, suite modern, both directions, measured once per workload. */
    private static Function<Workload, List<Sizes.Size>> sizes() {
        Map<Workload, List<Sizes.Size>> cache = new HashMap<>();
        return w -> cache.computeIfAbsent(w, workload -> {
            List<Sizes.Size> all = new ArrayList<>();
            for (Direction d : Direction.values()) {
                all.addAll(Sizes.measure(workload, Suite.MODERN, d));
            }
            return all;
        });
    }
}
