package home.hearth.hub.conversation.reply;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every case is fed whole, character by character, split at every position, and in random pieces
 * (seeds printed on failure): the segments must never depend on how the model's stream was cut.
 */
class ReplySegmenterTest {

    static Stream<Arguments> replies() {
        return Stream.of(
                reply("Hello there. How are you?", "Hello there.", "How are you?"),
                reply("It is 22.5 °C in the hall. The door is locked.", "It is 22.5 °C in the hall.", "The door is locked."),
                reply("That costs 1.000 euros. Ok!", "That costs 1.000 euros.", "Ok!"),
                reply("Version 3.2 is out.", "Version 3.2 is out."),
                reply("Temperature: 21.5.", "Temperature: 21.5."),
                reply("Estão 22,5 °C. Ok.", "Estão 22,5 °C.", "Ok."),
                reply("The time is 10:30. Good.", "The time is 10:30.", "Good."),
                reply("Dr. Silva called. Sr. Costa too.", "Dr. Silva called.", "Sr. Costa too."),
                reply("Bring fruit, e.g. apples, pears etc. and water. Done.",
                        "Bring fruit, e.g. apples, pears etc. and water.", "Done."),
                reply("That is, i.e. the hall. Mr. Smith agrees.", "That is, i.e. the hall.", "Mr. Smith agrees."),
                reply("A Sra. Ana chegou às 8h. Está a chover.", "A Sra. Ana chegou às 8h.", "Está a chover."),
                reply("Traz fruta, p.ex. maçãs. A Dra. Rita vem.", "Traz fruta, p.ex. maçãs.", "A Dra. Rita vem."),
                reply("J. R. Silva is here. Hi.", "J. R. Silva is here.", "Hi."),
                reply("Is it on? Yes! It is.", "Is it on?", "Yes!", "It is."),
                reply("Wait... \"Really?\" Yes.", "Wait...", "\"Really?\"", "Yes."),
                reply("Lights:\n1. Kitchen on\n2. Hall off", "Lights:", "1. Kitchen on", "2. Hall off"),
                reply("First.\n\nSecond (really). Third", "First.", "Second (really).", "Third"),
                reply("<think>The user wants the light. Call 1.5?</think>The kitchen light is on.", "The kitchen light is on."),
                reply("Sure. <think>hmm. 1.5?</think> It is done.", "Sure.", "It is done."),
                reply("OK. <think>never closed. more.", "OK."),
                reply("<THINK>x</THINK>Yes.", "Yes."),
                reply("<think></think><think>a</think>Two <think>b</think>blocks.", "Two blocks."),
                reply("</think>Hello. Bye.", "Hello.", "Bye."),
                // "İ" lower-cases to two characters: the tags must still be found where they are, losing no letter
                reply("İzmir is sunny. <think>x</think>Hello there.", "İzmir is sunny.", "Hello there."),
                reply("<think>İ</think>Istanbul and İzmir. Done.", "Istanbul and İzmir.", "Done."),
                reply("If a < b, then yes. Right.", "If a < b, then yes.", "Right."),
                reply("<thin>ice</thin>. Fine.", "<thin>ice</thin>.", "Fine."),
                reply("Ends with a tag start <thi", "Ends with a tag start <thi"),
                reply("   "),
                reply(""));
    }

    private static Arguments reply(String text, String... segments) {
        return Arguments.of(text, List.of(segments));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("replies")
    void cutsAtSentenceEndsWhateverTheChunking(String text, List<String> expected) {
        for (List<String> pieces : chunkings(text)) {
            assertEquals(expected, segment(new ReplySegmenter(), pieces), () -> "pieces: " + pieces);
        }
    }

    @Test
    void aReplyThatStartsInsideTheReasoningBlockSpeaksOnlyWhatFollowsIt() {
        String text = "plan: call the tool. </think>Done. Lights on.";
        for (List<String> pieces : chunkings(text)) {
            assertEquals(List.of("Done.", "Lights on."), segment(new ReplySegmenter(true), pieces), () -> "pieces: " + pieces);
        }
    }

    @Test
    void aLongSentenceIsCutAtAClauseBreakAndLosesNoWord() {
        StringBuilder text = new StringBuilder("<think>weigh it up</think>");
        for (int i = 0; i < 40; i++) {
            text.append("the lamp number ").append(i).append(i % 5 == 4 ? ", " : " ");
        }
        text.append("is on.");
        List<String> whole = segment(new ReplySegmenter(), List.of(text.toString()));
        assertTrue(whole.size() > 1, whole::toString);
        whole.forEach(s -> assertTrue(s.length() <= ReplySegmenter.LONG, s));
        assertEquals(text.toString().replace("<think>weigh it up</think>", "").replaceAll("\\s+", " ").strip(),
                String.join(" ", whole));
        for (List<String> pieces : chunkings(text.toString())) {
            assertEquals(whole, segment(new ReplySegmenter(), pieces), () -> "pieces: " + pieces);
        }
    }

    @Test
    void segmentsAreReturnedAsSoonAsTheSentenceIsKnownToEnd() {
        ReplySegmenter segmenter = new ReplySegmenter();
        assertEquals(List.of(), segmenter.accept("It is 22."));
        assertEquals(List.of(), segmenter.accept("5 degrees."), "a dot at the end of a piece waits for the next");
        assertEquals(List.of("It is 22.5 degrees."), segmenter.accept(" And"));
        assertEquals(List.of("And"), segmenter.finish());
    }

    private static List<String> segment(ReplySegmenter segmenter, List<String> pieces) {
        List<String> out = new ArrayList<>();
        pieces.forEach(p -> out.addAll(segmenter.accept(p)));
        out.addAll(segmenter.finish());
        return out;
    }

    /** Whole, one character at a time, every split in two, and 40 seeded random splits. */
    private static List<List<String>> chunkings(String text) {
        List<List<String>> all = new ArrayList<>();
        all.add(List.of(text));
        all.add(text.chars().mapToObj(c -> String.valueOf((char) c)).toList());
        for (int at = 1; at < text.length(); at++) {
            all.add(List.of(text.substring(0, at), "", text.substring(at)));
        }
        for (int seed = 1; seed <= 40; seed++) {
            Random random = new Random(seed);
            List<String> pieces = new ArrayList<>();
            for (int at = 0; at < text.length(); ) {
                int next = Math.min(text.length(), at + 1 + random.nextInt(8));
                pieces.add(text.substring(at, next));
                at = next;
            }
            all.add(pieces);
        }
        return all;
    }
}
