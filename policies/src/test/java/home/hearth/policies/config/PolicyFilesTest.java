package home.hearth.policies.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.IdentityLevel;
import home.hearth.policies.Role;
import home.hearth.policies.ScopeType;
import home.hearth.policies.devices.ActionKind;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.SensitiveCategory;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PolicyFilesTest {
    private static PolicySet withOverride(String yaml) {
        return PolicyFiles.withOverride(new NamedText("household-policy.yaml", yaml));
    }

    @Test
    void theShippedDefaultsParseAndCoverEverySection() {
        PolicySet p = PolicyFiles.defaults();
        assertEquals(Optional.of(Duration.ofDays(365)), p.retention().byKind().get(MemoryKind.EPISODIC));
        assertEquals(Optional.empty(), p.retention().byKind().get(MemoryKind.STRUCTURED));
        assertEquals(0.92, p.gate().thresholds().redundancy());
        assertEquals(0.75, p.gate().thresholds().conflict());
        assertEquals(5, p.memory().key("preferred_temperature_night").orElseThrow().min());
        assertTrue(p.gate().sensitive().contains(SensitiveCategory.HEALTH));
        assertFalse(p.devices().forRole(Role.CHILD).allow().contains(ActionKind.UNLOCK));
        assertEquals(IdentityLevel.VERIFIED, p.devices().minimumFor(ActionKind.UNLOCK));
        assertTrue(p.mqttClients().isEmpty());
    }

    /** A transcript is kept for retention.conversations after its last turn: 30 days unless the household says. */
    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "the default,    '',            P30D",
        "seven days,     7d,            P7D",
        "hours,          36h,           PT36H",
        "never,          never,         ''",
        "NEVER,          NEVER,         ''",
    })
    void conversationsAreKeptForTheirRetentionOrForGood(String what, String value, String kept) {
        PolicySet p = withOverride(value.isEmpty() ? "" : "retention:\n  conversations: " + value + "\n");
        assertEquals(kept.isEmpty() ? Optional.empty() : Optional.of(Duration.parse(kept)), p.retention().conversations());
        assertEquals(Optional.of(Duration.ofDays(365)), p.retention().byKind().get(MemoryKind.EPISODIC),
                "the memories' lifetimes are not touched");
    }

    @Test
    void anOverrideMergesKeyByKeyAndLeavesTheRestAlone() {
        PolicySet p = withOverride("""
                retention:
                  episodic: 30d
                gate:
                  redundancy_similarity: 0.95
                """);
        assertEquals(Optional.of(Duration.ofDays(30)), p.retention().byKind().get(MemoryKind.EPISODIC));
        assertEquals(Optional.of(Duration.ofDays(180)), p.retention().byKind().get(MemoryKind.SUMMARY));
        assertEquals(0.95, p.gate().thresholds().redundancy());
        assertEquals(0.75, p.gate().thresholds().conflict());
        assertEquals(Optional.of(Duration.ofDays(90)), p.retention().byScope().get(ScopeType.TASK).get(MemoryKind.EPISODIC));
    }

    @Test
    void anOverrideListReplacesTheDefaultListWhole() {
        PolicySet p = withOverride("""
                devices:
                  roles:
                    guest: { allow: [read_state], rooms: [kitchen] }
                """);
        assertEquals(java.util.Set.of(ActionKind.READ_STATE), p.devices().forRole(Role.GUEST).allow());
        assertEquals(Optional.of(java.util.Set.of("kitchen")), p.devices().forRole(Role.GUEST).rooms());
        assertTrue(p.devices().forRole(Role.ADMIN).allow().contains(ActionKind.DIAGNOSTICS));
    }

    @Test
    void anEmptyOverrideKeepsTheDefaults() {
        assertEquals(PolicyFiles.defaults(), withOverride("# nothing changed\n"));
    }

    @Test
    void aBrokenOverrideNeverFallsBackToTheDefaults() {
        PolicyFileException e = assertThrows(PolicyFileException.class, () -> withOverride("retention:\n  episodic: forever\n"));
        assertEquals(1, e.errors().size());
        assertTrue(e.getMessage().contains("household-policy.yaml:2: retention.episodic"), e.getMessage());
    }

    @Test
    void everyErrorInAFileIsReportedNotOnlyTheFirst() {
        PolicyFileException e = assertThrows(PolicyFileException.class, () -> withOverride("""
                retention:
                  episodic: forever
                gate:
                  redundancy_similarity: lots
                decay:
                  episodic: -1
                """));
        assertEquals(3, e.errors().size(), e.getMessage());
        assertEquals(java.util.List.of(2, 4, 6), e.errors().stream().map(PolicyError::line).sorted().toList());
    }

    @Test
    void aCompleteFileParsesOnItsOwn() {
        PolicySet p = PolicyFiles.parse("copy.yaml", PolicyFiles.defaultText());
        assertEquals(PolicyFiles.defaults(), p);
    }

    @Test
    void aPartialFileOnItsOwnReportsTheMissingSections() {
        PolicyFileException e = assertThrows(PolicyFileException.class, () -> PolicyFiles.parse("partial.yaml", "version: 1\n"));
        assertTrue(e.getMessage().contains("partial.yaml:1: memory: missing; expected a mapping"), e.getMessage());
    }

    @Test
    void mqttClientsBecomeTheAcl() {
        PolicySet p = withOverride("""
                mqtt:
                  clients:
                    node-red:
                      publish: [hub/v1/request/#]
                      subscribe: [hub/v1/response/node-red/#, hub/v1/events/+]
                      members: ["*"]
                      preference_keys: [preferred_temperature_night]
                """);
        var acl = p.mqttAcl();
        assertTrue(acl.allows("node-red", home.hearth.policies.mqtt.MqttOperation.PUBLISH, "hub/v1/request/prefs").allowed());
        assertFalse(acl.allows("node-red", home.hearth.policies.mqtt.MqttOperation.PUBLISH, "zigbee2mqtt/lock/set").allowed());
        assertTrue(acl.allows("node-red", home.hearth.policies.mqtt.MqttOperation.SUBSCRIBE, "hub/v1/events/+").allowed());
        assertFalse(acl.allows("node-red", home.hearth.policies.mqtt.MqttOperation.SUBSCRIBE, "hub/v1/#").allowed());
        assertTrue(acl.allowsPreference("node-red", "alice", "preferred_temperature_night").allowed());
        assertFalse(acl.allowsPreference("node-red", "alice", "wake_up_time").allowed());
        assertFalse(acl.allows("home-assistant", home.hearth.policies.mqtt.MqttOperation.PUBLISH, "hub/v1/request/x").allowed());
    }

    @Test
    void eachAutomationClientActsAsItsOwnPrincipalNotTheUnknownSpeaker() {
        PolicySet p = withOverride("""
                mqtt:
                  clients:
                    node-red:
                      publish: [hub/v1/request/node-red/+]
                      acts_as: {role: adult, identity: verified}
                    home_assistant:
                      publish: [hub/v1/request/home_assistant/+]
                """);
        var acl = p.mqttAcl();
        var nodeRed = acl.principalOf("node-red");
        assertEquals(java.util.Optional.of(home.hearth.policies.MemberId.of("automation-node-red")), nodeRed.member());
        assertEquals(home.hearth.policies.Role.ADULT, nodeRed.role());
        assertEquals(home.hearth.policies.IdentityLevel.VERIFIED, nodeRed.level());
        var ha = acl.principalOf("home_assistant");
        assertEquals(java.util.Optional.of(home.hearth.policies.MemberId.of("automation-home-assistant-980c4bd6")), ha.member());
        assertEquals(home.hearth.policies.IdentityLevel.UNCERTAIN, ha.level(), "its own principal by default");
        assertEquals(home.hearth.policies.Principal.unknown(), acl.principalOf("stranger"));
    }

    @Test
    void aWrongActsAsIsReportedByLine() {
        PolicyFileException e = assertThrows(PolicyFileException.class, () -> withOverride("""
                mqtt:
                  clients:
                    node-red:
                      acts_as: {role: overlord, identity: verified}
                """));
        assertTrue(e.getMessage().contains("mqtt.clients.node-red.acts_as.role"), e.getMessage());
    }
}
