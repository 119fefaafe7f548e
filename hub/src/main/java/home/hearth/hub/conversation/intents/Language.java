package home.hearth.hub.conversation.intents;

/** The languages local intents understand and answer in. */
public enum Language {
    EN,
    PT;

    /** Picks the English or Portuguese wording. */
    public String say(String english, String portuguese) {
        return this == PT ? portuguese : english;
    }
}
