package org.wsscost.turn;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * One fork's side of turn-taking: before each iteration it asks the {@link Referee} for the turn and
 * blocks (no CPU) until it gets it; after the iteration it gives the turn back. A and B forks of the
 * same benchmark thus run at the same time but measure by turns, so a shared machine's slow changes
 * of speed fall on both alike, one iteration apart.
 *
 * <p>The protocol is lines over a loopback socket: {@code hello SIDE KEY}, then per iteration
 * {@code ready} (answered {@code go}) and {@code done}, and at the end of the trial {@code leave}
 * (answered {@code bye} once the other side has finished too).
 */
public final class Turn implements Closeable {
    /** The system property that carries {@code HOST:PORT/SIDE} to a fork. */
    public static final String PROPERTY = "wsscost.turns";
    /** The system property that, set to {@code together}, lets both forks warm up at once: turns only when measuring. */
    public static final String WARMUP_PROPERTY = "wsscost.turns.warmup";

    private final Socket socket;
    private final BufferedReader in;
    private final Writer out;

    private Turn(Socket socket) throws IOException {
        this.socket = socket;
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
    }

    /**
     * Joins the referee named by {@code address} ({@code HOST:PORT/SIDE}, as {@link Referee#address}
     * gives it) for the benchmark and parameter set {@code key}.
     */
    public static Turn join(String address, String key) throws IOException {
        int slash = address.lastIndexOf('/');
        int colon = address.lastIndexOf(':', slash);
        if (slash < 0 || colon < 0) {
            throw new IllegalArgumentException(PROPERTY + "='" + address + "' is not HOST:PORT/SIDE");
        }
        String side = address.substring(slash + 1);
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(new InetSocketAddress(address.substring(0, colon),
                Integer.parseInt(address.substring(colon + 1, slash))));
        Turn turn = new Turn(socket);
        turn.send("hello " + side + " " + key);
        return turn;
    }

    /** Blocks until it is this fork's turn. */
    public void await() throws IOException {
        send("ready");
        String answer = in.readLine();
        if (!"go".equals(answer)) {
            throw new IOException("the turn referee ended the run" + (answer == null ? "" : ": " + answer));
        }
    }

    /** Gives the turn back after an iteration. */
    public void pass() throws IOException {
        send("done");
    }

    /** Ends the trial: blocks until the other side's fork has finished its iterations too. */
    public void leave() throws IOException {
        send("leave");
        String answer = in.readLine();
        if (!"bye".equals(answer)) {
            throw new IOException("the turn referee ended the run" + (answer == null ? "" : ": " + answer));
        }
    }

    private void send(String line) throws IOException {
        out.write(line + "\n");
        out.flush();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
