package org.wsscost.cli;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.baseline.Api;
import org.wsscost.binding.Binding;
import org.wsscost.corpus.Direction;
import org.wsscost.corpus.Workload;
import org.wsscost.pipeline.Side;
import org.wsscost.runtime.cxf.Configuration;
import org.wsscost.security.KeyStoreType;
import org.wsscost.security.Profile;
import org.wsscost.security.Provider;
import org.wsscost.security.Suite;
import org.wsscost.shard.Job;
import org.wsscost.springws.PayloadAccess;
import org.wsscost.stack.StackId;

/**
 * Checks the {@code -p name=v1,v2} values of a JMH command line against the enums behind them,
 * before JMH starts, so that a typo fails at once instead of in every trial's setup.
 */
public final class ParamCheck {
    private static final Map<String, Function<String, ?>> PARAMS = Map.ofEntries(
            Map.entry("stack", StackId::of),
            Map.entry("profile", Profile::of),
            Map.entry("suite", Suite::of),
            Map.entry("workload", Workload::of),
            Map.entry("direction", Direction::of),
            Map.entry("access", PayloadAccess::of),
            Map.entry("side", Side::of),
            Map.entry("binding", Binding::of),
            Map.entry("api", Api::of),
            Map.entry("provider", Provider::of),
            Map.entry("keystore", KeyStoreType::of),
            Map.entry("config", Configuration::of));

    private ParamCheck() {
    }

    /**
     * A bare word among the benchmark patterns that names no tool and matches no benchmark in this jar, as one line;
     * null when there is none. A misspelled tool would otherwise reach JMH as a pattern; a regex that matches
     * nothing ({@code 'Inbound\\.totl'}) is JMH's to report, and JMH's own errors in the command line too.
     */
    public static String unknownPattern(List<String> args) {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            return null;
        }
        for (String pattern : cmd.getIncludes()) {
            if (pattern.matches("[A-Za-z][\\w-]*") && !Job.selects(pattern)) {
                return "unknown tool or benchmark pattern '" + pattern + "': no tool is named so and it matches no benchmark (tools: "
                        + String.join(", ", Arrays.stream(Tool.values()).map(Tool::id).toList()) + "; benchmarks: -l)";
            }
        }
        return null;
    }

    /** The first bad {@code -p} value as one line, or null when every known parameter's values are valid. */
    public static String problem(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String spec = a.equals("-p") && i + 1 < args.size() ? args.get(i + 1)
                    : a.startsWith("-p") && a.length() > 2 ? a.substring(2) : null;
            if (spec == null || !spec.contains("=")) {
                continue;
            }
            String name = spec.substring(0, spec.indexOf('='));
            Function<String, ?> check = PARAMS.get(name);
            if (check == null) {
                continue;
            }
            for (String value : spec.substring(spec.indexOf('=') + 1).split(",")) {
                try {
                    check.apply(value);
                } catch (IllegalArgumentException e) {
                    return "-p " + spec + ": " + e.getMessage();
                }
            }
        }
        return null;
    }
}
