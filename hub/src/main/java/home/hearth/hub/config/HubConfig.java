package home.hearth.hub.config;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Every setting of the hub, read once at start ({@link ConfigLoader}) and passed down by
 * constructor. The README's configuration table lists each key and its environment override.
 *
 * @param policyFile the household's policy override file, if any
 * @param demo whether to run the demo household (simulated devices) — on for the embedded run
 */
public record HubConfig(
        HttpConfig http, MqttConfig mqtt, StorageConfig storage, ModelConfig models, Optional<Path> policyFile, boolean demo) {}
