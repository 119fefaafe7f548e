/**
 * MQTT automation ACLs: {@link home.hearth.policies.mqtt.MqttAcl} (default deny) is built from the
 * policy's {@code mqtt.clients} section by {@link home.hearth.policies.config.PolicySet#mqttAcl()}.
 */
package home.hearth.policies.mqtt;
