package home.hearth.hub.voice.rooms;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/** The rooms a fresh hub starts with: the demo household's, and every room the device inventory names. */
public final class HouseRooms {
    /** The demo household's rooms (the rooms of its devices). */
    public static final List<Room> DEMO = List.of(new Room("kitchen", "Kitchen"), new Room("living-room", "Living room"),
            new Room("bedroom", "Bedroom"), new Room("hall", "Hall"));

    private HouseRooms() {}

    /** Adds the demo rooms (when {@code demo}) and each inventory room id not yet known, named after its id. */
    public static void ensure(RoomStore rooms, boolean demo, Collection<String> inventoryRooms) {
        if (demo) {
            DEMO.forEach(rooms::ensure);
        }
        inventoryRooms.stream().filter(id -> !id.isEmpty()).distinct().forEach(id -> rooms.ensure(new Room(id, spoken(id))));
    }

    /** {@code living-room} → {@code Living room}. */
    static String spoken(String id) {
        String words = id.replace('-', ' ').replace('_', ' ');
        return words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }
}
