package home.hearth.hub.voice;

import static home.hearth.hub.testing.RunningHub.json;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import home.hearth.hub.VoiceParts;
import home.hearth.hub.testing.Http;
import home.hearth.hub.testing.RoomClient;
import home.hearth.hub.testing.RunningHub;
import home.hearth.profiles.testing.Speech;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hub suite starts ~80 hubs in one JVM and keeps each stopped one in a static field. Each hub
 * that heard a room loaded a Sphinx4 decoder (~90 MB); a stopped hub must not keep it, and a hub
 * no room connects to must not load one. Counted with the JVM's own class histogram (a full GC
 * first), so this is the live heap, not a guess.
 */
class StoppedHubsReleaseTheirDecodersTest {
    private static final String DECODER = "home.hearth.hub.voice.recognition.internal.SphinxDecoder";

    @TempDir
    Path dir;

    @Test
    void hubsThatHeardARoomKeepNoDecoderOnceStoppedAndIdleHubsNeverLoadOne() throws Exception {
        Speech speech = new Speech(Files.createDirectories(dir.resolve("speech")));
        short[] command = speech.say("en+f2", "turn on the kitchen light").samples();
        short[] utterance = Arrays.copyOf(command, command.length + 9_600);
        long before = liveInstances(DECODER);
        List<RunningHub> stopped = new ArrayList<>(); // held, as the suite's static fields hold them
        for (int i = 0; i < 3; i++) {
            RunningHub hub = RunningHub.start(Files.createDirectories(dir.resolve("hub" + i)), Map.of(),
                    VoiceParts.CONFIGURED);
            stopped.add(hub);
            Http admin = hub.admin();
            String token = json(admin.post("/api/v1/rooms/kitchen/microphones", "{\"name\":\"fridge\"}"))
                    .get("token").asText();
            try (RoomClient mic = RoomClient.ready(hub.httpPort(), "kitchen", token)) {
                mic.speak(utterance);
                mic.next("end");
            }
            assertTrue(liveInstances(DECODER) >= 1, "the hub that heard a room holds a decoder");
            hub.close();
        }
        // At most as many as before: a decoder of an earlier test class may still be on its way out.
        await().atMost(Duration.ofSeconds(60)).until(() -> liveInstances(DECODER) <= before);

        try (RunningHub idle = RunningHub.start(Files.createDirectories(dir.resolve("idle")), Map.of(),
                VoiceParts.CONFIGURED)) {
            idle.admin();
            await().during(Duration.ofSeconds(3)).atMost(Duration.ofSeconds(30))
                    .until(() -> liveInstances(DECODER) <= before);
        }
        assertEquals(3, stopped.size());
    }

    /** Live instances of {@code className} after a full GC, from {@code GC.class_histogram}. */
    static long liveInstances(String className) throws Exception {
        String histogram = (String) ManagementFactory.getPlatformMBeanServer().invoke(
                new ObjectName("com.sun.management:type=DiagnosticCommand"), "gcClassHistogram",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
        for (String line : histogram.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 4 && f[3].equals(className)) {
                return Long.parseLong(f[1]);
            }
        }
        return 0;
    }
}
