package home.hearth.devices.mqtt.internal;

import home.hearth.devices.mqtt.MqttHubClient;
import home.hearth.devices.mqtt.MqttSettings;
import java.nio.charset.StandardCharsets;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;

/**
 * Paho connection options for a client: clean start, no automatic reconnect (the client does its
 * own, per client), TCP_NODELAY, credentials, and for the hub the largest message it takes and the
 * retained last will {@code hub/v1/status = offline}.
 */
public final class ConnectionOptions {
    private ConnectionOptions() {}

    /** For {@code settings}, with plain TCP sockets made by {@code sockets}. */
    public static MqttConnectionOptions of(MqttSettings settings, NoDelaySocketFactory sockets) {
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setCleanStart(true);
        // MqttHubClient reconnects itself: Paho's backoff is one static field shared by all clients
        o.setAutomaticReconnect(false);
        o.setConnectionTimeout(5);
        o.setKeepAliveInterval(30);
        if (settings.serverUri().startsWith("tcp://")) {
            o.setSocketFactory(sockets);
        }
        if (!settings.username().isEmpty()) {
            o.setUserName(settings.username());
            o.setPassword(settings.password().getBytes(StandardCharsets.UTF_8));
        }
        if (settings.hubStatus()) {
            // Paho holds the client's own publishes to the same limit, which the hub's never come near
            o.setMaximumPacketSize(MqttSettings.MAX_PACKET_BYTES);
            o.setWill(MqttHubClient.STATUS_TOPIC, PahoMessages.message("offline".getBytes(StandardCharsets.UTF_8), 1, true));
        }
        return o;
    }
}
