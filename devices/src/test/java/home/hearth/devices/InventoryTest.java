package home.hearth.devices;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.devices.support.EncryptedDatabase;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The inventory in a real SQLCipher-encrypted file. */
class InventoryTest {
    @TempDir
    Path dir;

    DataSource db;
    Inventory inventory;

    static Device lamp() {
        return new Device(DeviceId.of("living-room-lamp"), "Living room lamp", "living-room", Set.of(Capability.DIMMER),
                DeviceTopic.parse("zigbee2mqtt/living_room_lamp"), List.of("The Moon", "lâmpada da sala"));
    }

    static Device lock() {
        return new Device(DeviceId.of("front-door-lock"), "Front door lock", "hall", Set.of(Capability.LOCK),
                DeviceTopic.parse("zigbee2mqtt/front_door_lock"), List.of("the front door"));
    }

    @BeforeEach
    void open() {
        db = EncryptedDatabase.migrated(dir.resolve("hub.db"));
        inventory = new Inventory(db, Clock.systemUTC());
        inventory.save(lamp());
        inventory.save(lock());
    }

    @Test
    void listenersHearOfEverySaveAndRemovalAfterItAndAFailingOneUndoesNothing() {
        List<List<String>> seen = new ArrayList<>();
        inventory.whenChanged(() -> {
            throw new IllegalStateException("a broken listener");
        });
        inventory.whenChanged(() -> seen.add(inventory.all().stream().map(Device::name).toList()));
        Device renamed = new Device(lamp().id(), "Reading lamp", lamp().room(), lamp().capabilities(), lamp().topic(), List.of());
        inventory.save(renamed);
        assertTrue(inventory.remove(lock().id()));
        assertEquals(List.of(List.of("Front door lock", "Reading lamp"), List.of("Reading lamp")), seen,
                "each listener sees the inventory as changed");
        assertEquals(Optional.of(renamed), new Inventory(db, Clock.systemUTC()).byId(lamp().id()), "stored despite the broken listener");
    }

    @Test
    void resolvesByIdNameAndHouseholdAliasIgnoringCaseAndAccents() {
        assertEquals(Optional.of(lamp()), inventory.resolve("living-room-lamp"));
        assertEquals(Optional.of(lamp()), inventory.resolve("LIVING ROOM LAMP"));
        assertEquals(Optional.of(lamp()), inventory.resolve("the moon"));
        assertEquals(Optional.of(lamp()), inventory.resolve("Lampada da  Sala"));
        assertEquals(Optional.empty(), inventory.resolve("the sun"));
        assertEquals(Optional.empty(), inventory.resolve("   "));
    }

    @Test
    void listsARoomsDevicesAndFindsByTopic() {
        assertEquals(List.of(lock()), inventory.inRoom("hall"));
        assertEquals(Optional.of(lamp()), inventory.byTopic(DeviceTopic.parse("zigbee2mqtt/living_room_lamp")));
    }

    @Test
    void keepsDevicesAcrossRestartsInTheEncryptedFile() throws Exception {
        Inventory reopened = new Inventory(EncryptedDatabase.open(dir.resolve("hub.db"), EncryptedDatabase.KEY), Clock.systemUTC());
        assertEquals(List.of(lock(), lamp()), reopened.all());
        String raw = new String(Files.readAllBytes(dir.resolve("hub.db")), StandardCharsets.ISO_8859_1);
        assertFalse(raw.contains("front_door_lock") || raw.contains("The Moon"), "device names must not be in plaintext");
    }

    @Test
    void refusesAnAliasThatAlreadyNamesAnotherDeviceAndKeepsBoth() {
        Device clash = lock().withAliases(List.of("the moon"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> inventory.save(clash));
        assertEquals("alias 'the moon' of front-door-lock already names device living-room-lamp", e.getMessage());
        assertEquals(Optional.of(lock()), inventory.byId(lock().id()));
        assertEquals(2, new Inventory(db, Clock.systemUTC()).all().size());
    }

    @Test
    void refusesASecondDeviceOnTheSameTopic() {
        Device twin = new Device(DeviceId.of("other-lamp"), "Other lamp", "", Set.of(Capability.SWITCH),
                DeviceTopic.parse("zigbee2mqtt/living_room_lamp"), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> inventory.save(twin));
        assertEquals("topic zigbee2mqtt/living_room_lamp already belongs to device living-room-lamp", e.getMessage());
    }

    @Test
    void replacesAndRemovesDevices() {
        inventory.save(lamp().withAliases(List.of("big light")));
        assertEquals(Optional.empty(), inventory.resolve("the moon"));
        assertTrue(inventory.remove(lamp().id()));
        assertFalse(inventory.remove(lamp().id()));
        assertEquals(List.of(lock()), new Inventory(db, Clock.systemUTC()).all());
    }

    @Test
    void failsWithAClearMessageWhenTheKeyIsWrong() {
        DevicesException e = assertThrows(DevicesException.class,
                () -> new Inventory(EncryptedDatabase.open(dir.resolve("hub.db"), "wrongkey"), Clock.systemUTC()));
        assertTrue(e.getMessage().startsWith("could not read the device inventory from the database"), e.getMessage());
    }
}
