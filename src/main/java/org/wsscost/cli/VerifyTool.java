package org.wsscost.cli;

import java.io.PrintStream;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.wsscost.payload.Binder;
import org.wsscost.security.Refusals;
import org.wsscost.security.Stamps;

/** {@code verify --stack S --profile P [--suite …] [--direction …] IN}: a receiver's verdict on one message. */
final class VerifyTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar verify --stack S --profile P [--suite S] [--direction D] IN
              Receives IN as the stack's receiver does under the profile: processes the security header,
              checks what the profile requires (signature over Body and Timestamp, encrypted Body,
              UsernameToken), and binds the payload. Exit 0 valid (one-line summary), 1 rejected (the
              reason: any failure of the engine on well-formed SOAP is its refusal), 2 bad usage or input
              (not well-formed XML, a DTD, not a SOAP 1.1 envelope, nested more than 1,000 elements deep).
              One line only: what the engine prints itself (a parser's error line, a stack trace) is not shown,
              and the libraries' logs only with --debug.
              --received-at T  the receiver's clock set back to the instant T (2026-11-24T09:00:00Z), for a
                               message made then (a peer's recorded request): each Timestamp must be valid
                               at T, and a Created may be older by the time since T
            """ + Secured.OPTIONS_HELP;

    private static final Set<String> OPTIONS = Stream.concat(Secured.OPTIONS.stream(), Stream.of("received-at"))
            .collect(Collectors.toUnmodifiableSet());

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("verify", argv, OPTIONS);
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(1, "IN");
        String in = args.positional.get(0);
        byte[] wire = Args.read(in);
        SoapInput.check(in, wire);
        Instant clock = Secured.clock(args);
        Secured secured = Secured.of(args, clock);
        String stale = clock == null ? null : Stamps.invalidAt(wire, clock);
        if (stale != null) {
            System.err.println(rejected(in, stale, secured));
            return 1;
        }
        return verify(secured, in, wire, out).exit();
    }

    /** A verdict: its exit code, and the payload bound when the input is valid. */
    record Verdict(int exit, Object payload) {
    }

    /**
     * The receiver's verdict on well-formed SOAP input (checked with {@link SoapInput}), printed as one
     * line: what {@code verify} does once its receiver is made, and what the mutation test drives.
     */
    static Verdict verify(Secured s, String in, byte[] wire, PrintStream out) {
        Object payload;
        try {
            // what an engine prints itself is not the verdict: the line below says it
            payload = EngineOutput.hidden(() -> s.security().receive(s.stack(), wire));
        } catch (RuntimeException e) {
            resourceIn(e);
            // the input is well-formed SOAP: whatever else the engine throws on it is its refusal
            System.err.println(rejected(in, Refusals.reason(e), s));
            return new Verdict(1, null);
        }
        String what = Binder.isQuery(payload) ? "a query" : "results with " + Binder.quakes(payload) + " quakes";
        out.println("valid " + in + ": " + what + " (" + s.describe() + ")");
        return new Verdict(0, payload);
    }

    /** The one line of a refusal: the input, the reason, and which receiver under which policy. */
    private static String rejected(String in, String reason, Secured s) {
        return "rejected " + in + ": " + reason + " (" + s.describe() + ")";
    }

    /** A heap or stack that ran out inside the engine, however it was wrapped, is no verdict: rethrown for exit 3. */
    private static void resourceIn(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof OutOfMemoryError || t instanceof StackOverflowError) {
                throw (Error) t;
            }
        }
    }
}
