package home.hearth.profiles.bench;

import home.hearth.profiles.testing.Speech;
import home.hearth.policies.MemberId;
import home.hearth.profiles.voice.Embeddings;
import home.hearth.profiles.voice.NoisyCopies;
import home.hearth.profiles.voice.Voiceprint;
import java.time.Instant;
import home.hearth.profiles.voice.Pcm16;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The trial list: every voice of {@link Speech#VOICES} enrols with 3 sentences and is tested
 * with 10 other sentences against every voice's print (8 × 10 utterances × 8 prints).
 */
public final class SpeakerTrials {
    public static final int ENROL = 3;
    public static final int TEST = 10;
    private final List<List<Pcm16>> enrolAudio = new ArrayList<>();
    private final List<List<Pcm16>> testAudio = new ArrayList<>();

    /**
     * @param noisy when true the test utterances are 4 % faster and mixed with white noise
     *     (enrolment stays clean, as at home: enrol once carefully, speak anywhere)
     */
    public SpeakerTrials(Speech speech, List<String> voices, boolean noisy) {
        for (String v : voices) {
            List<Pcm16> enrol = new ArrayList<>();
            List<Pcm16> test = new ArrayList<>();
            for (int i = 0; i < TEST; i++) {
                String s = Speech.SENTENCES.get(i);
                test.add(noisy ? speech.sayNoisy(v, s, 1.04, 0.03) : speech.say(v, s));
            }
            for (int i = TEST; i < TEST + ENROL; i++) {
                enrol.add(speech.say(v, Speech.SENTENCES.get(i)));
            }
            enrolAudio.add(enrol);
            testAudio.add(test);
        }
    }

    public List<Pcm16> allTestAudio() {
        return testAudio.stream().flatMap(List::stream).toList();
    }

    /** Scores every test utterance against every voice's clean print made by {@code embed}. */
    public TrialScores score(Function<Pcm16, float[]> embed) {
        return score(embed, false);
    }

    /**
     * Scores every test utterance against every voice's print made by {@code embed}; with
     * {@code noisyPart} the print also has the part enrolment makes from {@link NoisyCopies}, as the
     * hub's enrolment does, and a trial scores {@link Voiceprint#score}.
     */
    public TrialScores score(Function<Pcm16, float[]> embed, boolean noisyPart) {
        List<Voiceprint> prints = new ArrayList<>();
        for (List<Pcm16> e : enrolAudio) {
            float[] clean = Embeddings.meanOfNormalised(e.stream().map(embed).toList());
            float[] noisy = noisyPart
                    ? Embeddings.meanOfNormalised(e.stream().flatMap(a -> NoisyCopies.of(a).stream()).map(embed).toList())
                    : new float[0];
            prints.add(new Voiceprint(MemberId.of("m" + prints.size()), "bench", clean, noisy, e.size(), Instant.EPOCH));
        }
        TrialScores scores = new TrialScores();
        for (int v = 0; v < testAudio.size(); v++) {
            for (Pcm16 audio : testAudio.get(v)) {
                float[] e = embed.apply(audio);
                for (int p = 0; p < prints.size(); p++) {
                    scores.add(p == v, prints.get(p).score(e));
                }
            }
        }
        return scores;
    }
}
