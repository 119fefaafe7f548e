package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.BrokerUnreachableException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.MqttClientException;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;

/**
 * Publishes on one Paho client, whose {@link MqttException} becomes {@link BrokerUnreachableException}: nothing is
 * queued while disconnected. Paho refuses a QoS 1 publish at once (MAX_INFLIGHT) while the broker's window of
 * unacknowledged messages is full; {@link #sendWhenThereIsRoom} waits for room instead, so a request or reply sent
 * under load goes late rather than being lost.
 */
public final class Publisher {
    /** The longest a publish waits for room in the in-flight window before it is refused after all. */
    public static final long ROOM_WAIT_MILLIS = 2000;
    /** How often it looks again: Paho gives no signal when an acknowledgement frees room. */
    private static final long LOOK_AGAIN_MILLIS = 2;
    private final MqttAsyncClient client;
    private final String serverUri;
    private final BooleanSupplier closed;

    /** For {@code client}, refusing everything once {@code closed} says its owner was closed. */
    public Publisher(MqttAsyncClient client, String serverUri, BooleanSupplier closed) {
        this.client = client;
        this.serverUri = serverUri;
        this.closed = closed;
    }

    /** Publishes now, or throws {@link BrokerUnreachableException} (disconnected, window full, any Paho failure). */
    public void send(String topic, MqttMessage message) {
        if (closed.getAsBoolean() || !client.isConnected()) {
            throw new BrokerUnreachableException("not connected to the MQTT broker at " + serverUri);
        }
        try {
            client.publish(topic, message);
        } catch (MqttException e) {
            throw new BrokerUnreachableException("could not publish to " + topic + ": " + e.getMessage(), e);
        }
    }

    /**
     * Like {@link #send}, but while the in-flight window is full it tries again, up to {@value #ROOM_WAIT_MILLIS} ms.
     * Call it from a worker, never from a message handler (Paho reads acknowledgements behind the handlers).
     */
    public void sendWhenThereIsRoom(String topic, MqttMessage message) {
        long giveUp = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ROOM_WAIT_MILLIS);
        while (true) {
            try {
                send(topic, message);
                return;
            } catch (BrokerUnreachableException e) {
                if (!windowFull(e) || System.nanoTime() > giveUp) {
                    throw e;
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(LOOK_AGAIN_MILLIS));
            }
        }
    }

    private static boolean windowFull(BrokerUnreachableException e) {
        return e.getCause() instanceof MqttException m
                && m.getReasonCode() == MqttClientException.REASON_CODE_MAX_INFLIGHT;
    }
}
