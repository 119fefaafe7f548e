package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.BrokerUnreachableException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.MqttClientException;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;

/**
 * Publishes on one Paho client, whose {@link MqttException} becomes {@link BrokerUnreachableException}: nothing is
 * queued while disconnected.
 *
 * <p>Paho (1.2.5) refuses a publish at once (MAX_INFLIGHT) while the broker's window of unacknowledged messages is
 * full, and it gives a topic its MQTT 5 alias before it looks at that window, outside its own lock. Both break a
 * connection under load: a first publish refused for want of room leaves an alias the broker never learnt, and two
 * threads publishing a topic for the first time can send the bare alias before the message that names it. Either way
 * the broker drops the client ("topic alias could not be mapped") and every read is "unreachable" until it is back.
 * So this class hands Paho one publish at a time, and a topic's first publish on a connection only while the messages
 * Paho still holds (sent or queued, not acknowledged) are fewer than the broker's window ({@link #brokerWindow}): Paho
 * then never refuses a publish that gives an alias. A later publish on a named topic is left to Paho's own check, whose
 * refusal leaves nothing behind. Paho refuses a QoS 0 message for want of room too, so nothing that must arrive may be
 * sent with {@link #send}, which refuses at once, from a message handler; {@link #sendWhenThereIsRoom} waits for room.
 */
public final class Publisher {
    /** The longest a publish waits for room in the in-flight window before it is refused after all. */
    public static final long ROOM_WAIT_MILLIS = 2000;
    /** How often it looks again: Paho gives no signal when an acknowledgement frees room. */
    private static final long LOOK_AGAIN_MILLIS = 2;
    /** MQTT 5's Receive Maximum when the broker names none. */
    private static final int NO_LIMIT = 65_535;
    private final MqttAsyncClient client;
    private final String serverUri;
    private final BooleanSupplier closed;
    /** Held while a publish is handed to Paho, so topics get their aliases in the order their messages go out. */
    private final Object oneAtATime = new Object();
    /** The broker's Receive Maximum, from its answer to the last connect. */
    private volatile int window = NO_LIMIT;
    /** Topics handed to Paho since the last connect (Paho forgets its aliases with the connection). */
    private final Set<String> named = ConcurrentHashMap.newKeySet();

    /** For {@code client}, refusing everything once {@code closed} says its owner was closed. */
    public Publisher(MqttAsyncClient client, String serverUri, BooleanSupplier closed) {
        this.client = client;
        this.serverUri = serverUri;
        this.closed = closed;
    }

    /** The broker answered a connect with this Receive Maximum (null: it named none); no topic is named on it yet. */
    public void brokerWindow(Integer receiveMaximum) {
        window = receiveMaximum == null ? NO_LIMIT : receiveMaximum;
        named.clear();
    }

    /** The connection is gone, and with it every alias Paho gave. */
    public void connectionLost() {
        named.clear();
    }

    /** Publishes now, or throws {@link BrokerUnreachableException} (disconnected, window full, any Paho failure). */
    public void send(String topic, MqttMessage message) {
        if (sendIfThereIsRoom(topic, message) == null) {
            throw windowFull(topic);
        }
    }

    /**
     * Like {@link #send}, but while the in-flight window is full it tries again, up to {@value #ROOM_WAIT_MILLIS} ms.
     * Call it from a worker, never from a message handler (Paho reads acknowledgements behind the handlers). Answers
     * Paho's token of the publish.
     */
    public IMqttToken sendWhenThereIsRoom(String topic, MqttMessage message) {
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ROOM_WAIT_MILLIS);
        IMqttToken sent;
        while ((sent = sendIfThereIsRoom(topic, message)) == null) {
            if (System.nanoTime() > giveUp) {
                throw windowFull(topic);
            }
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(LOOK_AGAIN_MILLIS));
        }
        return sent;
    }

    private BrokerUnreachableException windowFull(String topic) {
        return new BrokerUnreachableException("the MQTT broker at " + serverUri + " has " + window
                + " messages unacknowledged, its limit; " + topic + " was not sent");
    }

    /** Hands the message to Paho and answers its token, or null without touching Paho when the window is full. */
    private IMqttToken sendIfThereIsRoom(String topic, MqttMessage message) {
        if (closed.getAsBoolean() || !client.isConnected()) {
            throw new BrokerUnreachableException("not connected to the MQTT broker at " + serverUri);
        }
        synchronized (oneAtATime) {
            // for a first publish every message Paho holds counts, queued ones too: its sender may move them into
            // flight between this look and Paho's own
            if (!named.contains(topic) && client.getPendingTokens().length >= window) {
                return null;
            }
            try {
                IMqttToken sent = client.publish(topic, message);
                named.add(topic);
                return sent;
            } catch (MqttException e) {
                if (e.getReasonCode() == MqttClientException.REASON_CODE_MAX_INFLIGHT) {
                    return null;
                }
                throw new BrokerUnreachableException("could not publish to " + topic + ": " + e.getMessage(), e);
            }
        }
    }
}
