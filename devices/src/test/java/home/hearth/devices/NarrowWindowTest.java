package home.hearth.devices;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import home.hearth.devices.support.MosquittoProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hub's publishes through a broker whose in-flight window holds one message (Mosquitto's
 * {@code max_inflight_messages 1}, sent to the client as its Receive Maximum), from many threads, each topic's first
 * publish among them. Paho gives a topic its MQTT 5 alias before it looks for room in that window: a first publish it
 * refused left an alias the broker never learnt, the next publish on the topic carried the bare alias, and Mosquitto
 * dropped the client for a protocol error (every publish after it failed until the reconnect). The hub's
 * {@code Publisher} hands Paho one publish at a time and only while there is room, so none is refused and every
 * message arrives over one connection.
 */
class NarrowWindowTest {
    static final int THREADS = 16;
    static final int PUBLISHES = 480;
    static final int TOPICS = 40;
    static final String READY = "narrow/ready";

    @Test
    void firstPublishesOfManyTopicsFromManyThreadsKeepTheConnection(@TempDir Path dir) throws Exception {
        assertTrue(MosquittoProcess.available(), "mosquitto is not installed: run bin/install-test-deps (make test does)");
        AtomicInteger ready = new AtomicInteger();
        AtomicInteger received = new AtomicInteger();
        try (MosquittoProcess broker = MosquittoProcess.start(dir, "allow_anonymous true", "max_inflight_messages 1");
                MqttHubClient publisher = client(broker, "narrow-publisher");
                MqttHubClient listener = client(broker, "narrow-listener")) {
            listener.subscribe("narrow/#", message -> (message.topic().equals(READY) ? ready : received).incrementAndGet());
            listener.start();
            publisher.start();
            await("both clients connected").atMost(Duration.ofSeconds(15))
                    .until(() -> publisher.isConnected() && listener.isConnected());
            await("the listener subscribed").atMost(Duration.ofSeconds(15)).until(() -> {
                listener.publish(READY, "?");
                return ready.get() > 0;
            });
            List<String> failures = publishFromManyThreads(publisher);
            assertEquals(List.of(), failures, "publishes that failed");
            await("every message arrived").atMost(Duration.ofSeconds(30)).until(() -> received.get() >= PUBLISHES);
            assertEquals(PUBLISHES, received.get(), "messages received");
            String log = Files.readString(dir.resolve("mosquitto.log"));
            assertFalse(log.contains("narrow-publisher"), "the broker said nothing of the publisher: " + log);
        }
    }

    /** Each publish waits for room; the failures it gives up with, as text (none expected). */
    private static List<String> publishFromManyThreads(MqttHubClient publisher) throws Exception {
        List<Future<?>> sent = new ArrayList<>();
        try (ExecutorService threads = Executors.newFixedThreadPool(THREADS)) {
            for (int i = 0; i < PUBLISHES; i++) {
                String topic = "narrow/t" + (i % TOPICS);
                sent.add(threads.submit(() -> publisher.publishWhenThereIsRoom(topic, "x")));
            }
        }
        List<String> failures = new ArrayList<>();
        for (Future<?> f : sent) {
            try {
                f.get();
            } catch (ExecutionException e) {
                failures.add(e.getCause().getMessage());
            }
        }
        return failures;
    }

    private static MqttHubClient client(MosquittoProcess broker, String id) {
        return new MqttHubClient(MqttSettings.of("127.0.0.1", broker.port(), id, "", "").withReconnectMaxSeconds(1));
    }
}
