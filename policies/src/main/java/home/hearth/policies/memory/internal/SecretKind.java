package home.hearth.policies.memory.internal;

/** What kind of secret a text holds, for the refusal the user hears. */
public enum SecretKind {
    PASSWORD_OR_CODE,
    CARD_OR_BANK,
    KEY_OR_TOKEN
}
