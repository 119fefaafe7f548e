package home.hearth.devices.mqtt;

import home.hearth.devices.DevicesException;
import home.hearth.devices.mqtt.internal.ConnectAttempts;
import home.hearth.devices.mqtt.internal.PahoMessages;
import home.hearth.devices.mqtt.internal.Publisher;
import home.hearth.devices.mqtt.internal.Subscriber;
import home.hearth.devices.mqtt.internal.Subscriptions;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One MQTT 5 connection (Eclipse Paho) that keeps itself up: it retries when the broker is down
 * at start, reconnects automatically after a loss and then subscribes again to every filter it
 * was given. {@link MqttException} never leaves this class. Publishing while disconnected throws
 * {@link BrokerUnreachableException} at once (nothing is queued). Handlers run on Paho's callback
 * thread: they must not block.
 *
 * <p>The work is split by responsibility: {@link ConnectAttempts} keeps trying to connect (and drops
 * an attempt the broker never answers), {@link Publisher} publishes (waiting for in-flight room when
 * asked), {@link Subscriber} asks the broker for subscriptions; this class joins them to Paho's
 * callback and keeps the hub's online/offline status.
 */
public final class MqttHubClient implements AutoCloseable {
    public static final String STATUS_TOPIC = "hub/v1/status";
    private static final Logger LOG = LoggerFactory.getLogger(MqttHubClient.class);
    private final MqttSettings settings;
    private final Subscriptions subscriptions = new Subscriptions();
    private final MqttAsyncClient client;
    private final ConnectAttempts attempts;
    private final Publisher publisher;
    private final Subscriber subscriber;
    private volatile boolean closed;
    private volatile boolean ready;
    private volatile boolean everConnected;
    private final AtomicLong losses = new AtomicLong();

    public MqttHubClient(MqttSettings settings) {
        this.settings = settings;
        try {
            this.client = new MqttAsyncClient(settings.serverUri(), settings.clientId(), new MemoryPersistence());
        } catch (MqttException e) {
            throw new DevicesException("cannot create an MQTT client for " + settings + ": " + e.getMessage(), e);
        }
        this.publisher = new Publisher(client, settings.serverUri(), this::isClosed);
        this.attempts = new ConnectAttempts(client, settings, this::isClosed, this::brokerAnswered);
        this.subscriber = new Subscriber(client, settings.clientId(), this::isClosed);
        client.setCallback(new Callback(this));
    }

    /** Starts connecting in the background; returns at once even when the broker is down. */
    public void start() {
        attempts.start();
    }

    /** Connected, and every subscription restored after the last (re)connect. */
    public boolean isConnected() {
        return ready && !closed && client.isConnected();
    }

    /**
     * How many times the connection has been lost since the client started: a caller that saw it change while it waited
     * for a device knows the silence was the connection's, not the device's.
     */
    public long connectionLosses() {
        return losses.get();
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
        return !isNew ? isConnected() : subscriber.subscribe(filter, subscriptions.id(filter));
    }

    /** Publishes at once; throws {@link BrokerUnreachableException} when disconnected. */
    public void publish(String topic, byte[] payload, int qos, boolean retained) {
        publisher.send(topic, PahoMessages.message(payload, qos, retained));
    }

