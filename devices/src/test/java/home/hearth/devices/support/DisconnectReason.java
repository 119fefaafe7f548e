package home.hearth.devices.support;

import java.util.function.IntConsumer;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttCallback;
import org.eclipse.paho.mqttv5.client.MqttDisconnectResponse;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;

/**
 * A Paho MQTT 5 callback that hands every loss of the connection, with the reason code of the
 * broker's DISCONNECT (135: not authorised, when an account is revoked), to {@code onLoss} and
 * ignores everything else.
 */
public record DisconnectReason(IntConsumer onLoss) implements MqttCallback {
    @Override
    public void disconnected(MqttDisconnectResponse r) {
        onLoss.accept(r.getReturnCode());
    }

    @Override
    public void mqttErrorOccurred(MqttException e) {}

    @Override
    public void messageArrived(String topic, MqttMessage message) {}

    @Override
    public void deliveryComplete(IMqttToken token) {}

    @Override
    public void connectComplete(boolean reconnect, String serverUri) {}

    @Override
    public void authPacketArrived(int reasonCode, MqttProperties properties) {}
}
