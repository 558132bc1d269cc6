package org.wsscost.cli;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.wsscost.Id;
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
    /** Each parameter's name, as {@code -p} takes it, and the enum of the ids it accepts; in the order {@code params} lists them. */
    static final Map<String, Class<? extends Id>> PARAMS = params();

    private static Map<String, Class<? extends Id>> params() {
        Map<String, Class<? extends Id>> p = new LinkedHashMap<>();
        p.put("stack", StackId.class);
        p.put("profile", Profile.class);
        p.put("suite", Suite.class);
        p.put("workload", Workload.class);
        p.put("direction", Direction.class);
        p.put("access", PayloadAccess.class);
        p.put("side", Side.class);
        p.put("binding", Binding.class);
        p.put("api", Api.class);
        p.put("provider", Provider.class);
        p.put("keystore", KeyStoreType.class);
        p.put("config", Configuration.class);
        return Collections.unmodifiableMap(p);
    }

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

    /** Every id {@code type} accepts, as {@link Id#ids} lists them. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static String ids(Class<? extends Id> type) {
        return Id.ids((Class) type);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void parse(Class<? extends Id> type, String name, String value) {
        Id.parse((Class) type, name, value);
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
            Class<? extends Id> type = PARAMS.get(name);
            if (type == null) {
                continue;
            }
            for (String value : spec.substring(spec.indexOf('=') + 1).split(",")) {
                try {
                    parse(type, name, value);
                } catch (IllegalArgumentException e) {
                    return "-p " + spec + ": " + e.getMessage();
                }
            }
        }
        return null;
    }
}
