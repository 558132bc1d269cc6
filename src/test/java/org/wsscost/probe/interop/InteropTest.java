package org.wsscost.probe.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Workload;
import org.wsscost.fixtures.Documented;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Pins today's interop outcomes in both suites, so that a library release that changes one is
 * noticed: update this test and the tables in docs/findings.md together.
 */
class InteropTest {
    private static List<Interop.Cell> cells;
    private static List<Interop.Cell> legacy;

    @BeforeAll
    static void measure() {
        cells = Interop.matrix(Suite.MODERN, Corpus.load(Workload.LADDER_10).get(0));
        legacy = Interop.matrix(Suite.LEGACY, Corpus.load(Workload.LADDER_10).get(0));
    }

    /**
     * What the consumer's refusal says today (a regular expression), or null where it accepts the producer's
     * message. metro-xwss's modern is AES-256-CBC with RSA-OAEP-MGF1P (XWSS allows nothing newer), the others'
     * AES-256-GCM with xmlenc11 RSA-OAEP, so with encryption each side refuses the other's algorithms.
     */
    private static String expected(StackId producer, StackId consumer, Profile profile) {
        if (!profile.encrypts() || (producer == StackId.METRO_XWSS) == (consumer == StackId.METRO_XWSS)) {
            return null;
        }
        if (consumer == StackId.METRO_XWSS) {
            return "key transport http://www.w3.org/2009/xmlenc11#rsa-oaep is outside the modern suite";
        }
        // each engine compares the algorithms before anything else about the key (WSS4J's DOM engine before the
        // Basic Security Profile's R5215, which XWSS's key reference breaks)
        return "key transport http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p is outside the modern suite";
    }

    @Test
    void todaysMatrixIsPinned() {
        // rampart (Rampart 1.7.1, in child JVMs) runs only username in the modern suite, and takes and gives it everywhere
        int stacks = StackId.shared().size();
        assertEquals(stacks * stacks * 3 + (stacks + 1) * (stacks + 1), cells.size());
        assertTrue(cells.stream().filter(c -> c.producer() == StackId.RAMPART || c.consumer() == StackId.RAMPART)
                .allMatch(c -> c.profile() == Profile.USERNAME));
        for (Interop.Cell c : cells) {
            String reason = expected(c.producer(), c.consumer(), c.profile());
            String where = c.producer().id() + " → " + c.consumer().id() + " " + c.profile().id() + ": " + c.reason();
            assertEquals(reason == null, c.accepted(), where);
            if (reason != null) {
                assertTrue(Pattern.compile(reason).matcher(c.reason()).find(), where);
            }
        }
    }

    @Test
    void theTableShowsEveryPairAndTheReasons() {
        String table = Interop.markdown(cells);
        long stacks = cells.stream().map(Interop.Cell::producer).distinct().count();
        assertEquals(2 + stacks * stacks, table.lines().count());
        assertTrue(table.contains("| rampart → wss4j-dom | accepted | – | – | – |"), table);
        assertTrue(table.contains("| metro-xwss → wss4j-dom | accepted | accepted | **rejected**: An error was discovered processing the"
                + " <wsse:Security> header (key transport http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p is outside the modern suite)"), table);
    }

    /** Every stack runs every secured profile in the legacy suite, the isolated ones too, each way. */
    @Test
    void theLegacyMatrixHasEveryStackBothWays() {
        int stacks = StackId.values().length;
        int profiles = (int) Arrays.stream(Profile.values()).filter(Profile::secured).count();
        assertEquals(stacks * stacks * profiles, legacy.size());
        for (StackId id : StackId.values()) {
            assertTrue(legacy.stream().anyMatch(c -> c.producer() == id && c.consumer() != id), id.id() + " sends to no other");
            assertTrue(legacy.stream().anyMatch(c -> c.consumer() == id && c.producer() != id), id.id() + " receives from no other");
        }
    }

    /**
     * The legacy table in docs/findings.md is the rows of {@code interop --suite legacy} that hold a refusal, cell by
     * cell: every other pair accepts in every profile.
     */
    @Test
    void theDocumentedLegacyRefusalsAreWhatInteropGives() throws Exception {
        List<String> lines = Interop.markdown(legacy).lines().toList();
        String refusals = Stream.concat(lines.stream().limit(2), lines.stream().skip(2).filter(l -> l.contains("**rejected**")))
                .map(l -> l + "\n").collect(Collectors.joining());
        Documented.assertTable("interop legacy", "InteropTest", refusals);
    }
}
