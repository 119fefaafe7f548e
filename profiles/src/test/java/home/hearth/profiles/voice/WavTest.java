package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.profiles.testing.Speech;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WavTest {
    @TempDir
    Path dir;

    @Test
    void readsAWavFromSoxAndItsRawSamplesAgree() {
        byte[] file = new Speech(dir).sayFile("en+steph", "good morning", List.of());
        Pcm16 wav = Wav.read(file);
        assertEquals(16_000, wav.sampleRate());
        byte[] data = Arrays.copyOfRange(file, file.length - wav.samples().length * 2, file.length);
        assertArrayEquals(wav.samples(), Pcm16.fromS16le(data, 16_000).samples());
    }

    @Test
    void refusesStereoNamingTheChannels() {
        byte[] file = new Speech(dir).sayFile("en+steph", "good morning", 16_000, 2, List.of());
        var e = assertThrows(BadAudioException.class, () -> Wav.read(file));
        assertEquals("expected mono audio, got 2 channels", e.getMessage());
    }

    @Test
    void refusesSomethingThatIsNotAWav() {
        var e = assertThrows(BadAudioException.class, () -> Wav.read("hello there, not audio".getBytes()));
        assertEquals(AudioProblem.WRONG_FORMAT, e.problem());
        assertEquals("expected a WAV file (RIFF/WAVE header), got 22 bytes of something else", e.getMessage());
    }

    @Test
    void refusesRawPcmWithAnOddNumberOfBytes() {
        var e = assertThrows(BadAudioException.class, () -> Pcm16.fromS16le(new byte[3], 16_000));
        assertEquals("pcm_s16le audio must have an even number of bytes, got: 3", e.getMessage());
    }

    @Test
    void refusesAnImpossibleSampleRate() {
        var e = assertThrows(BadAudioException.class, () -> new Pcm16(new short[10], 100));
        assertEquals("sample rate must be 8000–192000 Hz, got: 100", e.getMessage());
    }
}
