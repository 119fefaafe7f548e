package home.hearth.hub.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.testing.SelfSignedKeystore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The keystore settings of {@code http.tls}: read with the rest of the configuration, refused in one sentence. */
class HttpsKeystoreTest {
    private static final String PASSWORD = "keystore-secret-for-tests";
    @TempDir
    static Path dir;
    static SelfSignedKeystore keystore;

    @BeforeAll
    static void makeKeystore() {
        keystore = SelfSignedKeystore.create(dir.resolve("hearth.p12"), PASSWORD);
    }

    @Test
    void withoutAKeystoreTheHubServesPlainHttp() {
        assertTrue(ConfigLoader.load(Map.of()).http().https().isEmpty());
    }

    @Test
    void aPasswordFileOfTheOwnerOnlyOpensTheKeystoreAndNeitherPasswordNorKeyIsShown() throws Exception {
        Path file = passwordFile("owner-only", PASSWORD + "\n", "rw-------");
        HttpsCertificate https = ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE", keystore.file().toString(),
                "HEARTH_TLS_KEYSTORE_PASSWORD_FILE", file.toString())).http().https().orElseThrow();
        assertEquals("CN=localhost", https.chain().get(0).getSubjectX500Principal().getName());
        assertEquals("HttpsCertificate[" + keystore.file() + ", CN=localhost]", https.toString());
    }

    @Test
    void aPasswordFileOthersCanReadIsRefusedWithTheCommandThatFixesIt() throws Exception {
        Path file = passwordFile("shared", PASSWORD, "rw-r--r--");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE",
                keystore.file().toString(), "HEARTH_TLS_KEYSTORE_PASSWORD_FILE", file.toString())));
        assertEquals("http.tls.keystore-password-file (defaults or HEARTH_TLS_KEYSTORE_PASSWORD_FILE): " + file
                + " can be read by others; run: chmod 600 " + file, e.getMessage());
    }

    @Test
    void aWrongPasswordInTheFileIsNamedByItsSettingNotShown() throws Exception {
        Path file = passwordFile("wrong", "not-the-password", "rw-------");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE",
                keystore.file().toString(), "HEARTH_TLS_KEYSTORE_PASSWORD_FILE", file.toString())));
        assertEquals("the password in http.tls.keystore-password-file (defaults or HEARTH_TLS_KEYSTORE_PASSWORD_FILE) does not"
                + " open the keystore " + keystore.file() + ": the password is wrong", e.getMessage());
    }

    @Test
    void aFileThatIsNoKeystoreIsCalledSo() throws Exception {
        Path notAKeystore = Files.writeString(dir.resolve("cert.pem"), "-----BEGIN CERTIFICATE-----\n");
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE",
                notAKeystore.toString(), "HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD)));
        assertTrue(e.getMessage().startsWith("http.tls.keystore-password (defaults or HEARTH_TLS_KEYSTORE_PASSWORD) does not"
                + " open the keystore " + notAKeystore + ": it is not a PKCS#12 keystore"), e.getMessage());
        assertFalse(e.getMessage().contains(PASSWORD), e.getMessage());
    }

    @Test
    void aKeystoreNeedsOnePasswordSettingAndAPasswordNeedsAKeystore() throws Exception {
        String ks = keystore.file().toString();
        assertEquals("http.tls.keystore is set, so http.tls.keystore-password (defaults or HEARTH_TLS_KEYSTORE_PASSWORD) or"
                + " http.tls.keystore-password-file (defaults or HEARTH_TLS_KEYSTORE_PASSWORD_FILE) is required: the"
                + " keystore's password", assertThrows(ConfigException.class,
                        () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE", ks))).getMessage());
        Path file = passwordFile("both", PASSWORD, "rw-------");
        assertEquals("http.tls.keystore-password and http.tls.keystore-password-file are both set: choose one",
                assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE", ks,
                        "HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD, "HEARTH_TLS_KEYSTORE_PASSWORD_FILE", file.toString())))
                        .getMessage());
        assertEquals("http.tls.keystore-password (defaults or HEARTH_TLS_KEYSTORE_PASSWORD) is set, but http.tls.keystore"
                + " (defaults or HEARTH_TLS_KEYSTORE) is not: name the PKCS#12 keystore it opens, or remove it",
                assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD)))
                        .getMessage());
    }

    @Test
    void theKeystoreAndItsPasswordMayComeFromTheYamlFile() throws Exception {
        Path file = Files.writeString(dir.resolve("hearth.yaml"), "http:\n  tls:\n    keystore: " + keystore.file()
                + "\n    keystore-password: " + PASSWORD + "\n");
        assertTrue(ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString())).http().https().isPresent());
    }

    /** The keystore is read once at start: the hub says, in its log and /health, when its certificate needs renewing. */
    @Test
    void aCertificateNearItsEndOrPastItIsAProblemThatSaysWhatToDo() {
        HttpsCertificate https = ConfigLoader.load(Map.of("HEARTH_TLS_KEYSTORE", keystore.file().toString(),
                "HEARTH_TLS_KEYSTORE_PASSWORD", PASSWORD)).http().https().orElseThrow();
        Instant from = https.chain().get(0).getNotBefore().toInstant();
        Instant until = https.chain().get(0).getNotAfter().toInstant();
        assertEquals(Optional.empty(), https.problem(from.plus(Duration.ofDays(1))), "30 days valid, one gone: fine");
        String soon = https.problem(until.minus(Duration.ofDays(13))).orElseThrow();
        assertTrue(soon.startsWith("the certificate in " + keystore.file() + " (http.tls.keystore) expires on "
                + LocalDate.ofInstant(until, ZoneOffset.UTC)), soon);
        assertTrue(soon.endsWith("and restart the hub before then"), soon);
        assertEquals(Optional.empty(), https.problem(until.minus(Duration.ofDays(15))));
        assertTrue(https.problem(until).orElseThrow().contains("expired on"), "at its end it is over");
        assertTrue(https.problem(from.minusSeconds(60)).orElseThrow().contains("is not valid until"));
    }

    private static Path passwordFile(String name, String content, String mode) throws Exception {
        Path file = Files.writeString(dir.resolve(name + ".password"), content);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(mode));
        return file;
    }
}
