package home.hearth.hub.config;

import io.helidon.config.Config;
import io.helidon.config.ConfigSources;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the configuration once: built-in defaults, then the YAML file ({@code HEARTH_CONFIG}, or
 * {@code ./hearth.yaml} when present), then the environment overrides of {@link EnvOverrides}.
 */
public final class ConfigLoader {
    private ConfigLoader() {}

    public static HubConfig load(Map<String, String> env) {
        Optional<Path> file = configFile(env);
        Config.Builder builder = Config.builder()
                .disableEnvironmentVariablesSource()
                .disableSystemPropertiesSource()
                .addSource(ConfigSources.create(EnvOverrides.toKeys(env)).name("environment"));
        file.ifPresent(f -> builder.addSource(ConfigSources.file(f).build()));
        builder.addSource(ConfigSources.classpath("hearth-defaults.yaml").build());
        Settings s = new Settings(builder.build(), file.map(Path::toString).orElse("defaults"));
        HouseholdConfig household = new HouseholdConfig(s.optionalText("policy.file").map(Path::of), s.bool("demo.enabled"),
                Optional.ofNullable(env.get("HEARTH_ADMIN_PASSWORD")).filter(p -> !p.isBlank()),
                s.optionalText("devices.inventory-file").map(Path::of), s.zone("household.time-zone", ZoneId.systemDefault()));
        return new HubConfig(http(s), mqtt(s), storage(s, env), models(s, env), household, conversation(s));
    }

    private static Optional<Path> configFile(Map<String, String> env) {
        String named = env.get("HEARTH_CONFIG");
        if (named != null && !named.isBlank()) {
            Path p = Path.of(named);
            if (!Files.isRegularFile(p)) {
                throw new ConfigException("HEARTH_CONFIG names " + p + ", which is not a readable file");
            }
            return Optional.of(p);
        }
        Path local = Path.of("hearth.yaml");
        return Files.isRegularFile(local) ? Optional.of(local) : Optional.empty();
    }

    private static ConversationConfig conversation(Settings s) {
        return new ConversationConfig(s.number("conversation.extraction-batch", 1, 100),
                s.duration("conversation.extraction-interval", Duration.ZERO, Duration.ofDays(1), "between 0s and 24h"),
                s.duration("conversation.session-idle", Duration.ofSeconds(1), Duration.ofHours(12), "between 1s and 12h"),
                s.timeOfDay("conversation.nightly-at"),
                s.number("conversation.tasks-running", 1, 16));
    }

    private static HttpConfig http(Settings s) {
        return new HttpConfig(s.text("http.host"), s.port("http.port"), s.duration("http.session-ttl", Duration.ofMinutes(1),
                Duration.ofDays(365), "between 1m and 365d"), s.addressRanges("http.trusted-proxies"), HttpsKeystore.read(s));
    }

    private static MqttConfig mqtt(Settings s) {
        Duration deadline = s.duration("mqtt.state-deadline");
        return new MqttConfig(s.optionalText("mqtt.url"), s.text("mqtt.host"), s.port("mqtt.port"),
                s.text("mqtt.username"), s.optionalText("mqtt.password"), deadline,
                s.optionalText("mqtt.clients-file").map(Path::of));
    }

    private static StorageConfig storage(Settings s, Map<String, String> env) {
        String home = env.getOrDefault("HOME", System.getProperty("user.home"));
        String keyFile = s.text("db.key-file").replaceFirst("^~", java.util.regex.Matcher.quoteReplacement(home));
        return new StorageConfig(Path.of(s.text("data.dir")), Path.of(keyFile),
                Optional.ofNullable(env.get("HEARTH_DB_KEY")).filter(k -> !k.isBlank()));
    }

    private static ModelConfig models(Settings s, Map<String, String> env) {
        String kind = s.text("models.embeddings");
        if (!kind.equals("builtin") && !kind.equals("openai")) {
            throw new ConfigException("models.embeddings: expected builtin or openai, got '" + kind + "'");
        }
        Optional<URI> url = s.optionalText("models.embeddings-url").map(u -> s.uri("models.embeddings-url", u));
        if (kind.equals("openai") && url.isEmpty()) {
            throw new ConfigException("models.embeddings is openai, so models.embeddings-url is required"
                    + " (e.g. http://localhost:11434)");
        }
        EmbeddingsConfig embeddings = new EmbeddingsConfig(kind, url, s.text("models.embeddings-model"),
                s.number("models.embeddings-dimension", 2, 4096),
                Optional.ofNullable(env.get("HEARTH_EMBEDDINGS_API_KEY")).filter(k -> !k.isBlank()),
                s.decimal("models.embeddings-similarity-floor", 0, 0.95));
        String home = env.getOrDefault("HOME", System.getProperty("user.home"));
        Path cache = Path.of(s.text("models.cache").replaceFirst("^~", java.util.regex.Matcher.quoteReplacement(home)));
        return new ModelConfig(embeddings,
                new SpeakerModelConfig(s.optionalText("models.speaker").map(Path::of), s.number("models.speaker-threads", 0, 64)),
                new RecogniserConfig(s.optionalText("models.vosk").map(Path::of), s.text("models.vosk-language")),
                s.optionalText("models.vad"), cache, languageModel(s), new TranslationConfig(
                        Optional.of(s.text("models.translation")).filter(t -> !t.equals("off")).map(Path::of),
                        s.optionalText("models.translation-glossary").map(Path::of)));
    }

    private static LanguageModelConfig languageModel(Settings s) {
        Optional<String> file = s.optionalText("models.llm");
        Optional<URI> url = s.optionalText("models.llm-url").map(u -> s.uri("models.llm-url", u));
        if (file.isPresent() && url.isPresent()) {
            throw new ConfigException("models.llm and models.llm-url are both set: choose the GGUF file or the server");
        }
        if (file.isPresent()) {
            return new LanguageModelConfig.Gguf(Path.of(file.get()));
        }
        if (url.isPresent()) {
            String model = s.optionalText("models.llm-model").orElseThrow(() -> new ConfigException(
                    "models.llm-url is set, so models.llm-model is required (the model name the server expects, e.g. qwen2.5:3b)"));
            return new LanguageModelConfig.OpenAi(url.get(), model, s.optionalText("models.llm-key"));
        }
        return new LanguageModelConfig.None();
    }

    /** For the README and error messages: which environment variable overrides which key. */
    public static Map<String, String> overrides() {
        return new LinkedHashMap<>(EnvOverrides.ENV_TO_KEY);
    }
}
