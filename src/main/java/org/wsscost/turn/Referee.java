package org.wsscost.turn;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;

/**
 * Gives the turns to the forks of sides {@code a} and {@code b} ({@link Turn} is their end). The
 * k-th fork to join from A is paired with the k-th from B, and both must name the same benchmark and
 * parameter set. The first turn waits until both have set up; a pair's iterations go A B B A A B …,
 * so that neither side is always the one measured first; when one side's trial ends, the other takes
 * its remaining turns alone, and the first to finish waits for the other before it leaves, so that
 * its next fork does not start while the other still measures.
 *
 * <p>A fork that names another benchmark than its partner, or leaves in the middle of a turn, ends
 * the run: both get an error instead of the turn, and {@link #failure} says what happened.
 */
public final class Referee implements Closeable {
    /** One pair's record: the benchmark key and the turns each side took. */
    public record Pair(String key, int turnsA, int turnsB) {
    }

    private final ServerSocket server;
    private final Map<Side, Deque<Player>> waiting = Map.of(Side.A, new ArrayDeque<>(), Side.B, new ArrayDeque<>());
    private final List<Player> players = new ArrayList<>();
    private final List<Pair> pairs = new ArrayList<>();
    private volatile String failure;
    private volatile boolean closed;

    private record Player(Socket socket, BufferedReader in, Writer out, String key) {
        String read() throws IOException {
            return in.readLine();
        }

        void send(String line) throws IOException {
            out.write(line + "\n");
            out.flush();
        }
    }

    /** Listens on an ephemeral loopback port and starts accepting forks. */
    public Referee() throws IOException {
        server = new ServerSocket(0, 16, InetAddress.getLoopbackAddress());
        Thread accept = new Thread(this::accept, "turn-referee");
        accept.setDaemon(true);
        accept.start();
    }

    /** The value of {@link Turn#PROPERTY} for the forks of {@code side}. */
    public String address(Side side) {
        return server.getInetAddress().getHostAddress() + ":" + server.getLocalPort() + "/" + side.id();
    }

    /** What ended the run early, or null. */
    public String failure() {
        return failure;
    }

    /** The pairs whose turns are over, in the order they ended. */
    public synchronized List<Pair> pairs() {
        return List.copyOf(pairs);
    }

    private void accept() {
        while (!closed) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException e) {
                if (!closed) {
                    fail("the referee stopped accepting forks: " + e.getMessage());
                }
                return;
            }
            try {
                socket.setTcpNoDelay(true);
                BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
                Writer out = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
                String[] hello = String.valueOf(in.readLine()).split(" ", 3);
                if (hello.length < 3 || !hello[0].equals("hello") || Side.of(hello[1]).isEmpty()) {
                    socket.close();
                    fail("a fork joined with '" + String.join(" ", hello) + "', not 'hello a|b KEY'");
                    continue;
                }
                join(Side.of(hello[1]).orElseThrow(), new Player(socket, in, out, hello[2]));
            } catch (IOException e) {
                fail("a fork could not join: " + e.getMessage());
            }
        }
    }

    private void join(Side side, Player player) {
        Player a;
        Player b;
        synchronized (this) {
            players.add(player);
            waiting.get(side).add(player);
            if (waiting.get(Side.A).isEmpty() || waiting.get(Side.B).isEmpty()) {
                return;
            }
            a = waiting.get(Side.A).poll();
            b = waiting.get(Side.B).poll();
        }
        Thread t = new Thread(() -> play(a, b), "turns " + a.key());
        t.setDaemon(true);
        t.start();
    }

    private void play(Player a, Player b) {
        try (Socket sa = a.socket(); Socket sb = b.socket()) {
            // the reason is recorded before the sockets close, so a partner failing on its closed socket finds it
            try {
                turns(a, b);
            } catch (IOException e) {
                if (!closed) {
                    fail(e.getMessage());
                }
            }
        } catch (IOException e) {
            fail("closing the sockets of '" + a.key() + "' failed: " + e.getMessage());
        }
    }

    private void turns(Player a, Player b) throws IOException {
        if (!a.key().equals(b.key())) {
            String why = "A runs '" + a.key() + "' while B runs '" + b.key() + "': the jars' benchmarks differ";
            note(why);
            a.send("error " + why);
            b.send("error " + why);
            fail(why);
            return;
        }
        Player[] sides = {a, b};
        boolean[] over = new boolean[2];
        boolean[] left = new boolean[2];
        int[] turns = new int[2];
        // no turn before both have set up, so neither side's setup overlaps the other's measurement
        for (int s = 0; s < 2; s++) {
            over[s] = !ready(sides[s], s, left);
        }
        for (int t = 0; !(over[0] && over[1]); t++) {
            int s = over[0] ? 1 : over[1] ? 0 : (t + 1) / 2 % 2;
            sides[s].send("go");
            if (!"done".equals(sides[s].read())) {
                throw new IOException((s == 0 ? "A" : "B") + "'s fork of '" + a.key() + "' ended during its turn");
            }
            turns[s]++;
            over[s] = !ready(sides[s], s, left);
        }
        // both leave together, so neither side's next fork starts while the other still measures
        for (int s = 0; s < 2; s++) {
            if (left[s]) {
                sides[s].send("bye");
            }
        }
        synchronized (this) {
            pairs.add(new Pair(a.key(), turns[0], turns[1]));
        }
    }

    /** Reads a fork's next request: true for "ready"; false when it leaves (or is gone), noted in {@code left}. */
    private static boolean ready(Player player, int side, boolean[] left) throws IOException {
        String line = player.read();
        if ("ready".equals(line)) {
            return true;
        }
        if ("leave".equals(line)) {
            left[side] = true;
            return false;
        }
        if (line == null) {
            return false;
        }
        throw new IOException((side == 0 ? "A" : "B") + " sent '" + line + "' instead of 'ready' or 'leave'");
    }

    /** Records the first reason the run ends; later ones are consequences of it. */
    private synchronized void note(String why) {
        if (failure == null) {
            failure = why;
        }
    }

    private void fail(String why) {
        note(why);
        try {
            close();
        } catch (IOException e) {
            failure += "; and closing the forks' sockets failed: " + e.getMessage();
        }
    }

    /** Stops accepting and disconnects every fork, so that a fork waiting for its turn fails at once. */
    @Override
    public void close() throws IOException {
        closed = true;
        List<Closeable> all = new ArrayList<>(List.of(server));
        synchronized (this) {
            players.forEach(p -> all.add(p.socket()));
        }
        IOException first = null;
        for (Closeable c : all) {
            try {
                c.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
