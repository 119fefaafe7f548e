package home.hearth.hub.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigLoaderTest {
    @TempDir
    Path dir;

    @Test
    void usesTheDesignDefaultsWhenNothingIsSet() {
        HubConfig c = ConfigLoader.load(Map.of("HOME", "/home/pat"));
        assertEquals(8080, c.http().port());
        assertEquals(1883, c.mqtt().port());
        assertTrue(c.mqtt().embedded());
        assertEquals(Path.of("./data"), c.storage().dataDir());
        assertEquals(Path.of("/home/pat/.config/hearth/db.key"), c.storage().keyFile());
        assertEquals(Duration.ofMillis(1500), c.mqtt().stateDeadline());
        assertEquals(Duration.ofDays(30), c.http().sessionTtl());
        assertTrue(c.household().demo());
        assertEquals(ConversationConfig.DEFAULTS, c.conversation());
        assertEquals(0, c.models().speaker().threads(), "0: the speaker model's default threads");
    }

    @Test
    void theEmbeddingsSimilarityFloorIsZeroForTheBuiltInModelAndSetForAnE5Endpoint() {
        assertEquals(0, ConfigLoader.load(Map.of()).models().embeddings().similarityFloor());
        assertEquals(0.7, ConfigLoader.load(Map.of("HEARTH_EMBEDDINGS", "openai", "HEARTH_EMBEDDINGS_URL", "http://127.0.0.1:8081",
                "HEARTH_EMBEDDINGS_SIMILARITY_FLOOR", "0.7")).models().embeddings().similarityFloor());
    }

    @Test
    void theTranslationsProgramAndHouseholdGlossaryComeFromTheEnvironment() {
        TranslationConfig defaults = ConfigLoader.load(Map.of()).models().translation();
        assertEquals(new TranslationConfig(Optional.of(Path.of("/usr/bin/apertium")), Optional.empty()), defaults);
        TranslationConfig set = ConfigLoader.load(Map.of("HEARTH_TRANSLATION", "off",
                "HEARTH_TRANSLATION_GLOSSARY", "/etc/hearth/glossary.tsv")).models().translation();
        assertEquals(new TranslationConfig(Optional.empty(), Optional.of(Path.of("/etc/hearth/glossary.tsv"))), set);
    }

    @Test
    void trustedProxiesAreIpAddressesOrRangesOnlyAndNoneByDefault() {
        assertEquals(java.util.List.of(), ConfigLoader.load(Map.of()).http().trustedProxies());
        assertEquals(java.util.List.of(AddressRange.parse("127.0.0.1"), AddressRange.parse("::1"),
                        AddressRange.parse("10.0.0.0/8"), AddressRange.parse("fd00::/8")),
                ConfigLoader.load(Map.of("HEARTH_TRUSTED_PROXIES", "127.0.0.1, ::1 10.0.0.0/8,fd00::/8")).http()
                        .trustedProxies());
        for (String wrong : new String[] {"proxy.lan", "300.1.1.1", "10.0.0.0/33", "10.0.0.1/8", "proxy.lan/8"}) {
            ConfigException e = assertThrows(ConfigException.class,
                    () -> ConfigLoader.load(Map.of("HEARTH_TRUSTED_PROXIES", "127.0.0.1, " + wrong)));
            assertTrue(e.getMessage().startsWith("http.trusted-proxies (defaults or HEARTH_TRUSTED_PROXIES): expected IP"
                    + " addresses or ranges such as 127.0.0.1, ::1 or 10.0.0.0/8, got '" + wrong + "': "), e.getMessage());
        }
    }

    @Test
    void theSpeakerModelsThreadsComeFromTheEnvironment() {
        assertEquals(1, ConfigLoader.load(Map.of("HEARTH_SPEAKER_THREADS", "1")).models().speaker().threads());
    }

    @Test
    void letsTheFixedEnvironmentVariablesOverrideTheFileAndDefaults() throws Exception {
        Path file = dir.resolve("hearth.yaml");
        Files.writeString(file, "http:\n  port: 9000\nmqtt:\n  port: 2883\n");
        HubConfig c = ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString(), "HEARTH_HTTP_PORT", "9100", "HEARTH_SESSION_TTL", "12h",
                "HEARTH_DATA_DIR", "/srv/hearth", "HEARTH_DB_KEY", "a long passphrase here"));
        assertEquals(9100, c.http().port(), "environment wins over the file");
        assertEquals(Duration.ofHours(12), c.http().sessionTtl());
        assertEquals(2883, c.mqtt().port(), "the file wins over the defaults");
        assertEquals(Path.of("/srv/hearth"), c.storage().dataDir());
        assertTrue(c.storage().key().isPresent());
        assertFalse(c.storage().toString().contains("passphrase"), "the key never shows in toString");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "HEARTH_HTTP_PORT | eighty  | http.port (defaults or HEARTH_HTTP_PORT): expected a port number 0–65535, got 'eighty'",
        "HEARTH_MQTT_PORT | 70000   | mqtt.port (defaults or HEARTH_MQTT_PORT): expected a port number 0–65535, got '70000'",
        "HEARTH_DEMO      | yes     | demo.enabled (defaults or HEARTH_DEMO): expected true or false, got 'yes'",
        "HEARTH_SESSION_TTL| forever | http.session-ttl (defaults or HEARTH_SESSION_TTL): expected a duration such as 1.5s, 1500ms, 10m, 12h or 30d, got 'forever'",
        "HEARTH_SESSION_TTL| 400d    | http.session-ttl (defaults or HEARTH_SESSION_TTL): expected between 1m and 365d, got '400d'",
        "HEARTH_SESSION_TTL| 30s     | http.session-ttl (defaults or HEARTH_SESSION_TTL): expected between 1m and 365d, got '30s'",
        "HEARTH_EXTRACTION_INTERVAL| 2d | conversation.extraction-interval (defaults or HEARTH_EXTRACTION_INTERVAL): expected between 0s and 24h, got '2d'",
        "HEARTH_EXTRACTION_BATCH| 0 | conversation.extraction-batch (defaults or HEARTH_EXTRACTION_BATCH): expected a whole number 1–100, got '0'",
        "HEARTH_VOSK_LANGUAGE| fr | models.vosk-language: expected en or pt, got 'fr'",
        "HEARTH_SPEAKER_THREADS| 65 | models.speaker-threads (defaults or HEARTH_SPEAKER_THREADS): expected a whole number 0–64, got '65'",
        "HEARTH_EMBEDDINGS_SIMILARITY_FLOOR| 0.99 | models.embeddings-similarity-floor (defaults or HEARTH_EMBEDDINGS_SIMILARITY_FLOOR): expected a number 0.0–0.95, got '0.99'",
        "HEARTH_EMBEDDINGS_SIMILARITY_FLOOR| high | models.embeddings-similarity-floor (defaults or HEARTH_EMBEDDINGS_SIMILARITY_FLOOR): expected a number 0.0–0.95, got 'high'",
        "HEARTH_EMBEDDINGS| cloud   | models.embeddings: expected builtin or openai, got 'cloud'",
        "HEARTH_EMBEDDINGS| openai  | models.embeddings is openai, so models.embeddings-url is required (e.g. http://localhost:11434)",
    })
    void namesTheKeyAndTheExpectedFormWhenASettingIsMalformed(String env, String value, String message) {
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of(env, value)));
        assertEquals(message, e.getMessage());
    }

    @Test
    void namesTheFileWhenADurationInItIsMalformed() throws Exception {
        Path file = dir.resolve("hearth.yaml");
        Files.writeString(file, "mqtt:\n  state-deadline: soon\n");
        ConfigException e = assertThrows(ConfigException.class,
                () -> ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString())));
        assertEquals("mqtt.state-deadline (" + file + "): expected a duration such as 1.5s, 1500ms, 10m, 12h or 30d, got 'soon'",
                e.getMessage());
    }

    @Test
    void refusesAConfigFileThatDoesNotExist() {
        ConfigException e = assertThrows(ConfigException.class,
                () -> ConfigLoader.load(Map.of("HEARTH_CONFIG", dir.resolve("nope.yaml").toString())));
        assertTrue(e.getMessage().contains("not a readable file"), e.getMessage());
    }

    @Test
    void theHouseholdTimeZoneIsTheSystemsUnlessTheFileOrTheEnvironmentNamesOne() throws Exception {
        assertEquals(ZoneId.systemDefault(), ConfigLoader.load(Map.of()).household().timeZone());
        Path file = dir.resolve("hearth.yaml");
        Files.writeString(file, "household:\n  time-zone: Asia/Kathmandu\n");
        assertEquals(ZoneId.of("Asia/Kathmandu"), ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString())).household().timeZone());
        assertEquals(ZoneId.of("America/Sao_Paulo"), ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString(),
                "HEARTH_TIME_ZONE", "America/Sao_Paulo")).household().timeZone());
    }

    @Test
    void refusesAnUnknownTimeZoneNamingTheKeyAndAnExample() throws Exception {
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_TIME_ZONE", "Mars/Olympus")));
        assertEquals("household.time-zone (defaults or HEARTH_TIME_ZONE): unknown time zone 'Mars/Olympus'; expected a region id "
                + "such as Europe/Lisbon or America/Sao_Paulo (see `timedatectl list-timezones`)", e.getMessage());
        Path file = dir.resolve("hearth.yaml");
        Files.writeString(file, "household:\n  time-zone: Lisbon\n");
        ConfigException inFile = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_CONFIG", file.toString())));
        assertTrue(inFile.getMessage().startsWith("household.time-zone (" + file + " or HEARTH_TIME_ZONE): unknown time zone 'Lisbon'"),
                inFile.getMessage());
    }

    @Test
    void theNightlyTimeIsATimeOfDayAndAnythingElseIsRefusedByKey() {
        assertEquals(LocalTime.of(3, 30), ConfigLoader.load(Map.of()).conversation().nightlyAt());
        assertEquals(LocalTime.of(23, 5, 30), ConfigLoader.load(Map.of("HEARTH_NIGHTLY_AT", "23:05:30")).conversation().nightlyAt());
        ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Map.of("HEARTH_NIGHTLY_AT", "3am")));
        assertEquals("conversation.nightly-at (defaults or HEARTH_NIGHTLY_AT): expected a time of day such as 03:30 or 23:05:30,"
                + " got '3am'", e.getMessage());
    }
}
