package home.hearth.devices.broker.internal;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.hivemq.extension.sdk.api.client.parameter.ConnectionAttributeStore;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A revocation closes the account's connections without hanging on the broker: HiveMQ answers a close
 * with a future, and a future that never completes (or fails) must not hold the admin's request.
 */
class ConnectedClientsTest {
    private static final Duration WAIT = Duration.ofMillis(200);
    private final List<String> closes = new CopyOnWriteArrayList<>();

    @Test
    void aClosedConnectionIsCounted() {
        ConnectedClients clients = clients(CompletableFuture.completedFuture(true));
        clients.loggingIn("kitchen-panel", "automations", new Attributes());

        assertEquals(1, clients.disconnect("automations", "revoked"));
        assertEquals(List.of("kitchen-panel"), closes);
        assertEquals(0, clients.remembered());
    }

    @Test
    void aBrokerThatNeverAnswersDoesNotHoldTheRevocation() throws Exception {
        ConnectedClients clients = clients(new CompletableFuture<>());
        clients.loggingIn("kitchen-panel", "automations", new Attributes());

        CompletableFuture<Integer> revocation = CompletableFuture.supplyAsync(() -> clients.disconnect("automations", "revoked"));

        assertEquals(0, revocation.get(30, TimeUnit.SECONDS));
        assertEquals(0, clients.remembered());
        // Not known to be closed, so it is tried again later, each try bounded too.
        await().atMost(Duration.ofSeconds(30)).until(() -> closes.size() == 4);
    }

    @Test
    void aFailedCloseIsNotCountedAndDoesNotEscape() {
        ConnectedClients clients = clients(CompletableFuture.failedFuture(new IllegalStateException("broker stopping")));
        clients.loggingIn("kitchen-panel", "automations", new Attributes());
        clients.loggingIn("hall-sensor", "sensors", new Attributes());

        assertEquals(0, clients.disconnect("automations", "revoked"));
        assertEquals(1, clients.remembered());
    }

    private ConnectedClients clients(CompletableFuture<Boolean> answer) {
        return new ConnectedClients((clientId, reason) -> {
            closes.add(clientId);
            return answer;
        }, WAIT);
    }

    /** A connection's attribute store, as HiveMQ keeps it. */
    private static final class Attributes implements ConnectionAttributeStore {
        private final Map<String, ByteBuffer> values = new HashMap<>();

        @Override
        public void put(String key, ByteBuffer value) {
            values.put(key, value);
        }

        @Override
        public void putAsString(String key, String value) {
            putAsString(key, value, StandardCharsets.UTF_8);
        }

        @Override
        public void putAsString(String key, String value, Charset charset) {
            values.put(key, ByteBuffer.wrap(value.getBytes(charset)));
        }

        @Override
        public Optional<ByteBuffer> get(String key) {
            return Optional.ofNullable(values.get(key));
        }

        @Override
        public Optional<String> getAsString(String key) {
            return getAsString(key, StandardCharsets.UTF_8);
        }

        @Override
        public Optional<String> getAsString(String key, Charset charset) {
            return get(key).map(b -> charset.decode(b.duplicate()).toString());
        }

        @Override
        public Optional<Map<String, ByteBuffer>> getAll() {
            return Optional.of(Map.copyOf(values));
        }

        @Override
        public Optional<ByteBuffer> remove(String key) {
            return Optional.ofNullable(values.remove(key));
        }

        @Override
        public void clear() {
            values.clear();
        }
    }
}
