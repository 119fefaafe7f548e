package home.hearth.hub.bench;

import com.fasterxml.jackson.databind.JsonNode;
import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.hub.voice.ScriptedRecognizer;
import home.hearth.hub.voice.TestVad;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.RecognitionStream;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.recognition.Sphinx4Recognizer;
import home.hearth.profiles.testing.Speech;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Voice latency: spoken device commands (espeak-ng, en+f2) streamed through the room WebSocket into
 * a whole hub with the demo household; prints the milestone latencies after the end of speech
 * (p50/p95 over the utterances), beside two baselines measured in the same run: the recogniser's
 * own real-time factor on the same audio, and a REST command to the same device (the device round
 * trip without any speech). Goal: end of speech → action confirmed under 1 s at p95.
 *
 * <p>The recogniser is Sphinx4 (what a fresh hub runs), its real-time factor timed on a second,
 * warmed instance with the same grammar; the same-run baseline of that line is a scripted
 * recogniser timed on the same audio (the stream plumbing without any decoding). Arguments:
 * {@code [utterances] [sphinx4|scripted]} ({@code scripted}: the hub hears what the bench says it
 * will, to time the pipeline alone).
 */
public final class VoiceTurnBench {
    private static final List<String> COMMANDS = List.of("turn on the kitchen light", "turn off the kitchen light",
            "turn on the coffee machine", "turn off the coffee machine");

    private VoiceTurnBench() {}

    public static void main(String[] args) throws Exception {
        int utterances = args.length > 0 ? Integer.parseInt(args[0]) : 24;
        JsonLines out = new JsonLines(System.out);
        Path dir = Files.createTempDirectory("voice-bench");
        Speech speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        Bench bench = args.length > 1 && args[1].equals("scripted") ? scripted() : sphinx4(speech);
        ScriptedRecognizer baselineRecognizer = new ScriptedRecognizer();
        baselineRecognizer.useVocabulary(new CommandVocabulary(List.of(), List.of()));
        long baselineNanos = 0;
        try (RunningHub hub = RunningHub.start(dir.resolve("hub"), Map.of(),
                new VoiceParts(Optional.of(bench.hubRecognizer()), Optional.of(new TestVad()), Optional.empty()))) {
            Http admin = hub.admin();
            String token = RunningHub.json(admin.post("/api/v1/rooms/kitchen/microphones", "{\"name\":\"bench\"}"))
                    .get("token").asText();
            Map<String, List<Long>> milestones = new LinkedHashMap<>();
            int confirmed = 0;
            long audioNanos = 0;
            long recogniseNanos = 0;
            long[] rest = new long[utterances];
            try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", token)) {
                for (int i = 0; i < utterances; i++) {
                    String text = COMMANDS.get(i % COMMANDS.size());
                    short[] words = speech.say("en+f2", text).samples();
                    bench.expect(text);
                    mic.speak(Arrays.copyOf(words, words.length + 9_600));
                    List<JsonNode> events = mic.turn();
                    JsonNode end = events.get(events.size() - 1);
                    end.get("milestones").fields().forEachRemaining(f ->
                            milestones.computeIfAbsent(f.getKey(), k -> new ArrayList<>()).add(f.getValue().asLong()));
                    confirmed += end.get("milestones").has("action_confirmed") ? 1 : 0;
                    audioNanos += words.length * 62_500L;
                    recogniseNanos += bench.timeRecognition(words);
                    baselineRecognizer.willHear(text);
                    baselineNanos += Bench.time(baselineRecognizer, words);
                    rest[i] = restCommand(admin, i);
                }
            }
            for (Map.Entry<String, List<Long>> m : milestones.entrySet()) {
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("bench", "voice.milestone");
                f.put("milestone", m.getKey());
                f.put("recognizer", bench.id());
                f.putAll(JsonLines.percentilesMs(m.getValue().stream().mapToLong(ms -> ms * 1_000_000).toArray()));
                f.put("goal_p95_ms", m.getKey().equals("action_confirmed") ? 1000 : null);
                out.print(f);
            }
            Map<String, Object> rtf = new LinkedHashMap<>();
            rtf.put("bench", "voice.recognizer_rtf");
            rtf.put("recognizer", bench.id());
            rtf.put("rtf", JsonLines.round((double) recogniseNanos / audioNanos));
            rtf.put("baseline_scripted_rtf", JsonLines.round((double) baselineNanos / audioNanos));
            rtf.put("audio_s", JsonLines.round(audioNanos / 1e9));
            rtf.put("utterances", utterances);
            rtf.put("actions_confirmed", confirmed);
            out.print(rtf);
            Map<String, Object> baseline = new LinkedHashMap<>();
            baseline.put("bench", "voice.baseline_rest_command");
            baseline.putAll(JsonLines.percentilesMs(rest));
            out.print(baseline);
        } finally {
            bench.close();
        }
    }

    /** The REST command to the same device, the round trip a spoken command cannot beat. */
    private static long restCommand(Http admin, int i) {
        long t0 = System.nanoTime();
        admin.post("/api/v1/devices/coffee-plug/commands", "{\"command\":\"switch\",\"value\":" + (i % 2 == 0) + "}");
        return System.nanoTime() - t0;
    }

    /** The recogniser under test: one instance in the hub, one timed on its own. */
    private record Bench(String id, SpeechRecognizer hubRecognizer, SpeechRecognizer timed, ScriptedRecognizer script) {
        void expect(String text) {
            if (script != null) {
                script.willHear(text, text);
            }
        }

        long timeRecognition(short[] samples) {
            return time(timed, samples);
        }

        static long time(SpeechRecognizer recognizer, short[] samples) {
            long t0 = System.nanoTime();
            try (RecognitionStream s = recognizer.start()) {
                for (int at = 0; at < samples.length; at += 1600) {
                    s.accept(Arrays.copyOfRange(samples, at, Math.min(samples.length, at + 1600)),
                            Math.min(1600, samples.length - at));
                }
                s.finish();
            }
            return System.nanoTime() - t0;
        }

        /** The hub closes its own recogniser; the timed one is the bench's. */
        void close() {
            if (timed != hubRecognizer) {
                timed.close();
            }
        }
    }

    private static Bench scripted() {
        ScriptedRecognizer scripted = new ScriptedRecognizer();
        scripted.useVocabulary(new CommandVocabulary(List.of(), List.of()));
        return new Bench(scripted.id(), scripted, scripted, scripted);
    }

    /** Sphinx4 in the hub, and a second one timed on its own, loaded and warmed before timing starts. */
    private static Bench sphinx4(Speech speech) {
        CommandVocabulary demo = new CommandVocabulary(
                List.of("Kitchen light", "kitchen lights", "Coffee machine plug", "coffee machine", "Living room lamp",
                        "Bedroom thermostat", "Front door lock", "the front door"),
                List.of("kitchen", "living room", "bedroom", "hall"));
        Sphinx4Recognizer timed = new Sphinx4Recognizer(demo);
        Bench.time(timed, speech.say("en+f2", COMMANDS.get(0)).samples()); // loads the decoder: not timed
        return new Bench(timed.id(), new Sphinx4Recognizer(demo), timed, null);
    }
}
