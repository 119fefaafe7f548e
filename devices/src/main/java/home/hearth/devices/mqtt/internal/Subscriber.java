package home.hearth.devices.mqtt.internal;

import java.util.function.BooleanSupplier;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttSubscription;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Asks the broker for one client's subscriptions at QoS 1: a filter when it is first added, and every filter again
 * after a (re)connect, since a clean start leaves the broker with none. Refusals are logged, never thrown: a client
 * without a subscription still publishes. Each filter goes with its subscription identifier when the broker takes them
 * (its answer to the connect says so), so that a message's copies can be told apart ({@link Subscriptions}).
 */
public final class Subscriber {
    private static final Logger LOG = LoggerFactory.getLogger(Subscriber.class);
    /** How long to wait for the broker's SUBACK before counting the subscription as not granted. */
    private static final long GRANT_WAIT_MILLIS = 5_000;
    private final MqttAsyncClient client;
    private final String clientId;
    private final BooleanSupplier closed;
    /** Whether the broker's answer to the last connect allowed subscription identifiers (MQTT 5: unless it says no). */
    private volatile boolean identifiers = true;

    /** For {@code client}, asking nothing once {@code closed} says its owner was closed. */
    public Subscriber(MqttAsyncClient client, String clientId, BooleanSupplier closed) {
        this.client = client;
        this.clientId = clientId;
        this.closed = closed;
    }

    /** The broker answered a connect with these properties (null: none). */
    public void brokerAnswered(MqttProperties connack) {
        identifiers = connack == null || connack.isSubscriptionIdentifiersAvailable();
    }

    /**
     * Subscribes to {@code filter} now, under subscription identifier {@code id} when the broker takes them; whether the
     * broker granted it (false when disconnected or refused).
     */
    public boolean subscribe(String filter, int id) {
        if (closed.getAsBoolean() || !client.isConnected()) {
            return false;
        }
        try {
            MqttProperties properties = new MqttProperties();
            if (identifiers) {
                properties.setSubscriptionIdentifier(id);
            }
            IMqttToken token = client.subscribe(new MqttSubscription[] {new MqttSubscription(filter, 1)}, null, null,
                    properties);
            token.waitForCompletion(GRANT_WAIT_MILLIS);
            int[] codes = token.getReasonCodes();
            // reason codes below 0x80 grant the subscription (at QoS 0, 1 or 2); 0x80 and above refuse it
            boolean granted = codes != null && codes.length > 0 && codes[0] < 0x80;
            if (!granted) {
                LOG.warn("the MQTT broker refused the subscription to {} for {}", filter, clientId);
            }
            return granted;
        } catch (MqttException e) {
            LOG.warn("could not subscribe to {}: {}", filter, e.getMessage());
            return false;
        } catch (RuntimeException e) { // Paho's own check of the filter (a '#' before the last level, say)
            LOG.warn("could not subscribe to {}: {}", filter, e.toString());
            return false;
        }
    }
}
