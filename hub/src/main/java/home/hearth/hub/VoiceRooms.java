package home.hearth.hub;

import home.hearth.devices.Device;
import home.hearth.hub.house.HouseDevices;
import home.hearth.hub.voice.rooms.HouseRooms;
import home.hearth.hub.voice.rooms.Microphones;
import home.hearth.hub.voice.rooms.RoomStore;
import home.hearth.hub.web.voice.RoomConnections;
import java.time.Clock;
import javax.sql.DataSource;

/** The rooms side of the running hub, built once by {@link HubWiring}: rooms, microphone tokens, open connections. */
record VoiceRooms(RoomStore rooms, Microphones microphones, RoomConnections connections) {

    /** The rooms with the demo household's and the inventory's rooms added (the one list of rooms). */
    static VoiceRooms create(DataSource ds, boolean demo, HouseDevices devices, Clock clock) {
        RoomStore rooms = new RoomStore(ds, clock);
        HouseRooms.ensure(rooms, demo, devices.inventory().all().stream().map(Device::room).toList());
        return new VoiceRooms(rooms, new Microphones(ds, clock), new RoomConnections());
    }
}
