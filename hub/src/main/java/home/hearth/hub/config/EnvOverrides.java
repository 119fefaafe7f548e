package home.hearth.hub.config;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The environment variables that override configuration keys. Outside tools rely on the first
 * four (hub/README.md, {@code config}); the names are fixed.
 */
final class EnvOverrides {
    static final Map<String, String> ENV_TO_KEY = new LinkedHashMap<>();

    static {
        ENV_TO_KEY.put("HEARTH_HTTP_PORT", "http.port");
        ENV_TO_KEY.put("HEARTH_MQTT_PORT", "mqtt.port");
        ENV_TO_KEY.put("HEARTH_DATA_DIR", "data.dir");
        ENV_TO_KEY.put("HEARTH_DB_KEY_FILE", "db.key-file");
        ENV_TO_KEY.put("HEARTH_HTTP_HOST", "http.host");
        ENV_TO_KEY.put("HEARTH_SESSION_TTL", "http.session-ttl");
        ENV_TO_KEY.put("HEARTH_TRUSTED_PROXIES", "http.trusted-proxies");
        ENV_TO_KEY.put("HEARTH_TLS_KEYSTORE", "http.tls.keystore");
        ENV_TO_KEY.put("HEARTH_TLS_KEYSTORE_PASSWORD", "http.tls.keystore-password");
        ENV_TO_KEY.put("HEARTH_TLS_KEYSTORE_PASSWORD_FILE", "http.tls.keystore-password-file");
        ENV_TO_KEY.put("HEARTH_MQTT_HOST", "mqtt.host");
        ENV_TO_KEY.put("HEARTH_MQTT_URL", "mqtt.url");
        ENV_TO_KEY.put("HEARTH_MQTT_USERNAME", "mqtt.username");
        ENV_TO_KEY.put("HEARTH_MQTT_PASSWORD", "mqtt.password");
        ENV_TO_KEY.put("HEARTH_MQTT_CLIENTS_FILE", "mqtt.clients-file");
        ENV_TO_KEY.put("HEARTH_POLICY_FILE", "policy.file");
        ENV_TO_KEY.put("HEARTH_SPEAKER_MODEL", "models.speaker");
        ENV_TO_KEY.put("HEARTH_SPEAKER_THREADS", "models.speaker-threads");
        ENV_TO_KEY.put("HEARTH_VOSK_MODEL", "models.vosk");
        ENV_TO_KEY.put("HEARTH_MODEL_CACHE", "models.cache");
        ENV_TO_KEY.put("HEARTH_LLM", "models.llm");
        ENV_TO_KEY.put("HEARTH_LLM_URL", "models.llm-url");
        ENV_TO_KEY.put("HEARTH_LLM_MODEL", "models.llm-model");
        ENV_TO_KEY.put("HEARTH_LLM_KEY", "models.llm-key");
        ENV_TO_KEY.put("HEARTH_VOSK_LANGUAGE", "models.vosk-language");
        ENV_TO_KEY.put("HEARTH_TRANSLATION", "models.translation");
        ENV_TO_KEY.put("HEARTH_TRANSLATION_GLOSSARY", "models.translation-glossary");
        ENV_TO_KEY.put("HEARTH_VAD_MODEL", "models.vad");
        ENV_TO_KEY.put("HEARTH_EMBEDDINGS", "models.embeddings");
        ENV_TO_KEY.put("HEARTH_EMBEDDINGS_URL", "models.embeddings-url");
        ENV_TO_KEY.put("HEARTH_EMBEDDINGS_MODEL", "models.embeddings-model");
        ENV_TO_KEY.put("HEARTH_EMBEDDINGS_DIMENSION", "models.embeddings-dimension");
        ENV_TO_KEY.put("HEARTH_EMBEDDINGS_SIMILARITY_FLOOR", "models.embeddings-similarity-floor");
        ENV_TO_KEY.put("HEARTH_DEMO", "demo.enabled");
        ENV_TO_KEY.put("HEARTH_INVENTORY_FILE", "devices.inventory-file");
        ENV_TO_KEY.put("HEARTH_TIME_ZONE", "household.time-zone");
        ENV_TO_KEY.put("HEARTH_EXTRACTION_BATCH", "conversation.extraction-batch");
        ENV_TO_KEY.put("HEARTH_EXTRACTION_INTERVAL", "conversation.extraction-interval");
        ENV_TO_KEY.put("HEARTH_SESSION_IDLE", "conversation.session-idle");
        ENV_TO_KEY.put("HEARTH_NIGHTLY_AT", "conversation.nightly-at");
        ENV_TO_KEY.put("HEARTH_TASKS_RUNNING", "conversation.tasks-running");
    }

    private EnvOverrides() {}

    static Map<String, String> toKeys(Map<String, String> env) {
        Map<String, String> keys = new HashMap<>();
        ENV_TO_KEY.forEach((envName, key) -> {
            String v = env.get(envName);
            if (v != null && !v.isBlank()) {
                keys.put(key, v.trim());
            }
        });
        return keys;
    }

    static String envFor(String key) {
        return ENV_TO_KEY.entrySet().stream().filter(e -> e.getValue().equals(key)).map(Map.Entry::getKey)
                .findFirst().orElse(null);
    }
}
