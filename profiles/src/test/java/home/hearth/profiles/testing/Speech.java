package home.hearth.profiles.testing;

import home.hearth.profiles.voice.Pcm16;
import home.hearth.profiles.voice.Wav;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Real synthetic speech for tests: espeak-ng voices piped through sox into 16 kHz mono 16-bit
 * WAV files. Distinct voices act as distinct people.
 */
public final class Speech {
    /**
     * Eight distinct voices, English and Brazilian Portuguese, male and female. Chosen from 24
     * espeak-ng variants so that no two sound alike to the model: many variants (en+m1, en+m3,
     * en+m4, en+john, en+grandpa, en+croak, pt-br+m1 …) are the same voice with small changes.
     */
    public static final List<String> VOICES = List.of(
            "en+rob", "en+steph", "en+zac", "en+Alicia", "en+klatt", "en+kaukovalta", "pt-br+m2", "pt-br+f3");

    public static final List<String> SENTENCES = List.of(
            "turn off the kitchen lights and close the blinds please",
            "remember that I like the bedroom warm at night",
            "is the front door locked right now",
            "what is the weather going to be like tomorrow morning",
            "set a timer for twelve minutes for the pasta",
            "play some quiet music in the living room",
            "how much energy did the heat pump use this week",
            "remind me to water the plants on sunday afternoon",
            "dim the hallway lights to thirty percent",
            "who left the garage door open yesterday evening",
            "add oat milk and apples to the shopping list",
            "read me the last message from the school",
            "open the garden gate when the delivery arrives");

    private final Path dir;
    private int counter;

    public Speech(Path dir) {
        this.dir = dir;
    }

    public Pcm16 say(String voice, String text) {
        return Wav.read(sayFile(voice, text, List.of()));
    }

    /**
     * Speaks, changes the speed by {@code speed} (pitch follows) and mixes in white noise at
     * {@code noiseAmplitude} (0.03 is about 15 dB below espeak's speech level).
     */
    public Pcm16 sayNoisy(String voice, String text, double speed, double noiseAmplitude) {
        return sayNoisy(voice, text, speed, noiseAmplitude, "whitenoise");
    }

    /** As {@link #sayNoisy(String, String, double, double)} with sox's {@code whitenoise}, {@code pinknoise} or {@code brownnoise}. */
    public Pcm16 sayNoisy(String voice, String text, double speed, double noiseAmplitude, String noise) {
        byte[] clean = sayFile(voice, text, List.of("speed", Double.toString(speed)));
        Path cleanFile = dir.resolve("clean-" + counter + ".wav");
        Path out = dir.resolve("noisy-" + counter + ".wav");
        try {
            Files.write(cleanFile, clean);
            run("sox -R -m -v 1 " + cleanFile + " -v 1 \"|sox -R -n -r 16000 -c 1 -b 16 -e signed-integer -p synth "
                    + Wav.read(clean).seconds() + " " + noise + " vol " + noiseAmplitude + "\" -b 16 " + out);
            return Wav.read(Files.readAllBytes(out));
        } catch (IOException e) {
            throw new IllegalStateException("cannot mix noise: " + e.getMessage(), e);
        }
    }

    /** Speaks and applies extra sox effects, e.g. {@code List.of("vol", "0.01")}. */
    public byte[] sayFile(String voice, String text, List<String> soxEffects) {
        return sayFile(voice, text, 16_000, 1, soxEffects);
    }

    /** Speaks into a WAV file of the given rate and channel count. */
    public byte[] sayFile(String voice, String text, int rate, int channels, List<String> soxEffects) {
        try {
            Path out = dir.resolve("utt-" + (counter++) + ".wav");
            String effects = String.join(" ", soxEffects);
            // -R: sox dithers with a fixed seed, so a sentence gives the same samples in every run (without
            // it two bench runs differed by a trial or two near the thresholds)
            String cmd = "espeak-ng -v " + voice + " --stdout \"" + text.replace("\"", "") + "\" | sox -R -t wav - -r "
                    + rate + " -c " + channels + " -b 16 -e signed-integer " + out + " " + effects;
            run(cmd);
            return Files.readAllBytes(out);
        } catch (IOException e) {
            throw new IllegalStateException("cannot run espeak-ng/sox: " + e.getMessage(), e);
        }
    }

    private static void run(String cmd) throws IOException {
        Process p = new ProcessBuilder("bash", "-c", "set -o pipefail; " + cmd).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes());
        try {
            if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                throw new IllegalStateException("espeak-ng/sox failed: " + cmd + "\n" + log
                        + " (apt-get install espeak-ng sox)");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while synthesising speech", e);
        }
    }
}
