package org.wsscost.cli;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * What the engines print themselves while a tool drives them (a parser's "[Fatal Error]" line, a stack trace
 * XWSS prints before it refuses): not shown, since a tool's answer is its own lines; the libraries' logging
 * is {@link Tool}'s to quiet.
 */
final class EngineOutput {
    private EngineOutput() {
    }

    /** A call into the engines. */
    interface Call<T, E extends Exception> {
        T call() throws E;
    }

    /** Runs {@code call} with {@code System.out} and {@code System.err} going nowhere, and puts them back after. */
    static <T, E extends Exception> T hidden(Call<T, E> call) throws E {
        PrintStream stdout = System.out;
        PrintStream stderr = System.err;
        PrintStream engine = new PrintStream(OutputStream.nullOutputStream());
        System.setOut(engine);
        System.setErr(engine);
        try {
            return call.call();
        } finally {
            System.setOut(stdout);
            System.setErr(stderr);
        }
    }
}
