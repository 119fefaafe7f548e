package home.hearth.devices.automations;

import home.hearth.devices.mqtt.Incoming;

/** Lets tests hand a request to the API synchronously, as if it had arrived from the broker. */
public final class ApiProbe {
    private ApiProbe() {}

    public static void handleNow(AutomationsApi api, Incoming request) {
        api.handle(request);
    }
}
