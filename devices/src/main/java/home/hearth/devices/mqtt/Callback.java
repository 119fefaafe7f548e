package home.hearth.devices.mqtt;

import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttCallback;
import org.eclipse.paho.mqttv5.client.MqttDisconnectResponse;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Paho's callback for one {@link MqttHubClient}. */
final class Callback implements MqttCallback {
    private static final Logger LOG = LoggerFactory.getLogger(Callback.class);
    private final MqttHubClient owner;

    Callback(MqttHubClient owner) {
        this.owner = owner;
    }

    @Override
    public void disconnected(MqttDisconnectResponse response) {
        owner.onDisconnected();
        LOG.warn("MQTT client {} lost its broker: {}", owner.clientId(), response.getReasonString() != null
                ? response.getReasonString() : String.valueOf(response.getException()));
    }

    @Override
    public void mqttErrorOccurred(MqttException e) {
        LOG.warn("MQTT client {} error: {}", owner.clientId(), e.getMessage());
    }

    @Override
    public void messageArrived(String topic, MqttMessage message) {
        owner.onMessage(topic, message);
    }

    @Override
    public void deliveryComplete(IMqttToken token) {}

    @Override
    public void connectComplete(boolean reconnect, String serverUri) {
        owner.onConnected();
    }

    @Override
    public void authPacketArrived(int reasonCode, MqttProperties properties) {}
}
