package org.wsscost.cli;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
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
