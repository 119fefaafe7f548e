package home.hearth.hub.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.config.ConfigException;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.testing.TestModel;
import home.hearth.profiles.voice.Embeddings;
import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.SpeakerVerifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code models.speaker} as a folder or as one of its files, e.g. the int8 copy, and its threads. */
class SpeakerModelsTest {
    @TempDir
    Path dir;

    @Test
    void theInt8CopyOfTheXvectorIsAnotherModelThatStillTellsTheSameVoiceApart() {
        Path folder = TestModel.dir();
        Speech speech = new Speech(dir);
        Pcm16 a1 = speech.say("en+rob", Speech.SENTENCES.get(0));
        Pcm16 a2 = speech.say("en+rob", Speech.SENTENCES.get(1));
        Pcm16 b = speech.say("pt-br+f3", Speech.SENTENCES.get(0));
        try (SpeakerVerifier floats = SpeakerModels.load(Optional.of(folder), 0).orElseThrow();
                SpeakerVerifier int8 = SpeakerModels.load(Optional.of(folder.resolve("xvector.int8.onnx")), 1).orElseThrow()) {
            assertTrue(int8.modelId().startsWith("xvector:"), int8.modelId());
            assertNotEquals(floats.modelId(), int8.modelId(), "prints of the float file are not compared with int8 ones");
            assertEquals(floats.thresholds(), int8.thresholds());
            float[] e = int8.embed(a1);
            assertEquals(128, e.length);
            assertTrue(Embeddings.cosine(e, floats.embed(a1)) > 0.95, "int8 and float embeddings of one utterance agree");
            assertTrue(Embeddings.cosine(e, int8.embed(a2)) > Embeddings.cosine(e, int8.embed(b)), "same voice closer");
        }
    }

    @Test
    void aModelThatLoadsButCannotRunOnAnUtterancesLengthStopsTheStartNotTheFirstSpeaker() throws Exception {
        Path fixed = dir.resolve("fixed-length.onnx");
        Files.write(fixed, FixedLengthModel.onnx(10, 80));
        ConfigException e = assertThrows(ConfigException.class, () -> SpeakerModels.load(Optional.of(fixed), 0));
        assertTrue(e.getMessage().contains("speaker model failed on ") && e.getMessage().contains("invalid dimensions"), e.getMessage());
        assertTrue(e.getMessage().contains(fixed.toString()), e.getMessage());
    }

    @Test
    void anOnnxFileThatIsNoSpeakerModelStopsTheStartNamingIt() throws Exception {
        Path junk = dir.resolve("model.int8.onnx");
        Files.writeString(junk, "not a model");
        ConfigException e = assertThrows(ConfigException.class, () -> SpeakerModels.load(Optional.of(junk), 0));
        assertTrue(e.getMessage().contains(junk.toString()), e.getMessage());
    }
}
