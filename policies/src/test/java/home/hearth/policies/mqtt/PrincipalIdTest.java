package home.hearth.policies.mqtt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.policies.MemberId;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** An automation client's principal id names that client alone, in the audit and in rules. */
class PrincipalIdTest {
    @Test
    void aNameThatIsAlreadyAnIdKeepsItsPlainForm() {
        assertEquals(MemberId.of("automation-node-red"), MqttClientRule.principalId("node-red"));
        assertEquals(MemberId.of("automation-home-assistant"), MqttClientRule.principalId("home-assistant"));
    }

    @Test
    void namesThatCleanToTheSameTextStillGetDifferentIds() {
        List<String> names = List.of("node-red", "Node_Red", "node.red", "NODE-RED", "node red");
        Set<MemberId> ids = names.stream().map(MqttClientRule::principalId).collect(Collectors.toSet());
        assertEquals(names.size(), ids.size(), ids.toString());
        assertTrue(ids.stream().allMatch(id -> id.value().startsWith("automation-node-red")), ids.toString());
    }

    @Test
    void longNamesAlikeInTheirFirstCharactersGetDifferentIdsWithinTheLimit() {
        String stem = "a".repeat(70);
        MemberId one = MqttClientRule.principalId(stem + "1");
        MemberId two = MqttClientRule.principalId(stem + "2");
        assertTrue(!one.equals(two), one + " " + two);
        assertTrue(one.value().length() <= 64 && two.value().length() <= 64, one + " " + two);
    }

    @Test
    void theTagIsTheFirstEightHexDigitsOfTheNamesSha256() {
        // Ids already in households' audit logs: they must stay the same.
        assertEquals(MemberId.of("automation-home-assistant-980c4bd6"), MqttClientRule.principalId("home_assistant"));
        assertEquals(MemberId.of("automation-" + "a".repeat(44) + "-51c804f1"), MqttClientRule.principalId("a".repeat(70) + "1"));
    }

    @Test
    void theSameNameGetsTheSameIdEveryTime() {
        assertEquals(MqttClientRule.principalId("Node_Red"), MqttClientRule.principalId("Node_Red"));
    }
}
