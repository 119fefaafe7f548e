package home.hearth.hub.database;

import home.hearth.storage.Jdbc;
import home.hearth.storage.Transactions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs each module's versioned migrations once, in the order listed. A module contributes
 * {@code db/<module>/migrations.txt} listing files {@code V<n>__<what>.sql} in the same folder;
 * each file runs in one transaction and is recorded in {@code schema_version(module, version)}.
 * Statements are split on a {@code ;} that ends a line.
 */
public final class SchemaMigrator {
    private static final Logger LOG = LoggerFactory.getLogger(SchemaMigrator.class);
    private static final Pattern FILE = Pattern.compile("V(\\d+)__[A-Za-z0-9_]+\\.sql");
    private final DataSource dataSource;

    public SchemaMigrator(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Migrates the given modules in order (e.g. profiles, devices, hub). */
    public void migrate(List<String> modules) {
        try (Connection c = dataSource.getConnection()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS schema_version(module TEXT NOT NULL, version INTEGER NOT NULL,"
                        + " applied_at TEXT NOT NULL, PRIMARY KEY(module, version))");
            }
            for (String module : modules) {
                migrateModule(c, module);
            }
        } catch (SQLException e) {
            throw new StorageException("schema migration failed: " + e.getMessage(), e);
        }
    }

    /**
     * Applies every listed migration not yet recorded, not only those above the highest recorded: two
     * branches that each added a migration can land in either order, and a database that got the later
     * one first must still get the other.
     */
    private void migrateModule(Connection c, String module) throws SQLException {
        Set<Integer> applied = appliedVersions(c, module);
        Set<Integer> listed = new TreeSet<>();
        for (String name : listing(module)) {
            Matcher m = FILE.matcher(name);
            if (!m.matches()) {
                throw new StorageException("db/" + module + "/migrations.txt lists '" + name
                        + "'; expected V<n>__<what>.sql");
            }
            int version = Integer.parseInt(m.group(1));
            listed.add(version);
            if (!applied.contains(version)) {
                apply(module, version, name);
            }
        }
        Set<Integer> unknown = new TreeSet<>(applied);
        unknown.removeAll(listed);
        if (!unknown.isEmpty()) {
            // A newer Hearth wrote this database: an older one could misread what it does not know.
            throw new StorageException("the database has " + module + " migrations " + unknown + " that this version of"
                    + " Hearth does not know: it was used by a newer version. Run that version, or restore a backup"
                    + " made by this one.");
        }
    }

    /** One migration file in one transaction. */
    private void apply(String module, int version, String name) {
        try {
            Transactions.run(dataSource, tx -> {
                try (Statement s = tx.createStatement()) {
                    for (String sql : statements(resource("db/" + module + "/" + name))) {
                        s.execute(sql);
                    }
                }
                return Jdbc.update(tx, "INSERT INTO schema_version(module, version, applied_at) VALUES (?, ?, datetime('now'))",
                        module, version);
            });
            LOG.info("Applied migration {}/{}", module, name);
        } catch (SQLException | RuntimeException e) {
            throw new StorageException("migration " + module + "/" + name + " failed and was rolled back: "
                    + e.getMessage(), e);
        }
    }

    private static Set<Integer> appliedVersions(Connection c, String module) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT version FROM schema_version WHERE module = ?")) {
            p.setString(1, module);
            Set<Integer> versions = new TreeSet<>();
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    versions.add(r.getInt(1));
                }
            }
            return versions;
        }
    }

    private static List<String> listing(String module) {
        return resource("db/" + module + "/migrations.txt").lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
    }

    static List<String> statements(String script) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : script.split("\n")) {
            if (line.strip().startsWith("--")) {
                continue;
            }
            current.append(line).append('\n');
            if (line.strip().endsWith(";")) {
                out.add(current.toString().strip());
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString().strip());
        }
        return out;
    }

    private static String resource(String path) {
        try (InputStream in = SchemaMigrator.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new StorageException("migration resource " + path + " is missing from the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new StorageException("cannot read migration resource " + path, e);
        }
    }
}
