package home.hearth.hub.config;

/**
 * Every setting of the hub, read once at start ({@link ConfigLoader}) and passed down by
 * constructor. The README's configuration table lists each key and its environment override.
 */
public record HubConfig(HttpConfig http, MqttConfig mqtt, StorageConfig storage, ModelConfig models, HouseholdConfig household,
        ConversationConfig conversation) {}
