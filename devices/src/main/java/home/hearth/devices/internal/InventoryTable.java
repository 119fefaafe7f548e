package home.hearth.devices.internal;

import home.hearth.devices.Capability;
import home.hearth.devices.Device;
import home.hearth.devices.DeviceId;
import home.hearth.devices.DeviceTopic;
import home.hearth.devices.DevicesException;
import home.hearth.devices.Names;
import home.hearth.storage.Jdbc;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;

/** The {@code devices_inventory} and {@code devices_aliases} tables. */
public final class InventoryTable {
    private final Jdbc db;

    public InventoryTable(DataSource dataSource) {
        this.db = new Jdbc(dataSource, "", DevicesException::new);
    }

    public List<Device> loadAll() {
        return db.call("read the device inventory from the database", c -> {
            Map<String, List<String>> aliases = aliases(c);
            List<Device> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement(
                            "SELECT id, name, room, capabilities, base_topic, topic_name FROM devices_inventory ORDER BY id");
                    ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Device(DeviceId.of(rs.getString(1)), rs.getString(2), rs.getString(3),
                            capabilities(rs.getString(4)), new DeviceTopic(rs.getString(5), rs.getString(6)),
                            aliases.getOrDefault(rs.getString(1), List.of())));
                }
            }
            return out;
        });
    }

    /** Inserts or replaces the device and its aliases in one transaction. */
    public void upsert(Device d, Instant now) {
        db.inTransaction("save device " + d.id(), c -> {
            delete(c, d.id());
            insert(c, d, now);
            return null;
        });
    }

    public boolean remove(DeviceId id) {
        return db.call("remove device " + id, c -> delete(c, id)) > 0;
    }

    private static int delete(Connection c, DeviceId id) throws SQLException {
        try (PreparedStatement a = c.prepareStatement("DELETE FROM devices_aliases WHERE device_id = ?");
                PreparedStatement d = c.prepareStatement("DELETE FROM devices_inventory WHERE id = ?")) {
            a.setString(1, id.value());
            a.executeUpdate();
            d.setString(1, id.value());
            return d.executeUpdate();
        }
    }

    private static void insert(Connection c, Device d, Instant now) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO devices_inventory "
                + "(id, name, room, capabilities, base_topic, topic_name, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, d.id().value());
            ps.setString(2, d.name());
            ps.setString(3, d.room());
            ps.setString(4, String.join(",", d.capabilities().stream().map(Capability::wireName).sorted().toList()));
            ps.setString(5, d.topic().base());
            ps.setString(6, d.topic().name());
            ps.setString(7, now.toString());
            ps.executeUpdate();
        }
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO devices_aliases (alias_key, alias, device_id) VALUES (?, ?, ?)")) {
            for (String alias : d.aliases()) {
                ps.setString(1, Names.normalise(alias));
                ps.setString(2, alias);
                ps.setString(3, d.id().value());
                ps.executeUpdate();
            }
        }
    }

    private static Map<String, List<String>> aliases(Connection c) throws SQLException {
        Map<String, List<String>> out = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT device_id, alias FROM devices_aliases ORDER BY rowid");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.computeIfAbsent(rs.getString(1), k -> new ArrayList<>()).add(rs.getString(2));
            }
        }
        return out;
    }

    private static Set<Capability> capabilities(String csv) {
        Set<Capability> out = EnumSet.noneOf(Capability.class);
        for (String s : csv.split(",")) {
            out.add(Capability.parse(s));
        }
        return out;
    }
}
