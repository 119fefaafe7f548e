package home.hearth.hub.voice.recognition;

import java.util.List;

/**
 * The household words a command grammar is built from.
 *
 * @param devices device names and aliases as spoken ("kitchen light", "front door")
 * @param rooms room names as spoken ("kitchen", "living room")
 */
public record CommandVocabulary(List<String> devices, List<String> rooms) {
    public CommandVocabulary {
        devices = List.copyOf(devices);
        rooms = List.copyOf(rooms);
    }
}
