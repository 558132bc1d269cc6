package org.wsscost.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * Forks of sides A and B, played by threads, take their iterations by turns: never two at once, in
 * the order A B B A …, the longer side finishing alone while the shorter waits to leave; a pair that
 * names two benchmarks, or a fork that leaves during its turn, ends the run with a reason and the
 * waiting partner fails at once.
 */
class RefereeTest {
    private static final String KEY = "org.wsscost.bench.Inbound.total stack=wss4j-dom";

    /** Plays {@code iterations} iterations of one fork, logging its side while it holds the turn. */
    private static Void fork(Referee referee, Side side, String key, int iterations, List<String> log,
            AtomicInteger holding) throws IOException {
        try (Turn turn = Turn.join(referee.address(side), key)) {
            for (int i = 0; i < iterations; i++) {
                turn.await();
                if (holding.incrementAndGet() != 1) {
                    log.add("overlap");
                }
                log.add(side.id());
                holding.decrementAndGet();
                turn.pass();
            }
            turn.leave();
            log.add(side.id() + " left");
        }
        return null;
    }

    @Test
    void turnsAlternateABBANeverOverlapAndTheFirstToFinishWaitsForTheOther() throws Exception {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger holding = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Referee referee = new Referee()) {
            Future<Void> a = pool.submit(() -> fork(referee, Side.A, KEY, 5, log, holding));
            Future<Void> b = pool.submit(() -> fork(referee, Side.B, KEY, 7, log, holding));
            a.get(30, TimeUnit.SECONDS);
            b.get(30, TimeUnit.SECONDS);
            assertEquals(List.of("a", "b", "b", "a", "a", "b", "b", "a", "a", "b", "b", "b"), log.subList(0, 12));
            assertEquals(Set.of("a left", "b left"), Set.copyOf(log.subList(12, 14)), "A leaves only after B's last turn");
            for (int i = 0; i < 50 && referee.pairs().isEmpty(); i++) {
                Thread.sleep(20);
            }
            assertEquals(List.of(new Referee.Pair(KEY, 5, 7)), referee.pairs());
            assertEquals(null, referee.failure());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void forksOfTwoBenchmarksEndTheRunNamingBoth() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Referee referee = new Referee()) {
            List<String> log = Collections.synchronizedList(new ArrayList<>());
            Future<Void> a = pool.submit(() -> fork(referee, Side.A, KEY, 3, log, new AtomicInteger()));
            Future<Void> b = pool.submit(() -> fork(referee, Side.B, "org.wsscost.bench.Outbound.total", 3, log,
                    new AtomicInteger()));
            Exception e = assertThrows(Exception.class, () -> a.get(30, TimeUnit.SECONDS));
            assertThrows(Exception.class, () -> b.get(30, TimeUnit.SECONDS));
            assertTrue(e.getMessage().contains("the turn referee ended the run"), e.getMessage());
            assertTrue(referee.failure().contains("A runs '" + KEY + "' while B runs 'org.wsscost.bench.Outbound.total'"),
                    referee.failure());
            assertEquals(List.of(), log);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aForkLeavingDuringItsTurnFailsItsWaitingPartner() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try (Referee referee = new Referee()) {
            Future<Void> b = pool.submit(() -> fork(referee, Side.B, KEY, 3, new ArrayList<>(), new AtomicInteger()));
            try (Turn a = Turn.join(referee.address(Side.A), KEY)) {
                a.await();
            }
            assertThrows(Exception.class, () -> b.get(30, TimeUnit.SECONDS));
            assertTrue(referee.failure().contains("ended during its turn"), referee.failure());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aBadAddressOrSideIsRefusedByName() throws Exception {
        try (Referee referee = new Referee()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Turn.join("localhost", KEY));
            assertTrue(e.getMessage().contains("wsscost.turns='localhost' is not HOST:PORT/SIDE"), e.getMessage());
        }
    }
}
