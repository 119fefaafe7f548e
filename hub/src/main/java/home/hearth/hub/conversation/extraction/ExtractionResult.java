package home.hearth.hub.conversation.extraction;

import java.util.List;

/**
 * @param memories the valid candidates, in the model's order, without duplicates
 * @param dropped how many the model proposed that were refused here (malformed, resting only on
 *     Hearth's words or on no message of the batch, duplicates): for metrics, never for the member
 * @param tokensIn prompt tokens
 * @param tokensOut generated tokens
 */
public record ExtractionResult(List<ExtractedMemory> memories, int dropped, int tokensIn, int tokensOut) {
    public ExtractionResult {
        memories = List.copyOf(memories);
    }

    static ExtractionResult nothing() {
        return new ExtractionResult(List.of(), 0, 0, 0);
    }
}
