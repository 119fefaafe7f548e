package home.hearth.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs deploy/install.sh into a throw-away root (HEARTH_ROOT, the system user added with
 * {@code useradd --prefix}) and checks what it produced. Needs root, as the install itself does
 * (CI runs as root); elsewhere it is skipped with that reason.
 */
class InstallScriptTest {
    @TempDir
    static Path root;

    static String firstKey;

    @BeforeAll
    static void install() throws Exception {
        assumeTrue("root".equals(System.getProperty("user.name")), "the install script needs root (CI runs as root)");
        Files.createDirectories(root.resolve("etc"));
        for (String f : List.of("passwd", "group", "shadow", "gshadow")) {
            Files.writeString(root.resolve("etc/" + f), f.equals("passwd") ? "root:x:0:0:root:/root:/bin/bash\n"
                    : f.equals("group") ? "root:x:0:\n" : f.equals("shadow") ? "root:*:19000:0:99999:7:::\n" : "root:*::\n");
        }
        run();
        firstKey = Files.readString(root.resolve("etc/hearth/db.key"));
        run();
    }

    @Test
    void createsTheSystemUserWithoutALogin() throws IOException {
        String passwd = Files.readString(root.resolve("etc/passwd"));
        String line = passwd.lines().filter(l -> l.startsWith("hearth:")).findFirst().orElseThrow();
        assertTrue(line.endsWith(":/var/lib/hearth:/usr/sbin/nologin"), line);
        assertEquals(1, passwd.lines().filter(l -> l.startsWith("hearth:")).count(), "a second run adds no second user");
    }

    @Test
    void dataBackupsAndKeysAreTheServiceUsersOnlyAndTheKeyLivesOutsideTheData() throws IOException {
        for (String d : List.of("var/lib/hearth", "var/lib/hearth/data", "var/lib/hearth/backups", "etc/hearth")) {
            assertEquals("rwx------", mode(d), d);
            assertEquals(hearthUid(), Files.getAttribute(root.resolve(d), "unix:uid", LinkOption.NOFOLLOW_LINKS), d);
        }
        assertEquals("rw-------", mode("etc/hearth/db.key"));
        assertTrue(firstKey.strip().matches("[0-9a-f]{64}"), "a 256-bit key in hex");
        assertEquals(firstKey, Files.readString(root.resolve("etc/hearth/db.key")), "a second run keeps the key");
        assertEquals("rw-------", mode("etc/hearth/hearth.env"));
        assertEquals("rw-------", mode("etc/hearth/hearth.yaml"));
    }

    @Test
    void theProgramBelongsToRootSoTheServiceCannotChangeIt() throws IOException {
        assertTrue(Files.isExecutable(root.resolve("opt/hearth/bin/hearth")));
        assertEquals(0, Files.getAttribute(root.resolve("opt/hearth/bin/hearth"), "unix:uid"));
        assertFalse(mode("opt/hearth/bin/hearth").charAt(7) == 'w', "not writable by others");
        assertFalse(Files.exists(root.resolve("opt/hearth/hub/target")), "no build output copied");
    }

    @Test
    void theHubUnitIsHardenedAndLogsToTheJournal() throws IOException {
        Map<String, String> unit = directives("etc/systemd/system/hearth.service");
        assertEquals("hearth", unit.get("User"));
        assertEquals("true", unit.get("NoNewPrivileges"));
        assertEquals("strict", unit.get("ProtectSystem"));
        assertEquals("true", unit.get("PrivateTmp"));
        assertEquals("true", unit.get("ProtectHome"));
        assertEquals("/var/lib/hearth /etc/hearth", unit.get("ReadWritePaths"));
        assertEquals("journal", unit.get("StandardOutput"));
        assertEquals("", unit.get("CapabilityBoundingSet"));
        assertEquals("/etc/hearth/db.key", env(unit).get("HEARTH_DB_KEY_FILE"));
        assertEquals("1", env(unit).get("HEARTH_NO_BUILD"), "the service never builds");
        assertFalse(env(unit).get("HEARTH_DB_KEY_FILE").startsWith(env(unit).get("HEARTH_DATA_DIR")));
    }

    @Test
    void theNightlyBackupTimerIsInstalledEnabledAndReadsTheKeysWithoutCopyingThem() throws IOException {
        Map<String, String> timer = directives("etc/systemd/system/hearth-backup.timer");
        assertTrue(timer.get("OnCalendar").contains("03:30"));
        assertEquals("/etc/systemd/system/hearth-backup.timer",
                Files.readSymbolicLink(root.resolve("etc/systemd/system/timers.target.wants/hearth-backup.timer")).toString());
        Map<String, String> service = directives("etc/systemd/system/hearth-backup.service");
        assertEquals("/var/lib/hearth", service.get("ReadWritePaths"));
        assertEquals("/etc/hearth", service.get("ReadOnlyPaths"));
        assertTrue(service.get("ExecStart").endsWith("/var/lib/hearth/backups"));
    }

    @Test
    void mosquittoGetsTheHearthListenerWithoutAnonymousClientsAndTheAcl() throws IOException {
        String conf = Files.readString(root.resolve("etc/mosquitto/conf.d/hearth.conf"));
        assertTrue(conf.contains("allow_anonymous false"));
        assertTrue(conf.contains("acl_file /etc/mosquitto/hearth.acl"));
        assertTrue(Files.readString(root.resolve("etc/mosquitto/hearth.acl")).contains("pattern write hub/v1/request/%u/+"));
    }

    private static void run() throws Exception {
        Path script = Path.of(System.getProperty("user.dir")).getParent().resolve("deploy/install.sh");
        ProcessBuilder pb = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true);
        pb.environment().put("HEARTH_ROOT", root.toString());
        pb.environment().put("HEARTH_SKIP_BUILD", "1");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "install finishes");
        assertEquals(0, p.exitValue(), out);
    }

    private static String mode(String path) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(root.resolve(path), LinkOption.NOFOLLOW_LINKS));
    }

    private static int hearthUid() throws IOException {
        return Files.readString(root.resolve("etc/passwd")).lines().filter(l -> l.startsWith("hearth:"))
                .map(l -> Integer.parseInt(l.split(":")[2])).findFirst().orElseThrow();
    }

    /** Key=value lines of a unit file (Environment lines joined under "Environment"). */
    private static Map<String, String> directives(String path) throws IOException {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String line : Files.readAllLines(root.resolve(path))) {
            int eq = line.indexOf('=');
            if (eq > 0 && !line.startsWith("#")) {
                String key = line.substring(0, eq).strip();
                String value = line.substring(eq + 1).strip();
                out.merge(key, value, (a, b) -> a + "\n" + b);
            }
        }
        return out;
    }

    private static Map<String, String> env(Map<String, String> unit) {
        Map<String, String> out = new java.util.HashMap<>();
        for (String e : unit.getOrDefault("Environment", "").split("\n")) {
            int eq = e.indexOf('=');
            if (eq > 0) {
                out.put(e.substring(0, eq), e.substring(eq + 1));
            }
        }
        return out;
    }
}
