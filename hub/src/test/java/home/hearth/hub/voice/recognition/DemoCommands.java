package home.hearth.hub.voice.recognition;

import java.util.List;

/** The demo household's words and commands as a resident says them, and speech no command grammar holds. */
final class DemoCommands {
    static final CommandVocabulary VOCABULARY = new CommandVocabulary(
            List.of("Living room lamp", "the big lamp", "Kitchen light", "kitchen lights", "Bedroom thermostat",
                    "bedroom heating", "Front door lock", "the front door", "Front door contact", "Hall motion sensor",
                    "Coffee machine plug", "coffee machine"),
            List.of("kitchen", "living room", "bedroom", "hall"));

    static final List<String> COMMANDS = List.of(
            "turn on the kitchen light",
            "turn off the living room lamp",
            "switch on the coffee machine",
            "lock the front door",
            "unlock the front door",
            "is the front door locked",
            "set the bedroom thermostat to twenty one degrees",
            "what's the temperature in the bedroom",
            "cancel the timer",
            "stop");

    static final List<String> CHATTER = List.of(
            "remember that i like my tea without sugar",
            "what is the weather going to be like tomorrow morning",
            "add oat milk and apples to the shopping list",
            "read me the last message from the school",
            "how much energy did the heat pump use this week");

    private DemoCommands() {}
}
