package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;
import org.wsscost.payload.Binder;
import org.wsscost.security.Rejected;

/** {@code verify --stack S --profile P [--suite …] [--direction …] IN}: a receiver's verdict on one message. */
final class VerifyTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar verify --stack S --profile P [--suite S] [--direction D] IN
              Receives IN as the stack's receiver does under the profile: processes the security header,
              checks what the profile requires (signature over Body and Timestamp, encrypted Body,
              UsernameToken), and binds the payload. Exit 0 valid (one-line summary), 1 rejected (the
              reason), 2 bad usage or input.
            """ + Secured.OPTIONS_HELP;

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("verify", argv, Secured.OPTIONS);
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(1, "IN");
        String in = args.positional.get(0);
        byte[] wire = Args.read(in);
        SoapInput.check(in, wire);
        Secured s = Secured.of(args);
        Object payload;
        try {
            payload = s.security().receive(s.stack(), wire);
        } catch (Rejected e) {
            System.err.println("rejected " + in + ": " + e.getMessage() + " (" + s.describe() + ")");
            return 1;
        }
        String what = Binder.isQuery(payload) ? "a query" : "results with " + Binder.quakes(payload) + " quakes";
        out.println("valid " + in + ": " + what + " (" + s.describe() + ")");
        return 0;
    }
}
