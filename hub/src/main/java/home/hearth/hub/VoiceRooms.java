package home.hearth.hub;

import home.hearth.devices.Device;
import home.hearth.hub.conversation.TurnService;
import home.hearth.hub.house.HouseDevices;
import home.hearth.hub.house.RoomSpeakers;
import home.hearth.hub.voice.EspeakSynthesis;
import home.hearth.hub.voice.MilestoneStats;
import home.hearth.hub.voice.PreparedModels;
import home.hearth.hub.voice.SpeakerIdentification;
import home.hearth.hub.voice.VoicePipeline;
import home.hearth.hub.voice.recognition.CommandVocabulary;
import home.hearth.hub.voice.recognition.SpeechRecognizer;
import home.hearth.hub.voice.vad.VoiceActivityDetector;
import home.hearth.hub.voice.rooms.HouseRooms;
import home.hearth.hub.voice.rooms.Microphones;
import home.hearth.hub.voice.rooms.Room;
import home.hearth.hub.voice.rooms.RoomStore;
import home.hearth.hub.web.HubMetrics;
import home.hearth.hub.web.voice.RoomConnections;
import home.hearth.profiles.voice.SpeakerVerifier;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The rooms and voice side of the running hub, built once by {@link HubWiring}: rooms, microphone
 * tokens, open connections and the voice pipeline.
 */
record VoiceRooms(RoomStore rooms, Microphones microphones, RoomConnections connections, VoicePipeline pipeline,
        Runnable vocabularyChanged, Map<String, String> missingParts) {
    private static final Logger LOG = LoggerFactory.getLogger(VoiceRooms.class);
    /** The espeak-ng voice of spoken replies. */
    static final String SYNTHESIS_VOICE = "en+f2";

    /** What the pipeline is built from. */
    record Parts(Optional<SpeechRecognizer> recognizer, Optional<VoiceActivityDetector> vad, TurnService turns,
            Optional<SpeakerVerifier> speakerModel) {}

    /** The rooms with the demo household's and the inventory's rooms added (the one list of rooms). */
    static VoiceRooms create(DataSource ds, boolean demo, HouseDevices devices, People people, RoomSpeakers speakers,
            Parts parts, PreparedModels prepared, Clock clock) {
        RoomStore rooms = new RoomStore(ds, clock);
        HouseRooms.ensure(rooms, demo, devices.inventory().all().stream().map(Device::room).toList());
        // Rooms change only through the rooms API, which says so; devices are read live (discovery adds them).
        AtomicReference<List<String>> roomNames = new AtomicReference<>(roomNames(rooms));
        VoicePipeline pipeline = new VoicePipeline(parts.recognizer(), parts.vad(),
                new SpeakerIdentification(parts.speakerModel(), people.voiceprints(), people.members()), parts.turns(),
                speakers, EspeakSynthesis.ifInstalled(SYNTHESIS_VOICE),
                () -> new CommandVocabulary(deviceNames(devices), roomNames.get()),
                new MemberPresenceEvents(people.presence(), devices.events(), clock));
        Runnable vocabulary = () -> {
            roomNames.set(roomNames(rooms));
            pipeline.refreshVocabulary();
        };
        vocabulary.run();
        devices.inventory().whenChanged(pipeline::refreshVocabulary);
        LOG.info("Voice: recogniser {}, VAD {}, speaker model {}", pipeline.recognizerId(), pipeline.vadId(),
                parts.speakerModel().map(SpeakerVerifier::modelId).orElse("none"));
        Map<String, String> missing = prepared.missing();
        if (!missing.isEmpty()) {
            LOG.warn("Voice parts missing (the hub runs without them; /health lists them): {}", String.join(" ",
                    missing.values()));
        }
        return new VoiceRooms(rooms, new Microphones(ds, clock), new RoomConnections(), pipeline, vocabulary, missing);
    }

    /** The device names and aliases the command grammar is built from (the inventory is in memory). */
    static List<String> deviceNames(HouseDevices devices) {
        List<String> names = new ArrayList<>();
        devices.inventory().all().forEach(d -> {
            names.add(d.name());
            names.addAll(d.aliases());
        });
        return names;
    }

    static List<String> roomNames(RoomStore rooms) {
        return rooms.all().stream().map(Room::name).toList();
    }

    /** Voice gauges for {@code /metrics}: open connections and the milestones' p50/p95 in ms. */
    void metrics(HubMetrics metrics) {
        metrics.gauge("hearth_voice_connections_open", connections::size);
        MilestoneStats stats = pipeline.stats();
        metrics.gauge("hearth_voice_turns", stats::turns);
        for (String m : MilestoneStats.names()) {
            metrics.gauge("hearth_voice_" + m + "_ms_p50", () -> stats.quantile(m, 0.5));
            metrics.gauge("hearth_voice_" + m + "_ms_p95", () -> stats.quantile(m, 0.95));
        }
    }
}
