package org.wsscost.probe.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.wsscost.corpus.Corpus;
import org.wsscost.corpus.Workload;
import org.wsscost.security.Profile;
import org.wsscost.security.Suite;
import org.wsscost.stack.StackId;

/**
 * Pins today's interop outcomes (suite modern), so that a library release that changes one is
 * noticed: update this test and the table in docs/findings.md together.
 */
class InteropTest {
    private static List<Interop.Cell> cells;

    @BeforeAll
    static void measure() {
        cells = Interop.matrix(Suite.MODERN, Corpus.load(Workload.LADDER_10).get(0));
    }

    /** The reason a consumer gives today, or null where it accepts the producer's message. */
    private static String expected(StackId producer, StackId consumer, Profile profile) {
        if (!profile.encrypts() || (producer == StackId.METRO_XWSS) == (consumer == StackId.METRO_XWSS)) {
            return null;
        }
        if (consumer == StackId.METRO_XWSS) {
            // XWSS loads the EncryptedKey before putting its cipher in unwrap mode; Santuario 4 refuses
            return "XMLCipher unexpectedly not in UNWRAP_MODE or DECRYPT_MODE";
        }
        // XWSS references its encryption certificate without the TokenType the Basic Security Profile
        // requires; WSS4J's DOM engine enforces the profile, its streaming engine (CXF's too) does not check R5215
        return consumer == StackId.WSS4J_STAX || consumer == StackId.CXF_STAX ? null : "BSP:R5215";
    }

    @Test
    void todaysMatrixIsPinned() {
        int stacks = StackId.values().length;
        assertEquals(stacks * stacks * 4, cells.size());
        for (Interop.Cell c : cells) {
            String reason = expected(c.producer(), c.consumer(), c.profile());
            String where = c.producer().id() + " → " + c.consumer().id() + " " + c.profile().id() + ": " + c.reason();
            assertEquals(reason == null, c.accepted(), where);
            if (reason != null) {
                assertTrue(c.reason().contains(reason), where);
            }
        }
    }

    @Test
    void theTableShowsEveryPairAndTheReasons() {
        String table = Interop.markdown(cells);
        assertEquals(2 + StackId.values().length * StackId.values().length, table.lines().count());
        assertTrue(table.contains("| metro-xwss → wss4j-dom | accepted | accepted | **rejected**: BSP:R5215"), table);
    }
}
