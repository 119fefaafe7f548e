package home.hearth.hub.bench;

import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.Sphinx4Recognizer;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.recognition.Transcript;
import home.hearth.hub.voice.recognition.VoskRecognizer;
import home.hearth.hub.voice.vad.EnergyVad;
import home.hearth.hub.voice.vad.SileroVad;
import home.hearth.hub.voice.vad.VadSession;
import home.hearth.hub.voice.vad.VadSettings;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import home.hearth.profiles.testing.Speech;
import home.hearth.profiles.voice.Pcm16;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Speech recognition and VAD on espeak-ng speech, as JSON lines: each recogniser's real-time
 * factor (decode time over audio time; the audio's own length is the same-run baseline) and exact
 * accuracy on 24 commands in two voices plus its rejection of 5 sentences outside the grammar;
 * each VAD's cost per second of audio, the energy VAD as the baseline. Vosk only when
 * {@code HEARTH_TEST_VOSK_MODEL} names a model folder.
 *
 * <p>{@code make bench}, or {@code mvn -pl hub exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=home.hearth.hub.bench.VoiceBench}
 */
public final class VoiceBench {
    static final CommandVocabulary HOUSE = new CommandVocabulary(
            List.of("Living room lamp", "the big lamp", "Kitchen light", "Bedroom thermostat", "bedroom heating",
                    "Front door lock", "the front door", "Coffee machine plug", "coffee machine"),
            List.of("kitchen", "living room", "bedroom", "hall"));
    static final List<String> COMMANDS = List.of("turn on the kitchen light", "turn off the living room lamp",
            "switch on the coffee machine", "lock the front door", "unlock the front door", "is the front door locked",
            "set the bedroom thermostat to twenty one degrees", "what's the temperature in the bedroom",
            "cancel the timer", "stop", "turn off the big lamp", "what timers are on");
    static final List<String> VOICES = List.of("en+f2", "en-us+f3");
    static final List<String> CHATTER = List.of("remember that i like my tea without sugar",
            "what is the weather going to be like tomorrow morning", "add oat milk and apples to the shopping list",
            "read me the last message from the school", "how much energy did the heat pump use this week");

    public static void main(String[] args) throws Exception {
        JsonLines out = new JsonLines(System.out);
        Path dir = Files.createTempDirectory("voice-bench");
        Speech speech = new Speech(dir);
        List<Pcm16> commands = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (String voice : VOICES) {
            for (String c : COMMANDS) {
                commands.add(speech.say(voice, c));
                expected.add(c);
            }
        }
        List<Pcm16> chatter = CHATTER.stream().map(c -> speech.say("en+f2", c)).toList();
        try (Sphinx4Recognizer sphinx = new Sphinx4Recognizer(HOUSE)) {
            recognition(out, sphinx, commands, expected, chatter);
        }
        String vosk = System.getenv("HEARTH_TEST_VOSK_MODEL");
        if (vosk != null && !vosk.isBlank()) {
            try (VoskRecognizer v = new VoskRecognizer(Path.of(vosk), "en", HOUSE)) {
                recognition(out, v, commands, expected, chatter);
            }
        } else {
            out.print(Map.of("bench", "recognition", "recognizer", "vosk", "skipped",
                    "no model: set HEARTH_TEST_VOSK_MODEL to a Vosk model folder"));
        }
        short[] audio = padded(commands);
        double energyMs = vadCost(new EnergyVad(VadSettings.DEFAULT), audio);
        out.print(vadLine("energy", energyMs, energyMs));
        Path silero = Path.of(System.getProperty("user.home"), ".cache/hearth/models/silero/silero_vad_v5.onnx");
        if (Files.isRegularFile(silero)) {
            try (SileroVad vad = new SileroVad(silero, VadSettings.DEFAULT)) {
                out.print(vadLine(vad.id(), vadCost(vad, audio), energyMs));
            }
        }
    }

    static void recognition(JsonLines out, SpeechRecognizer r, List<Pcm16> commands, List<String> expected,
            List<Pcm16> chatter) {
        recognise(r, commands.get(0)); // loads and warms the decoder outside the measurement
        double audioSeconds = 0;
        long decodeNanos = 0;
        long cpuStart = CpuClock.process();
        int exact = 0;
        long[] finishNanos = new long[commands.size()];
        for (int i = 0; i < commands.size(); i++) {
            long t0 = System.nanoTime();
            Timed t = recognise(r, commands.get(i));
            decodeNanos += System.nanoTime() - t0;
            finishNanos[i] = t.finishNanos;
            audioSeconds += commands.get(i).seconds();
            exact += t.transcript.text().equals(expected.get(i)) ? 1 : 0;
        }
        long cpu = CpuClock.process() - cpuStart;
        int rejected = 0;
        for (Pcm16 c : chatter) {
            rejected += recognise(r, c).transcript.rejected() ? 1 : 0;
        }
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("bench", "recognition");
        line.put("recognizer", r.id());
        line.put("utterances", commands.size());
        line.put("exact", exact);
        line.put("exact_rate", JsonLines.round((double) exact / commands.size()));
        line.put("out_of_grammar_rejected", rejected + "/" + chatter.size());
        line.put("real_time_factor", JsonLines.round(decodeNanos / 1e9 / audioSeconds));
        line.put("cpu_real_time_factor", JsonLines.round(cpu / 1e9 / audioSeconds));
        line.put("baseline_audio_seconds", JsonLines.round(audioSeconds));
        line.put("finish_after_last_sample", JsonLines.percentilesMs(finishNanos));
        out.print(line);
    }

    record Timed(Transcript transcript, long finishNanos) {}

    /** Feeds 100 ms pieces as a microphone would (as fast as possible), then times finish() alone. */
    static Timed recognise(SpeechRecognizer r, Pcm16 pcm) {
        try (RecognitionStream s = r.start()) {
            short[] a = pcm.samples();
            for (int off = 0; off < a.length; off += 1600) {
                int n = Math.min(1600, a.length - off);
                s.accept(java.util.Arrays.copyOfRange(a, off, off + n), n);
            }
            long t0 = System.nanoTime();
            Transcript t = s.finish();
            return new Timed(t, System.nanoTime() - t0);
        }
    }

    static short[] padded(List<Pcm16> utterances) {
        List<Short> all = new ArrayList<>();
        for (Pcm16 p : utterances) {
            for (short v : p.samples()) {
                all.add(v);
            }
            for (int i = 0; i < 8_000; i++) {
                all.add((short) 0);
            }
        }
        short[] out = new short[all.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = all.get(i);
        }
        return out;
    }

    /** Milliseconds of work per second of audio, best of three passes. */
    static double vadCost(VoiceActivityDetector vad, short[] audio) {
        double best = Double.MAX_VALUE;
        for (int pass = 0; pass < 3; pass++) {
            VadSession s = vad.newSession();
            long t0 = System.nanoTime();
            for (int off = 0; off < audio.length; off += 1600) {
                int n = Math.min(1600, audio.length - off);
                s.accept(java.util.Arrays.copyOfRange(audio, off, off + n), n);
            }
            best = Math.min(best, (System.nanoTime() - t0) / 1e6 / (audio.length / 16_000.0));
        }
        return best;
    }

    static Map<String, Object> vadLine(String id, double msPerSecond, double energyMsPerSecond) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("bench", "vad");
        line.put("vad", id);
        line.put("ms_per_audio_second", JsonLines.round(msPerSecond));
        line.put("baseline_energy_ms_per_audio_second", JsonLines.round(energyMsPerSecond));
        return line;
    }
}
