package org.wsscost.probe.attack;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * What a receiver reaches out for while it handles a message: an HTTP server on the loopback interface that
 * answers every request with a small XML document and notes it, and a local named pipe (a FIFO) whose every
 * opening for reading is noted, since a reader's open blocks until this side opens it for writing. References,
 * transforms and RetrievalMethods in the attacks point here; what was touched during an attempt is its finding.
 */
final class Loopback implements AutoCloseable {
    static final String ANSWER = "<wsscost-loopback xmlns=\"urn:wsscost:loopback\">fetched</wsscost-loopback>";
    private static final String READ = "read reference.xml";
    private final HttpServer server;
    private final Path dir;
    private final Path pipe;
    private final Thread pipeWriter;
    /** What was touched, each thing once: a reader that keeps the pipe open may be answered more than once. */
    private final Set<String> touched = Collections.synchronizedSet(new LinkedHashSet<>());
    private volatile boolean closed;

    Loopback() {
        try {
            server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
            dir = Files.createTempDirectory("wsscost-loopback");
            pipe = dir.resolve("reference.xml");
            Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).redirectErrorStream(true).start();
            if (!mkfifo.waitFor(10, TimeUnit.SECONDS) || mkfifo.exitValue() != 0) {
                throw new IllegalStateException("mkfifo " + pipe + " failed: " + new String(mkfifo.getInputStream().readAllBytes(),
                        StandardCharsets.UTF_8).strip());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the loopback listener: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted making the loopback pipe", e);
        }
        server.createContext("/", exchange -> {
            touched.add("fetched " + exchange.getRequestURI().getPath());
            byte[] body = ANSWER.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().add("Content-Type", "text/xml");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        pipeWriter = new Thread(this::answerReads, "wsscost-loopback-pipe");
        pipeWriter.setDaemon(true);
        pipeWriter.start();
    }

    /** Each opening of the pipe for reading: noted, answered, closed; until {@link #close}. */
    private void answerReads() {
        while (!closed) {
            try (OutputStream out = Files.newOutputStream(pipe)) {
                if (!closed) {
                    touched.add(READ);
                    out.write(ANSWER.getBytes(StandardCharsets.UTF_8));
                }
            } catch (IOException e) {
                // the reader closed the pipe before the answer was written: its opening was noted all the same
                touched.add(READ);
            }
            try {
                // time for the reader to see the end of the answer before the pipe has a writer again
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    URI http(String path) {
        return URI.create("http://" + server.getAddress().getHostString() + ":" + server.getAddress().getPort() + "/" + path);
    }

    URI file() {
        return pipe.toUri();
    }

    /** Forgets what was touched (crafting a re-signed message fetches what it references). */
    void reset() {
        touched.clear();
    }

    /** What was fetched or read since the last {@link #reset}. */
    List<String> touched() {
        synchronized (touched) {
            return new ArrayList<>(touched);
        }
    }

    @Override
    public void close() {
        closed = true;
        server.stop(0);
        // the writer waits in open() for a reader; opening for reading and writing never blocks and releases it
        try (FileChannel release = FileChannel.open(pipe, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            pipeWriter.join(5_000);
        } catch (IOException e) {
            throw new UncheckedIOException("closing the loopback pipe: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            Files.deleteIfExists(pipe);
            Files.deleteIfExists(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("removing the loopback pipe: " + e.getMessage(), e);
        }
    }
}
