package home.hearth.devices.mqtt;

import home.hearth.devices.DevicesException;
import home.hearth.devices.mqtt.internal.ConnectionOptions;
import home.hearth.devices.mqtt.internal.PahoMessages;
import home.hearth.devices.mqtt.internal.Subscriptions;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttActionListener;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.MqttClientException;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.MqttSubscription;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One MQTT 5 connection (Eclipse Paho) that keeps itself up: it retries when the broker is down
 * at start, reconnects automatically after a loss and then subscribes again to every filter it
 * was given. {@link MqttException} never leaves this class. Publishing while disconnected throws
 * {@link BrokerUnreachableException} at once (nothing is queued). Handlers run on Paho's callback
 * thread: they must not block.
 */
public final class MqttHubClient implements AutoCloseable {
    public static final String STATUS_TOPIC = "hub/v1/status";
    private static final Logger LOG = LoggerFactory.getLogger(MqttHubClient.class);
    private static final long ROOM_WAIT_MILLIS = 2000;
    /**
     * How long one connect attempt may take: Paho bounds the TCP connect (5 s, {@code ConnectionOptions}) but waits for
     * the broker's CONNACK without end, so a broker that takes the socket and never answers (overloaded, half-open, a
     * proxy in between) would leave the hub unconnected for good. After this the attempt is dropped and tried again.
     */
    private static final long ATTEMPT_SECONDS = 10;
    private final MqttSettings settings;
    private final Subscriptions subscriptions = new Subscriptions();
    private final ScheduledExecutorService retries;
    private final MqttAsyncClient client;
    private volatile boolean closed;
    private volatile boolean ready;
    private volatile boolean everConnected;
    /** The pause before the next attempt; this client's own (Paho keeps its backoff in a static field). */
    private volatile int retrySeconds = 1;
    /** One attempt waits at a time: a loss and a failed attempt reported together schedule one, not two. */
    private final AtomicBoolean attemptWaiting = new AtomicBoolean();
    /** Which attempt is current: a late failure of one given up on schedules nothing. */
    private final AtomicInteger attempts = new AtomicInteger();

