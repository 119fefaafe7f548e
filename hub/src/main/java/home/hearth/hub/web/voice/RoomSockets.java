package home.hearth.hub.web.voice;

import home.hearth.hub.voice.VoicePipeline;
import home.hearth.hub.voice.rooms.Microphones;
import home.hearth.hub.voice.rooms.RoomStore;
import home.hearth.hub.web.HubMetrics;
import home.hearth.hub.web.TokenResolver;
import io.helidon.webserver.websocket.WsRouting;

/**
 * The room microphone door, {@code /ws/rooms/{room}}: one {@link RoomSocket} per connection,
 * sharing the rooms, microphone tokens, members' sign-in tokens, the open-connection registry and
 * the voice pipeline. The protocol is in the README and the OpenAPI document.
 */
public final class RoomSockets {
    public static final String PATH = "/ws/rooms/{room}";
    final RoomStore rooms;
    final Microphones microphones;
    final TokenResolver members;
    final RoomConnections connections;
    final VoicePipeline pipeline;
    final HubMetrics metrics;

    public RoomSockets(RoomStore rooms, Microphones microphones, TokenResolver members, RoomConnections connections,
            VoicePipeline pipeline, HubMetrics metrics) {
        this.rooms = rooms;
        this.microphones = microphones;
        this.members = members;
        this.connections = connections;
        this.pipeline = pipeline;
        this.metrics = metrics;
    }

    public void routing(WsRouting.Builder routing) {
        routing.endpoint(PATH, () -> new RoomSocket(this));
    }
}
