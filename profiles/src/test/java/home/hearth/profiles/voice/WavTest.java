package home.hearth.profiles.voice;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import home.hearth.profiles.testing.Speech;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
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

    @Test
    void refusesAFmtChunkCutShortByTheEndOfTheFile() {
        byte[] file = Arrays.copyOf(header(16, 1, 16_000), 12 + 8 + 2); // RIFF, WAVE, "fmt " of 16, then 2 bytes
        var e = assertThrows(BadAudioException.class, () -> Wav.read(file));
        assertEquals(AudioProblem.WRONG_FORMAT, e.problem());
        assertEquals("WAV fmt chunk is cut short: it needs 16 bytes, got 2", e.getMessage());
    }

    @Test
    void refusesAFmtChunkThatSaysItIsShorterThanAFormat() {
        var e = assertThrows(BadAudioException.class, () -> Wav.read(header(14, 1, 16_000)));
        assertEquals("WAV fmt chunk is cut short: it needs 16 bytes, got 14", e.getMessage());
    }

    @Test
    void refusesNoChannelsOrASampleRateOfZeroOrLess() {
        assertEquals("expected mono audio, got 0 channels",
                assertThrows(BadAudioException.class, () -> Wav.read(header(16, 0, 16_000))).getMessage());
        assertEquals("WAV sample rate must be above 0 Hz, got: 0",
                assertThrows(BadAudioException.class, () -> Wav.read(header(16, 1, 0))).getMessage());
        assertEquals("WAV sample rate must be above 0 Hz, got: -1",
                assertThrows(BadAudioException.class, () -> Wav.read(header(16, 1, -1))).getMessage());
    }

    /** RIFF/WAVE with a fmt chunk that declares {@code fmtSize} bytes (16 are written) and an empty data chunk. */
    private static byte[] header(int fmtSize, int channels, int rate) {
        ByteBuffer b = ByteBuffer.allocate(12 + 8 + 16 + 8).order(ByteOrder.LITTLE_ENDIAN);
        b.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36).put("WAVE".getBytes(StandardCharsets.US_ASCII));
        b.put("fmt ".getBytes(StandardCharsets.US_ASCII)).putInt(fmtSize);
        b.putShort((short) 1).putShort((short) channels).putInt(rate).putInt(rate * 2).putShort((short) 2).putShort((short) 16);
        b.put("data".getBytes(StandardCharsets.US_ASCII)).putInt(0);
        return b.array();
    }
}
