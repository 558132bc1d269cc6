package org.wsscost.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One input through {@code verify}'s own verdict, in process, with a receiver made once: the exit code,
 * every line printed on stdout and stderr (the tool's and the engine's), the payload if valid, the time.
 */
record VerifyRun(int exit, List<String> lines, String err, Object payload, long millis) {
    /** Words that are no reason: a bare class name, a NullPointerException's message, nothing after a colon. */
    private static final Pattern NO_REASON = Pattern.compile(": ([\\p{Alpha}_$][\\w$]*(\\.[\\p{Alpha}_$][\\w$]*)+)? \\(|Cannot invoke"
            + "|because \"|is null|provided null name|: \\(");

    static VerifyRun of(Secured receiver, String name, byte[] wire) {
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Object[] bound = new Object[1];
        long start = System.nanoTime();
        int exit;
        try {
            PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
            PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
            System.setOut(o);
            System.setErr(e);
            exit = Tool.run("verify", (args, printTo) -> {
                SoapInput.check(name, wire);
                VerifyTool.Verdict v = VerifyTool.verify(receiver, name, wire, printTo);
                bound[0] = v.payload();
                return v.exit();
            }, List.of(), o, e);
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        String printed = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        return new VerifyRun(exit, printed.lines().toList(), err.toString(StandardCharsets.UTF_8), bound[0], millis);
    }

    String kind() {
        return switch (exit) {
            case 0 -> "valid";
            case 1 -> "rejected";
            case 2 -> "bad-input";
            default -> "exit-" + exit;
        };
    }

    /** The one line printed, or null when there were more or none. */
    String line() {
        return lines.size() == 1 ? lines.get(0) : null;
    }

    /** One line that starts as its verdict's does, on the stream its verdict goes to. */
    boolean saysItsVerdict(String name) {
        String start = switch (exit) {
            case 0 -> "valid " + name + ": ";
            case 1 -> "rejected " + name + ": ";
            default -> "wsscost verify: " + name;
        };
        return line() != null && line().startsWith(start) && (exit == 0) == err.isEmpty();
    }

    /** A refusal whose reason says something: not empty, not a bare class name, not a NullPointerException's words. */
    boolean explains() {
        return exit == 1 && line() != null && !NO_REASON.matcher(line()).find();
    }
}