    public void publish(String topic, String payload) {
        publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, false);
    }

    /**
     * Answers an MQTT 5 request on its response topic with its correlation data (QoS 1). When the
     * broker's in-flight window is full it waits for room, up to {@value Publisher#ROOM_WAIT_MILLIS} ms:
     * call it from a worker, never from a message handler (Paho reads acknowledgements behind the handlers).
     */
    public void reply(Incoming request, String responseTopic, byte[] payload) {
        publisher.sendWhenThereIsRoom(responseTopic, PahoMessages.reply(payload, request.correlationData()));
    }

    /**
     * Publishes at QoS 1 like {@link #publish(String, String)}, but when the broker's in-flight window is full it waits
     * for room, up to {@value Publisher#ROOM_WAIT_MILLIS} ms, instead of failing at once: a device request sent under
     * load is then sent late rather than answered "unreachable". Call it from a worker, never from a message handler.
     */
    public void publishWhenThereIsRoom(String topic, String payload) {
        publisher.sendWhenThereIsRoom(topic, PahoMessages.message(payload.getBytes(StandardCharsets.UTF_8), 1, false));
    }

    /**
     * Answers a request at QoS 0 (no acknowledgement to wait for once sent), like {@link #reply} waiting for room in the
     * broker's in-flight window, which Paho also asks of a QoS 0 message: call it from a worker, never from a message
     * handler.
     */
    public void replyAtMostOnce(Incoming request, String responseTopic, byte[] payload) {
        MqttMessage m = PahoMessages.reply(payload, request.correlationData());
        m.setQos(0);
        publisher.sendWhenThereIsRoom(responseTopic, m);
    }

    /** Sends an MQTT 5 request at QoS 1 (automation clients, tests). */
    public void request(String topic, byte[] payload, String responseTopic, byte[] correlationData) {
        request(topic, payload, responseTopic, correlationData, 1);
    }

    /** Sends an MQTT 5 request at {@code qos}. */
    public void request(String topic, byte[] payload, String responseTopic, byte[] correlationData, int qos) {
        MqttMessage m = PahoMessages.request(payload, responseTopic, correlationData);
        m.setQos(qos);
        publisher.send(topic, m);
    }

    void onConnected() {
        boolean reconnect = everConnected;
        everConnected = true;
        attempts.connected();
        ready = false;
        LOG.info("MQTT client {} {} to {}", settings.clientId(), reconnect ? "reconnected" : "connected",
                settings.serverUri());
        if (settings.hubStatus()) {
            publish(STATUS_TOPIC, "online".getBytes(StandardCharsets.UTF_8), 1, true);
        }
        // on the connect thread, not Paho's callback thread (this method's): each subscription waits up to 5 s for the
        // broker's answer, and nothing on the callback thread may block
        attempts.execute(() -> {
            try {
                subscriptions.filters().forEach(f -> subscriber.subscribe(f, subscriptions.id(f)));
            } finally { // a subscription that failed must not leave the client "not connected" until the next loss
                ready = true;
            }
        });
    }

    private void brokerAnswered(MqttProperties connack) {
        publisher.brokerWindow(connack == null ? null : connack.getReceiveMaximum());
        subscriber.brokerAnswered(connack);
    }

    void onDisconnected() {
        losses.incrementAndGet();
        ready = false;
        publisher.connectionLost();
        attempts.lost();
    }

    void onMessage(String topic, MqttMessage message) {
        subscriptions.dispatch(PahoMessages.incoming(topic, message), PahoMessages.subscriptionIds(message));
    }

    private boolean isClosed() {
        return closed;
    }

    /**
     * Says {@code offline} (hub client), disconnects cleanly and releases the client; never throws, and returns within
     * about 7 s whatever the broker does. When the broker does not take the {@code offline} within 2 s (window full,
     * frozen, gone), the connection is dropped without a DISCONNECT, so the broker publishes the will, {@code offline},
     * instead.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        boolean saidOffline = !settings.hubStatus() || sayOffline();
        closed = true; // before the disconnect, so that the loss it reports schedules no new attempt
        try {
            if (saidOffline && client.isConnected()) {
                client.disconnect(2_000).waitForCompletion(3_000);
            }
        } catch (MqttException e) {
            LOG.debug("MQTT disconnect of {} was not clean: {}", settings.clientId(), e.getMessage());
        } finally {
            attempts.close();
            dropConnection();
            closeQuietly();
        }
    }

    /** Publishes the retained {@code offline} as any other publish goes, and waits for the broker's acknowledgement. */
    private boolean sayOffline() {
        if (!client.isConnected()) {
            return false; // the broker has published the will, or will when it notices
        }
        try {
            publisher.sendWhenThereIsRoom(STATUS_TOPIC, PahoMessages.message("offline".getBytes(StandardCharsets.UTF_8), 1, true))
                    .waitForCompletion(2_000);
            return true;
        } catch (BrokerUnreachableException | MqttException e) {
            LOG.debug("MQTT client {} could not say offline; its will does: {}", settings.clientId(), e.getMessage());
            return false;
        }
    }

    /**
     * Drops whatever connection is left: a DISCONNECT the broker did not answer, a publish never acknowledged, a connect
     * the broker took and has not answered. Paho refuses to close a client that is connected or connecting, which left
     * its socket and its threads behind for good.
     */
    private void dropConnection() {
        try {
            client.disconnectForcibly(0, 1_000, false);
        } catch (MqttException e) {
            LOG.debug("dropping the MQTT connection of {}: {}", settings.clientId(), e.getMessage());
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
