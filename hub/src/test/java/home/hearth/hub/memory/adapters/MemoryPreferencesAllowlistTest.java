package home.hearth.hub.memory.adapters;

import static home.hearth.hub.memory.MemoryFixture.ALICE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.memory.MemoryFixture;
import home.hearth.hub.memory.reading.ActiveContexts;
import home.hearth.hub.memory.values.MemoryDraft;
import home.hearth.hub.memory.values.WriteOutcome;
import home.hearth.policies.MemberId;
import home.hearth.policies.Policies;
import home.hearth.policies.Scope;
import home.hearth.policies.config.KeySpec;
import home.hearth.policies.config.MemoryTypes;
import home.hearth.policies.config.PolicySet;
import home.hearth.policies.memory.Candidate;
import home.hearth.policies.memory.MemoryKind;
import home.hearth.policies.memory.MemorySource;
import home.hearth.policies.memory.StructuredFact;
import home.hearth.policies.mqtt.MqttClientRule;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A preference key the household takes off the memory allowlist is not answered any more, even to an automation client
 * whose ACL reads {@code preference_keys: "*"} (which the ACL lets through for any key): the memories stored under it
 * while it was allowed stay unused.
 */
class MemoryPreferencesAllowlistTest {
    private static final MemberId ALICE_ID = ALICE.member().orElseThrow();
    @TempDir
    Path dir;
    private MemoryFixture f;
    private final AtomicReference<Policies> inForce = new AtomicReference<>();
    private MemoryPreferences preferences;

    @BeforeEach
    void setUp() {
        f = new MemoryFixture(dir);
        inForce.set(withEveryKeyForNodeRed(f.policies.set()));
        preferences = new MemoryPreferences(f.store, member -> Optional.empty(), inForce::get,
                ActiveContexts.calendar(ZoneOffset.UTC, false, Set::of), f.clock);
    }

    @AfterEach
    void tearDown() {
        f.close();
    }

    @Test
    void aKeyTakenOffTheAllowlistIsNotAnsweredToAClientAllowedEveryKey() {
        remember("bedtime", "22:30");
        remember("wake_up_time", "06:45");
        assertEquals(Optional.of("22:30"), preferences.preference(ALICE_ID, "bedtime"), "on the allowlist: answered");
        assertTrue(inForce.get().mqttAcl().allowsPreference("node-red", "alice", "bedtime").allowed());

        inForce.set(withEveryKeyForNodeRed(without(f.policies.set(), "bedtime")));
        assertTrue(inForce.get().mqttAcl().allowsPreference("node-red", "alice", "bedtime").allowed(),
                "the client's '*' still lets the question through");
        assertEquals(Optional.empty(), preferences.preference(ALICE_ID, "bedtime"),
                "a key no longer on the allowlist is answered for nobody");
        assertEquals(Optional.of("06:45"), preferences.preference(ALICE_ID, "wake_up_time"),
                "the keys left are answered");

        inForce.set(withEveryKeyForNodeRed(f.policies.set()));
        assertEquals(Optional.of("22:30"), preferences.preference(ALICE_ID, "bedtime"),
                "allowlisted again, answered again");
    }

    private void remember(String key, String value) {
        Candidate c = new Candidate(key.replace('_', ' ') + " = " + value, MemoryKind.STRUCTURED, MemorySource.EXPLICIT,
                Scope.user(ALICE_ID), Optional.of(new StructuredFact(key, value, "")));
        assertInstanceOf(WriteOutcome.Stored.class, f.service.writer().create(ALICE, MemoryDraft.confirmed(c, "test")));
    }

    /** The policy with an automation client that may read every member's every key. */
    private static Policies withEveryKeyForNodeRed(PolicySet p) {
        MqttClientRule nodeRed = new MqttClientRule("node-red", List.of("hub/v1/request/node-red/+"),
                List.of("hub/v1/response/node-red/#"), Set.of("*"), Set.of("*"));
        return new Policies(new PolicySet(p.memory(), p.retention(), p.consent(), p.gate(), p.devices(),
                List.of(nodeRed)));
    }

    /** The policy as a household's edit leaves it with {@code key} taken off {@code memory.keys}. */
    private static PolicySet without(PolicySet p, String key) {
        Map<String, KeySpec> keys = new HashMap<>(p.memory().keys());
        keys.remove(key);
        return new PolicySet(new MemoryTypes(p.memory().categories(), keys), p.retention(), p.consent(), p.gate(),
                p.devices(), p.mqttClients());
    }
}
