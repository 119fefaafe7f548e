package home.hearth.profiles.members;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.profiles.testing.TestHousehold;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HouseholdStoreTest {
    @TempDir
    Path dir;

    @Test
    void isCalledHomeUntilRenamedAndKeepsItsCreationTime() {
        TestHousehold home = new TestHousehold(dir);
        HouseholdStore store = new HouseholdStore(home.db, home.clock);
        var first = store.get();
        assertEquals("Home", first.name());
        home.clock.advance(Duration.ofDays(1));
        assertEquals("The Silvas", store.rename("  The Silvas ").name());
        assertEquals(first.createdAt(), store.get().createdAt());
        assertEquals("The Silvas", store.get().name());
    }

    @Test
    void refusesAnEmptyName() {
        TestHousehold home = new TestHousehold(dir);
        HouseholdStore store = new HouseholdStore(home.db, home.clock);
        var e = assertThrows(IllegalArgumentException.class, () -> store.rename(" "));
        assertEquals("display name must be 1–80 printable characters, got: ' '", e.getMessage());
        assertEquals("Home", store.get().name());
    }
}
