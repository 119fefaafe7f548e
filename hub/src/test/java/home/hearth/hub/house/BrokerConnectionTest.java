package home.hearth.hub.house;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.ConfigException;
import home.hearth.policies.mqtt.MqttAcl;
import home.hearth.policies.mqtt.MqttClientRule;
import home.hearth.policies.mqtt.MqttOperation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The simulator's name is the hub's: a clients file that takes it stops the start, a policy entry under it is left out. */
class BrokerConnectionTest {
    @TempDir
    Path dir;

    @Test
    void aClientsFileAccountNamedLikeTheSimulatorStopsTheStartWithOneSentence() throws Exception {
        Path file = Files.writeString(dir.resolve("mqtt-clients"), "node-red:long-password-1\nHearth-Simulator:long-password-2\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
        ConfigException e = assertThrows(ConfigException.class, () -> BrokerConnection.fileAccounts(Optional.of(file)));
        assertTrue(e.getMessage().contains("'hearth-simulator' is the hub's own device simulator"), e.getMessage());
        assertFalse(e.getMessage().contains("long-password"), "no password in the message");
    }

    @Test
    void aPolicyEntryNamedLikeTheSimulatorIsLeftOutAndTheAclStillBuilds() {
        MqttAcl policy = new MqttAcl(List.of(
                new MqttClientRule(BrokerConnection.SIMULATOR, List.of("#"), List.of("#"), Set.of(), Set.of()),
                new MqttClientRule("node-red", List.of("hearth/#"), List.of("hearth/#"), Set.of(), Set.of())));

        MqttAcl acl = BrokerConnection.withSimulator(policy);

        assertEquals(2, acl.rules().size(), acl.rules().toString());
        assertFalse(acl.allows(BrokerConnection.SIMULATOR, MqttOperation.PUBLISH, "hearth/api/v1/anything").allowed(),
                "the policy cannot widen the simulator's topics");
        assertTrue(acl.allows(BrokerConnection.SIMULATOR, MqttOperation.PUBLISH,
                HouseDevices.ZIGBEE_BASE + "/kitchen-light").allowed());
        assertTrue(acl.allows("node-red", MqttOperation.PUBLISH, "hearth/x").allowed(), "other clients keep their rules");
    }
}
