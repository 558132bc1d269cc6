package org.wsscost.corpus;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A response larger than any recorded one, for the heap a receiver needs: the large workload's
 * responses' result sets, in recorded order and again from the start until the size is reached, in
 * one envelope. Region idents are prefixed per response taken, so that each stays unique (they are
 * {@code xs:ID}s) and every quake still refers to its own response's region.
 */
public final class BigResponse {
    private static final String OPEN = "<result-set>";
    private static final String CLOSE = "</result-set>";

    private BigResponse() {
    }

    /** A plain response of at least {@code bytes} bytes, and the quakes it holds. */
    public record Made(byte[] message, long quakes) {
    }

    public static Made of(long bytes) {
        List<Exchange> large = Corpus.load(Workload.LARGE).stream()
                .filter(e -> text(e).contains(OPEN)).toList();
        String first = text(large.get(0));
        String head = first.substring(0, first.indexOf(OPEN));
        String tail = first.substring(first.lastIndexOf(CLOSE) + CLOSE.length());
        StringBuilder sets = new StringBuilder();
        long quakes = 0;
        for (int k = 0; head.length() + sets.length() + tail.length() < bytes; k++) {
            Exchange e = large.get(k % large.size());
            String s = text(e);
            String part = s.substring(s.indexOf(OPEN), s.lastIndexOf(CLOSE) + CLOSE.length());
            sets.append(part.replace("ident=\"", "ident=\"m" + k).replace("region=\"", "region=\"m" + k));
            quakes += e.quakes();
        }
        String envelope = head.replaceFirst("count=\"\\d+\"", "count=\"" + quakes + "\"") + sets + tail;
        return new Made(envelope.getBytes(StandardCharsets.UTF_8), quakes);
    }

    private static String text(Exchange e) {
        return new String(e.response(), StandardCharsets.UTF_8);
    }
}