    public MqttHubClient(MqttSettings settings) {
        this.settings = settings;
        this.retries = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "hearth-mqtt-connect-" + settings.clientId());
            t.setDaemon(true);
            return t;
        });
        try {
            this.client = new MqttAsyncClient(settings.serverUri(), settings.clientId(), new MemoryPersistence());
        } catch (MqttException e) {
            throw new DevicesException("cannot create an MQTT client for " + settings + ": " + e.getMessage(), e);
        }
        client.setCallback(new Callback(this));
    }

    /** Starts connecting in the background; returns at once even when the broker is down. */
    public void start() {
        attempt();
    }

    /** Connected, and every subscription restored after the last (re)connect. */
    public boolean isConnected() {
        return ready && !closed && client.isConnected();
    }

    public String clientId() {
        return settings.clientId();
    }

    /**
     * Subscribes {@code handler} to {@code filter}, now when connected and again after every
     * reconnect. Returns whether the broker granted it now (false when disconnected or refused).
     */
    public boolean subscribe(String filter, Consumer<Incoming> handler) {
        boolean isNew = subscriptions.add(filter, handler);
        return !isNew ? isConnected() : subscribeOnBroker(filter);
    }

    /** Publishes at once; throws {@link BrokerUnreachableException} when disconnected. */
    public void publish(String topic, byte[] payload, int qos, boolean retained) {
        send(topic, PahoMessages.message(payload, qos, retained));
    }

    public void publish(String topic, String payload) {
        publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, false);
    }

    /**
     * Answers an MQTT 5 request on its response topic with its correlation data (QoS 1). When the
     * broker's in-flight window is full it waits for room, up to {@value #ROOM_WAIT_MILLIS} ms: call it
     * from a worker, never from a message handler (Paho reads acknowledgements behind the handlers).
     */
    public void reply(Incoming request, String responseTopic, byte[] payload) {
        sendWhenThereIsRoom(responseTopic, PahoMessages.reply(payload, request.correlationData()));
    }

    /**
     * Publishes at QoS 1 like {@link #publish(String, String)}, but when the broker's in-flight window is full it waits
     * for room, up to {@value #ROOM_WAIT_MILLIS} ms, instead of failing at once: a device request sent under load is
     * then sent late rather than answered "unreachable". Call it from a worker, never from a message handler.
     */
    public void publishWhenThereIsRoom(String topic, String payload) {
        sendWhenThereIsRoom(topic, PahoMessages.message(payload.getBytes(StandardCharsets.UTF_8), 1, false));
    }

    private void sendWhenThereIsRoom(String topic, MqttMessage message) {
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ROOM_WAIT_MILLIS);
        while (true) {
            try {
                send(topic, message);
                return;
            } catch (BrokerUnreachableException e) {
                if (!(e.getCause() instanceof MqttException m) || m.getReasonCode() != MqttClientException.REASON_CODE_MAX_INFLIGHT
                        || System.nanoTime() > giveUp) {
                    throw e;
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(2));
            }
        }
    }

    /** Answers a request at QoS 0: never waits for the broker, so a message handler may call it. */
    public void replyAtMostOnce(Incoming request, String responseTopic, byte[] payload) {
        MqttMessage m = PahoMessages.reply(payload, request.correlationData());
        m.setQos(0);
        send(responseTopic, m);
    }

    /** Sends an MQTT 5 request (automation clients, tests). */
    public void request(String topic, byte[] payload, String responseTopic, byte[] correlationData) {
        send(topic, PahoMessages.request(payload, responseTopic, correlationData));
    }

    private void send(String topic, MqttMessage message) {
        if (closed || !client.isConnected()) {
            throw new BrokerUnreachableException("not connected to the MQTT broker at " + settings.serverUri());
        }
        try {
            client.publish(topic, message);
        } catch (MqttException e) {
            throw new BrokerUnreachableException("could not publish to " + topic + ": " + e.getMessage(), e);
        }
    }

    private boolean subscribeOnBroker(String filter) {
        if (closed || !client.isConnected()) {
            return false;
        }
        try {
            IMqttToken token = client.subscribe(new MqttSubscription[] {new MqttSubscription(filter, 1)});
            token.waitForCompletion(5_000);
            int[] codes = token.getReasonCodes();
            boolean granted = codes != null && codes.length > 0 && codes[0] < 0x80;
            if (!granted) {
                LOG.warn("the MQTT broker refused the subscription to {} for {}", filter, settings.clientId());
            }
            return granted;
        } catch (MqttException e) {
            LOG.warn("could not subscribe to {}: {}", filter, e.getMessage());
            return false;
        }
    }

    void onConnected() {
        boolean reconnect = everConnected;
        everConnected = true;
        retrySeconds = 1;
        ready = false;
        LOG.info("MQTT client {} {} to {}", settings.clientId(), reconnect ? "reconnected" : "connected",
                settings.serverUri());
        if (settings.hubStatus()) {
            publish(STATUS_TOPIC, "online".getBytes(StandardCharsets.UTF_8), 1, true);
        }
        retries.execute(() -> {
            subscriptions.filters().forEach(this::subscribeOnBroker);
            ready = true;
        });
    }

    void onDisconnected() {
        ready = false;
        retryLater(null);
    }

    void onMessage(String topic, MqttMessage message) {
        subscriptions.dispatch(PahoMessages.incoming(topic, message));
    }

    private void attempt() {
        attemptWaiting.set(false);
        if (closed) {
            return;
        }
        int attempt = attempts.incrementAndGet();
        try {
            IMqttToken token = client.connect(ConnectionOptions.of(settings), null, new MqttActionListener() {
                public void onSuccess(IMqttToken token) {}

                public void onFailure(IMqttToken token, Throwable e) {
                    if (attempt == attempts.get()) {
                        retryLater(e);
                    }
                }
            });
            retries.schedule(() -> giveUpIfUnanswered(token, attempt), ATTEMPT_SECONDS, TimeUnit.SECONDS);
        } catch (MqttException e) {
            retryLater(e);
        } catch (RejectedExecutionException closing) {
            // closed meanwhile
        }
    }

    /** Drops an attempt the broker took but never answered ({@link #ATTEMPT_SECONDS}), and tries again. */
    private void giveUpIfUnanswered(IMqttToken token, int attempt) {
        if (closed || token.isComplete() || attempt != attempts.get() || client.isConnected()) {
            return;
        }
        attempts.incrementAndGet();
        LOG.warn("MQTT broker {} took the connection of {} but did not answer it within {} s; trying again",
                settings.serverUri(), settings.clientId(), ATTEMPT_SECONDS);
        try {
            client.disconnectForcibly(0, 1_000, false);
        } catch (MqttException e) {
            LOG.debug("dropping the unanswered connect of {}: {}", settings.clientId(), e.getMessage());
        }
        retryLater(null);
    }

    /**
     * Schedules the next connect: 1 s after a loss, doubling after each failure up to the configured
     * pause. Paho's own automatic reconnect is off because it keeps its backoff in a field shared by
     * every client in the JVM: one client failing for minutes made another wait minutes too.
     */
    private void retryLater(Throwable e) {
        if (closed || !attemptWaiting.compareAndSet(false, true)) {
            return;
        }
        int pause = retrySeconds;
        retrySeconds = Math.min(pause * 2, settings.reconnectMaxSeconds());
        if (e != null) {
            LOG.warn("MQTT broker {} is not reachable for {} ({}); retrying in {} s", settings.serverUri(),
                    settings.clientId(), e.getMessage(), pause);
        }
        try {
            retries.schedule(this::attempt, pause, TimeUnit.SECONDS);
        } catch (RejectedExecutionException closing) {
            // closed meanwhile
        }
    }

    /** Says {@code offline} (hub client), disconnects cleanly and releases the client. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        try {
            if (settings.hubStatus() && client.isConnected()) {
                client.publish(STATUS_TOPIC, PahoMessages.message("offline".getBytes(StandardCharsets.UTF_8), 1, true))
                        .waitForCompletion(2_000);
            }
            closed = true;
            if (client.isConnected()) {
                client.disconnect(2_000).waitForCompletion(3_000);
            }
        } catch (MqttException e) {
            LOG.debug("MQTT disconnect of {} was not clean: {}", settings.clientId(), e.getMessage());
        } finally {
            closed = true;
            retries.shutdownNow();
            closeQuietly();
        }
    }

    private void closeQuietly() {
        try {
            client.close(true);
        } catch (MqttException e) {
            LOG.debug("closing MQTT client {}: {}", settings.clientId(), e.getMessage());
        }
    }
}
