package home.hearth.hub.conversation.internal;

import home.hearth.hub.conversation.model.ChatMessage;
import java.util.List;

/**
 * What a turn sends the language model, with the memories in it (cited as the memories the answer
 * used) and its size.
 *
 * @param memoryIds the ids of every memory the prompt carries, profile first
 */
public record ModelPrompt(List<ChatMessage> messages, List<String> memoryIds) {
    public ModelPrompt {
        messages = List.copyOf(messages);
        memoryIds = List.copyOf(memoryIds);
    }

    /** The characters of text the prompt carries (its context size). */
    public int chars() {
        return messages.stream().mapToInt(m -> m.content().length()).sum();
    }
}
