package home.hearth.hub.voice.recognition.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Real speech for a fresh Sphinx4 decoder: a decoder whose first stream holds no speech never
 * returns a result again, and synthetic tones are not speech enough. The clip is espeak-ng saying
 * "turn on the kitchen light" (16 kHz, 16-bit little-endian PCM, 1.5 s).
 */
public final class Warmup {
    private static final String CLIP = "/home/hearth/hub/voice/recognition/warmup-en.raw";

    private Warmup() {}

    public static InputStream speech() {
        InputStream in = Warmup.class.getResourceAsStream(CLIP);
        if (in == null) {
            throw new UncheckedIOException(new IOException(CLIP + " is missing from the hub jar"));
        }
        return in;
    }
}
