package org.wsscost.cli;

import java.io.PrintStream;
import java.util.List;

/** {@code secure --stack S --profile P [--suite …] [--direction …] IN OUT}: a sender's view of one message. */
final class SecureTool implements Tool.Command {
    static final String USAGE = """
            usage: java -jar target/benchmarks.jar secure --stack S --profile P [--suite S] [--direction D] IN OUT
              Reads a plain seismic SOAP 1.1 message (IN), binds its payload and sends it as the stack's
              sender does under the profile, writing the bytes on the wire to OUT (written beside OUT and
              moved into place). Exit 0 written, 2 bad usage or input.
            """ + Secured.OPTIONS_HELP;

    @Override
    public int run(List<String> argv, PrintStream out) throws Exception {
        Args args = new Args("secure", argv, Secured.OPTIONS);
        if (args.help) {
            out.println(USAGE);
            return 0;
        }
        args.requirePositional(2, "IN OUT");
        String in = args.positional.get(0);
        byte[] plain = Args.read(in);
        SoapInput.check(in, plain);
        Secured s = Secured.of(args);
        Object payload;
        try {
            payload = s.stack().bind(s.stack().build(plain));
        } catch (RuntimeException e) {
            throw new UsageException(in + ": not a seismic query or results message: " + e.getMessage());
        }
        byte[] wire = s.security().send(s.stack(), payload);
        Args.write(args.positional.get(1), wire);
        out.println("secured " + in + " (" + plain.length + " bytes) → " + args.positional.get(1) + " (" + wire.length
                + " bytes): " + s.describe());
        return 0;
    }
}
