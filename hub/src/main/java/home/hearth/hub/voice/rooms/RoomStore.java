package home.hearth.hub.voice.rooms;

import home.hearth.hub.database.StorageException;
import home.hearth.storage.Jdbc;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * The household's rooms (table {@code hub_rooms}), the one list of rooms: the device inventory's
 * room ids are added here at start ({@link #ensure}), so a device never stands in a room the hub
 * does not know. Removing a room removes its microphones with it.
 */
public final class RoomStore {
    private final Jdbc sql;
    private final Clock clock;

    public RoomStore(DataSource dataSource, Clock clock) {
        this.sql = new Jdbc(dataSource, "the room store", StorageException::new);
        this.clock = clock;
    }

    /** Adds a room; false when a room with that id already exists (nothing changes then). */
    public boolean add(Room room) {
        return sql.call("add room " + room.id(), c -> Jdbc.update(c,
                "INSERT INTO hub_rooms(id, name, created_at) VALUES (?,?,?) ON CONFLICT(id) DO NOTHING",
                room.id(), room.name(), clock.instant().toString()) > 0);
    }

    /** Adds the room unless it exists (start-up: the demo rooms and the inventory's rooms). */
    public void ensure(Room room) {
        add(room);
    }

    public Optional<Room> get(String id) {
        if (!Room.validId(id)) {
            return Optional.empty();
        }
        return sql.call("read room " + id, c -> {
            try (PreparedStatement ps = Jdbc.prepare(c, "SELECT id, name FROM hub_rooms WHERE id=?", id);
                    ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(new Room(rs.getString(1), rs.getString(2))) : Optional.<Room>empty();
            }
        });
    }

    public boolean exists(String id) {
        return get(id).isPresent();
    }

    /** Every room, by id. */
    public List<Room> all() {
        return sql.call("list rooms", c -> {
            List<Room> rooms = new ArrayList<>();
            try (PreparedStatement ps = Jdbc.prepare(c, "SELECT id, name FROM hub_rooms ORDER BY id");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rooms.add(new Room(rs.getString(1), rs.getString(2)));
                }
            }
            return rooms;
        });
    }

    /** Removes a room and its microphones; false when there was none. */
    public boolean remove(String id) {
        if (!Room.validId(id)) {
            return false;
        }
        return sql.call("remove room " + id, c -> Jdbc.update(c, "DELETE FROM hub_rooms WHERE id=?", id) > 0);
    }
}
