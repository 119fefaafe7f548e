/**
 * MQTT 5 through Eclipse Paho: {@link home.hearth.devices.mqtt.MqttHubClient} keeps one
 * connection up (retry, reconnect, resubscribe, TCP_NODELAY, the hub's online/offline status), joining
 * {@code internal.ConnectAttempts}, {@code internal.Publisher} and {@code internal.Subscriber};
 * {@link home.hearth.devices.mqtt.MqttDeviceGateway} speaks zigbee2mqtt to devices with deadlines.
 * {@code MqttException} never leaves this package.
 */
package home.hearth.devices.mqtt;
