package home.hearth.devices.mqtt;

import java.util.regex.Pattern;

/**
 * How one MQTT client connects.
 *
 * @param serverUri {@code tcp://host:port}
 * @param clientId the MQTT client id, unique on the broker
 * @param username broker username, empty for anonymous brokers
 * @param password broker password, empty when none
 * @param reconnectMaxSeconds the longest pause between reconnect attempts (1–120)
 * @param hubStatus whether this client is the hub's own: it then keeps the retained
 *     {@code hub/v1/status} at {@code online}, with {@code offline} as its last will, and takes no
 *     message over {@link #MAX_PACKET_BYTES}
 */
public record MqttSettings(
        String serverUri, String clientId, String username, String password, int reconnectMaxSeconds, boolean hubStatus) {
    /**
     * The largest MQTT packet the hub takes: its client tells the broker so (MQTT 5's Maximum Packet Size; the broker
     * drops a larger message for it), and the embedded broker refuses a larger one from anybody. Paho and the embedded
     * broker read a packet whole into memory, and brokers allow 256 MB by default: one oversized request or device
     * message could exhaust a Pi's heap. A zigbee2mqtt device list of a few hundred devices is a few MB.
     */
    public static final long MAX_PACKET_BYTES = 16L << 20;
    private static final Pattern URI = Pattern.compile("(tcp|ssl)://[^\\s/:]+:\\d{1,5}");
    private static final Pattern CLIENT_ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    public MqttSettings {
        if (serverUri == null || !URI.matcher(serverUri).matches()) {
            throw new IllegalArgumentException("MQTT server must look like tcp://host:port, got: " + serverUri);
        }
        if (clientId == null || !CLIENT_ID.matcher(clientId).matches()) {
            throw new IllegalArgumentException("MQTT client id must be 1–64 of [A-Za-z0-9_.-], got: " + clientId);
        }
        username = username == null ? "" : username;
        password = password == null ? "" : password;
        if (reconnectMaxSeconds < 1 || reconnectMaxSeconds > 120) {
            throw new IllegalArgumentException("reconnect pause must be 1–120 s, got: " + reconnectMaxSeconds);
        }
    }

    /** A client on {@code tcp://host:port} with credentials, reconnecting at most every 10 s. */
    public static MqttSettings of(String host, int port, String clientId, String username, String password) {
        return new MqttSettings("tcp://" + host + ":" + port, clientId, username, password, 10, false);
    }

    public MqttSettings asHub() {
        return new MqttSettings(serverUri, clientId, username, password, reconnectMaxSeconds, true);
    }

    public MqttSettings withReconnectMaxSeconds(int seconds) {
        return new MqttSettings(serverUri, clientId, username, password, seconds, hubStatus);
    }

    @Override
    public String toString() {
        return "MqttSettings[" + serverUri + ", client " + clientId + ", user '" + username + "']";
    }
}
