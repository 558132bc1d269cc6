package org.wsscost.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.wsscost.Id;

/**
 * The tools in the benchmarks jar, run as {@code java -jar target/benchmarks.jar <tool> …}.
 * Exit codes: 0 done, 1 a verdict against the input (a tool says which), 2 bad usage or input —
 * one line on stderr naming what and where, and the stack trace only with {@code --debug} — and
 * {@value #RESOURCE_EXIT} when the JVM ran out of heap or stack, which is no verdict on the input.
 */
public enum Tool implements Id {
    HELP("this list (also --help, tools)", new HelpTool()),
    PARAMS("every value each benchmark parameter (-p NAME=…) accepts", new ParamsTool()),
    RECORD("re-record the seismic corpus into messages/", new RecordTool()),
    SECURE("secure one message as a stack's sender does", new SecureTool()),
    VERIFY("verify one message as a stack's receiver does", new VerifyTool()),
    INTEROP("which stack accepts which stack's secured messages", new InteropTool()),
    ATTACKS("which stack's receiver rejects which attack", new AttacksTool()),
    HEAP("the smallest heap each receiver verifies a 1, 10 and 50 MB response with, and its time", new HeapTool()),
    PHASES("check isolated phases against direction totals in a JMH result", new PhasesTool()),
    TAX("each stack's direction total against the crypto floor; provider and keystore ratios", new TaxTool()),
    GROWTH("how each benchmark's cost grows with message size along the ladder", new GrowthTool()),
    COMPARE("regressions between two JMH results, with bootstrap confidence intervals", new CompareTool()),
    REPORT("Markdown and HTML report with charts of a JMH result", new ReportTool()),
    RUN("run JMH and save its JSON with a metadata sidecar under results/", new RunTool()),
    SHARDS("how run --shard cuts a job into N parts, with each part's estimated time", new ShardsTool()),
    MERGE("join the shards of one job into one result with a combined sidecar", new MergeTool()),
    CALIBRATE("cold forks with many iterations, and the warm-up each benchmark needs", new CalibrateTool()),
    VERSIONS("the library versions this jar actually loads", new VersionsTool()),
    PROFILE("JMH with async-profiler flame graphs, from the library the jar carries", new ProfileTool()),
    SCALING("the same benchmarks on one thread and on N: throughput per thread and scaling efficiency", new ScalingTool()),
    ATTRIBUTE("a benchmark's profile samples attributed to parts of the work by the frame table", new AttributeTool()),
    AB("two builds of the suite, forks interleaved, merged and compared", new AbTool()),
    HISTORY("a library's releases, consecutive pairs run as ab runs them, against the oldest", new HistoryTool()),
    THEN_AND_NOW("the published comparisons beside today's, and each old stack beside its successor, run in rounds",
            new ThenAndNowTool());

    /** What a tool does with its arguments; it throws {@link UsageException} on bad usage or input. */
    public interface Command {
        int run(List<String> args, PrintStream out) throws Exception;
    }

    private final String summary;
    private final Command command;

    Tool(String summary, Command command) {
        this.summary = summary;
        this.command = command;
    }

    public String summary() {
        return summary;
    }

    /** The tool a first argument names: its id, or {@code --help} and {@code tools} for {@link #HELP}. */
    public static Optional<Tool> named(String name) {
        String id = name.equals("--help") || name.equals("tools") ? HELP.id() : name;
        return Arrays.stream(values()).filter(t -> t.id().equals(id)).findFirst();
    }

    /** The root of java.util.logging, held here so that its level stays set. */
    private static final Logger ROOT_LOG = Logger.getLogger("");

    /** The exit code of a tool whose JVM ran out of heap or stack. */
    public static final int RESOURCE_EXIT = 3;

    /** What every tool's help ends with. */
    static final String RESOURCE_HELP = "  Exit " + RESOURCE_EXIT + " when the JVM runs out of heap or stack: one line says which"
            + " and how much it had (no verdict on the input).";

    /**
     * Runs the tool and turns any failure into exit code 2 and one line on stderr; a JVM that runs
     * out of heap or stack into {@link #RESOURCE_EXIT} and one line saying which.
     */
    public int run(List<String> args) {
        return run(id(), command, args, System.out, System.err);
    }

    /** {@link #run(List)} for any command, with its streams: what the tests call. */
    static int run(String id, Command command, List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>(args);
        boolean debug = rest.remove("--debug");
        // the libraries' own logs (CXF's INFO lines, Santuario's warnings) would break a tool's one-line answers
        ROOT_LOG.setLevel(debug ? Level.INFO : Level.OFF);
        try {
            int exit = command.run(rest, out);
            if (rest.contains("--help") || rest.contains("-h")) {
                out.println(RESOURCE_HELP);
            }
            return exit;
        } catch (OutOfMemoryError e) {
            // what filled the heap is unreachable once the call has unwound, so there is room to say so
            err.println("wsscost " + id + ": out of memory: the JVM's heap of " + Runtime.getRuntime().maxMemory() / (1 << 20)
                    + " MB (-Xmx) ran out (" + message(e) + "); run it with a larger -Xmx, or on a streaming stack");
            return RESOURCE_EXIT;
        } catch (StackOverflowError e) {
            err.println("wsscost " + id + ": stack overflow: the input nests deeper than the thread's stack (-Xss, "
                    + "the JVM's default unless set) allows");
            return RESOURCE_EXIT;
        } catch (Exception e) {
            err.println("wsscost " + id + ": " + message(e));
            if (debug) {
                e.printStackTrace(err);
            }
            return 2;
        }
    }

    private static String message(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m;
    }
}
