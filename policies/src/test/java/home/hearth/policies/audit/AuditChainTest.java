package home.hearth.policies.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class AuditChainTest {
    private static final Instant T0 = Instant.parse("2026-11-30T08:00:00Z");

    private static List<ChainedAuditEvent> chainOf(int n) {
        List<ChainedAuditEvent> chain = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            AuditEvent e = new AuditEvent(T0.plusSeconds(i), "alice", "memory.create", "m-" + i, "ok", "stored in user:alice");
            chain.add(chain.isEmpty() ? AuditChain.first(e) : AuditChain.after(chain.get(chain.size() - 1), e));
        }
        return chain;
    }

    @Test
    void anUntouchedChainVerifies() {
        ChainVerification v = AuditChain.verify(chainOf(5));
        assertTrue(v.intact());
        assertEquals(5, v.checked());
        assertEquals(OptionalLong.empty(), v.firstBroken());
        assertTrue(AuditChain.verify(List.of()).intact());
    }

    @Test
    void theFirstEventLinksToGenesis() {
        assertEquals(AuditChain.GENESIS, chainOf(1).get(0).previousHash());
        assertEquals(64, chainOf(1).get(0).hash().length());
    }

    static Stream<Arguments> tampering() {
        return Stream.of(
                Arguments.of("an edited reason", (UnaryOperator<List<ChainedAuditEvent>>) c -> replace(c, 2,
                        new AuditEvent(c.get(2).event().at(), "alice", "memory.create", "m-2", "ok", "stored elsewhere")), 3L),
                Arguments.of("an edited actor", (UnaryOperator<List<ChainedAuditEvent>>) c -> replace(c, 0,
                        new AuditEvent(T0, "mallory", "memory.create", "m-0", "ok", "stored in user:alice")), 1L),
                Arguments.of("an edited time", (UnaryOperator<List<ChainedAuditEvent>>) c -> replace(c, 4,
                        new AuditEvent(T0.plusSeconds(99), "alice", "memory.create", "m-4", "ok", "stored in user:alice")), 5L),
                Arguments.of("a deleted event", (UnaryOperator<List<ChainedAuditEvent>>) c -> without(c, 1), 2L),
                Arguments.of("a dropped tail and first event", (UnaryOperator<List<ChainedAuditEvent>>) c -> c.subList(1, 5), 1L),
                Arguments.of("two swapped events", (UnaryOperator<List<ChainedAuditEvent>>) c -> swapped(c, 2, 3), 3L),
                Arguments.of("an inserted forged event", (UnaryOperator<List<ChainedAuditEvent>>) AuditChainTest::withForgery, 4L),
                Arguments.of("a rehashed edit that breaks the next link", (UnaryOperator<List<ChainedAuditEvent>>) AuditChainTest::rehashed, 4L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tampering")
    void tamperingIsDetectedAtTheFirstBrokenSequenceNumber(String what, UnaryOperator<List<ChainedAuditEvent>> tamper, long firstBroken) {
        ChainVerification v = AuditChain.verify(tamper.apply(chainOf(5)));
        assertFalse(v.intact());
        assertEquals(OptionalLong.of(firstBroken), v.firstBroken(), v.reason());
    }

    @Test
    void theHashesOfStoredChainsNeverChange() {
        // Computed on the code that wrote households' audit logs: a change here breaks every chain already stored.
        ChainedAuditEvent first = AuditChain.first(new AuditEvent(T0, "alice", "memory.create", "m-0", "ok",
                "guardado em user:joão"));
        assertEquals("9245e10f4a898071110f491cde3fc5a65a197190b64ca6f29d13f822cbfbb215", first.hash());
        assertEquals("8a99be50cac23ebecc1d1caff3dfcfe9df50a3487974a240e9787eaf8ff4f97b", AuditChain.after(first,
                new AuditEvent(T0.plusSeconds(1), "bob", "memory.delete", "m-1", "denied", "")).hash());
    }

    @Test
    void theEncodingIsUnambiguousAcrossFieldBoundaries() {
        AuditEvent a = new AuditEvent(T0, "al", "ice|x", "", "ok", "");
        AuditEvent b = new AuditEvent(T0, "al|ice", "x", "", "ok", "");
        assertNotEquals(AuditChain.hash(AuditChain.GENESIS, 1, a), AuditChain.hash(AuditChain.GENESIS, 1, b));
        AuditEvent c = new AuditEvent(T0, "alice", "memory.create", "m-1", "ok", "r");
        assertNotEquals(AuditChain.hash(AuditChain.GENESIS, 1, c), AuditChain.hash(AuditChain.GENESIS, 2, c));
    }

    @Test
    void theReasonNamesTheBrokenEvent() {
        List<ChainedAuditEvent> c = replace(chainOf(3), 1, new AuditEvent(T0, "alice", "memory.delete", "m-1", "ok", "x"));
        assertEquals("event 2 was altered after it was recorded", AuditChain.verify(c).reason());
    }

    private static List<ChainedAuditEvent> replace(List<ChainedAuditEvent> c, int i, AuditEvent e) {
        List<ChainedAuditEvent> out = new ArrayList<>(c);
        ChainedAuditEvent old = c.get(i);
        out.set(i, new ChainedAuditEvent(old.sequence(), e, old.previousHash(), old.hash()));
        return out;
    }

    private static List<ChainedAuditEvent> without(List<ChainedAuditEvent> c, int i) {
        List<ChainedAuditEvent> out = new ArrayList<>(c);
        out.remove(i);
        return out;
    }

    private static List<ChainedAuditEvent> swapped(List<ChainedAuditEvent> c, int i, int j) {
        List<ChainedAuditEvent> out = new ArrayList<>(c);
        Collections.swap(out, i, j);
        return out;
    }

    private static List<ChainedAuditEvent> withForgery(List<ChainedAuditEvent> c) {
        List<ChainedAuditEvent> out = new ArrayList<>(c.subList(0, 2));
        out.add(AuditChain.after(c.get(1), new AuditEvent(T0, "mallory", "policy.change", "x", "ok", "")));
        out.addAll(c.subList(2, 5));
        return out;
    }

    private static List<ChainedAuditEvent> rehashed(List<ChainedAuditEvent> c) {
        List<ChainedAuditEvent> out = new ArrayList<>(c);
        AuditEvent forged = new AuditEvent(T0, "mallory", "memory.create", "m-2", "ok", "forged");
        out.set(2, new ChainedAuditEvent(3, forged, c.get(1).hash(), AuditChain.hash(c.get(1).hash(), 3, forged)));
        return out;
    }
}
